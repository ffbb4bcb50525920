import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { DEFAULT_DEMO_VENDOR_SECRET } from '../../demo/demo-vendor-integrations';
import { callSeamless, fundMember, issueTestLaunchToken } from '../../test/seamless-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { insertMember } from '../accounts/accounts.repository';
import { selectDailyTotals, sumBetRecords } from '../bets/bets.repository';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { findAccountByCode, ledgerAccountCodes } from '../ledger/ledger.service';

/**
 * Model-based test of the seamless wallet: random sequences of bets, wins, rollbacks, exact repeats, repeats with
 * a changed payload and rollbacks that arrive before their bet go through the HTTP API; after every call the
 * answer and every balance must equal a simple in-memory model of the contract's rules
 * (docs/product/vendor-wallet.md#rules-vendors-can-rely-on).
 */

const PLAYERS = 3;
const FUNDS = 10_000;
const TRANSACTION_IDS = 8;

type Command =
  | { kind: 'bet'; player: number; id: number; amount: number }
  | { kind: 'win'; player: number; id: number; amount: number; ref: number | null }
  | { kind: 'rollback'; player: number; id: number; ref: number }
  | { kind: 'repeat'; index: number }
  | { kind: 'changedRepeat'; index: number };

type Sent = Exclude<Command, { kind: 'repeat' } | { kind: 'changedRepeat' }>;

interface Answer {
  status: string;
  balance?: number;
}

interface ModelRecord {
  sent: Sent;
  answer: Answer;
  /** For bets: OK, ROLLED_BACK or REFUSED; rollbacks: OK, TOMBSTONE or REFUSED. */
  state: string;
}

/** The rules of the contract, as plainly as they can be written. */
class WalletModel {
  readonly balances: number[] = Array.from({ length: PLAYERS }, () => FUNDS);
  /** Per player, what the betting record must show: stakes of accepted bets, of those not rolled back, wins. */
  readonly placedStakes: number[] = Array.from({ length: PLAYERS }, () => 0);
  readonly standingStakes: number[] = Array.from({ length: PLAYERS }, () => 0);
  readonly winsPaid: number[] = Array.from({ length: PLAYERS }, () => 0);
  private readonly records = new Map<number, ModelRecord>();

  apply(sent: Sent): Answer {
    const earlier = this.records.get(sent.id);
    if (earlier !== undefined) {
      return JSON.stringify(earlier.sent) === JSON.stringify(sent)
        ? earlier.answer
        : { status: 'DUPLICATE_TRANSACTION' };
    }
    const balance = this.balances[sent.player] ?? 0;
    const keep = (answer: Answer, state: string): Answer => {
      this.records.set(sent.id, { sent, answer, state });
      return answer;
    };
    switch (sent.kind) {
      case 'bet': {
        const isTombstoned = [...this.records.values()].some(
          (record) =>
            record.sent.kind === 'rollback' && record.sent.ref === sent.id && record.state !== 'REFUSED',
        );
        if (isTombstoned) {
          return keep({ status: 'TRANSACTION_ROLLED_BACK', balance }, 'REFUSED');
        }
        if (balance < sent.amount) {
          return keep({ status: 'INSUFFICIENT_FUNDS', balance }, 'REFUSED');
        }
        this.balances[sent.player] = balance - sent.amount;
        this.add(this.placedStakes, sent.player, sent.amount);
        this.add(this.standingStakes, sent.player, sent.amount);
        return keep({ status: 'OK', balance: balance - sent.amount }, 'OK');
      }
      case 'win': {
        if (sent.ref !== null) {
          const bet = this.records.get(sent.ref);
          if (bet !== undefined && bet.sent.player !== sent.player) {
            return { status: 'INVALID_REQUEST' };
          }
          if (bet === undefined || bet.sent.kind !== 'bet' || bet.state === 'REFUSED') {
            return keep({ status: 'TRANSACTION_NOT_FOUND', balance }, 'REFUSED');
          }
          if (bet.state === 'ROLLED_BACK') {
            return keep({ status: 'TRANSACTION_ROLLED_BACK', balance }, 'REFUSED');
          }
        }
        this.balances[sent.player] = balance + sent.amount;
        this.add(this.winsPaid, sent.player, sent.amount);
        return keep({ status: 'OK', balance: balance + sent.amount }, 'OK');
      }
      case 'rollback': {
        const bet = this.records.get(sent.ref);
        if (bet !== undefined && (bet.sent.kind !== 'bet' || bet.sent.player !== sent.player)) {
          return { status: 'INVALID_REQUEST' };
        }
        if (bet === undefined) {
          return keep({ status: 'OK', balance }, 'TOMBSTONE');
        }
        if (bet.state === 'ROLLED_BACK') {
          return keep({ status: 'TRANSACTION_ROLLED_BACK', balance }, 'REFUSED');
        }
        if (bet.state === 'OK' && bet.sent.kind === 'bet') {
          bet.state = 'ROLLED_BACK';
          this.balances[sent.player] = balance + bet.sent.amount;
          this.add(this.standingStakes, sent.player, -bet.sent.amount);
          return keep({ status: 'OK', balance: balance + bet.sent.amount }, 'OK');
        }
        return keep({ status: 'OK', balance }, 'OK');
      }
    }
  }

  private add(sums: number[], player: number, amount: number): void {
    sums[player] = (sums[player] ?? 0) + amount;
  }
}

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const transactionId = fc.integer({ min: 0, max: TRANSACTION_IDS - 1 });
const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player,
      id: transactionId,
      amount: fc.integer({ min: 1, max: 6_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      player,
      id: transactionId,
      amount: fc.integer({ min: 0, max: 6_000 }),
      ref: fc.option(transactionId, { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rollback' as const),
      player,
      id: transactionId,
      ref: transactionId,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('changedRepeat' as const), index: fc.nat() }) },
);

describeIntegration('seamless wallet against a model', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let run = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers and balances always equal the model, whatever the order of calls', async () => {
    const handle = testApp.database.handle;
    await fc.assert(
      fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: 40 }), async (commands) => {
        run += 1;
        const players: Array<{ memberId: number; token: string }> = [];
        for (let index = 0; index < PLAYERS; index += 1) {
          const memberId = await insertMember(handle.db, {
            username: `model${run}p${index}`,
            passwordHash: 'not-used',
            type: 0,
            isFirstLogin: false,
            now: Date.now(),
          });
          await fundMember(handle, memberId, FUNDS, 'USD');
          players.push({ memberId, token: await issueTestLaunchToken(handle, { memberId, vendor: 'DEMO' }) });
        }
        const model = new WalletModel();
        const history: Sent[] = [];
        for (const command of commands) {
          let sent: Sent;
          if (command.kind === 'repeat' || command.kind === 'changedRepeat') {
            const earlier = history[command.index % Math.max(history.length, 1)];
            if (earlier === undefined) {
              continue;
            }
            sent =
              command.kind === 'repeat'
                ? earlier
                : earlier.kind === 'rollback'
                  ? { ...earlier, ref: (earlier.ref + 1) % TRANSACTION_IDS }
                  : { ...earlier, amount: earlier.amount + 1 };
          } else {
            sent = command;
          }
          history.push(sent);
          const expected = model.apply(sent);
          const who = players[sent.player];
          if (who === undefined) {
            throw new Error('no such player');
          }
          const body = {
            requestId: `req-${history.length}`,
            playerId: String(who.memberId),
            currency: 'USD',
            gameCode: 'DEMO_SLOT',
            roundId: `round-${run}`,
            transactionId: `run${run}-tx${sent.id}`,
            ...(sent.kind === 'bet' ? { token: who.token, amount: sent.amount } : {}),
            ...(sent.kind === 'win'
              ? {
                  amount: sent.amount,
                  ...(sent.ref === null ? {} : { refTransactionId: `run${run}-tx${sent.ref}` }),
                }
              : {}),
            ...(sent.kind === 'rollback' ? { refTransactionId: `run${run}-tx${sent.ref}` } : {}),
          };
          const answer = await callSeamless(testApp.app, {
            vendor: 'DEMO',
            operation: sent.kind,
            body,
            secret: DEFAULT_DEMO_VENDOR_SECRET,
          });
          expect(answer.statusCode).toBe(200);
          expect({ status: answer.body.status, balance: answer.body.balance }).toEqual({
            status: expected.status,
            balance: expected.balance,
          });
        }
        for (const [index, who] of players.entries()) {
          const account = await findAccountByCode(handle.db, ledgerAccountCodes.memberMain(who.memberId));
          expect(account?.balance).toBe(model.balances[index]);
          // The betting record agrees with the money, and the daily totals with the records.
          const records = await sumBetRecords(handle.db, {
            memberId: who.memberId,
            from: 0,
            to: Date.now() + 1,
          });
          expect({ stake: records.stake, validBet: records.valid_bet, payout: records.payout }).toEqual({
            stake: model.placedStakes[index],
            validBet: model.standingStakes[index],
            payout: model.winsPaid[index],
          });
          const days = await selectDailyTotals(handle.db, { memberId: who.memberId, fromDay: 0, toDay: 1e6 });
          const summed = days.reduce(
            (total, day) => ({
              bet_count: total.bet_count + day.bet_count,
              stake: total.stake + day.stake,
              valid_bet: total.valid_bet + day.valid_bet,
              payout: total.payout + day.payout,
              profit: total.profit + day.profit,
            }),
            { bet_count: 0, stake: 0, valid_bet: 0, payout: 0, profit: 0 },
          );
          const { record_count: _count, ...recordSums } = records;
          expect(summed).toEqual(recordSums);
        }
        // Checked after every sequence, not once at the end: a break is then shrunk to the sequence that made it.
        const verification = await verifyLedger(handle.db);
        expect(verification.checks.filter((check) => !check.isPassing)).toEqual([]);
        expect(verification.isPassing).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
