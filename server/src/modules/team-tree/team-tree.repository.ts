import { sql } from 'kysely';

import type { Executor } from '../../db/transaction';

/** A member's uplines, nearest first: `depth` 1 is the direct upline. */
export async function selectUplines(
  db: Executor,
  memberId: number,
): Promise<{ ancestor_id: number; depth: number }[]> {
  return db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'depth'])
    .where('descendant_id', '=', memberId)
    .orderBy('depth')
    .execute();
}

/** How many levels `descendantId` is below `ancestorId`, or undefined when it is not in that team. */
export async function selectDepth(
  db: Executor,
  ancestorId: number,
  descendantId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', descendantId)
    .executeTakeFirst();
  return row?.depth;
}

/** Places a new member under `uplineId`: one row for the upline and one for each of the upline's own uplines. */
export async function insertPlacement(
  db: Executor,
  memberId: number,
  uplineId: number,
  joinedVia: string,
): Promise<void> {
  await sql`insert into member_tree (ancestor_id, descendant_id, depth, joined_via)
    select cast(${uplineId} as bigint), cast(${memberId} as bigint), 1, cast(${joinedVia} as varchar(16))
    union all
    select ancestor_id, cast(${memberId} as bigint), depth + 1, null from member_tree
    where descendant_id = ${uplineId}`.execute(db);
}

/**
 * Adds `members` (of which `agents` are agents) to the counts of `memberId`'s uplines (the member's own rows must
 * be in place): `direct` more direct downlines for the nearest one.
 */
export async function addToUplineCounts(
  db: Executor,
  memberId: number,
  change: { members: number; agents: number; direct: number },
): Promise<void> {
  await sql`insert into member_team (member_id, team_size, direct_members, sub_agents)
    select ancestor_id, cast(${change.members} as integer),
      case when depth = 1 then cast(${change.direct} as integer) else 0 end, cast(${change.agents} as integer)
    from member_tree where descendant_id = ${memberId}
    on conflict (member_id) do update set
      team_size = member_team.team_size + excluded.team_size,
      direct_members = member_team.direct_members + excluded.direct_members,
      sub_agents = member_team.sub_agents + excluded.sub_agents`.execute(db);
}

/** A member's counts: everyone below, its direct downlines, the agents below; zeros without downline. */
export async function selectTeamCounts(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, { teamSize: number; directMembers: number; subAgents: number }>> {
  if (memberIds.length === 0) {
    return new Map();
  }
  const rows = await db.selectFrom('member_team').selectAll().where('member_id', 'in', memberIds).execute();
  return new Map(
    rows.map((row) => [
      Number(row.member_id),
      { teamSize: row.team_size, directMembers: row.direct_members, subAgents: row.sub_agents },
    ]),
  );
}

/**
 * Moves `memberId` and everyone below it under `uplineId`: the rows linking the moved members to the member's old
 * uplines go, rows to the new upline and its uplines come, the rows inside the moved team stay. Answers how many
 * members moved (the member included).
 */
export async function moveSubtree(
  db: Executor,
  memberId: number,
  uplineId: number,
  isAgent: boolean,
): Promise<number> {
  const below = await db
    .selectFrom('member_tree')
    .select(['descendant_id', 'depth'])
    .where('ancestor_id', '=', memberId)
    .execute();
  const moved = [{ descendant_id: memberId, depth: 0 }, ...below];
  const movedIds = moved.map((row) => row.descendant_id);
  // The moved members' links to the member's old uplines go; the links inside the moved team stay.
  const oldUplineIds = (await selectUplines(db, memberId)).map((row) => row.ancestor_id);
  const counts = (await selectTeamCounts(db, [memberId])).get(memberId);
  const block = { members: moved.length, agents: (counts?.subAgents ?? 0) + (isAgent ? 1 : 0), direct: 1 };
  await addToUplineCounts(db, memberId, { members: -block.members, agents: -block.agents, direct: -1 });
  if (oldUplineIds.length > 0) {
    for (let start = 0; start < movedIds.length; start += 500) {
      await db
        .deleteFrom('member_tree')
        .where('descendant_id', 'in', movedIds.slice(start, start + 500))
        .where('ancestor_id', 'in', oldUplineIds)
        .execute();
    }
  }
  const newUplines = [{ ancestor_id: uplineId, depth: 0 }, ...(await selectUplines(db, uplineId))];
  const rows = moved.flatMap((lower) =>
    newUplines.map((upper) => ({
      ancestor_id: upper.ancestor_id,
      descendant_id: lower.descendant_id,
      depth: upper.depth + lower.depth + 1,
      joined_via: upper.depth + lower.depth === 0 ? 'operator' : null,
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('member_tree')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  await addToUplineCounts(db, memberId, block);
  return moved.length;
}

/** Every (ancestor, descendant) pair below the given ancestors, for sums over their teams. */
export async function selectTeamPairs(
  db: Executor,
  ancestorIds: readonly number[],
): Promise<{ ancestor_id: number; descendant_id: number }[]> {
  if (ancestorIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('member_tree')
    .select(['ancestor_id', 'descendant_id'])
    .where('ancestor_id', 'in', ancestorIds)
    .execute();
}

/**
 * An ancestor's team as rows to join or select from (`member_id`, its `depth` below the ancestor), read off the
 * closure's primary key (ancestor, descendant): a plain subquery both databases flatten into the caller's query.
 */
export function teamRowsQuery(
  db: Executor,
  ancestorId: number,
  filter: { directOnly?: boolean; joinedVia?: string } = {},
) {
  let query = db
    .selectFrom('member_tree')
    .select(['member_tree.descendant_id as member_id', 'member_tree.depth as depth'])
    .where('member_tree.ancestor_id', '=', ancestorId);
  if (filter.directOnly === true) {
    query = query.where('member_tree.depth', '=', 1);
  }
  if (filter.joinedVia !== undefined) {
    query = query.where('member_tree.joined_via', '=', filter.joinedVia);
  }
  return query;
}

/** The ancestor's team member with the id at `memberRef` (a column of the caller's query), for an `exists`. */
export function teamMemberQuery(db: Executor, ancestorId: number, memberRef: string) {
  return db
    .selectFrom('member_tree')
    .select('member_tree.depth')
    .where('member_tree.ancestor_id', '=', ancestorId)
    .where(sql.ref('member_tree.descendant_id'), '=', sql.ref(memberRef));
}

/** Every member's team size as rows to join (`member_id`, `team_size`); members without a team have none. */
export function teamSizesQuery(db: Executor) {
  return db
    .selectFrom('member_team')
    .select(['member_team.member_id as member_id', 'member_team.team_size as team_size']);
}

/** Every (upline, member) pair of the tree as rows to join (`ancestor_id`, `member_id`): sums over every team at once. */
export function treePairsQuery(db: Executor) {
  return db
    .selectFrom('member_tree')
    .select(['member_tree.ancestor_id as ancestor_id', 'member_tree.descendant_id as member_id']);
}
