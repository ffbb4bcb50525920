import { expect, test } from './fixtures';

import { BRAZIL_URL, readMessage, runBrazilOperatorCommand } from './servers';

// These tests change the Brazilian demo's maintenance flag: run them one after the other.
test.describe.configure({ mode: 'serial' });

const US_VISITOR = '8.8.8.8';
const BRAZILIAN_VISITOR = '200.147.67.142';

test('a visitor from a restricted region sees the blocked page with their IP', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': US_VISITOR });
  await page.goto(BRAZIL_URL);
  await expect(page.getByRole('heading', { name: readMessage('pt', 'regionBlocked.title') })).toBeVisible();
  await expect(page.getByText(US_VISITOR)).toBeVisible();
  await expect(page.getByText(readMessage('pt', 'regionBlocked.info'))).toBeVisible();
});

test('a visitor from an allowed region gets the site', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': BRAZILIAN_VISITOR });
  await page.goto(BRAZIL_URL);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: readMessage('pt', 'regionBlocked.title') })).toHaveCount(0);
});

test('the maintenance page shows while the operator has maintenance on, even for a restricted region', async ({
  page,
}) => {
  runBrazilOperatorCommand('maintenance', 'on', 'Voltamos às 10:00');
  try {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': US_VISITOR });
    await page.goto(BRAZIL_URL);
    await expect(page.getByRole('heading', { name: readMessage('pt', 'maintenance.title') })).toBeVisible();
    await expect(page.getByText('Voltamos às 10:00')).toBeVisible();
  } finally {
    runBrazilOperatorCommand('maintenance', 'off');
  }
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': BRAZILIAN_VISITOR });
  await page.reload();
  await expect(page.getByRole('heading', { name: readMessage('pt', 'maintenance.title') })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});
