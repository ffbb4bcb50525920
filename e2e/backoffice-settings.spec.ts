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
