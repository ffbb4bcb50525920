import type { Executor } from '../../db/transaction';
import {
  addToUplineCounts,
  insertPlacement,
  moveSubtree,
  selectDepth,
  selectTeamCounts,
  selectTeamPairs,
  selectUplines,
  teamMemberQuery,
  teamRowsQuery,
  teamSizesQuery,
  treePairsQuery,
} from './team-tree.repository';

/**
 * The downline tree (docs/decisions/028-agent-types-and-tree.md): a closure table of every member and each of its
 * uplines. Accounts place a new member here in the transaction that creates it; the agent center and the
 * operator read and move members through these functions. It knows nothing of member types: callers decide who
 * may be an upline.
 */

/**
 * How a member joined its upline: its invitation or referral code at registration, the agent's register center,
 * or an operator's move (the demo data places members as the register center does).
 */
export type JoinedVia = 'code' | 'register-center' | 'operator';

/** Places a new member under its upline (nothing for a member without one) and counts it in its uplines' teams. */
export async function placeMember(
  db: Executor,
  memberId: number,
  uplineId: number | null,
  options: { isAgent: boolean; joinedVia: JoinedVia },
): Promise<void> {
  const { isAgent } = options;
  if (uplineId !== null) {
    await insertPlacement(db, memberId, uplineId, options.joinedVia);
    await addToUplineCounts(db, memberId, { members: 1, agents: isAgent ? 1 : 0, direct: 1 });
  }
}

/** A member's uplines, nearest first (`depth` 1 is the direct upline); empty for a member without one. */
export async function listUplines(
  db: Executor,
  memberId: number,
): Promise<{ memberId: number; depth: number }[]> {
  const rows = await selectUplines(db, memberId);
  return rows.map((row) => ({ memberId: Number(row.ancestor_id), depth: row.depth }));
}

/** How many levels `memberId` is below `agentId`; undefined when it is not in the agent's team (itself included). */
export function depthInTeam(db: Executor, agentId: number, memberId: number): Promise<number | undefined> {
  return selectDepth(db, agentId, memberId);
}

export interface TeamCounts {
  /** Everyone below the member. */
  teamSize: number;
  directMembers: number;
  /** Agents below the member, at any depth. */
  subAgents: number;
}

const NO_TEAM: TeamCounts = { teamSize: 0, directMembers: 0, subAgents: 0 };

/** The team counts of members (zeros for a member without downline), kept as members are placed and moved. */
export async function countTeams(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, TeamCounts>> {
  const counts = await selectTeamCounts(db, memberIds);
  return new Map(memberIds.map((id) => [id, counts.get(id) ?? NO_TEAM]));
}

/**
 * Moves a member and its whole team under another upline. Refuses (false) a move under the member itself or
 * under one of its own downlines, which would make a cycle.
 */
export async function moveMember(
  db: Executor,
  member: { id: number; isAgent: boolean },
  uplineId: number,
): Promise<{ movedCount: number } | undefined> {
  if (uplineId === member.id || (await selectDepth(db, member.id, uplineId)) !== undefined) {
    return undefined;
  }
  return { movedCount: await moveSubtree(db, member.id, uplineId, member.isAgent) };
}

/** Each given member's team: itself and everyone below it, to any depth. */
export async function listTeams(db: Executor, memberIds: readonly number[]): Promise<Map<number, number[]>> {
  const teams = new Map(memberIds.map((id) => [id, [id]]));
  for (let start = 0; start < memberIds.length; start += 500) {
    for (const pair of await selectTeamPairs(db, memberIds.slice(start, start + 500))) {
      teams.get(Number(pair.ancestor_id))?.push(Number(pair.descendant_id));
    }
  }
  return teams;
}

/**
 * Query parts for modules that report over a team in one SQL statement (the agent center): the tree's tables stay
 * this module's, the reader joins these. `teamRows`: the ancestor's team (`member_id`, `depth`), maybe its direct
 * members only, maybe those that joined one way. `teamMember`: the ancestor's row for the member at a column of the
 * caller's query, for an `exists`. `teamSizes`: each member's team size (`member_id`, `team_size`). `treePairs`:
 * every (upline, member) pair (`ancestor_id`, `member_id`), for sums over every team at once.
 */
export const teamRows = teamRowsQuery;
export const teamMember = teamMemberQuery;
export const teamSizes = teamSizesQuery;
export const treePairs = treePairsQuery;
