import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { runStatements } from '../../db/prepared-query';
import { runInTransaction } from '../../db/transaction';
import { withMutableTransfers } from '../../test/ledger-guard';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { verifyLedger } from './ledger-verify.service';
import { insertTransfers } from './ledger.repository';
import type { LedgerTransferInsert } from './ledger.repository';
import {
  ensureAccount,
  getAccountBalance,
  getHouseAccount,
  getMemberMainAccount,
  listAccountTransfers,
  pickHouseShard,
  postTransfers,
} from './ledger.service';
import { isLedgerError } from './ledger.types';
import type { LedgerAccount, TransferRequest, TransferResult } from './ledger.types';

const NOW = Date.UTC(2026, 10, 21);
const CURRENCY = 'USD';

describeIntegration('ledger', () => {
  let database: TestDatabase;
  let sequence = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** A new account with a unique code; `allowNegative` for the outside world (payment channels, the house). */
  const createAccount = (allowNegative = false, currency = CURRENCY): Promise<LedgerAccount> => {
    sequence += 1;
    return ensureAccount(database.handle.db, {
      code: `test:${sequence}`,
      kind: allowNegative ? 'payment_channel' : 'member_main',
      ownerId: allowNegative ? null : sequence,
      currency,
      allowNegative,
    });
  };

  const newKey = (): string => {
    sequence += 1;
    return `key-${sequence}`;
  };

  const transfer = (
    from: LedgerAccount | number,
    to: LedgerAccount | number,
    amount: number,
    overrides: Partial<TransferRequest> = {},
  ): TransferRequest => {
    const key = overrides.idempotencyKey ?? newKey();
    return {
      idempotencyKey: key,
      kind: 'adjustment',
      reference: `test:${key}`,
      debitAccountId: typeof from === 'number' ? from : from.id,
      creditAccountId: typeof to === 'number' ? to : to.id,
      amount,
      ...overrides,
    };
  };

  const post = (transfers: TransferRequest[]): Promise<TransferResult[]> =>
    runInTransaction(database.handle, (db) => postTransfers(db, transfers, NOW));

  const balanceOf = (account: LedgerAccount): Promise<number> =>
    getAccountBalance(database.handle.db, account.id);

  const countTransfers = async (): Promise<number> => {
    const row = await database.handle.db
      .selectFrom('ledger_transfer')
      .select((select) => select.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  const expectLedgerVerified = async (): Promise<void> => {
    const verification = await verifyLedger(database.handle.db);
    expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
    expect(verification.isPassing).toBe(true);
  };

  it('moves money from debit to credit and records both balances after', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const house = await createAccount(true);

    const [deposit] = await post([
      transfer(channel, member, 1000, { kind: 'deposit', metadata: { channel: 'SANDBOX' } }),
    ]);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      debitAccountId: channel.id,
      creditAccountId: member.id,
      amount: 1000,
      debitBalanceAfter: -1000,
      creditBalanceAfter: 1000,
      createdAt: NOW,
      isReplay: false,
    });
    // Lower id first or not, the two sides come out right.
    const [bet] = await post([transfer(member, house, 300, { kind: 'bet' })]);
    expect(bet).toMatchObject({ debitBalanceAfter: 700, creditBalanceAfter: 300 });
    expect(await balanceOf(channel)).toBe(-1000);
    expect(await balanceOf(member)).toBe(700);
    expect(await balanceOf(house)).toBe(300);

    const statement = await listAccountTransfers(database.handle.db, member.id, { limit: 1 });
    expect(statement.entries).toEqual([
      expect.objectContaining({
        kind: 'bet',
        amount: -300,
        balanceAfter: 700,
        counterpartyAccountId: house.id,
      }),
    ]);
    const older = await listAccountTransfers(database.handle.db, member.id, {
      limit: 1,
      beforeId: statement.nextBeforeId ?? undefined,
    });
    expect(older.entries).toEqual([
      expect.objectContaining({ amount: 1000, balanceAfter: 1000, metadata: { channel: 'SANDBOX' } }),
    ]);
    expect(older.nextBeforeId).toBeNull();
    await expectLedgerVerified();
  });

  it('answers the id of each transfer the insert wrote, and none for a key already written', async () => {
    const from = await createAccount(true);
    const to = await createAccount(true);
    const row = (idempotencyKey: string): LedgerTransferInsert => ({
      idempotency_key: idempotencyKey,
      kind: 'adjustment',
      reference: 'test',
      batch_id: idempotencyKey,
      debit_account_id: from.id,
      credit_account_id: to.id,
      amount: 1,
      debit_balance_after: 0,
      credit_balance_after: 0,
      payload_hash: 'hash',
      metadata: '{}',
      created_at: NOW,
    });
    const [first, second, third] = [newKey(), newKey(), newKey()];
    const rolledBack = new Error('rolled back: these rows move no balance');
    const outcome = runInTransaction(database.handle, async (db) => {
      const idsOfKeys = async (keys: string[]) =>
        new Map(
          (
            await db
              .selectFrom('ledger_transfer')
              .select(['id', 'idempotency_key'])
              .where('idempotency_key', 'in', keys)
              .execute()
          ).map((written) => [written.idempotency_key, written.id]),
        );
      const [inserted] = await runStatements(db, [insertTransfers(db, [row(first), row(second)])]);
      expect(inserted).toEqual(await idsOfKeys([first, second]));
      const [again] = await runStatements(db, [insertTransfers(db, [row(second), row(third)])]);
      expect(again).toEqual(await idsOfKeys([third]));
      throw rolledBack;
    });
    await expect(outcome).rejects.toBe(rolledBack);
  });

  it('answers a replay with the first result and moves nothing', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const request = transfer(channel, member, 500, { metadata: { requestId: 'first' } });
    const [first] = await post([request]);
    const transfersBefore = await countTransfers();

    // Metadata describes the request and may differ on an honest retry.
    const [again] = await post([{ ...request, metadata: { requestId: 'retry' } }]);
    expect(again).toEqual({ ...first, isReplay: true });
    expect(await balanceOf(member)).toBe(500);
    expect(await countTransfers()).toBe(transfersBefore);
  });

  it('refuses a known key with a changed payload as DUPLICATE_TRANSACTION', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const other = await createAccount();
    const request = transfer(channel, member, 500);
    await post([request]);
    const transfersBefore = await countTransfers();

    await expect(post([{ ...request, amount: 501 }])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    await expect(post([{ ...request, creditAccountId: other.id }])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    await expect(post([{ ...request, reference: 'changed' }])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await balanceOf(member)).toBe(500);
    expect(await balanceOf(other)).toBe(0);
    expect(await countTransfers()).toBe(transfersBefore);
  });

  it('treats a key repeated within one batch as a replay, or a duplicate when its payload changed', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const request = transfer(channel, member, 40);
    const [first, second] = await post([request, request]);
    expect(second).toEqual({ ...first, isReplay: true });
    expect(await balanceOf(member)).toBe(40);

    const fresh = transfer(channel, member, 10);
    await expect(post([fresh, { ...fresh, amount: 11 }])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await balanceOf(member)).toBe(40);
  });

  it('refuses an overdraft and writes nothing', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const house = await createAccount(true);
    await post([transfer(channel, member, 100)]);
    const transfersBefore = await countTransfers();

    await expect(post([transfer(member, house, 101)])).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      details: { accountId: member.id, amount: 101 },
    });
    expect(await balanceOf(member)).toBe(100);
    expect(await balanceOf(house)).toBe(0);
    expect(await countTransfers()).toBe(transfersBefore);

    // Exactly the balance is allowed.
    const [bet] = await post([transfer(member, house, 100)]);
    expect(bet?.debitBalanceAfter).toBe(0);
  });

  it('leaves the first transfer of a linked batch unwritten when the second fails', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const house = await createAccount(true);
    const transfersBefore = await countTransfers();
    const deposit = transfer(channel, member, 100);

    await expect(post([deposit, transfer(member, house, 150)])).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(channel)).toBe(0);
    expect(await balanceOf(member)).toBe(0);
    expect(await balanceOf(house)).toBe(0);
    expect(await countTransfers()).toBe(transfersBefore);

    // The first key was never written, so posting it again is a first post, not a replay.
    const [posted] = await post([deposit]);
    expect(posted?.isReplay).toBe(false);
    await expectLedgerVerified();
  });

  it('has the database refuse a negative balance on an account that does not allow one', async () => {
    const member = await createAccount();
    const update = database.handle.db
      .updateTable('ledger_account')
      .set({ balance: -1 })
      .where('id', '=', member.id)
      .execute();
    await expect(update).rejects.toThrow(/check constraint/i);
    expect(await balanceOf(member)).toBe(0);
  });

  it('lets the sharded house go negative', async () => {
    expect(pickHouseShard(42)).toBe('house:42');
    expect(pickHouseShard(64)).toBe('house:0');
    const house = await getHouseAccount(database.handle.db, 42, CURRENCY);
    expect(house).toMatchObject({ code: 'house:42', kind: 'house', allowNegative: true });
    expect(await getHouseAccount(database.handle.db, 106, CURRENCY)).toEqual(house);
    const member = await getMemberMainAccount(database.handle.db, 42, CURRENCY);
    expect(member).toMatchObject({ code: 'member:42:main', ownerId: 42, allowNegative: false });

    const [win] = await post([transfer(house, member, 250, { kind: 'win' })]);
    expect(win).toMatchObject({ debitBalanceAfter: -250, creditBalanceAfter: 250 });
    await expectLedgerVerified();
  });

  it('refuses malformed transfers before anything moves', async () => {
    const channel = await createAccount(true);
    const member = await createAccount();
    const euros = await createAccount(false, 'EUR');
    for (const amount of [0, -5, 1.5, Number.NaN, 2 ** 53]) {
      await expect(post([transfer(channel, member, amount)])).rejects.toMatchObject({
        code: 'INVALID_AMOUNT',
      });
    }
    await expect(post([transfer(member, member, 1)])).rejects.toMatchObject({ code: 'INVALID_TRANSFER' });
    await expect(post([transfer(channel, member, 1, { idempotencyKey: '' })])).rejects.toMatchObject({
      code: 'INVALID_TRANSFER',
    });
    await expect(post([transfer(channel, 987_654, 1)])).rejects.toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    await expect(post([transfer(channel, euros, 1)])).rejects.toMatchObject({ code: 'CURRENCY_MISMATCH' });
    await expect(
      ensureAccount(database.handle.db, {
        code: member.code,
        kind: 'house',
        ownerId: null,
        currency: CURRENCY,
        allowNegative: true,
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_CONFLICT' });
    expect(await balanceOf(member)).toBe(0);
  });

  it('conserves money and stays verifiable under 20 concurrent transactions', async () => {
    const channel = await createAccount(true);
    const house = await createAccount(true);
    const members = [await createAccount(), await createAccount(), await createAccount()];
    await post(members.map((member) => transfer(channel, member, 10_000)));
    const accounts = [channel, house, ...members];
    const before = await Promise.all(accounts.map(balanceOf));

    // Batches of one to four transfers in both directions between the same five accounts: accounts are locked
    // in ascending id order, so none of these may deadlock. Every fifth batch ends with an overdraft and must
    // leave no trace; the others always have the funds, whatever order they commit in.
    const batches = Array.from({ length: 20 }, (_, index): TransferRequest[] => {
      const member = members[index % members.length] ?? channel;
      const next = members[(index + 1) % members.length] ?? channel;
      const batch = [transfer(member, house, 50 + index * 10, { kind: 'bet' })];
      if (index % 2 === 0) {
        batch.push(transfer(house, next, 70, { kind: 'win' }));
      }
      if (index % 3 === 0) {
        batch.push(transfer(next, member, 400, { kind: 'transfer_out' }));
      }
      if (index % 5 === 4) {
        batch.push(transfer(next, house, 1_000_000, { kind: 'bet' }));
      }
      return batch;
    });
    // One key raced by five transactions: it must move money once.
    const raced = transfer(channel, members[0] ?? channel, 77);
    const outcomes = await Promise.allSettled([
      ...batches.map((batch) => post(batch)),
      ...Array.from({ length: 5 }, () => post([raced])),
    ]);

    const batchOutcomes = outcomes.slice(0, batches.length);
    expect(batchOutcomes.map((outcome) => outcome.status)).toEqual(
      batches.map((_, index) => (index % 5 === 4 ? 'rejected' : 'fulfilled')),
    );
    const expected = new Map(accounts.map((account, index) => [account.id, before[index] ?? 0]));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(
          isLedgerError(outcome.reason, 'INSUFFICIENT_FUNDS') ||
            isLedgerError(outcome.reason, 'CONCURRENT_DUPLICATE'),
        ).toBe(true);
        continue;
      }
      for (const result of outcome.value.filter((posted) => !posted.isReplay)) {
        expected.set(result.debitAccountId, (expected.get(result.debitAccountId) ?? 0) - result.amount);
        expected.set(result.creditAccountId, (expected.get(result.creditAccountId) ?? 0) + result.amount);
      }
    }
    const racedResults = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled'
        ? outcome.value.filter((posted) => posted.idempotencyKey === raced.idempotencyKey)
        : [],
    );
    expect(racedResults.filter((posted) => !posted.isReplay)).toHaveLength(1);

    const after = await Promise.all(accounts.map(balanceOf));
    expect(after).toEqual(accounts.map((account) => expected.get(account.id)));
    expect(after.reduce((sum, balance) => sum + balance, 0)).toBe(
      before.reduce((sum, balance) => sum + balance, 0),
    );
    await expectLedgerVerified();
  });

  it('locks a batch in ascending id order, so crossing batches wait instead of deadlocking', async () => {
    const channel = await createAccount(true);
    const [a, b, c, d, e] = [
      await createAccount(),
      await createAccount(),
      await createAccount(),
      await createAccount(),
      await createAccount(),
    ];
    if (a === undefined || b === undefined || c === undefined || d === undefined || e === undefined) {
      throw new Error('accounts missing');
    }
    await post([a, b, c, d, e].map((account) => transfer(channel, account, 1000)));
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

    // A holds D. The first batch then touches C and D before A and B, the second A and B before C: taken one
    // transfer at a time they would end up each waiting for the other. Locked in ascending order, they queue.
    let release: () => void = () => undefined;
    const holding = runInTransaction(database.handle, async (db) => {
      await postTransfers(db, [transfer(channel, d, 1)], NOW);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await pause();
    const first = post([transfer(c, d, 10), transfer(a, b, 10)]);
    await pause();
    const second = post([transfer(a, b, 20), transfer(c, e, 20)]);
    await pause();
    release();
    await Promise.all([holding, first, second]);
    expect(await Promise.all([a, b, c, d, e].map(balanceOf))).toEqual([970, 1030, 970, 1011, 1020]);
  });

  it('has the database refuse to change or delete a transfer', async () => {
    const [from, to] = [await createAccount(true), await createAccount()];
    const [result] = await post([transfer(from, to, 40)]);
    const id = result?.transferId ?? 0;
    const db = database.handle.db;
    await expect(
      db.updateTable('ledger_transfer').set({ amount: 41 }).where('id', '=', id).execute(),
    ).rejects.toThrow(/rows of ledger_transfer are immutable/);
    await expect(db.deleteFrom('ledger_transfer').where('id', '=', id).execute()).rejects.toThrow(
      /rows of ledger_transfer are immutable/,
    );
    const row = await db
      .selectFrom('ledger_transfer')
      .select('amount')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.amount).toBe(40);
  });

  it('has verify report each kind of break that gets past the ledger and the constraints', async () => {
    // A database of its own: this test corrupts it.
    const corrupted = await createTestDatabase();
    try {
      const db = corrupted.handle.db;
      const define = (code: string, currency: string) =>
        ensureAccount(db, { code, kind: 'payment_channel', ownerId: null, currency, allowNegative: true });
      const [channel, house, euros] = [
        await define('channel:X', CURRENCY),
        await define('house:0', CURRENCY),
        await define('channel:EUR', 'EUR'),
      ];
      const requests = [1, 2, 3].map((index) =>
        transfer(channel, house, 10 * index, { idempotencyKey: `corrupt-${index}` }),
      );
      const results = await runInTransaction(corrupted.handle, (transaction) =>
        postTransfers(transaction, requests, NOW),
      );
      expect((await verifyLedger(db)).isPassing).toBe(true);

      // A balance changed behind the ledger's back, a link of the balance_after chain rewritten, and a transfer
      // between two currencies written without the ledger.
      await db.updateTable('ledger_account').set({ balance: 5 }).where('id', '=', house.id).execute();
      // (The database refuses to change a transfer: the guard is taken off, as someone with its rights could.)
      await withMutableTransfers(corrupted.handle, () =>
        db
          .updateTable('ledger_transfer')
          .set({ credit_balance_after: 11 })
          .where('id', '=', results[0]?.transferId ?? 0)
          .execute(),
      );
      await db
        .insertInto('ledger_transfer')
        .values({
          idempotency_key: 'corrupt-currency',
          kind: 'adjustment',
          reference: 'corrupt',
          batch_id: 'corrupt',
          debit_account_id: channel.id,
          credit_account_id: euros.id,
          amount: 7,
          debit_balance_after: -67,
          credit_balance_after: 7,
          payload_hash: 'corrupt',
          created_at: NOW,
        })
        .execute();
      // A bet record whose day total was never written, and a day total that no bet record explains.
      await db
        .insertInto('bet_record')
        .values({
          member_id: 7,
          vendor_code: 'DEMO',
          transaction_id: 'corrupt-bet',
          kind: 'bet',
          game_code: 'DEMO_SLOT',
          game_type: 'RNG',
          round_id: 'corrupt',
          stake: 100,
          payout: 0,
          win_count: 0,
          status: 'unsettled',
          day: 20_000,
          placed_at: NOW,
          settled_at: null,
        })
        .execute();
      await db
        .insertInto('bet_daily_total')
        .values({
          member_id: 8,
          day: 20_000,
          vendor_code: 'DEMO',
          game_type: 'RNG',
          bet_count: 1,
          stake: 5,
          valid_bet: 5,
          payout: 0,
          profit: 0,
          settled_stake: 0,
        })
        .execute();

      const verification = await verifyLedger(db);
      expect(verification.isPassing).toBe(false);
      expect(Object.fromEntries(verification.checks.map((check) => [check.name, check.isPassing]))).toEqual({
        '(a) transfers balance': false,
        '(b) balances = credits - debits': false,
        '(c) no forbidden negative balance': true,
        '(d) idempotency keys unique': true,
        '(e) balance_after chain': false,
        '(f) daily bet totals = bet records': false,
      });
      expect(verification.checks.map((check) => check.summary)).toEqual([
        expect.stringContaining('4 transfers, 1 unbalanced'),
        expect.stringContaining('3 accounts, 3 differ from their transfers'),
        expect.any(String),
        expect.any(String),
        expect.stringMatching(/8 entries, 2 broken links .* 3 whose latest balance_after is not the balance/),
        '2 member-day totals, 2 differ from their bet records (first member 7)',
      ]);
    } finally {
      await corrupted.drop();
    }
  });

  it('matches a simple in-memory model on random transfer sequences', async () => {
    // Accounts 0 and 4 may go negative (a channel, the house); 1 to 3 are members.
    const allowsNegative = [true, false, false, false, true];
    const transferArbitrary = fc.record({
      from: fc.nat({ max: 4 }),
      to: fc.nat({ max: 4 }),
      amount: fc.integer({ min: 1, max: 400 }),
    });
    const command = fc.oneof(
      {
        arbitrary: fc.record({ type: fc.constant('transfer' as const), transfer: transferArbitrary }),
        weight: 4,
      },
      {
        arbitrary: fc.record({
          type: fc.constant('batch' as const),
          transfers: fc.array(transferArbitrary, { minLength: 2, maxLength: 3 }),
        }),
        weight: 2,
      },
      { arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }), weight: 1 },
      {
        arbitrary: fc.record({
          type: fc.constant('changed' as const),
          pick: fc.nat(),
          delta: fc.integer({ min: 1, max: 9 }),
        }),
        weight: 1,
      },
      { arbitrary: fc.record({ type: fc.constant('retryRefused' as const), pick: fc.nat() }), weight: 1 },
    );

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (commands) => {
        const accounts = await Promise.all(
          allowsNegative.map((allowNegative) => createAccount(allowNegative)),
        );
        const model = allowsNegative.map(() => 0);
        const posted: TransferRequest[] = [];
        const refused: TransferRequest[] = [];

        const toRequest = ({ from, to, amount }: { from: number; to: number; amount: number }) => {
          const debit = accounts[from];
          const credit = accounts[from === to ? (to + 1) % accounts.length : to];
          if (debit === undefined || credit === undefined) {
            throw new Error('no such account');
          }
          return transfer(debit, credit, amount);
        };
        const indexOf = (id: number) => accounts.findIndex((account) => account.id === id);
        /** Applies a batch to the model all or nothing; answers whether it passed. */
        const applyToModel = (requests: TransferRequest[]): boolean => {
          const next = [...model];
          for (const request of requests) {
            const from = indexOf(request.debitAccountId);
            const to = indexOf(request.creditAccountId);
            const balance = next[from] ?? 0;
            if (!allowsNegative[from] && balance < request.amount) {
              return false;
            }
            next[from] = balance - request.amount;
            next[to] = (next[to] ?? 0) + request.amount;
          }
          model.splice(0, model.length, ...next);
          return true;
        };
        const postFresh = async (requests: TransferRequest[]) => {
          if (applyToModel(requests)) {
            const results = await post(requests);
            expect(results.every((result) => !result.isReplay)).toBe(true);
            posted.push(...requests);
          } else {
            await expect(post(requests)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            refused.push(...requests);
          }
        };

        for (const step of commands) {
          switch (step.type) {
            case 'transfer':
              await postFresh([toRequest(step.transfer)]);
              break;
            case 'batch':
              await postFresh(step.transfers.map(toRequest));
              break;
            case 'replay': {
              const earlier = posted[step.pick % Math.max(posted.length, 1)];
              if (earlier !== undefined) {
                const [result] = await post([earlier]);
                expect(result?.isReplay).toBe(true);
              }
              break;
            }
            case 'changed': {
              const earlier = posted[step.pick % Math.max(posted.length, 1)];
              if (earlier !== undefined) {
                await expect(
                  post([{ ...earlier, amount: earlier.amount + step.delta }]),
                ).rejects.toMatchObject({
                  code: 'DUPLICATE_TRANSACTION',
                });
              }
              break;
            }
            case 'retryRefused': {
              // A refused key was never written: posting it again is a first attempt, judged on today's balance.
              const index = step.pick % Math.max(refused.length, 1);
              const earlier = refused[index];
              if (earlier !== undefined && !posted.includes(earlier)) {
                refused.splice(index, 1);
                await postFresh([earlier]);
              }
              break;
            }
          }
        }
        expect(await Promise.all(accounts.map(balanceOf))).toEqual(model);
        await expectLedgerVerified();
      }),
      { numRuns: 50 },
    );
    // No limit of its own: the project's (vitest.config.ts) only ends a hang. Its own 60 s, below the project's,
    // failed it on PostgreSQL beside two busy loops (load 30) while its 50 runs went on.
  });
});
