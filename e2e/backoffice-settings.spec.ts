import { expect, test } from './fixtures';
import { message } from './account-helpers';
import { signInToBackOffice } from './backoffice-helpers';
import { BRAZIL_URL } from './servers';

interface SwitchNode {
  modId: string;
  enabled: string;
  childrenNodes: SwitchNode[];
}

function findSwitch(nodes: SwitchNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.modId === id) {
      return node.enabled;
    }
    const below = findSwitch(node.childrenNodes, id);
    if (below !== undefined) {
      return below;
    }
  }
  return undefined;
}

// On the Brazilian demo server, whose other spec (site status) does not read this switch: a switch is the whole
// deployment's, and the main server's specs run beside this one.
test('an operator turns a feature switch off and on again after confirming, and members get the change', async ({
  page,
  request,
}) => {
  const memberSees = async () => {
    const answer = await request.get(`${BRAZIL_URL}/wps/system/whitelabel`);
    const body = (await answer.json()) as { value: { featureSwitches: SwitchNode[] } };
    return findSwitch(body.value.featureSwitches, 'PROFPIC3');
  };
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signInToBackOffice(page, BRAZIL_URL);
  await page.getByRole('link', { name: message('backoffice.nav.switches') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: message('backoffice.nav.switches') }),
  ).toBeVisible();
  expect(await memberSees()).toBe('1');

  const named = (key: string) => message(key).replace('{{id}}', 'PROFPIC3');
  await page.getByRole('button', { name: named('backoffice.switches.turnOffNamed') }).click();
  const confirmOff = page.getByRole('dialog', { name: named('backoffice.switches.turnOffNamed') });
  await expect(confirmOff.getByText(message('backoffice.switches.turnOffText'))).toBeVisible();
  await confirmOff.getByRole('button', { name: message('backoffice.switches.turnOff'), exact: true }).click();
  await expect(confirmOff).toHaveCount(0);
  await expect(page.getByRole('button', { name: named('backoffice.switches.turnOnNamed') })).toBeVisible();
  await expect.poll(memberSees).toBe('0');

  await page.getByRole('button', { name: named('backoffice.switches.turnOnNamed') }).click();
  const confirmOn = page.getByRole('dialog', { name: named('backoffice.switches.turnOnNamed') });
  await confirmOn.getByRole('button', { name: message('backoffice.switches.turnOn'), exact: true }).click();
  await expect(page.getByRole('button', { name: named('backoffice.switches.turnOffNamed') })).toBeVisible();
  await expect.poll(memberSees).toBe('1');
});

// On the main demo server, whose visitors in the other specs come from private addresses (no country, never
// blocked): the Brazilian server's own allowed countries are the site-status spec's.
test('an operator limits the site to two countries and lifts the limit, a typo refused on its field', async ({
  page,
  request,
}) => {
  const statusFrom = async (address: string) => {
    const answer = await request.get('/wps/system/status', { headers: { 'X-Forwarded-For': address } });
    return ((await answer.json()) as { value: { status: number } }).value.status;
  };
  await signInToBackOffice(page);
  await page.getByRole('link', { name: message('backoffice.nav.regions') }).click();
  const field = page.getByRole('textbox', { name: message('backoffice.regions.label') });
  // The setting as saved, above the field.
  const state = page.getByRole('main').getByRole('status');
  await expect(field).toHaveValue('');
  await expect(state).toHaveText(message('backoffice.regions.everyCountry'));

  await field.fill('br, Brazil');
  await page.getByRole('button', { name: message('backoffice.regions.save') }).click();
  await expect(page.getByText(message('backoffice.regions.invalid'))).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await field.fill('br pt');
  await page.getByRole('button', { name: message('backoffice.regions.save') }).click();
  const confirm = page.getByRole('dialog', { name: message('backoffice.regions.confirmTitle') });
  await expect(
    confirm.getByText(message('backoffice.regions.confirmOnly').replace('{{regions}}', 'BR, PT')),
  ).toBeVisible();
  await confirm.getByRole('button', { name: message('backoffice.regions.save') }).click();
  await expect(
    page.getByText(message('backoffice.regions.onlyThese').replace('{{regions}}', 'BR, PT')),
  ).toBeVisible();
  await expect.poll(() => statusFrom('8.8.8.8')).toBe(2);
  expect(await statusFrom('200.147.67.142')).toBe(0);

  await field.fill('');
  await page.getByRole('button', { name: message('backoffice.regions.save') }).click();
  await page
    .getByRole('dialog', { name: message('backoffice.regions.confirmTitle') })
    .getByRole('button', { name: message('backoffice.regions.save') })
    .click();
  await expect(state).toHaveText(message('backoffice.regions.everyCountry'));
  await expect.poll(() => statusFrom('8.8.8.8')).toBe(0);
});
