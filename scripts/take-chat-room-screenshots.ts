// Takes the screenshots of the members' chat room (a member's own message beside the demo conversation, and a muted
// member's page) and of the back office's moderation screen (a removed message, a muted member), light and dark,
// desktop and phone. Needs a running demo server on a fresh database (SCREENSHOT_URL, default
// http://127.0.0.1:3000); writes through the real APIs. Writes PNG files to OUTPUT (default .tmp/screenshots/).
import { mkdirSync } from 'node:fs';

import { chatRoomModerationHistorySchema } from '@plaza/contracts/chat-room';
import { chromium, request as playwrightRequest } from '@playwright/test';

import { CHROMIUM_LAUNCH } from '../e2e/servers';
import { openMemberContext } from './screenshot-sign-in';
import { signInDemoOperator } from './screenshot-sign-in';
import { logInOperator, registerMember } from '../e2e/wallet-helpers';

const BASE_URL = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:3000';
const OUTPUT = process.env.OUTPUT ?? '.tmp/screenshots';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['light', 'dark'] as const;

const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
const member = await registerMember(request);
const noisy = await registerMember(request);
const post = (token: string, text: string) =>
  request.post('/wps/chat-room/rooms/en/messages', { headers: { Authorization: token }, data: { text } });
await post(member.token, 'Just joined, hello everyone! Any tips for the crash game?');
await post(noisy.token, 'FREE BONUS here: bonus-free.example/claim');
const operator = { Authorization: await logInOperator(request) };
const page = chatRoomModerationHistorySchema.parse(
  (
    (await (await request.get('/ops/chat-room/rooms/en/messages', { headers: operator })).json()) as {
      value: unknown;
    }
  ).value,
);
const spam = page.list.find((message) => message.memberId === noisy.id);
await request.post(`/ops/chat-room/messages/${spam?.id}/remove`, {
  headers: operator,
  data: { reason: 'Advertising' },
});
await request.put(`/ops/chat-room/mutes/${noisy.id}`, {
  headers: operator,
  data: { minutes: 60, reason: 'Advertising links' },
});
await request.dispose();

const browser = await chromium.launch(CHROMIUM_LAUNCH);
mkdirSync(OUTPUT, { recursive: true });
try {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      for (const [name, who] of [
        ['room', member],
        ['muted', noisy],
      ] as const) {
        const context = await openMemberContext(browser, {
          viewport,
          baseURL: BASE_URL,
          token: who.token,
          theme: theme,
        });
        const tab = await context.newPage();
        await tab.goto('/chatRoom');
        await tab.getByText('Any tips for the crash game?').first().waitFor({ timeout: 60_000 });
        await tab.getByText('Live', { exact: true }).waitFor({ timeout: 60_000 });
        await tab.waitForLoadState('networkidle');
        await tab.screenshot({ path: `${OUTPUT}/chat-room-${name}-${device}-${theme}.png` });
        await context.close();
      }
    }
  }

  // One sign-in (an authenticator code serves once); each size and theme is the same page resized and reloaded.
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: BASE_URL });
  const backOffice = await context.newPage();
  await signInDemoOperator(backOffice);
  await backOffice.getByRole('link', { name: 'Chat room' }).first().click();
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      await backOffice.setViewportSize(viewport);
      await backOffice.evaluate((stored) => localStorage.setItem('theme', stored), theme);
      await backOffice.reload();
      await backOffice.getByText('Advertising links').first().waitFor({ timeout: 60_000 });
      await backOffice.waitForLoadState('networkidle');
      await backOffice.screenshot({ path: `${OUTPUT}/backoffice-chat-room-${device}-${theme}.png` });
    }
  }
  await context.close();
} finally {
  await browser.close();
}
console.log(`screenshots written to ${OUTPUT}/`);
