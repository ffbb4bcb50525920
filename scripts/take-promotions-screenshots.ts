// Takes the screenshots of the promotion list, a promotion's detail (its request form, and a reward to claim) and
// the reward center, light and dark, desktop and phone. Needs a running demo server (SCREENSHOT_URL, default
// http://127.0.0.1:3000). A fresh member joins two promotions through the real APIs and the demo operator approves
// one. Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { operatorRewardRequestPageSchema, promotionListSchema } from '@plaza/contracts/promotions';
import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import { logInOperator, registerMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
const headers = { Authorization: member.token };
const list = promotionListSchema.parse(
  ((await (await request.get('/wps/promotions')).json()) as { value: unknown }).value,
);
const idOf = (title: string) => list.list.find((each) => each.title === title)?.id ?? 0;
const welcome = idOf('Welcome gift for new members');
const checkIn = idOf('Weekly check-in reward');
for (const promotionId of [welcome, checkIn]) {
  await request.post('/wps/relay/MCSFE_signUpPromotionJoin', { headers, data: { promotionId } });
}
await request.post('/wps/relay/MCSFE_signUpRequestReward', {
  headers,
  multipart: { promotionId: String(welcome), remark: 'Registered yesterday, first time here' },
});
const operatorToken = await logInOperator(request);
const requests = operatorRewardRequestPageSchema.parse(
  (
    (await (
      await request.get('/ops/promotions/requests?status=APPLYING&pageSize=100', {
        headers: { Authorization: operatorToken },
      })
    ).json()) as { value: unknown }
  ).value,
);
const mine = requests.content.find((each) => each.memberId === member.id);
await request.post(`/ops/promotions/requests/${mine?.id}/approve`, {
  headers: { Authorization: operatorToken },
});
await request.dispose();

/** Each page, and a text that shows once it has loaded (the machine may be busy). */
const SHOTS: Record<string, { path: string; tab?: string; ready: string }> = {
  list: { path: '/promotions', ready: 'Lantern festival draw' },
  claim: { path: `/promotions#${welcome}`, ready: 'Open the reward center' },
  request: { path: `/promotions#${checkIn}`, ready: 'Request the reward' },
  rewards: { path: '/', tab: 'Reward center', ready: 'Welcome gift for new members' },
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
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Balance / })
            .click();
          await page.getByRole('tab', { name: new RegExp(shot.tab) }).click();
          await page.waitForLoadState('networkidle');
        }
        await page.getByText(shot.ready).first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
        await page.screenshot({ path: `${OUTPUT}/promotions-${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
