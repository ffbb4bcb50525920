// Prints the JavaScript a cold load of the home page moves over the wire: the script files, their size as the
// browser runs them, and the bytes transferred (encoded body and headers, CDP's encodedDataLength). Serves the
// built web app (`npm run build` first) from the real server on a fresh SQLite file and loads / in headless
// chromium at desktop and phone width with an empty cache. Usage: npx tsx bench/home-transfer.ts
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { chromium } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';

const FOLDER = '.tmp/bench-home-transfer';
const WEB_DIST = resolve('web/dist');

if (!existsSync(resolve(WEB_DIST, 'index.html'))) {
  throw new Error('web/dist/index.html is missing: run npm run build first');
}
rmSync(FOLDER, { recursive: true, force: true });
const database = openDatabase({ kind: 'sqlite', path: `${FOLDER}/plaza.db` });
await migrateToLatest(database);
await seedDemoDeployment(database, 'PLAZA');
const app = await buildApp({ database, logLevel: 'silent', webDist: WEB_DIST });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

interface ScriptLoad {
  url: string;
  encoding: string;
  rawBytes: number;
  transferredBytes: number;
  /** Encoded bytes of the pieces received so far. */
  receivedBytes: number;
  isFinished: boolean;
}

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const screen of SCREENS) {
    const context = await browser.newContext({
      viewport: screen.viewport,
      isMobile: screen.isMobile,
      hasTouch: screen.isMobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const scripts = new Map<string, ScriptLoad>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script' || new URL(event.response.url).pathname.endsWith('.js')) {
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
        );
        scripts.set(event.requestId, {
          url: new URL(event.response.url).pathname,
          encoding: headers['content-encoding'] ?? 'identity',
          rawBytes: 0,
          transferredBytes: 0,
          receivedBytes: 0,
          isFinished: false,
        });
      }
    });
    cdp.on('Network.dataReceived', (event) => {
      const script = scripts.get(event.requestId);
      if (script) {
        script.rawBytes += event.dataLength;
        script.receivedBytes += event.encodedDataLength;
      }
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) {
        // A script that streamed in pieces can answer 0 here; what its pieces brought counts then.
        script.transferredBytes = Math.max(event.encodedDataLength, script.receivedBytes);
        script.isFinished = true;
      }
    });

    await page.goto(`${address}/`, { waitUntil: 'networkidle' });
    // A script's transferred size arrives with its last event, which can come after the network went quiet.
    for (let wait = 0; [...scripts.values()].some((script) => !script.isFinished) && wait < 100; wait += 1) {
      await page.waitForTimeout(50);
    }

    const loads = [...scripts.values()].sort((a, b) => b.rawBytes - a.rawBytes);
    const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`== ${screen.name} ${screen.viewport.width}x${screen.viewport.height}`);
    for (const load of loads) {
      console.log(
        `${load.url.padEnd(48)} ${load.encoding.padEnd(8)} ${kilobytes(load.rawBytes).padStart(11)} ${kilobytes(load.transferredBytes).padStart(11)}${load.isFinished ? '' : ' (unfinished)'}`,
      );
    }
    const raw = loads.reduce((sum, load) => sum + load.rawBytes, 0);
    const transferred = loads.reduce((sum, load) => sum + load.transferredBytes, 0);
    console.log(
      `home page JavaScript (${screen.name}): ${loads.length} files, ${raw} bytes raw (${kilobytes(raw)}), ` +
        `${transferred} bytes transferred (${kilobytes(transferred)})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await database.destroy();
  rmSync(FOLDER, { recursive: true, force: true });
}
