import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';
import { selectMembers } from './agents.repository';
import type { TeamMemberRow } from './agents.repository';

/*
 * The operator's agent tree. The top is read off the member table's parent index (agents without an upline); a
 * member's children come from the downline tree's closure (agents.repository's downline page); a search by account
 * reads the member table's user-name index. No query walks the tree row by row.
 */

/** Agents without an upline: the top of the tree, in id order. */
function rootQuery(db: Executor, agentTypes: readonly number[]) {
  return db.selectFrom('member').where('member.parent_id', 'is', null).where('member.type', 'in', agentTypes);
}

export async function countRoots(db: Executor, agentTypes: readonly number[]): Promise<number> {
  const row = await rootQuery(db, agentTypes)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function selectRootPage(
  db: Executor,
  agentTypes: readonly number[],
  page: { limit: number; offset: number },
): Promise<TeamMemberRow[]> {
  const ids = await rootQuery(db, agentTypes)
    .select('member.id')
    .orderBy('member.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const members = await selectMembers(
    db,
    ids.map((row) => Number(row.id)),
  );
  return members.sort((left, right) => left.id - right.id);
}

function accountPrefix(search: string) {
  return sql<string>`${`${search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`} escape '\\'`;
}

/** Members whose account starts with `search` (accounts are stored lower-case), by account. */
export async function countAccounts(db: Executor, search: string): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .where('member.username', 'like', accountPrefix(search))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function selectAccountPage(
  db: Executor,
  search: string,
  page: { limit: number; offset: number },
): Promise<TeamMemberRow[]> {
  const ids = await db
    .selectFrom('member')
    .select(['member.id', 'member.username'])
    .where('member.username', 'like', accountPrefix(search))
    .orderBy('member.username')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const order = new Map(ids.map((row, index) => [Number(row.id), index]));
  const members = await selectMembers(db, [...order.keys()]);
  return members.sort((left, right) => (order.get(left.id) ?? 0) - (order.get(right.id) ?? 0));
}
