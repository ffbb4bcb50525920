import type { Language } from '@plaza/contracts/languages';
import { missionKindSchema, missionPeriodSchema } from '@plaza/contracts/missions';
import { readTitledTexts } from '@plaza/contracts/rewards-operator';
import type { OperatorMission, missionSaveRequestSchema } from '@plaza/contracts/rewards-operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { matchesSearch, pageInMemory } from '../../http/paging';
import { saveAudited } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { insertMission, selectAllMissions, selectMission, updateMission } from './missions.repository';
import type { MissionInsert, MissionRow } from './missions.repository';

type MissionSave = z.output<typeof missionSaveRequestSchema>;

function toOperatorMission(row: MissionRow, language: Language): OperatorMission {
  const texts = readTitledTexts(row.texts, row.code);
  return {
    id: row.id,
    code: row.code,
    period: missionPeriodSchema.parse(row.period),
    kind: missionKindSchema.parse(row.kind),
    title: texts[language].title,
    texts,
    target: row.target,
    rewardAmount: row.reward_amount,
    turnoverX100: row.turnover_x100,
    sortOrder: row.sort_order,
    isActive: row.is_active === 1,
  };
}

/** GET /ops/missions: every mission, active or not, by part of its code or a title, paged. */
export async function listOperatorMissions(
  handle: DatabaseHandle,
  query: {
    search?: string | undefined;
    isActive?: 'true' | 'false' | undefined;
    pageNum: number;
    pageSize: number;
  },
  language: Language,
) {
  const missions = (await selectAllMissions(handle.db))
    .map((row) => toOperatorMission(row, language))
    .filter(
      (mission) =>
        (query.isActive === undefined || String(mission.isActive) === query.isActive) &&
        matchesSearch(query.search, [
          mission.code,
          ...Object.values(mission.texts).map((text) => text.title),
        ]),
    );
  return pageInMemory(missions, query);
}

/**
 * POST /ops/missions (id null) and PUT /ops/missions/:id: a daily or weekly task created or changed. Claims
 * already paid stay paid (one per member, mission and period). Audited as `mission.save`.
 */
export async function saveMission(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number | null,
  request: MissionSave,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorMission> {
  return runInTransaction(handle, async (db) => {
    const values: Omit<MissionInsert, 'code'> = {
      period: request.period,
      kind: request.kind,
      target: request.target,
      reward_amount: request.rewardAmount,
      turnover_x100: request.turnoverX100,
      texts: JSON.stringify(request.texts),
      sort_order: request.sortOrder,
      is_active: request.isActive ? 1 : 0,
    };
    const savedId = await saveAudited(db, {
      id,
      values,
      insert: (row) => insertMission(db, { ...row, code: `M${now.toString(36).toUpperCase()}` }),
      select: (missionId) => selectMission(db, missionId),
      update: (missionId, row) => updateMission(db, missionId, row),
      audit: { actor, action: 'mission.save', targetType: 'mission', now },
    });
    const saved = await selectMission(db, savedId);
    if (saved === undefined) {
      throw new AppError('not.found');
    }
    return toOperatorMission(saved, language);
  });
}
