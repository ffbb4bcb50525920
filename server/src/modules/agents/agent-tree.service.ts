import { AGENT_TYPES, isAgentType } from '@plaza/contracts/accounts';
import type { AgentTreeNode, AgentTreePage, agentTreeQuerySchema } from '@plaza/contracts/agents-operator';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { formatReportDay, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { countTeams, listUplines } from '../team-tree/team-tree.service';
import { countAccounts, countRoots, selectAccountPage, selectRootPage } from './agent-tree.repository';
import {
  countDownline,
  selectDownlinePage,
  selectMembers,
  sumMemberDays,
  sumTeamDays,
} from './agents.repository';
import type { DownlineFilter, TeamMemberRow } from './agents.repository';
import { parseReportDate } from './report-period';

/** The report days of the current month, up to today. */
async function currentMonth(
  handle: DatabaseHandle,
  now: number,
): Promise<{ fromDay: number; toDay: number }> {
  const today = toReportDay(now, (await getDeploymentSettings(handle)).reportUtcOffsetMinutes);
  return { fromDay: parseReportDate(`${formatReportDay(today).slice(0, 7)}-01`), toDay: today };
}

/**
 * The nodes of a page: each member's team counts (kept with the tree) and its team's figures of the month (the
 * daily rollups of the agent center: its own days plus its team's), and, for a search, its uplines.
 */
async function toNodes(
  handle: DatabaseHandle,
  members: readonly TeamMemberRow[],
  days: { fromDay: number; toDay: number },
  withUplines: boolean,
): Promise<AgentTreeNode[]> {
  const ids = members.map((member) => member.id);
  const [counts, own, teams] = await Promise.all([
    countTeams(handle.db, ids),
    sumMemberDays(handle.db, ids, days.fromDay, days.toDay),
    sumTeamDays(handle.db, ids, days.fromDay, days.toDay),
  ]);
  const uplinesOf = new Map<number, { id: number; account: string }[]>();
  if (withUplines) {
    const chains = await Promise.all(ids.map((id) => listUplines(handle.db, id)));
    const names = new Map(
      (await selectMembers(handle.db, [...new Set(chains.flat().map((upline) => upline.memberId))])).map(
        (row) => [row.id, row.username],
      ),
    );
    ids.forEach((id, index) =>
      uplinesOf.set(
        id,
        (chains[index] ?? [])
          .slice()
          .reverse()
          .map((upline) => ({ id: upline.memberId, account: names.get(upline.memberId) ?? '' })),
      ),
    );
  }
  return members.map((member) => {
    const count = counts.get(member.id);
    const self = own.get(member.id);
    const team = teams.get(member.id);
    const sum = (column: 'deposits' | 'valid_bet' | 'profit_loss') =>
      (self?.[column] ?? 0) + (team?.[column] ?? 0);
    return {
      id: member.id,
      account: member.username,
      type: member.type,
      isAgent: isAgentType(member.type),
      status: member.status,
      directMembers: count?.directMembers ?? 0,
      teamSize: count?.teamSize ?? 0,
      subAgents: count?.subAgents ?? 0,
      figures: { deposits: sum('deposits'), validBet: sum('valid_bet'), profitLoss: sum('profit_loss') },
      uplines: uplinesOf.get(member.id) ?? [],
    };
  });
}

/**
 * GET /ops/agents/tree: one level of the tree at a time. Without a parent or a search, the agents without an
 * upline; with a parent (404 when there is none), its direct members, read off the tree's closure in id order; with
 * a search, the members whose account starts with it, with their uplines so the screen can show where each sits.
 */
export async function listAgentTree(
  handle: DatabaseHandle,
  query: z.output<typeof agentTreeQuerySchema>,
  now: number = Date.now(),
): Promise<AgentTreePage> {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const days = await currentMonth(handle, now);
  let members: TeamMemberRow[];
  let total: number;
  if (query.search !== undefined) {
    [members, total] = await Promise.all([
      selectAccountPage(handle.db, query.search, page),
      countAccounts(handle.db, query.search),
    ]);
  } else if (query.parentId !== undefined) {
    if ((await selectMembers(handle.db, [query.parentId])).length === 0) {
      throw new AppError('not.found');
    }
    const filter: DownlineFilter = {
      parentId: query.parentId,
      scope: 'DIRECT',
      memberKind: 'ALL',
      agentTypes: AGENT_TYPES,
      ...days,
      sort: 'createdAt',
      order: 'asc',
    };
    [members, total] = await Promise.all([
      selectDownlinePage(handle.db, filter, page),
      countDownline(handle.db, filter),
    ]);
  } else {
    [members, total] = await Promise.all([
      selectRootPage(handle.db, AGENT_TYPES, page),
      countRoots(handle.db, AGENT_TYPES),
    ]);
  }
  return {
    content: await toNodes(handle, members, days, query.search !== undefined),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
