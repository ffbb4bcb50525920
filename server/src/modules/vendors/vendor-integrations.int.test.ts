import { afterAll, beforeAll, expect, it } from 'vitest';

import { callSeamless } from '../../test/seamless-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { insertVendor } from '../games/games.repository';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';

const SECRET = 'acme-secret-0123456789';
const NEW_SECRET = 'acme-rotated-9876543210';

/** Vendors configured through the operator API, and what their wallet calls meet afterwards. */
describeIntegration('vendor configuration', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let financeToken = '';
  let playerId = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
    await createOperator(testApp.database.handle, {
      username: 'finance1',
      password: 'Finance1234',
      role: 'FINANCE',
    });
    financeToken = await loginTestOperator(testApp.app, { username: 'finance1', password: 'Finance1234' });
    const memberId = await insertMember(testApp.database.handle.db, {
      username: 'acmeplayer',
      passwordHash: 'not-used',
      type: 0,
      isFirstLogin: false,
      now: Date.now(),
    });
    playerId = String(memberId);
    // A vendor in the game catalogue whose wallet is not configured yet.
    await insertVendor(testApp.database.handle.db, {
      code: 'ACME',
      name: 'Acme Games',
      logoUrl: '/media/vendors/acme.svg',
      sortOrder: 9,
      categories: ['RNG'],
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const configure = (vendorCode: string, payload: unknown, token = adminToken, language?: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/ops/vendors/${vendorCode}`,
      headers: { authorization: token, ...(language === undefined ? {} : { language }) },
      payload: payload as Record<string, unknown>,
    });
  const list = async () =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/ops/vendors',
        headers: { authorization: adminToken },
      })
    ).json<{ value: { list: Array<Record<string, unknown>> } }>().value.list;
  const balance = (secret: string) =>
    callSeamless(testApp.app, {
      vendor: 'ACME',
      operation: 'balance',
      secret,
      body: { requestId: 'r1', playerId, currency: 'USD' },
    });

  it('refuses a vendor without a secret, a transfer vendor without its API, and bad addresses, writing nothing', async () => {
    const before = await list();
    for (const [payload, field] of [
      [{ walletMode: 'seamless', launchUrl: 'https://acme.example/play' }, 'secret'],
      [{ walletMode: 'transfer', launchUrl: 'https://acme.example/play', secret: SECRET }, 'apiUrl'],
      [{ walletMode: 'seamless', launchUrl: 'javascript:alert(1)', secret: SECRET }, 'launchUrl'],
      [{ walletMode: 'seamless', launchUrl: '/play', secret: 'short' }, 'secret'],
      [{ walletMode: 'wallet', launchUrl: '/play', secret: SECRET }, 'walletMode'],
    ] as const) {
      const response = await configure('ACME', payload, adminToken, 'pt');
      expect(response.statusCode).toBe(400);
      const body = response.json<{ success: boolean; errorCode: string; message: string; value: unknown }>();
      expect(body).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect(JSON.stringify(body.value)).toContain(field);
      // In the language the operator asked for.
      expect(body.message).toBe('Algumas das informações inseridas não são válidas.');
    }
    expect(
      (await configure('acme lower', { walletMode: 'seamless', launchUrl: '/p', secret: SECRET })).statusCode,
    ).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('lets only an ADMIN change a vendor', async () => {
    const response = await configure(
      'ACME',
      { walletMode: 'seamless', launchUrl: 'https://acme.example/play', secret: SECRET },
      financeToken,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'operator.forbidden' });
    expect((await list()).map((vendor) => vendor.vendorCode)).not.toContain('ACME');
    expect((await balance(SECRET)).body.status).toBe('INVALID_SIGNATURE');
  });

  it('adds a vendor whose wallet calls are signed with its secret at once, audited without the secret', async () => {
    const response = await configure('ACME', {
      walletMode: 'seamless',
      launchUrl: 'https://acme.example/play',
      secret: SECRET,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ value: unknown }>().value).toMatchObject({
      vendorCode: 'ACME',
      walletMode: 'seamless',
      launchUrl: 'https://acme.example/play',
      apiUrl: null,
      isEnabled: true,
    });
    expect(await list()).toContainEqual(expect.objectContaining({ vendorCode: 'ACME', isEnabled: true }));
    expect(JSON.stringify(await list())).not.toContain(SECRET);
    expect((await balance(SECRET)).body).toMatchObject({ status: 'OK', balance: 0, playerId });
    expect((await balance('some-other-secret-000')).body.status).toBe('INVALID_SIGNATURE');

    const [audit] = await listOperatorActions(testApp.database.handle.db, 'vendor', 'ACME');
    expect(audit).toMatchObject({
      action: 'vendor.configure',
      details: { isNew: true, walletMode: 'seamless', isEnabled: true, isSecretChanged: true },
    });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('keeps the secret when a change leaves it out, rotates it when given, and disables the vendor', async () => {
    // A change of address alone keeps the secret.
    const moved = await configure('ACME', { walletMode: 'seamless', launchUrl: '/games/acme' });
    expect(moved.statusCode).toBe(200);
    expect((await balance(SECRET)).body.status).toBe('OK');

    // A new secret applies to the next call; the old one is refused.
    await configure('ACME', { walletMode: 'seamless', launchUrl: '/games/acme', secret: NEW_SECRET });
    expect((await balance(SECRET)).body.status).toBe('INVALID_SIGNATURE');
    expect((await balance(NEW_SECRET)).body.status).toBe('OK');

    // A disabled vendor's calls are refused.
    await configure('ACME', { walletMode: 'seamless', launchUrl: '/games/acme', isEnabled: false });
    expect((await balance(NEW_SECRET)).body.status).toBe('INVALID_SIGNATURE');
    expect(await list()).toContainEqual(expect.objectContaining({ vendorCode: 'ACME', isEnabled: false }));

    const audits = await listOperatorActions(testApp.database.handle.db, 'vendor', 'ACME');
    expect(audits.map((entry) => entry.details.isSecretChanged)).toEqual([true, false, true, false]);
    expect(audits.at(-1)?.details).toMatchObject({
      isEnabled: false,
      before: { isEnabled: true, launchUrl: '/games/acme' },
    });
  });

  it('switches a vendor to the transfer wallet with the address of its API', async () => {
    const response = await configure('ACME', {
      walletMode: 'transfer',
      launchUrl: '/games/acme',
      apiUrl: 'https://api.acme.example/wallet',
    });
    expect(response.statusCode).toBe(200);
    expect(await list()).toContainEqual(
      expect.objectContaining({
        vendorCode: 'ACME',
        walletMode: 'transfer',
        apiUrl: 'https://api.acme.example/wallet',
        isEnabled: true,
      }),
    );
    // A transfer-wallet vendor does not use the seamless wallet.
    expect((await balance(NEW_SECRET)).body.status).toBe('INVALID_REQUEST');
  });
});
