import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { dismissPopups, message } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { openAsMember, registerMember } from './wallet-helpers';

const GAME = 'Wild West Gold';
const playButton = (page: Page) => page.getByRole('button', { name: `Play ${GAME}`, exact: true });
const named = (key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), message(key));

/** Opens the game's form in the catalogue, sets "under maintenance" as asked and saves. */
async function setMaintenance(page: Page, isOn: boolean): Promise<void> {
  await page.getByRole('button', { name: named('backoffice.catalogue.editTitle', { name: GAME }) }).click();
  const form = page.getByRole('dialog', { name: named('backoffice.catalogue.editTitle', { name: GAME }) });
  await form.getByLabel(message('backoffice.catalogue.flags.isMaintenance')).setChecked(isOn);
  await form.getByRole('button', { name: message('backoffice.list.save') }).click();
  await expect(form).toHaveCount(0);
}

// Issue 24: the catalogue's per-game maintenance is what the player's lobby and launch obey; a member moved in
// the agent tree shows in the new upline's agent center at once. Only demo accounts and a game no other spec
// opens (Wild West Gold, back in play at the end) are touched.
test('an operator puts a game in maintenance, which the lobby shows and refuses, then moves a member to another agent', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInToBackOffice(page);
  await page.getByRole('link', { name: message('backoffice.nav.catalogue') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('backoffice.catalogue.title') }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: message('backoffice.catalogue.search') }).fill('wild west');
  await page.getByRole('button', { name: message('backoffice.list.search') }).click();
  await setMaintenance(page, true);
  await expect(
    page.getByRole('table').getByText(message('backoffice.catalogue.states.maintenance')),
  ).toBeVisible();

  const player = await page.context().newPage();
  await dismissPopups(player);
  await openAsMember(player, await registerMember(player.request));
  await player.goto('/rng');
  await expect(player.getByRole('listitem').filter({ has: playButton(player) })).toHaveClass(
    /game-card--maintenance/,
    { timeout: 90_000 },
  );
  await playButton(player).click();
  const refusal = player.getByRole('dialog', { name: message('games.maintenanceTitle') });
  await expect(
    refusal.getByText('This game is under maintenance. Please try one of our other games.'),
  ).toBeVisible();
  await player.close();
  await setMaintenance(page, false);

  // The tree: demohouse03 moves from demohouse to demohousesub, after a confirmation naming both and the size.
  await page.getByRole('link', { name: message('backoffice.nav.agentTree') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('backoffice.agentTree.title') }),
  ).toBeVisible();
  const tree = page.getByRole('tree');
  await tree
    .getByRole('button', { name: named('backoffice.agentTree.expand', { name: 'demohouse' }) })
    .click();
  await expect(
    tree.getByRole('button', {
      name: message('backoffice.agentTree.showMore').replace(/\{\{shown\}\}.*/, ''),
    }),
  ).toBeVisible();
  await tree
    .getByRole('button', { name: named('backoffice.agentTree.moveTitle', { name: 'demohouse03' }) })
    .click();
  const move = page.getByRole('dialog', {
    name: named('backoffice.agentTree.moveTitle', { name: 'demohouse03' }),
  });
  await move.getByLabel(message('backoffice.agentTree.newUpline')).fill('demohousemember');
  await move.getByRole('button', { name: message('backoffice.agentTree.next') }).click();
  await move.getByLabel(message('backoffice.members.reason')).fill('moved in the e2e spec');
  await move.getByRole('button', { name: message('backoffice.agentTree.move'), exact: true }).click();
  // Not an agent: the server's refusal shows in the dialog.
  await expect(move.getByText('This account cannot be the upline.')).toBeVisible();
  await move.getByRole('button', { name: message('backoffice.list.cancel') }).click();

  await tree
    .getByRole('button', { name: named('backoffice.agentTree.moveTitle', { name: 'demohouse03' }) })
    .click();
  await move.getByLabel(message('backoffice.agentTree.newUpline')).fill('demohousesub');
  await move.getByRole('button', { name: message('backoffice.agentTree.next') }).click();
  const moveText = message('backoffice.agentTree.moveText')
    .replace(/\{\{name\}\}/g, 'demohouse03')
    .replace(/\{\{from\}\}/g, 'demohouse')
    .replace(/\{\{to\}\}/g, 'demohousesub')
    .replace(/\{\{size\}\}/g, '1');
  await expect(move.getByText(moveText)).toBeVisible();
  await move.getByLabel(message('backoffice.members.reason')).fill('moved in the e2e spec');
  await move.getByRole('button', { name: message('backoffice.agentTree.move'), exact: true }).click();
  await expect(move).toHaveCount(0);
  await tree
    .getByRole('button', { name: named('backoffice.agentTree.expand', { name: 'demohousesub' }) })
    .click();
  await expect(
    tree.getByRole('treeitem', { name: 'demohousesub' }).getByRole('link', { name: 'demohouse03' }),
  ).toBeVisible();

  // The agent center of demohousesub lists demohouse03 as its own.
  const agent = await page.context().newPage();
  await dismissPopups(agent);
  await agent.goto('/agent');
  const login = agent.getByRole('region', { name: message('agent.loginTitle') });
  await login.getByRole('textbox', { name: /^User name/ }).fill('demohousesub');
  await login.getByLabel(/^Password/).fill('Player1234');
  await login.getByRole('button', { name: message('account.login'), exact: true }).click();
  // Signed in once the login form has gone (the agent home replaces it).
  await expect(login).toHaveCount(0, { timeout: 60_000 });
  await agent.goto('/agent/downline');
  await expect(agent.getByRole('table').getByText('demohouse03', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await agent.close();
});
