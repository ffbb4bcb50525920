import type { VendorTransferRequest } from '@plaza/contracts/transfer-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_TRANSFER_VENDOR_API } from '../../demo/transfer-vendor/demo-transfer-vendor.routes';
import { createLoggedInMember, relaxLoginChecks } from '../../test/member-client';
import { runJobUntilLogged } from '../../test/periodic-job';
import { fundMember } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { VendorDirectory } from '../vendors/vendor-directory';
import type { VendorIntegration } from '../vendors/vendor-directory';
import { startTransferReconcileJob } from './transfer-reconcile.job';
import { TransferWalletClient } from './transfer-wallet-client';
import { reconcileOpenTransfers, RECONCILE_AFTER_MS, transferWithVendor } from './transfer-wallet.service';
import type { TransferWalletDependencies } from './transfer-wallet.service';

const VENDOR = 'DEMOTW';

describeIntegration('transfer wallet', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let baseUrl = '';
  let secret = '';

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const integration = await testApp.database.handle.db
      .selectFrom('vendor_integration')
      .select('secret')
      .where('vendor_code', '=', VENDOR)
      .executeTakeFirstOrThrow();
    secret = integration.secret;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const mainBalance = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;
  const vendorWallet = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberVendor(memberId, VENDOR)))?.balance ?? 0;
  /** The demo vendor called directly, signed as the platform signs (its own client, whatever api_url says now). */
  const demoVendor = new TransferWalletClient(() => baseUrl);
  const demoIntegration = (): VendorIntegration => ({
    code: VENDOR,
    walletMode: 'transfer',
    secret,
    launchUrl: '',
    apiUrl: DEMO_TRANSFER_VENDOR_API,
    isEnabled: true,
  });
  /** What the demo vendor itself says the player holds there. */
  const heldAtVendor = async (memberId: number) => {
    const result = await demoVendor.balance(demoIntegration(), String(memberId), 'USD');
    if (!result.isKnown) {
      throw new Error(`the demo vendor did not answer: ${result.reason}`);
    }
    return result.answer;
  };
  /** A transfer the demo vendor makes as if our request had reached it (the answer we never got). */
  const transferAtVendor = (request: VendorTransferRequest) =>
    demoVendor.transfer(demoIntegration(), request);
  /** How each of these transfers ended, by reference number. */
  const statusesOf = async (referenceNumbers: string[]) =>
    Object.fromEntries(
      (
        await handle()
          .db.selectFrom('vendor_transfer')
          .select(['reference_no', 'status'])
          .where('reference_no', 'in', referenceNumbers)
          .execute()
      ).map((row) => [row.reference_no, row.status]),
    );
  const relay = (token: string, name: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/wps/relay/${name}`,
      headers: { authorization: token },
      payload,
    });

  describe('through GCS_walletTransfer', () => {
    let member: { memberId: number; token: string };

    beforeAll(async () => {
      member = await createLoggedInMember(testApp.app, handle(), 'transferer');
      await fundMember(handle(), member.memberId, 10_000, 'USD');
    });

    it('tells the web app the deployment has a transfer-mode vendor', async () => {
      const response = await relay(member.token, 'GCS_merchantWallet', {});
      expect(response.json()).toEqual({ success: true, value: { isSingle: 0, transferVendors: [VENDOR] } });
    });

    it('moves money to the vendor and back, the ledger and the vendor agreeing', async () => {
      const toVendor = await relay(member.token, 'GCS_walletTransfer', {
        fromWallet: 'MAIN',
        toWallet: VENDOR,
        amount: 3_000,
      });
      expect(toVendor.statusCode).toBe(200);
      const answer = toVendor.json<{
        value: { transfers: Array<{ status: string }>; balance: { sumBalance: number; wallets: unknown[] } };
      }>().value;
      expect(answer.transfers).toMatchObject([
        { status: 'COMPLETED', direction: 'in', amount: 3_000, vendorCode: VENDOR },
      ]);
      expect(answer.balance.sumBalance).toBe(10_000);
      expect(answer.balance.wallets).toContainEqual({
        wallet: VENDOR,
        vendorCode: VENDOR,
        availBalance: 3_000,
      });
      expect(await mainBalance(member.memberId)).toBe(7_000);
      expect((await heldAtVendor(member.memberId)).balance).toBe(3_000);

      const back = await relay(member.token, 'GCS_walletTransfer', {
        fromWallet: VENDOR,
        toWallet: 'MAIN',
        amount: 1_000,
      });
      expect(back.json()).toMatchObject({
        value: { transfers: [{ status: 'COMPLETED', direction: 'out' }] },
      });
      expect(await mainBalance(member.memberId)).toBe(8_000);
      expect(await vendorWallet(member.memberId)).toBe(2_000);
    });

    it('books the player result at the vendor when the funds are consolidated, and returns all', async () => {
      // The player won 500 at the vendor: its own books say so.
      await handle()
        .db.updateTable('demo_vendor_wallet')
        .set((update) => ({ balance: update('balance', '+', 500) }))
        .where('player_id', '=', String(member.memberId))
        .execute();
      const consolidated = await testApp.app.inject({
        url: '/wps/member/info/funds/consolidated',
        headers: { authorization: member.token },
      });
      expect(consolidated.json()).toMatchObject({ value: { sumBalance: 10_500 } });
      expect(await vendorWallet(member.memberId)).toBe(2_500);

      const all = await relay(member.token, 'GCS_walletTransfer', { returnAll: true });
      expect(all.json()).toMatchObject({
        value: { transfers: [{ status: 'COMPLETED', amount: 2_500 }], balance: { sumBalance: 10_500 } },
      });
      expect(await mainBalance(member.memberId)).toBe(10_500);
      expect(await vendorWallet(member.memberId)).toBe(0);
      expect((await heldAtVendor(member.memberId)).balance).toBe(0);
    });

    it('refuses more than the main wallet holds, and a vendor refusal moves nothing', async () => {
      const tooMuch = await relay(member.token, 'GCS_walletTransfer', {
        fromWallet: 'MAIN',
        toWallet: VENDOR,
        amount: 999_999,
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({ errorCode: 'balance.insufficient' });
      const refused = await relay(member.token, 'GCS_walletTransfer', {
        fromWallet: VENDOR,
        toWallet: 'MAIN',
        amount: 1,
      });
      expect(refused.json()).toMatchObject({ value: { transfers: [{ status: 'FAILED' }] } });
      expect(await mainBalance(member.memberId)).toBe(10_500);
      for (const payload of [
        { fromWallet: 'MAIN', toWallet: 'MAIN', amount: 5 },
        { fromWallet: 'MAIN', toWallet: VENDOR, amount: -5 },
        { fromWallet: 'MAIN', toWallet: VENDOR, amount: 1.5 },
        { fromWallet: 'MAIN', toWallet: 'DEMO', amount: 5 },
        { fromWallet: 'MAIN', toWallet: 'NOPE', amount: 5 },
      ]) {
        const response = await relay(member.token, 'GCS_walletTransfer', payload);
        expect(response.json<{ success: boolean }>().success, JSON.stringify(payload)).toBe(false);
      }
      expect(await mainBalance(member.memberId)).toBe(10_500);
    });
  });

  describe('when the vendor does not answer', () => {
    let memberId = 0;
    let clock = Date.now();
    const dependencies = (): TransferWalletDependencies => ({
      handle: handle(),
      vendors: new VendorDirectory(handle()),
      client: new TransferWalletClient(() => baseUrl),
      now: () => clock,
    });
    const setApiUrl = (apiUrl: string) =>
      handle()
        .db.updateTable('vendor_integration')
        .set({ api_url: apiUrl })
        .where('vendor_code', '=', VENDOR)
        .execute();

    beforeAll(async () => {
      memberId = (await createLoggedInMember(testApp.app, handle(), 'unlucky')).memberId;
      await fundMember(handle(), memberId, 5_000, 'USD');
    });

    it('holds the money as UNKNOWN, then settles by the vendor’s answer: taken, or never seen', async () => {
      await setApiUrl('http://127.0.0.1:9/unreachable');
      const taken = await transferWithVendor(dependencies(), memberId, VENDOR, 'in', 1_200);
      const lost = await transferWithVendor(dependencies(), memberId, VENDOR, 'in', 800);
      expect([taken.status, lost.status]).toEqual(['UNKNOWN', 'UNKNOWN']);
      expect(await mainBalance(memberId)).toBe(3_000);
      // Still silent: the reconciler leaves them open.
      clock += RECONCILE_AFTER_MS + 1;
      expect(await reconcileOpenTransfers(dependencies())).toBe(0);

      // The vendor did get the first one (it answers again now), never the second.
      await setApiUrl(DEMO_TRANSFER_VENDOR_API);
      await transferAtVendor({
        referenceNo: taken.referenceNo,
        playerId: String(memberId),
        currency: 'USD',
        direction: 'in',
        amount: 1_200,
      });
      clock += RECONCILE_AFTER_MS + 1;
      expect(await reconcileOpenTransfers(dependencies())).toBe(2);
      expect(await statusesOf([taken.referenceNo, lost.referenceNo])).toEqual({
        [taken.referenceNo]: 'COMPLETED',
        [lost.referenceNo]: 'FAILED',
      });
      expect(await mainBalance(memberId)).toBe(3_800);
      expect(await vendorWallet(memberId)).toBe(1_200);
      expect((await heldAtVendor(memberId)).balance).toBe(1_200);
      // Settling twice moves nothing more.
      clock += RECONCILE_AFTER_MS + 1;
      expect(await reconcileOpenTransfers(dependencies())).toBe(0);
      expect(await mainBalance(memberId)).toBe(3_800);
    });

    it('credits nothing for an out transfer of unknown outcome until the vendor says it paid', async () => {
      // The member holds 1,200 at the vendor (the test above).
      await setApiUrl('http://127.0.0.1:9/unreachable');
      const paid = await transferWithVendor(dependencies(), memberId, VENDOR, 'out', 500);
      const unseen = await transferWithVendor(dependencies(), memberId, VENDOR, 'out', 300);
      expect([paid.status, unseen.status]).toEqual(['UNKNOWN', 'UNKNOWN']);
      // Asked first, silent: the main wallet gets nothing yet, the vendor wallet keeps its record.
      expect(await mainBalance(memberId)).toBe(3_800);
      expect(await vendorWallet(memberId)).toBe(1_200);

      // The vendor did pay out the first (it answers again now), never saw the second.
      await setApiUrl(DEMO_TRANSFER_VENDOR_API);
      await transferAtVendor({
        referenceNo: paid.referenceNo,
        playerId: String(memberId),
        currency: 'USD',
        direction: 'out',
        amount: 500,
      });
      clock += RECONCILE_AFTER_MS + 1;
      expect(await reconcileOpenTransfers(dependencies())).toBe(2);
      expect(await statusesOf([paid.referenceNo, unseen.referenceNo])).toEqual({
        [paid.referenceNo]: 'COMPLETED',
        [unseen.referenceNo]: 'FAILED',
      });
      expect(await mainBalance(memberId)).toBe(4_300);
      expect(await vendorWallet(memberId)).toBe(700);
      expect((await heldAtVendor(memberId)).balance).toBe(700);
      clock += RECONCILE_AFTER_MS + 1;
      expect(await reconcileOpenTransfers(dependencies())).toBe(0);
      expect(await mainBalance(memberId)).toBe(4_300);
    });

    it('settles them as the periodic job transfer-wallet.reconcile', async () => {
      await setApiUrl('http://127.0.0.1:9/unreachable');
      const unseen = await transferWithVendor(dependencies(), memberId, VENDOR, 'in', 400);
      expect(unseen.status).toBe('UNKNOWN');
      expect(await mainBalance(memberId)).toBe(3_900);
      await setApiUrl(DEMO_TRANSFER_VENDOR_API);
      clock += RECONCILE_AFTER_MS + 1;
      const logged = await runJobUntilLogged((logger, intervalMs) =>
        startTransferReconcileJob(dependencies(), logger, intervalMs),
      );
      expect(logged).toEqual(['open vendor transfers settled']);
      expect(await statusesOf([unseen.referenceNo])).toEqual({ [unseen.referenceNo]: 'FAILED' });
      expect(await mainBalance(memberId)).toBe(4_300);
    });
  });

  it('leaves the ledger consistent', async () => {
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
  });
});
