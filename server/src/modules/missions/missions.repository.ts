import type { Insertable, Selectable } from 'kysely';

import type { MissionClaimTable, MissionTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type MissionRow = Selectable<MissionTable>;
export type MissionInsert = Omit<Insertable<MissionTable>, 'id'>;

export function selectActiveMissions(db: Executor): Promise<MissionRow[]> {
  return db
    .selectFrom('mission')
    .selectAll()
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function insertMissionOnce(db: Executor, mission: MissionInsert): Promise<void> {
  await db
    .insertInto('mission')
    .values(mission)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** Records today's sign-in unless there is one. */
export async function insertSignIn(db: Executor, memberId: number, day: number, now: number): Promise<void> {
  await db
    .insertInto('mission_sign_in')
    .values({ member_id: memberId, day, signed_at: now })
    .onConflict((conflict) => conflict.columns(['member_id', 'day']).doNothing())
    .execute();
}

/** The member's sign-in days from `fromDay` on, newest first. */
export async function selectSignInDays(db: Executor, memberId: number, fromDay: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mission_sign_in')
    .select('day')
    .where('member_id', '=', memberId)
    .where('day', '>=', fromDay)
    .orderBy('day', 'desc')
    .execute();
  return rows.map((row) => row.day);
}

/** The member's claims of periods starting on or after `fromDay`. */
export function selectClaims(
  db: Executor,
  memberId: number,
  fromDay: number,
): Promise<Pick<Selectable<MissionClaimTable>, 'mission_id' | 'period_day'>[]> {
  return db
    .selectFrom('mission_claim')
    .select(['mission_id', 'period_day'])
    .where('member_id', '=', memberId)
    .where('period_day', '>=', fromDay)
    .execute();
}

/** Inserts a claim unless the member claimed that mission's period; answers whether it was inserted. */
export async function insertClaimOnce(
  db: Executor,
  claim: Omit<Insertable<MissionClaimTable>, 'id'>,
): Promise<boolean> {
  const result = await db
    .insertInto('mission_claim')
    .values(claim)
    .onConflict((conflict) => conflict.columns(['member_id', 'mission_id', 'period_day']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every mission, active or not, in the page's order (the back office). */
export function selectAllMissions(db: Executor): Promise<MissionRow[]> {
  return db.selectFrom('mission').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function selectMission(db: Executor, id: number): Promise<MissionRow | undefined> {
  return db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMission(db: Executor, mission: MissionInsert): Promise<number> {
  const row = await db.insertInto('mission').values(mission).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Changes a mission's settings; answers whether it existed. */
export async function updateMission(
  db: Executor,
  id: number,
  values: Omit<MissionInsert, 'code'>,
): Promise<boolean> {
  const result = await db.updateTable('mission').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
