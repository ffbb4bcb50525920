// Takes the screenshots of the member center's Feedback page (a feedback with an image and its reply) and the
// customer service chat page, light and dark, desktop and phone. Needs a running demo server (SCREENSHOT_URL,
// default http://127.0.0.1:3000); a fresh member writes through the real APIs and the demo operator answers.
// Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chatConversationListSchema, operatorFeedbackPageSchema } from '@plaza/contracts/support';
import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import { logInOperator, registerMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
const headers = { Authorization: member.token };
await request.put('/wps/feedback', {
  headers,
  multipart: {
    questionType: 'DEPOSIT',
    content: 'My deposit from this morning has not arrived yet.',
    image: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
  },
});
await request.post('/wps/support/chat/messages', {
  headers,
  data: { text: 'Hello, is my deposit on its way?' },
});
const operator = { Authorization: await logInOperator(request) };
const value = async (response: Promise<{ json: () => Promise<unknown> }>) =>
  ((await (await response).json()) as { value: unknown }).value;
const feedback = operatorFeedbackPageSchema.parse(
  await value(request.get(`/ops/feedback?memberId=${member.id}`, { headers: operator })),
);
await request.post(`/ops/feedback/${feedback.content[0]?.id}/reply`, {
  headers: operator,
  data: { reply: 'It is credited now: the bank was slow this morning.' },
});
const chats = chatConversationListSchema.parse(
  await value(request.get('/ops/support/chats', { headers: operator })),
);
const chat = chats.list.find((each) => each.memberId === member.id);
await request.post(`/ops/support/chats/${chat?.id}/messages`, {
  headers: operator,
  data: { text: 'Yes, it was credited a minute ago. Anything else?' },
});
await request.dispose();

const SHOTS: Record<string, { path: string; tab?: string; ready: string }> = {
  feedback: { path: '/', tab: 'Feedback', ready: 'It is credited now' },
  chat: { path: '/support/chat', ready: 'Anything else?' },
};

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, shot] of Object.entries(SHOTS)) {
        const context = await openMemberContext(browser, {
          viewport: name === 'chat' && device === 'desktop' ? { width: 440, height: 750 } : viewport,
          baseURL: BASE_URL,
          token: member.token,
          theme,
        });
        const page = await context.newPage();
        await page.goto(shot.path);
        if (shot.tab !== undefined) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Balance / })
            .click();
          await page.getByRole('tab', { name: new RegExp(shot.tab) }).click();
        }
        await page.getByText(shot.ready).first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1_000);
        await page.screenshot({ path: `${OUTPUT}/support-${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
