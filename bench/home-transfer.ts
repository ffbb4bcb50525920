// Prints the JavaScript the home page moves over the wire: the script files, their size as the browser runs them,
// and the bytes transferred (encoded body and headers, CDP's encodedDataLength). Serves the built web app
// (`npm run build` first) from the real server on a fresh SQLite file and loads / in headless chromium at desktop
// (1440) and phone (390) width, in two scenarios each (issue 23):
// - cold: an empty cache and no service worker;
// - with the service worker: a first visit installs the worker (web/public/sw.js), then the second visit is measured
//   with the browser's HTTP cache emptied, so what the worker keeps is all that is kept. A script the worker answers
//   from its cache crosses no wire (0 bytes); one it fetches counts with the worker's own fetch.
// Usage: npx tsx bench/home-transfer.ts [--runs 3]  (each scenario's figures are the median of its runs)
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDeployment } from '../server/src/demo/seed-demo';
import { median } from './machine-probe';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(options.runs);

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
  /** Answered by the service worker (its cache or its own fetch) rather than by the network. */
  isFromServiceWorker: boolean;
}

const SCREENS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
type Screen = (typeof SCREENS)[number];

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/** Records the scripts the page loads, as `cdp` reports them. */
function recordScripts(cdp: CDPSession): Map<string, ScriptLoad> {
  const scripts = new Map<string, ScriptLoad>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || isScript(event.response.url)) {
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
        isFromServiceWorker: event.response.fromServiceWorker === true,
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
      script.transferredBytes = script.isFromServiceWorker
        ? 0
        : Math.max(event.encodedDataLength, script.receivedBytes);
      script.isFinished = true;
    }
  });
  return scripts;
}

/** The scripts the service worker fetched itself (its cache misses): what they moved over the wire, by path. */
function recordWorkerFetches(context: BrowserContext): Map<string, Promise<number>> {
  const fetched = new Map<string, Promise<number>>();
  context.on('requestfinished', (request) => {
    if (request.serviceWorker() !== null && isScript(request.url())) {
      fetched.set(
        new URL(request.url()).pathname,
        request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize),
      );
    }
  });
  return fetched;
}

/** Requests of the page under way, by CDP request id, and when the last one started or ended. */
function trackRequests(cdp: CDPSession): { inFlight: Set<string>; lastChange: number } {
  const state = { inFlight: new Set<string>(), lastChange: Date.now() };
  cdp.on('Network.requestWillBeSent', (event) => {
    state.inFlight.add(event.requestId);
    state.lastChange = Date.now();
  });
  for (const name of ['Network.loadingFinished', 'Network.loadingFailed'] as const) {
    cdp.on(name, (event: { requestId: string }) => {
      state.inFlight.delete(event.requestId);
      state.lastChange = Date.now();
    });
  }
  return state;
}

/**
 * Loads / until its first screen is whole: the game rows drawn (their code is a chunk of its own) and then no request
 * started or under way for a second. networkidle alone came too early on a loaded machine, where the script that
 * asks for the rows' chunk can run more than 500 ms after the last request ended.
 */
async function loadHome(page: Page, cdp: CDPSession, scripts: Map<string, ScriptLoad>): Promise<void> {
  const requests = trackRequests(cdp);
  await page.goto(`${address}/`, { waitUntil: 'networkidle' });
  await page.locator('.app-shell__main').waitFor();
  await page.waitForFunction(() => document.querySelector('.game-rows-skeleton') === null);
  const giveUpAt = Date.now() + 60_000;
  while ((requests.inFlight.size > 0 || Date.now() - requests.lastChange < 1_000) && Date.now() < giveUpAt) {
    await page.waitForTimeout(100);
  }
  // A script's transferred size arrives with its last event, which can come after the network went quiet.
  for (let wait = 0; [...scripts.values()].some((script) => !script.isFinished) && wait < 100; wait += 1) {
    await page.waitForTimeout(50);
  }
}

interface Measure {
  loads: ScriptLoad[];
  raw: number;
  transferred: number;
}

async function measure(screen: Screen, withWorker: boolean): Promise<Measure> {
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.isMobile,
    hasTouch: screen.isMobile,
    serviceWorkers: withWorker ? 'allow' : 'block',
  });
  try {
    const workerFetches = recordWorkerFetches(context);
    const page = await context.newPage();
    let cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (withWorker) {
      // The first visit installs the worker; the one measured starts under its control, recorded afresh.
      await loadHome(page, cdp, recordScripts(cdp));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await cdp.detach();
      cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      workerFetches.clear();
      await cdp.send('Network.clearBrowserCache');
    }
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = recordScripts(cdp);
    await loadHome(page, cdp, scripts);
    if (withWorker && !(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error('the measured visit was not under the service worker');
    }
    for (const script of scripts.values()) {
      const fetched = workerFetches.get(script.url);
      if (script.isFromServiceWorker && fetched !== undefined) {
        script.transferredBytes = await fetched;
      }
    }
    const loads = [...scripts.values()].sort((a, b) => b.rawBytes - a.rawBytes);
    return {
      loads,
      raw: loads.reduce((sum, load) => sum + load.rawBytes, 0),
      transferred: loads.reduce((sum, load) => sum + load.transferredBytes, 0),
    };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const totals: string[] = [];
try {
  for (const screen of SCREENS) {
    for (const withWorker of [false, true]) {
      const scenario = `${screen.name} ${screen.viewport.width}x${screen.viewport.height}, ${withWorker ? 'second visit with the service worker' : 'cold, no service worker'}`;
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(screen, withWorker));
      }
      const transferred = median(runs.map((run) => run.transferred));
      const shown = runs.find((run) => run.transferred === transferred) ?? runs[0]!;
      console.log(`== ${scenario}`);
      for (const load of shown.loads) {
        const source = load.isFromServiceWorker ? ' (service worker)' : '';
        console.log(
          `${load.url.padEnd(48)} ${load.encoding.padEnd(8)} ${kilobytes(load.rawBytes).padStart(11)} ${kilobytes(load.transferredBytes).padStart(11)}${source}${load.isFinished ? '' : ' (unfinished)'}`,
        );
      }
      const line =
        `home page JavaScript (${scenario}): ${shown.loads.length} files, ${shown.raw} bytes raw (${kilobytes(shown.raw)}), ` +
        `${transferred} bytes transferred (${kilobytes(transferred)}; median of ${RUNS}: ${runs.map((run) => run.transferred).join(', ')})`;
      console.log(line);
      totals.push(line);
    }
  }
  console.log('== totals');
  for (const line of totals) {
    console.log(line);
  }
} finally {
  await browser.close();
  await app.close();
  await database.destroy();
  rmSync(FOLDER, { recursive: true, force: true });
}
