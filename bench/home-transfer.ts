// Prints the JavaScript a cold load of the home page moves over the wire: the script files, their size as the
// browser runs them, and the bytes transferred (encoded body and headers, CDP's encodedDataLength). Serves the
// built web app (`npm run build` first) from the real server on a fresh SQLite file and loads / in headless
// chromium at desktop width with an empty cache. Usage: npx tsx bench/home-transfer.ts
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
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
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
      });
    }
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) {
      script.rawBytes += event.dataLength;
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (script) {
      script.transferredBytes = event.encodedDataLength;
    }
  });

  await page.goto(`${address}/`, { waitUntil: 'networkidle' });

  const loads = [...scripts.values()].sort((a, b) => b.rawBytes - a.rawBytes);
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const load of loads) {
    console.log(
      `${load.url.padEnd(48)} ${load.encoding.padEnd(8)} ${kilobytes(load.rawBytes).padStart(11)} ${kilobytes(load.transferredBytes).padStart(11)}`,
    );
  }
  const raw = loads.reduce((sum, load) => sum + load.rawBytes, 0);
  const transferred = loads.reduce((sum, load) => sum + load.transferredBytes, 0);
  console.log(
    `home page JavaScript: ${loads.length} files, ${raw} bytes raw (${kilobytes(raw)}), ` +
      `${transferred} bytes transferred (${kilobytes(transferred)})`,
  );
} finally {
  await browser.close();
  await app.close();
  await database.destroy();
  rmSync(FOLDER, { recursive: true, force: true });
}
