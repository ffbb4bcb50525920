import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { getDeploymentSettings } from '../modules/deployment/deployment.service';
import { DEFAULT_JACKPOT_RULES, openJackpotPool } from '../modules/jackpot/jackpot.service';
import { getHouseShardAccount, postTransfers } from '../modules/ledger/ledger.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What the demo pool has gathered since its last win, put in by the house (minor units). */
const DEMO_GATHERED = 1_873_415;
/** The demo pool's past wins, as the public list shows them: masked names, amounts, days ago. */
const DEMO_WINS = [
  { displayName: 'lu****88', amount: 2_461_930, daysAgo: 23 },
  { displayName: 'ma****os', amount: 1_187_255, daysAgo: 16 },
  { displayName: 'ng****an', amount: 3_052_470, daysAgo: 9 },
  { displayName: 'so****ai', amount: 915_640, daysAgo: 4 },
] as const;

/**
 * The demo deployment's progressive jackpot (docs/decisions/081-progressive-jackpot.md): the pool opened with the
 * default rules and its seed, what it has gathered since its last win put in by the house through the ledger, and a
 * history of past wins to show (records only: those winners are not members of the demo, and no money moved for
 * them). Safe to run on every start: each movement has its key, and the history is written once.
 */
export async function ensureDemoJackpot(handle: DatabaseHandle, now: number): Promise<void> {
  const { currency } = await getDeploymentSettings(handle);
  await runInTransaction(handle, async (db) => {
    const pool = await openJackpotPool(db, currency.code, DEFAULT_JACKPOT_RULES, now);
    const house = await getHouseShardAccount(db, 0, currency.code, now);
    await postTransfers(
      db,
      [
        {
          idempotencyKey: `jackpot:demo:${currency.code}`,
          kind: 'jackpot',
          reference: `jackpot:${currency.code}`,
          debitAccountId: house.id,
          creditAccountId: Number(pool.account_id),
          amount: DEMO_GATHERED,
          metadata: { reason: 'demo' },
        },
      ],
      now,
    );
    const existing = await db
      .selectFrom('jackpot_win')
      .select('id')
      .where('pool_id', '=', pool.id)
      .limit(1)
      .executeTakeFirst();
    if (existing === undefined) {
      await db
        .insertInto('jackpot_win')
        .values(
          DEMO_WINS.map((win) => ({
            pool_id: pool.id,
            round_id: null,
            member_id: null,
            display_name: win.displayName,
            amount: win.amount,
            won_at: now - win.daysAgo * DAY_MS,
          })),
        )
        .execute();
    }
  });
}
