// Takes the screenshots of the contract pages (issue 20): the agent center's daily wages and contract requests as the
// demo agent, the member center's "my contracts" as the demo player, light and dark, desktop and phone. Needs a
// running demo server (SCREENSHOT_URL, default http://127.0.0.1:3000) on a fresh demo database (its contract and paid
// day are demo data). Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import { solveChallengeField } from '../server/src/test/solve-challenge';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const HEADERS = { Merchant: 'PLAZA', Language: 'en' };

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const publicKey = (
  (await (await request.get('/wps/system/publicKey', { headers: HEADERS })).json()) as {
    value: Parameters<typeof encryptPayload>[0];
  }
).value;
async function logIn(username: string, password: string): Promise<string> {
  const response = await request.post('/wps/session/login', {
    headers: HEADERS,
    data: await encryptPayload(publicKey, {
      username,
      password,
      challenge: await solveChallengeField(
        (
          (await (await request.get('/wps/verification/challenge', { headers: HEADERS })).json()) as {
            value: Parameters<typeof solveChallengeField>[0];
          }
        ).value,
      ),
    }),
  });
  const body = (await response.json()) as { value?: { token: string } };
  if (body.value === undefined) {
    throw new Error(`login failed: ${JSON.stringify(body)}`);
  }
  return body.value.token;
}
const agentToken = await logIn('demoagent', 'Agent1234');
const playerToken = await logIn('demoplayer', 'Player1234');
await request.dispose();

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      const shots: { name: string; token: string; path: string; tab?: string }[] = [
        { name: 'daily-wages', token: agentToken, path: '/agent/daily-wages' },
        { name: 'contract-requests', token: agentToken, path: '/agent/contracts' },
        { name: 'my-contracts', token: playerToken, path: '/', tab: 'My contracts' },
      ];
      for (const shot of shots) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          token: shot.token,
          theme: theme,
        });
        const page = await context.newPage();
        await page.goto(shot.path);
        await page.waitForLoadState('networkidle');
        if (shot.tab !== undefined) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Balance / })
            .click();
          await page.getByRole('tab', { name: shot.tab }).click();
          await page.waitForLoadState('networkidle');
        }
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUTPUT}/${shot.name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
