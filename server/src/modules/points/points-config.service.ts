import type { Language } from '@plaza/contracts/languages';
import { pointRewardKindSchema } from '@plaza/contracts/points';
import { readTitledTexts } from '@plaza/contracts/rewards-operator';
import type { OperatorPointReward, pointRewardSaveRequestSchema } from '@plaza/contracts/rewards-operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { matchesSearch, pageInMemory } from '../../http/paging';
import { saveAudited } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  countPendingRedemptionsByReward,
  insertPointReward,
  selectAllPointRewards,
  selectPointReward,
  updatePointReward,
} from './points.repository';
import type { PointRewardInsert, PointRewardRow } from './points.repository';

type PointRewardSave = z.output<typeof pointRewardSaveRequestSchema>;

function toOperatorPointReward(
  row: PointRewardRow,
  pending: number,
  language: Language,
): OperatorPointReward {
  const texts = readTitledTexts(row.texts, row.code);
  return {
    id: row.id,
    code: row.code,
    kind: pointRewardKindSchema.parse(row.kind),
    title: texts[language].title,
    texts,
    imageUrl: row.image_url,
    pointsRequired: row.points_required,
    amountRequired: row.amount_required,
    cashAmount: row.cash_amount,
    stock: row.stock,
    sortOrder: row.sort_order,
    isActive: row.is_active === 1,
    pendingCount: pending,
  };
}

/** GET /ops/points/rewards: every item of the mall, active or not, by part of its code or a title, paged. */
export async function listOperatorPointRewards(
  handle: DatabaseHandle,
  query: {
    search?: string | undefined;
    isActive?: 'true' | 'false' | undefined;
    pageNum: number;
    pageSize: number;
  },
  language: Language,
) {
  const pending = await countPendingRedemptionsByReward(handle.db);
  const items = (await selectAllPointRewards(handle.db))
    .map((row) => toOperatorPointReward(row, pending.get(row.id) ?? 0, language))
    .filter(
      (item) =>
        (query.isActive === undefined || String(item.isActive) === query.isActive) &&
        matchesSearch(query.search, [item.code, ...Object.values(item.texts).map((text) => text.title)]),
    );
  return pageInMemory(items, query);
}

function valuesOf(request: PointRewardSave): Omit<PointRewardInsert, 'code'> {
  return {
    kind: request.kind,
    texts: JSON.stringify(request.texts),
    image_url: request.imageUrl,
    points_required: request.pointsRequired,
    amount_required: request.amountRequired,
    // Goods pay no money whatever was typed.
    cash_amount: request.kind === 'CASH' ? request.cashAmount : 0,
    stock: request.stock,
    sort_order: request.sortOrder,
    is_active: request.isActive ? 1 : 0,
  };
}

async function answerOne(db: Executor, id: number, language: Language): Promise<OperatorPointReward> {
  const row = await selectPointReward(db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  const pending = await countPendingRedemptionsByReward(db);
  return toOperatorPointReward(row, pending.get(id) ?? 0, language);
}

/**
 * POST /ops/points/rewards (id null) and PUT /ops/points/rewards/:id: an item of the mall created or changed;
 * redemptions already made keep their points and amounts. Audited as `points.reward.save`.
 */
export async function savePointReward(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number | null,
  request: PointRewardSave,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorPointReward> {
  return runInTransaction(handle, async (db) => {
    const values = valuesOf(request);
    const savedId = await saveAudited(db, {
      id,
      values,
      insert: (row) => insertPointReward(db, { ...row, code: `MALL${now.toString(36).toUpperCase()}` }),
      select: (rewardId) => selectPointReward(db, rewardId),
      update: (rewardId, row) => updatePointReward(db, rewardId, row),
      audit: { actor, action: 'points.reward.save', targetType: 'point_reward', now },
    });
    return answerOne(db, savedId, language);
  });
}
