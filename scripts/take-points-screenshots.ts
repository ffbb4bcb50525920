// Takes the screenshots of the points mall (mall, redeem history, points details) and the member center's missions
// tab, light and dark, desktop and phone. Needs a running demo server (SCREENSHOT_URL, default
// http://127.0.0.1:3000). A fresh member deposits and plays $1,200 at the demo vendor through the real APIs and
// redeems one reward. Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import {
  depositThroughSandbox,
  postEncrypted,
  registerMember,
  wagerAtDemoVendor,
} from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
await postEncrypted(request, member, '/wps/member/paymentPassword', {
  loginPassword: member.password,
  newPassword: 'Pay123456',
  confirmNewPassword: 'Pay123456',
});
await depositThroughSandbox(request, member, 150_000);
await wagerAtDemoVendor(request, member, 120_000);
await request.post('/wps/member/missions/sign-in', { headers: { Authorization: member.token } });
await postEncrypted(request, member, '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
  rewardId: 1,
  quantity: 1,
  paymentPassword: 'Pay123456',
  requestId: `shot-${Date.now()}`,
  timestamp: Date.now(),
});
await request.dispose();

const SHOTS: Record<string, { path: string; tab?: string; memberTab?: string; ready: string }> = {
  mall: { path: '/pointMall', ready: '$50 cash voucher' },
  history: { path: '/pointMall', tab: 'Redeem history', ready: 'In process' },
  details: { path: '/pointMall', tab: 'Points details', ready: 'Earned' },
  missions: { path: '/', memberTab: 'Missions', ready: 'Daily missions' },
};

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, shot] of Object.entries(SHOTS)) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          token: member.token,
          theme: theme,
        });
        const page = await context.newPage();
        await page.goto(shot.path);
        await page.waitForLoadState('networkidle');
        if (shot.tab !== undefined) {
          await page.getByRole('tab', { name: shot.tab }).click();
        }
        if (shot.memberTab !== undefined) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Balance / })
            .click();
          await page.getByRole('tab', { name: new RegExp(shot.memberTab) }).click();
        }
        await page.getByText(shot.ready).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${OUTPUT}/points-${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
