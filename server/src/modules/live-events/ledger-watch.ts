import type { JackpotWin } from '@plaza/contracts/jackpot';

import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { findLatestJackpotWin, readJackpotAmount } from '../jackpot/jackpot.service';

/**
 * Who learns of a ledger change (docs/decisions/082-live-wallet-events.md): one node (the jobs lease's holder) reads
 * the transfers committed since its last look and publishes on the cluster bus the members whose money they moved
 * and, when the jackpot pool moved, its amount; every node then tells its own open streams. Reading committed
 * transfers makes every change heard, whichever module or thread made it (the vendor wallet's thread, an operator's
 * approval, a lottery settlement), and only once it is committed.
 */
export const LIVE_CHANNELS = { wallet: 'live.wallet', jackpot: 'live.jackpot' } as const;

export interface WalletMessage {
  memberIds: number[];
}

export interface JackpotMessage {
  amount: number;
  win: JackpotWin | null;
}

/** Account kinds a member owns (owner_id is the member's id). */
const MEMBER_ACCOUNT_KINDS = new Set(['member_main', 'member_vendor', 'withdrawal_hold', 'agent_commission']);
/**
 * Transfers are read again this far below the newest one seen: on PostgreSQL ids are taken before commit, so a
 * transaction may commit a lower id after a higher one was read.
 */
const LOOKBACK_IDS = 512;
const PAGE_SIZE = 2_000;

interface TransferSide {
  id: number;
  idempotency_key: string;
  debit_kind: string;
  debit_owner: number | null;
  credit_kind: string;
  credit_owner: number | null;
}

export interface LedgerWatch {
  /** One look: publishes what the transfers committed since the last look changed; answers how many it read. */
  scan: () => Promise<number>;
}

/** A watch that starts after the newest transfer committed now. */
export async function createLedgerWatch(handle: DatabaseHandle, bus: ClusterBus): Promise<LedgerWatch> {
  const { db } = handle;
  const newest = await db
    .selectFrom('ledger_transfer')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let highest = Number(newest?.id ?? 0);
  // Ids already announced (or there before the watch began), kept only within the lookback.
  const before = await db
    .selectFrom('ledger_transfer')
    .select('id')
    .where('id', '>', Math.max(0, highest - LOOKBACK_IDS))
    .execute();
  const announced = new Set<number>(before.map((row) => Number(row.id)));
  return {
    scan: async () => {
      const rows = (await db
        .selectFrom('ledger_transfer')
        .innerJoin('ledger_account as debit', 'debit.id', 'ledger_transfer.debit_account_id')
        .innerJoin('ledger_account as credit', 'credit.id', 'ledger_transfer.credit_account_id')
        .select([
          'ledger_transfer.id',
          'ledger_transfer.idempotency_key',
          'debit.kind as debit_kind',
          'debit.owner_id as debit_owner',
          'credit.kind as credit_kind',
          'credit.owner_id as credit_owner',
        ])
        .where('ledger_transfer.id', '>', Math.max(0, highest - LOOKBACK_IDS))
        .orderBy('ledger_transfer.id')
        .limit(PAGE_SIZE)
        .execute()) as TransferSide[];
      const members = new Set<number>();
      let isJackpotMoved = false;
      let isJackpotWon = false;
      for (const row of rows) {
        const id = Number(row.id);
        if (announced.has(id) || id <= highest - LOOKBACK_IDS) {
          continue;
        }
        announced.add(id);
        highest = Math.max(highest, id);
        for (const [kind, owner] of [
          [row.debit_kind, row.debit_owner],
          [row.credit_kind, row.credit_owner],
        ] as const) {
          if (MEMBER_ACCOUNT_KINDS.has(kind) && owner !== null) {
            members.add(Number(owner));
          }
          if (kind === 'jackpot') {
            isJackpotMoved = true;
          }
        }
        if (row.idempotency_key.startsWith('jackpot:win:')) {
          isJackpotWon = true;
        }
      }
      for (const id of announced) {
        if (id <= highest - LOOKBACK_IDS) {
          announced.delete(id);
        }
      }
      if (members.size > 0) {
        bus.publish(LIVE_CHANNELS.wallet, { memberIds: [...members] } satisfies WalletMessage);
      }
      if (isJackpotMoved) {
        const amount = await readJackpotAmount(handle);
        if (amount !== undefined) {
          const win = isJackpotWon ? ((await findLatestJackpotWin(handle)) ?? null) : null;
          bus.publish(LIVE_CHANNELS.jackpot, { amount, win } satisfies JackpotMessage);
        }
      }
      return rows.length;
    },
  };
}
