// bench:home-lcp — the home page's Largest Contentful Paint in headless chromium, cold (empty cache, no service
// worker), at desktop (1440×900) and phone (390×844, touch) sizes, on loopback and on a throttled phone connection
// (150 ms round trip, 1.6 Mbps down, 750 kbps up: the "slow 4G" of issue 27). Beside each figure, the baseline of
// the same run: web/public/offline.html, a static page with no script, loaded the same way, so the figure the home
// page adds over what the machine and the connection cost anyway is visible. Runs alternate home and baseline.
// Prints medians (and min–max) of FCP and LCP, the LCP element, and the bytes transferred.
//
// Serves the built web app (`npm run build` first) from the real server on a fresh SQLite file with the demo.
// Usage: npm run bench:home-lcp -- [--runs 5] [--cpu 1] [--only desktop-loopback,phone-throttled]
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { describeMachine, describeProcessor, median, probeMachine } from './machine-probe';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const CPU_SLOWDOWN = Number(options.cpu);

interface Scenario {
  name: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  throttled: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'desktop-loopback', viewport: { width: 1440, height: 900 }, mobile: false, throttled: false },
  { name: 'phone-loopback', viewport: { width: 390, height: 844 }, mobile: true, throttled: false },
  { name: 'desktop-throttled', viewport: { width: 1440, height: 900 }, mobile: false, throttled: true },
  { name: 'phone-throttled', viewport: { width: 390, height: 844 }, mobile: true, throttled: true },
].filter((scenario) => options.only === undefined || options.only.split(',').includes(scenario.name));

// 150 ms round trip, 1.6 Mbps down, 750 kbps up (CDP takes bytes per second).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

interface Load {
  fcp: number;
  lcp: number;
  element: string;
  transferred: number;
}

const FOLDER = '.tmp/bench-home-lcp';
const WEB_DIST = resolve('web/dist');
if (!existsSync(resolve(WEB_DIST, 'index.html'))) {
  throw new Error('web/dist/index.html is missing: run npm run build first');
}

/** One cold load of `url`: its first and largest contentful paints once the network is idle. */
async function measure(browser: Browser, scenario: Scenario, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: scenario.viewport,
    isMobile: scenario.mobile,
    hasTouch: scenario.mobile,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(() => {
      const record = { lcp: 0, element: '' };
      (window as unknown as { __lcp: typeof record }).__lcp = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          record.lcp = entry.startTime;
          const element = entry.element;
          record.element =
            element === null || element === undefined
              ? '(removed)'
              : `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (scenario.throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    if (CPU_SLOWDOWN > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    let transferred = 0;
    cdp.on('Network.loadingFinished', (event) => {
      transferred += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // On a busy machine the frame can come after the network went quiet: wait for the paints themselves.
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        (window as unknown as { __lcp: { lcp: number } }).__lcp.lcp > 0,
      undefined,
      { timeout: 60_000 },
    );
    const paints = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const record = (window as unknown as { __lcp: { lcp: number; element: string } }).__lcp;
      return { fcp, lcp: record.lcp, element: record.element };
    });
    return { ...paints, transferred };
  } finally {
    await context.close();
  }
}

function summary(loads: Load[], pick: (load: Load) => number): string {
  const values = loads.map(pick);
  return `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
}

rmSync(FOLDER, { recursive: true, force: true });
const database = openDatabase({ kind: 'sqlite', path: `${FOLDER}/plaza.db` });
await migrateToLatest(database);
await seedDemoDeployment(database, 'PLAZA');
const app = await buildApp({ database, logLevel: 'silent', webDist: WEB_DIST });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch(CHROMIUM_LAUNCH);

try {
  console.log(describeProcessor());
  console.log(describeMachine(probeMachine(FOLDER)));
  console.log(`${RUNS} cold loads each, CPU slowdown ×${CPU_SLOWDOWN}; medians (min–max)`);
  // One load first, not counted: the server's and chromium's first-use costs (module loads, JIT) land there.
  await measure(browser, SCENARIOS[0] ?? SCENARIOS[1]!, `${address}/`);
  for (const scenario of SCENARIOS) {
    const home: Load[] = [];
    const baseline: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      baseline.push(await measure(browser, scenario, `${address}/offline.html`));
      home.push(await measure(browser, scenario, `${address}/`));
    }
    const elements = [...new Set(home.map((load) => load.element))].join(', ');
    console.log(
      `${scenario.name.padEnd(18)} home: FCP ${summary(home, (load) => load.fcp)}, ` +
        `LCP ${summary(home, (load) => load.lcp)} [${elements}], ${Math.round(median(home.map((load) => load.transferred)) / 1024)} KiB` +
        ` | baseline offline.html: FCP ${summary(baseline, (load) => load.fcp)}, LCP ${summary(baseline, (load) => load.lcp)}`,
    );
  }
} finally {
  await browser.close();
  await app.close();
  await database.destroy();
  rmSync(FOLDER, { recursive: true, force: true });
}
