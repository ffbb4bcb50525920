import { expect, test } from './fixtures';

test('the API browser renders under its content security policy and calls the API', async ({ page }) => {
  const violations: string[] = [];
  // A policy violation is reported both as a console error and as an event; the event names the directive.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`csp-violation ${event.effectiveDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      violations.push(message.text());
    }
  });
  page.on('pageerror', (error) => violations.push(error.message));

  const response = await page.goto('/docs');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  await expect(page.getByRole('heading', { name: /Plaza API/ })).toBeVisible({ timeout: 60_000 });
  const health = page.locator('.opblock', { hasText: '/healthz' });
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table tbody .response-col_status')).toContainText('200', {
    timeout: 30_000,
  });

  expect(violations).toEqual([]);
});
