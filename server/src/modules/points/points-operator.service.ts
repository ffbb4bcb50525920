import type { Language } from '@plaza/contracts/languages';
import type { PointRedemptionStatus } from '@plaza/contracts/points';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toPage } from '../../http/paging';
import { findMemberById } from '../accounts/members.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { payPromotionMoney } from './promotion-money.service';
import {
  decidePointRedemption,
  returnPointRewardStock,
  selectPointRedemption,
  setPointRedemptionTransfer,
} from './points.repository';
import type { PointRedemptionRow } from './points.repository';
import { describeRedemptions, movePoints, pageRedemptions } from './points.service';

async function toOperatorRedemptions(db: Executor, rows: readonly PointRedemptionRow[], language: Language) {
  const described = await describeRedemptions(db, rows, language);
  return Promise.all(
    rows.map(async (row, index) => {
      const member = await findMemberById(db, row.member_id);
      const redemption = described[index];
      if (redemption === undefined) {
        throw new Error('points: a redemption was not described');
      }
      return {
        ...redemption,
        memberId: row.member_id,
        username: member?.username ?? '',
        rejectReason: row.reject_reason,
      };
    }),
  );
}

/** The operator's queue (GET /ops/points/redemptions): redemptions of one status or all, newest first. */
export async function listRedemptionsForReview(
  handle: DatabaseHandle,
  query: { status?: PointRedemptionStatus | undefined; pageNum: number; pageSize: number },
  language: Language,
) {
  const { rows, page } = await pageRedemptions(handle, { status: query.status }, query, language);
  return toPage(await toOperatorRedemptions(handle.db, rows, language), query, page.total);
}

async function answerOne(db: Executor, id: number, language: Language) {
  const row = await selectPointRedemption(db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  const [answer] = await toOperatorRedemptions(db, [row], language);
  if (answer === undefined) {
    throw new Error('points: no redemption to answer');
  }
  return answer;
}

/**
 * Approves a redemption (POST /ops/points/redemptions/:id/approve): IN_PROCESS → APPROVED once, a CASH reward's
 * money from the bonus account to the member's main wallet (ledger key `points-redeem:<id>`, 1× turnover), and the
 * audit row `points.redemption.approve`, in one transaction. A decided redemption is 409 already.processed.
 */
export async function approveRedemption(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  language: Language,
  now: number = Date.now(),
) {
  const { currency } = await getDeploymentSettings(handle);
  return runInTransaction(handle, async (db) => {
    const row = await selectPointRedemption(db, id);
    if (row === undefined) {
      throw new AppError('not.found');
    }
    if (
      !(await decidePointRedemption(db, id, { status: 'APPROVED', operatorId: actor.id, reason: null, now }))
    ) {
      throw new AppError('already.processed');
    }
    if (row.cash_amount > 0) {
      const [described] = await describeRedemptions(db, [row], language);
      const transferId = await payPromotionMoney(db, {
        memberId: row.member_id,
        key: `points-redeem:${id}`,
        amount: row.cash_amount,
        currency: currency.code,
        turnoverRequired: row.cash_amount,
        metadata: { source: 'POINTS', title: described?.title ?? '', redemptionId: id },
        now,
      });
      await setPointRedemptionTransfer(db, id, transferId);
    }
    await recordOperatorAction(db, {
      actor,
      action: 'points.redemption.approve',
      targetType: 'point_redemption',
      targetId: id,
      details: { memberId: row.member_id, points: row.points, cashAmount: row.cash_amount },
      now,
    });
    return answerOne(db, id, language);
  });
}

/**
 * Rejects a redemption with a reason (POST /ops/points/redemptions/:id/reject): IN_PROCESS → REJECTED once, the
 * points back (key `refund:<id>`), the stock back, and the audit row `points.redemption.reject`, in one transaction.
 */
export async function rejectRedemption(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  reason: string,
  language: Language,
  now: number = Date.now(),
) {
  return runInTransaction(handle, async (db) => {
    const row = await selectPointRedemption(db, id);
    if (row === undefined) {
      throw new AppError('not.found');
    }
    if (!(await decidePointRedemption(db, id, { status: 'REJECTED', operatorId: actor.id, reason, now }))) {
      throw new AppError('already.processed');
    }
    await movePoints(db, {
      memberId: row.member_id,
      key: `refund:${id}`,
      kind: 'REFUND',
      points: row.points,
      amount: 0,
      reference: `PR${String(id).padStart(8, '0')}`,
      remark: reason,
      now,
    });
    await returnPointRewardStock(db, row.reward_id, row.quantity);
    await recordOperatorAction(db, {
      actor,
      action: 'points.redemption.reject',
      targetType: 'point_redemption',
      targetId: id,
      details: { memberId: row.member_id, points: row.points, reason },
      now,
    });
    return answerOne(db, id, language);
  });
}
