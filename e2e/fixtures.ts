import { test as base } from '@playwright/test';
import type { TestInfo } from '@playwright/test';
import { createHash } from 'node:crypto';

export { expect } from '@playwright/test';

/**
 * A private address of its own for each run of a test (10.x.y.z: no country, so no region rule applies to it).
 * The demo servers trust X-Forwarded-For (playwright.config.ts), and their rate limits count per address: shared
 * by the whole suite, the registration limit (10 a minute) refused sign-ups whenever the tests ran quickly.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash('sha256')
    .update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
    .digest();
  return `10.${digest[0] ?? 0}.${digest[1] ?? 0}.${digest[2] ?? 0}`;
}

/**
 * Playwright's test, with each test a visitor of its own: its pages and its API requests come from one address
 * (so a login after a sign-up is from a known place), another test's from another. A test that plays several
 * places still names them itself (page.setExtraHTTPHeaders, a request's own headers).
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
});
