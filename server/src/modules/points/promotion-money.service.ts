import type { Executor } from '../../db/transaction';
import {
  ensureAccount,
  getMemberMainAccount,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import { addTurnoverRequirement } from '../payments/turnover.service';

/**
 * Pays promotion money (points converted, a redeemed cash reward, a mission, a raffle prize, a referral reward) from
 * the bonus account to the member's main wallet, inside the caller's transaction: one ledger transfer of kind
 * `bonus` under `key` (a second call with the same key moves nothing: the ledger answers the first transfer), and
 * its turnover requirement. Answers the ledger transfer's id.
 */
export async function payPromotionMoney(
  db: Executor,
  payment: {
    memberId: number;
    key: string;
    amount: number;
    currency: string;
    turnoverRequired: number;
    metadata: Record<string, unknown>;
    now: number;
  },
): Promise<number> {
  const bonus = await ensureAccount(
    db,
    {
      code: ledgerAccountCodes.bonus(),
      kind: 'bonus',
      ownerId: null,
      currency: payment.currency,
      allowNegative: true,
    },
    payment.now,
  );
  const main = await getMemberMainAccount(db, payment.memberId, payment.currency, payment.now);
  const [transfer] = await postTransfers(
    db,
    [
      {
        idempotencyKey: payment.key,
        kind: 'bonus',
        reference: payment.key,
        debitAccountId: bonus.id,
        creditAccountId: main.id,
        amount: payment.amount,
        metadata: payment.metadata,
      },
    ],
    payment.now,
  );
  if (transfer === undefined) {
    throw new Error('promotion money: the ledger answered no transfer');
  }
  if (!transfer.isReplay) {
    await addTurnoverRequirement(db, {
      memberId: payment.memberId,
      source: 'reward',
      sourceId: payment.key,
      amountRequired: payment.turnoverRequired,
      now: payment.now,
    });
  }
  return transfer.transferId;
}
