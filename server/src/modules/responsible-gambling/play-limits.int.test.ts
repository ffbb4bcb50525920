import { afterAll, beforeAll, expect, it } from 'vitest';

import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { relaxLoginChecks } from '../../test/member-client';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createTestMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';
import { requirePlayWithinLimits } from './responsible-gambling.service';

const VENDOR = 'DEMO';

/** Loss and wager limits (docs/decisions/054-play-limits.md): the vendor wallet refuses a bet past one. */
describeIntegration('play limits', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const newPlayer = async () => {
    sequence += 1;
    const member = await createTestMember(testApp.app, handle(), `playlimit${sequence}`);
    await fundMember(handle(), member.memberId, 100_000, 'USD');
    const token = await issueTestLaunchToken(handle(), { memberId: member.memberId, vendor: VENDOR });
    return { member, token };
  };
  const setLimit = (member: TestMember, kind: string, period: string, amount: number | null) =>
    member.post('/wps/member/gamblingControls/limits', { kind, period, amount });
  const seamless = (operation: string, body: Record<string, unknown>) =>
    callSeamless(testApp.app, { vendor: VENDOR, operation, body, secret: DEFAULT_DEMO_VENDOR_SECRET });
  const bet = (player: { member: TestMember; token: string }, transactionId: string, amount: number) =>
    seamless('bet', {
      requestId: `r-${transactionId}`,
      token: player.token,
      playerId: String(player.member.memberId),
      currency: 'USD',
      gameCode: 'DEMO_SLOT',
      roundId: `round-${transactionId}`,
      transactionId,
      amount,
    });
  const balanceOf = async (memberId: number) =>
    (await findAccountByCode(handle().db, ledgerAccountCodes.memberMain(memberId)))?.balance ?? 0;

  it('refuses a bet past a wager limit, moving nothing, and only for the member who set it', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    expect((await setLimit(player.member, 'WAGER', 'DAY', 3_000)).statusCode).toBe(200);
    expect((await bet(player, `w1-${sequence}`, 2_000)).body).toMatchObject({ status: 'OK' });
    const refused = await bet(player, `w2-${sequence}`, 1_500);
    expect(refused.body).toMatchObject({ status: 'PLAYER_BLOCKED' });
    expect(await balanceOf(player.member.memberId)).toBe(98_000);
    // A repeat answers the refusal again; a smaller bet within the limit is taken.
    expect((await bet(player, `w2-${sequence}`, 1_500)).body).toMatchObject({ status: 'PLAYER_BLOCKED' });
    expect((await bet(player, `w3-${sequence}`, 1_000)).body).toMatchObject({ status: 'OK' });
    // Another member's bets are not counted against it.
    expect((await bet(other, `o1-${sequence}`, 5_000)).body).toMatchObject({ status: 'OK' });
    // Plaza's own games ask first, and answer why in the player's language.
    await expect(
      requirePlayWithinLimits(handle().db, player.member.memberId, 1, Date.now()),
    ).rejects.toMatchObject({
      code: 'gambling.limit.reached',
    });
  });

  it('a loss limit counts stakes less what they paid back', async () => {
    const player = await newPlayer();
    await setLimit(player.member, 'LOSS', 'WEEK', 2_000);
    const first = `l1-${sequence}`;
    expect((await bet(player, first, 1_500)).body).toMatchObject({ status: 'OK' });
    expect((await bet(player, `l2-${sequence}`, 1_000)).body).toMatchObject({ status: 'PLAYER_BLOCKED' });
    const win = await seamless('win', {
      requestId: `r-win-${sequence}`,
      playerId: String(player.member.memberId),
      currency: 'USD',
      gameCode: 'DEMO_SLOT',
      roundId: `round-${first}`,
      transactionId: `win-${first}`,
      refTransactionId: first,
      amount: 1_500,
    });
    expect(win.body).toMatchObject({ status: 'OK' });
    expect((await bet(player, `l3-${sequence}`, 2_000)).body).toMatchObject({ status: 'OK' });
    expect((await bet(player, `l4-${sequence}`, 1)).body).toMatchObject({ status: 'PLAYER_BLOCKED' });
    expect(await balanceOf(player.member.memberId)).toBe(98_000);
  });

  it('refuses a bad limit with the field named, and changes nothing', async () => {
    const { member } = await newPlayer();
    const badKind = await setLimit(member, 'BETS', 'DAY', 1_000);
    expect(badKind.statusCode).toBe(400);
    expect(JSON.stringify(badKind.json())).toContain('kind');
    const badAmount = await setLimit(member, 'LOSS', 'DAY', 0);
    expect(badAmount.statusCode).toBe(400);
    expect(JSON.stringify(badAmount.json())).toContain('amount');
    const controls = (await member.get('/wps/member/gamblingControls')).json<{
      value: { limits: { kind: string; amount: number | null }[] };
    }>();
    expect(controls.value.limits.filter((limit) => limit.amount !== null)).toEqual([]);
    expect(controls.value.limits.map((limit) => limit.kind)).toContain('WAGER');
  });
});
