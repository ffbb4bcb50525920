import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import type { Language } from '@plaza/contracts/languages';
import type { DomainRoute, HelpCenter, SystemStatus, Whitelabel } from '@plaza/contracts/system';

import type { DatabaseHandle } from '../../db/database';
import type { DeploymentSettings } from '../deployment/deployment.schema';
import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { lookupCountry } from './geo-location';
import { pickRandom } from './pick-random';
import { selectHelpArticles } from './system.repository';

function isCountryRestricted(settings: DeploymentSettings, countryCode: string | null): boolean {
  return (
    countryCode !== null &&
    settings.allowedRegions.length > 0 &&
    !settings.allowedRegions.includes(countryCode)
  );
}

/**
 * Why the member API refuses a visitor right now, if it does: maintenance (503) wins over the region
 * restriction (403), as on the status page.
 */
export async function getAccessRefusal(
  handle: DatabaseHandle,
  ip: string,
): Promise<'system.maintenance' | 'region.restricted' | null> {
  const settings = await getDeploymentSettings(handle);
  if (settings.maintenance.enabled) {
    return 'system.maintenance';
  }
  return isCountryRestricted(settings, lookupCountry(ip)) ? 'region.restricted' : null;
}

/**
 * The status that decides what the site shows at start (docs/product/site.md#status-maintenance-and-regions):
 * maintenance wins, then the region restriction for a visitor whose country is known and not allowed.
 */
export async function getSystemStatus(handle: DatabaseHandle, ip: string): Promise<SystemStatus> {
  const settings = await getDeploymentSettings(handle);
  const countryCode = lookupCountry(ip);
  const isRegionRestricted = isCountryRestricted(settings, countryCode);
  const status = settings.maintenance.enabled ? 1 : isRegionRestricted ? 2 : 0;
  return {
    status,
    maintenance: settings.maintenance.enabled,
    maintenanceMessage: settings.maintenance.message,
    regionRestriction: isRegionRestricted,
    location: { ip, countryCode },
    info: {
      mainDomain: settings.mainDomain,
      analytics: settings.analytics,
      imageCDN: pickRandom(settings.imageCDNs),
      launchGameCDN: pickRandom(settings.launchGameCDNs),
    },
  };
}

/** The brand settings and the feature-switch tree the web app needs to draw itself. */
export async function getWhitelabel(handle: DatabaseHandle): Promise<Whitelabel> {
  const settings = await getDeploymentSettings(handle);
  const featureSwitches = await getFeatureTree(handle);
  return {
    merchantCode: settings.merchantCode,
    platform: 'WEB',
    brandName: settings.brandName,
    logoUrl: settings.logoUrl,
    defaultLanguage: settings.defaultLanguage,
    languages: settings.languages,
    currency: settings.currency,
    lotteryType: settings.lotteryType,
    // Bingo is offered only where language TY is supported (docs/product/site.md#whitelabel); Plaza ships no TY
    // translation.
    gameCategories: settings.gameCategories.filter((category) => category !== 'BG'),
    ageLimit: settings.ageLimit,
    licence: settings.licence,
    copyrightYear: settings.copyrightYear,
    featureSwitches,
    resources: settings.resources,
    customerService: isFeatureEnabled(featureSwitches, 'CBS3') ? settings.customerService : [],
    imageCDN: pickRandom(settings.imageCDNs),
  };
}

/** Whether this deployment answers for `host`, and which area (member site or agent area) it routes to. */
export async function getDomainRoute(handle: DatabaseHandle, host: string): Promise<DomainRoute> {
  const settings = await getDeploymentSettings(handle);
  const domain = host.replace(/:\d+$/, '').toLowerCase();
  const route =
    settings.domains.find((candidate) => candidate.domain.toLowerCase() === domain) ??
    settings.domains.find((candidate) => candidate.domain === '*');
  return {
    domain,
    isAllowed: route !== undefined,
    area: route?.area ?? 'MEMBER',
    mainDomain: settings.mainDomain,
    agentDomain: settings.agentDomain,
  };
}

/** Help-center content by category for a language (falling back to the default language) and device. */
export async function getHelpCenter(
  handle: DatabaseHandle,
  language: Language,
  device: 'WEB' | 'MOBILE',
): Promise<HelpCenter> {
  const settings = await getDeploymentSettings(handle);
  let articles = await selectHelpArticles(handle.db, language, device);
  if (articles.length === 0 && language !== settings.defaultLanguage) {
    articles = await selectHelpArticles(handle.db, settings.defaultLanguage, device);
  }
  const categories: HelpCenter['categories'] = [];
  for (const article of articles) {
    let group = categories.find((candidate) => candidate.category === article.category);
    if (!group) {
      group = { category: article.category, articles: [] };
      categories.push(group);
    }
    group.articles.push({ id: article.id, title: article.title, content: article.content });
  }
  return { categories };
}
