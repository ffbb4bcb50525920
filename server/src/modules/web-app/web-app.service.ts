import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { QR_CODE } from '@plaza/contracts/constants';
import { APP_PLATFORM_OF_RESOURCE } from '@plaza/contracts/system';
import type { AppPlatform } from '@plaza/contracts/system';
import QRCode from 'qrcode';

import type { DatabaseHandle } from '../../db/database';
import { getDeploymentSettings } from '../deployment/deployment.service';

/** The icon the web clip shows on the home screen, from the built web app (web/public/icons). */
const WEB_CLIP_ICON = join('icons', 'apple-touch-icon.png');

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** A UUID fixed by `seed`: the same site gets the same profile, so installing it again replaces it. */
function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/** A reverse-DNS identifier from the site's host: `plaza.example` → `example.plaza.webclip`. */
function identifierOf(host: string): string {
  const parts = host
    .replace(/:\d+$/, '')
    .split('.')
    .map((part) => part.replace(/[^A-Za-z0-9-]/g, ''))
    .filter((part) => part !== '');
  return [...parts.reverse(), 'webclip'].join('.');
}

async function readIcon(webDist: string | undefined): Promise<string | undefined> {
  if (webDist === undefined) {
    return undefined;
  }
  try {
    return (await readFile(join(webDist, WEB_CLIP_ICON))).toString('base64');
  } catch {
    return undefined;
  }
}

/**
 * The iOS web clip (the MOBILECONFIG resource, docs/decisions/055-installable-web-app.md): a configuration profile
 * with one Web Clip payload that puts the site on the home screen, full screen, under the brand's name and icon.
 * Unsigned: iOS shows it as "Not signed" and installs it after the member confirms in Settings.
 */
export async function buildWebClipProfile(
  handle: DatabaseHandle,
  site: { origin: string; host: string },
  webDist: string | undefined,
): Promise<string> {
  const { brandName } = await getDeploymentSettings(handle);
  const name = escapeXml(brandName);
  const identifier = identifierOf(site.host);
  const icon = await readIcon(webDist);
  const iconEntry = icon === undefined ? '' : `\n      <key>Icon</key>\n      <data>${icon}</data>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key>
      <true/>${iconEntry}
      <key>IsRemovable</key>
      <true/>
      <key>Label</key>
      <string>${name}</string>
      <key>PayloadDescription</key>
      <string>${name} on the home screen</string>
      <key>PayloadDisplayName</key>
      <string>${name}</string>
      <key>PayloadIdentifier</key>
      <string>${escapeXml(identifier)}.clip</string>
      <key>PayloadType</key>
      <string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key>
      <string>${stableUuid(`${site.origin}/clip`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
      <key>Precomposed</key>
      <true/>
      <key>URL</key>
      <string>${escapeXml(`${site.origin}/?source=webclip`)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key>
  <string>${name}</string>
  <key>PayloadIdentifier</key>
  <string>${escapeXml(identifier)}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${stableUuid(site.origin)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}

/**
 * The QR code of the brand's app download for `platform` (its first resource of that platform), as an SVG picture
 * of QR_CODE.siteSize pixels without margin, or null where the brand offers none. A relative address (the demo's web
 * clip, /wps/app/…) is made whole on `origin`, the site being visited: a phone scanning the code needs it whole.
 * Drawn here so that the side menu and the right bar, on every page, carry no QR encoder
 * (docs/decisions/049-home-page-first-screen.md).
 */
export async function buildAppDownloadQr(
  handle: DatabaseHandle,
  platform: AppPlatform,
  origin: string,
): Promise<string | null> {
  const { resources } = await getDeploymentSettings(handle);
  const resource = resources.find(
    (candidate) => APP_PLATFORM_OF_RESOURCE[candidate.resourceType] === platform,
  );
  if (resource === undefined) {
    return null;
  }
  let address = resource.url;
  try {
    address = new URL(resource.url, origin).href;
  } catch {
    // Not an address a URL can be made of: encoded as written, as the link beside it is.
  }
  return QRCode.toString(address, {
    type: 'svg',
    width: QR_CODE.siteSize,
    margin: QR_CODE.siteMargin,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
