import { AGENT_TYPES, isAgentType } from '@plaza/contracts/accounts';
import type {
  AgentAnnouncementPage,
  DownlineDetail,
  DownlinePage,
  DownlineQuery,
  DownlineRow,
  Figures,
  IncomeKind,
  IncomeReport,
  PeriodQuery,
  ReferralInfo,
  ReferralMemberPage,
  ReferralMembersQuery,
  TeamBetPage,
  TeamBetQuery,
  TeamFundsPage,
  TeamFundsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamProfitPage,
  TeamProfitQuery,
  TeamTrend,
  TeamTrendQuery,
} from '@plaza/contracts/agents';
import { INCOME_KINDS } from '@plaza/contracts/agents';
import { betRecordStatusSchema } from '@plaza/contracts/bets';
import type { Language } from '@plaza/contracts/languages';
import type { TransactionPage, TransactionQuery } from '@plaza/contracts/records';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { resolveTimeRange, toLimitOffset, toPage } from '../../http/paging';
import type { MemberRow } from '../accounts/members.service';
import { formatReportDay, measureBetRecord, sumBetsByGameType, toReportDay } from '../bets/bets.service';
import { listAgentAnnouncements as listAgentNotices } from '../content/content.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import { listMemberAccounts } from '../ledger/ledger.service';
import { listTransactions } from '../records/records.service';
import { countTeams, depthInTeam, listUplines } from '../team-tree/team-tree.service';
import {
  countDownline,
  countReferredMembers,
  selectDownlinePage,
  selectIncomingTransfers,
  selectLastLogins,
  selectLatestTeamBalance,
  selectMainBalances,
  selectMembers,
  selectReferredMembers,
  selectTeamBets,
  selectTeamDays,
  selectTeamFunds,
  selectTeamMemberByUsername,
  selectTeamMemberFigures,
  sumMemberDays,
  sumTeamDays,
  ZERO_FIGURES,
} from './agents.repository';
import type { FigureRow, TeamDayRow, TeamMemberRow } from './agents.repository';
import { readRollupClock } from './team-figures.service';
import { resolvePeriod } from './report-period';

/*
 * The agent center's read calls (docs/product/agents.md). Every call starts from the session's member, refused
 * unless it is an agent; any member id a call names must be below that agent in the tree, or the call answers
 * `not.found` exactly as for an id that does not exist.
 */

/** The session's member when it is an agent; 403 agent.required otherwise. */
export function requireAgent(member: MemberRow): MemberRow {
  if (!isAgentType(member.type)) {
    throw new AppError('agent.required');
  }
  return member;
}

/** How many levels `memberId` is below the agent; not.found for anyone outside its team. */
export async function requireTeamMember(db: Executor, agent: MemberRow, memberId: number): Promise<number> {
  const depth = await depthInTeam(db, agent.id, memberId);
  if (depth === undefined) {
    throw new AppError('not.found');
  }
  return depth;
}

/** The agent itself, or a member of its team a call looks at instead (the drill-down); with its depth. */
async function resolveRoot(
  db: Executor,
  agent: MemberRow,
  memberId: number | undefined,
): Promise<{ id: number; depth: number }> {
  if (memberId === undefined || memberId === agent.id) {
    return { id: agent.id, depth: 0 };
  }
  return { id: memberId, depth: await requireTeamMember(db, agent, memberId) };
}

/** The steps from the agent down to `root` (the agent alone when root is the agent). */
async function breadcrumb(
  db: Executor,
  agent: MemberRow,
  root: { id: number; depth: number },
): Promise<{ id: number; account: string }[]> {
  const between = (await listUplines(db, root.id)).filter((upline) => upline.depth < root.depth);
  const ids = [
    agent.id,
    ...between.map((upline) => upline.memberId).reverse(),
    ...(root.depth > 0 ? [root.id] : []),
  ];
  const members = new Map((await selectMembers(db, ids)).map((member) => [member.id, member]));
  return ids.map((id) => ({ id, account: members.get(id)?.username ?? '' }));
}

export function toFigures(row: FigureRow | undefined): Figures {
  const figures = row ?? ZERO_FIGURES;
  return {
    deposits: figures.deposits,
    withdrawals: figures.withdrawals,
    betCount: figures.bet_count,
    betAmount: figures.bet_amount,
    validBet: figures.valid_bet,
    payout: figures.payout,
    profitLoss: figures.profit_loss,
    bonus: figures.bonus,
    rebate: figures.rebate,
  };
}

function addFigures(left: FigureRow | undefined, right: FigureRow | undefined): FigureRow {
  const a = left ?? ZERO_FIGURES;
  const b = right ?? ZERO_FIGURES;
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bet_count: a.bet_count + b.bet_count,
    bet_amount: a.bet_amount + b.bet_amount,
    valid_bet: a.valid_bet + b.valid_bet,
    payout: a.payout + b.payout,
    profit_loss: a.profit_loss + b.profit_loss,
    bonus: a.bonus + b.bonus,
    rebate: a.rebate + b.rebate,
  };
}

/**
 * Members active in [fromDay, …] counted once each, from the team rows' gaps: a member active on day d is new to
 * the range when its previous active day (d − 1 − gap) is before fromDay; the last gap is "none within range".
 */
export function countActiveMembers(rows: readonly TeamDayRow[], fromDay: number): number {
  let active = 0;
  for (const row of rows) {
    const gaps = JSON.parse(row.active_gaps) as number[];
    for (let gap = Math.max(row.day - fromDay, 0); gap < gaps.length; gap += 1) {
      active += gaps[gap] ?? 0;
    }
  }
  return active;
}

async function reportOffset(handle: DatabaseHandle): Promise<number> {
  return (await getDeploymentSettings(handle)).reportUtcOffsetMinutes;
}

/** The team overview (agentTeamOverview) of the agent, or of a sub-agent of its team, over a period. */
export async function getTeamOverview(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: TeamOverviewQuery,
  now: number = Date.now(),
): Promise<TeamOverview> {
  const { db } = handle;
  const root = await resolveRoot(db, agent, query.agentId);
  const period = resolvePeriod(query, now, await reportOffset(handle));
  const [counts, days, balance, clock, crumbs] = await Promise.all([
    countTeams(db, [root.id]),
    selectTeamDays(db, root.id, period.fromDay, period.toDay),
    selectLatestTeamBalance(db, root.id),
    readRollupClock(db),
    breadcrumb(db, agent, root),
  ]);
  const team = counts.get(root.id);
  const figures = days.reduce<FigureRow>((sum, day) => addFigures(sum, day), ZERO_FIGURES);
  return {
    agent: crumbs.at(-1) ?? { id: agent.id, account: agent.username },
    range: period.resolved,
    teamSize: team?.teamSize ?? 0,
    directMembers: team?.directMembers ?? 0,
    subAgents: team?.subAgents ?? 0,
    newMembers: days.reduce((sum, day) => sum + day.new_members, 0),
    activeMembers: countActiveMembers(days, period.fromDay),
    teamBalance: balance?.team_balance ?? 0,
    figures: toFigures(figures),
    updatedAt: clock === undefined ? null : new Date(clock).toISOString(),
  };
}

/** The team's figures of each of the last `days` report days, oldest first, quiet days as zeros. */
export async function getTeamTrend(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: TeamTrendQuery,
  now: number = Date.now(),
): Promise<TeamTrend> {
  const { db } = handle;
  const root = await resolveRoot(db, agent, query.agentId);
  const offset = await reportOffset(handle);
  const today = toReportDay(now, offset);
  const fromDay = today - query.days + 1;
  const rows = new Map((await selectTeamDays(db, root.id, fromDay, today)).map((row) => [row.day, row]));
  const crumbs = await breadcrumb(db, agent, root);
  return {
    agent: crumbs.at(-1) ?? { id: agent.id, account: agent.username },
    utcOffsetMinutes: offset,
    days: Array.from({ length: query.days }, (_, index) => {
      const day = fromDay + index;
      const row = rows.get(day);
      return {
        date: formatReportDay(day),
        ...toFigures(row),
        newMembers: row?.new_members ?? 0,
        activeMembers: row?.active_members ?? 0,
      };
    }),
  };
}

/** Rows of the downline list and the member detail: who, balance, team counts, own and team figures. */
async function toDownlineRows(
  db: Executor,
  members: readonly TeamMemberRow[],
  range: { fromDay: number; toDay: number },
  depthOffset: number,
): Promise<DownlineRow[]> {
  const ids = members.map((member) => member.id);
  const [balances, counts, own, teams, logins] = await Promise.all([
    selectMainBalances(db, ids),
    countTeams(db, ids),
    sumMemberDays(db, ids, range.fromDay, range.toDay),
    sumTeamDays(db, ids, range.fromDay, range.toDay),
    selectLastLogins(db, ids),
  ]);
  return members.map((member) => {
    const team = counts.get(member.id);
    const lastLogin = logins.get(member.id);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      isAgent: isAgentType(member.type),
      uplineId: member.parent_id,
      depth: member.depth + depthOffset,
      status: member.status,
      createdAt: new Date(member.created_at).toISOString(),
      lastLoginAt: lastLogin === undefined ? null : new Date(lastLogin).toISOString(),
      balance: balances.get(member.id) ?? 0,
      directMembers: team?.directMembers ?? 0,
      teamSize: team?.teamSize ?? 0,
      figures: toFigures(own.get(member.id)),
      teamFigures: toFigures(addFigures(own.get(member.id), teams.get(member.id))),
    };
  });
}

/** Downline management: the direct members (or everyone) below the agent or a sub-agent, paged, sorted, searched. */
export async function listDownline(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: DownlineQuery,
  now: number = Date.now(),
): Promise<DownlinePage> {
  const { db } = handle;
  const root = await resolveRoot(db, agent, query.parentId);
  const period = resolvePeriod(query, now, await reportOffset(handle));
  const filter = {
    parentId: root.id,
    scope: query.scope,
    search: query.search,
    memberKind: query.memberKind,
    agentTypes: AGENT_TYPES,
    fromDay: period.fromDay,
    toDay: period.toDay,
    sort: query.sort,
    order: query.order,
  };
  const [total, members, crumbs] = await Promise.all([
    countDownline(db, filter),
    selectDownlinePage(db, filter, toLimitOffset(query)),
    breadcrumb(db, agent, root),
  ]);
  return {
    ...toPage(await toDownlineRows(db, members, period, root.depth), query, total),
    range: period.resolved,
    breadcrumb: crumbs,
  };
}

function maskMobile(mobile: string | null): string | null {
  return mobile === null ? null : `${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;
}

function maskEmail(email: string | null): string | null {
  if (email === null) {
    return null;
  }
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** One member of the team: its row, where it sits, masked contact details, its bets by game type. */
export async function getDownlineDetail(
  handle: DatabaseHandle,
  agent: MemberRow,
  memberId: number,
  query: PeriodQuery,
  now: number = Date.now(),
): Promise<DownlineDetail> {
  const { db } = handle;
  const depth = await requireTeamMember(db, agent, memberId);
  const offset = await reportOffset(handle);
  const period = resolvePeriod(query, now, offset);
  const [member] = await selectMembers(db, [memberId]);
  if (member === undefined) {
    throw new AppError('not.found');
  }
  const [row] = await toDownlineRows(db, [member], period, depth);
  const byGameType = await sumBetsByGameType(db, {
    memberId,
    from: period.fromDay * 86_400_000 - offset * 60_000,
    to: (period.toDay + 1) * 86_400_000 - offset * 60_000,
  });
  return {
    member: row ?? (await toDownlineRows(db, [member], period, depth))[0]!,
    range: period.resolved,
    breadcrumb: await breadcrumb(db, agent, { id: memberId, depth }),
    mobileMasked: maskMobile(member.mobile),
    emailMasked: maskEmail(member.email),
    byGameType: byGameType.map((entry) => ({
      gameType: entry.gameType,
      betCount: entry.betCount,
      stake: entry.validBet,
      validBet: entry.validBet,
      payout: entry.payout,
      profit: entry.profit,
    })),
  };
}

/** Downline transaction details: a team member's account record, as the member's own page shows it. */
export async function listDownlineTransactions(
  handle: DatabaseHandle,
  agent: MemberRow,
  memberId: number,
  query: TransactionQuery,
  now: number = Date.now(),
): Promise<TransactionPage> {
  await requireTeamMember(handle.db, agent, memberId);
  return listTransactions(handle, memberId, query, now);
}

/** The agent's referral link: its invitation code, the registration address with it, who joined through it. */
export async function getReferralInfo(handle: DatabaseHandle, agent: MemberRow): Promise<ReferralInfo> {
  if (agent.affiliate_code === null) {
    throw new AppError('not.found');
  }
  const settings = await getDeploymentSettings(handle);
  const path = `/register?referralCode=${encodeURIComponent(agent.affiliate_code)}`;
  return {
    code: agent.affiliate_code,
    link: settings.mainDomain === '' ? path : `https://${settings.mainDomain}${path}`,
    registeredCount: await countReferredMembers(handle.db, agent.id),
  };
}

/** The members that registered with the agent's code, newest first. */
export async function listReferralMembers(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: ReferralMembersQuery,
  now: number = Date.now(),
): Promise<ReferralMemberPage> {
  const range = resolveTimeRange(query, now);
  const { rows, total } = await selectReferredMembers(
    handle.db,
    { agentId: agent.id, ...range },
    toLimitOffset(query),
  );
  return toPage(
    rows.map((row) => ({
      id: row.id,
      account: row.username,
      nickname: row.nickname,
      type: row.type,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    query,
    total,
  );
}

/** A team member named by id or user name, or undefined for the whole team; not.found outside the team. */
async function resolveMemberFilter(
  db: Executor,
  agent: MemberRow,
  filter: { memberId?: number | undefined; account?: string | undefined },
): Promise<number | undefined> {
  let memberId = filter.memberId;
  if (filter.account !== undefined) {
    const found = await selectTeamMemberByUsername(db, agent.id, filter.account);
    if (found === undefined || (memberId !== undefined && memberId !== found)) {
      throw new AppError('not.found');
    }
    memberId = found;
  }
  if (memberId !== undefined) {
    await requireTeamMember(db, agent, memberId);
  }
  return memberId;
}

function pickName(names: string | null, language: Language, fallback: string): string {
  if (names === null) {
    return fallback;
  }
  const parsed = JSON.parse(names) as Partial<Record<string, string>>;
  return parsed[language] ?? parsed.en ?? fallback;
}

/** Team betting: the team's bets, newest first, filtered by member, vendor, game type and time. */
export async function listTeamBets(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: TeamBetQuery,
  language: Language,
  now: number = Date.now(),
): Promise<TeamBetPage> {
  const { db } = handle;
  const memberId = await resolveMemberFilter(db, agent, query);
  const range = resolveTimeRange(query, now);
  const team = (await countTeams(db, [agent.id])).get(agent.id);
  const page = toLimitOffset(query);
  const rows = await selectTeamBets(
    db,
    {
      agentId: agent.id,
      teamSize: team?.teamSize ?? 0,
      memberId,
      vendorCode: query.vassalage,
      gameType: query.gameType,
      ...range,
    },
    { limit: page.limit + 1, offset: page.offset },
  );
  return {
    content: rows.slice(0, page.limit).map((row) => {
      const measured = measureBetRecord({
        kind: row.kind,
        stake: row.stake,
        payout: row.payout,
        status: row.status,
      });
      const isOpen = row.status === 'unsettled';
      return {
        id: String(row.id),
        time: new Date(row.placed_at).toISOString(),
        vassalage: row.vendor_code,
        vendorName: row.vendor_name ?? row.vendor_code,
        gameCode: row.game_code,
        gameName: pickName(row.game_names, language, row.game_code),
        gameType: row.game_type,
        roundId: row.round_id,
        stake: row.stake,
        validBet: measured.valid_bet,
        payout: isOpen ? null : row.payout,
        profit: isOpen ? null : measured.profit,
        status: betRecordStatusSchema.parse(row.status),
        memberId: row.member_id,
        account: row.username,
      };
    }),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    hasMore: rows.length > page.limit,
  };
}

/** User loss statements: each team member's own figures over the period, with the totals of all of them. */
export async function listTeamProfit(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: TeamProfitQuery,
  now: number = Date.now(),
): Promise<TeamProfitPage> {
  const { db } = handle;
  const root = await resolveRoot(db, agent, query.parentId);
  const memberId = await resolveMemberFilter(db, agent, { account: query.account });
  const period = resolvePeriod(query, now, await reportOffset(handle));
  const { rows, total, totals } = await selectTeamMemberFigures(
    db,
    {
      agentId: root.id,
      memberId,
      fromDay: period.fromDay,
      toDay: period.toDay,
      sort: query.sort,
      order: query.order,
    },
    toLimitOffset(query),
  );
  return {
    ...toPage(
      rows.map((row) => ({
        memberId: row.member_id,
        account: row.username,
        isAgent: isAgentType(row.type),
        depth: row.depth + root.depth,
        figures: toFigures(row),
      })),
      query,
      total,
    ),
    range: period.resolved,
    totals: toFigures(totals),
  };
}

const INCOME_TRANSFER_KINDS: Record<string, IncomeKind> = {
  commission: 'commission',
  bonus: 'bonus',
  team_transfer: 'transfer_in',
};

/** The agent's own income over a period: what arrived in its wallets as commission, bonus or team transfers. */
export async function getIncomeReport(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: PeriodQuery,
  now: number = Date.now(),
): Promise<IncomeReport> {
  const offset = await reportOffset(handle);
  const period = resolvePeriod(query, now, offset);
  const accounts = await listMemberAccounts(handle.db, agent.id, ['member_main', 'member_vendor']);
  const rows = await selectIncomingTransfers(handle.db, {
    accountIds: accounts.map((account) => account.id),
    kinds: Object.keys(INCOME_TRANSFER_KINDS),
    from: period.fromDay * 86_400_000 - offset * 60_000,
    to: (period.toDay + 1) * 86_400_000 - offset * 60_000,
  });
  const byKind = new Map<IncomeKind, { amount: number; count: number }>(
    INCOME_KINDS.map((kind) => [kind, { amount: 0, count: 0 }]),
  );
  const byDay = new Map<number, number>();
  for (const row of rows) {
    const kind = INCOME_TRANSFER_KINDS[row.kind];
    const entry = kind === undefined ? undefined : byKind.get(kind);
    if (entry === undefined) {
      continue;
    }
    entry.amount += row.amount;
    entry.count += 1;
    const day = toReportDay(row.created_at, offset);
    byDay.set(day, (byDay.get(day) ?? 0) + row.amount);
  }
  return {
    range: period.resolved,
    byKind: [...byKind].map(([kind, entry]) => ({ kind, ...entry })),
    total: [...byKind.values()].reduce((sum, entry) => sum + entry.amount, 0),
    days: [...byDay]
      .sort(([left], [right]) => left - right)
      .map(([day, amount]) => ({ date: formatReportDay(day), amount })),
  };
}

/** Team transaction: the team's deposits and withdrawals, newest first, with the completed totals. */
export async function listTeamFunds(
  handle: DatabaseHandle,
  agent: MemberRow,
  query: TeamFundsQuery,
  now: number = Date.now(),
): Promise<TeamFundsPage> {
  const { db } = handle;
  const memberId = await resolveMemberFilter(db, agent, query);
  const range = resolveTimeRange(query, now);
  const { rows, total, deposits, withdrawals } = await selectTeamFunds(
    db,
    {
      agentId: agent.id,
      memberId,
      kind: query.kind,
      ...range,
      completedDeposit: ['COMPLETED'],
      completedWithdrawal: ['COMPLETED'],
    },
    toLimitOffset(query),
  );
  return {
    ...toPage(
      rows.map((row) => ({
        id: `${row.kind === 'DEPOSIT' ? 'deposit' : 'withdrawal'}:${row.id}`,
        kind: row.kind,
        memberId: row.member_id,
        account: row.username,
        amount: row.amount,
        fee: row.fee,
        status: row.status,
        channelCode: row.channel_code,
        time: new Date(row.created_at).toISOString(),
      })),
      query,
      total,
    ),
    totals: { deposits, withdrawals },
  };
}

/** Notices addressed to agents, in the request's language (or the deployment's default), newest first. */
export async function listAnnouncementsForAgents(
  handle: DatabaseHandle,
  query: { pageNum: number; pageSize: number },
  language: Language,
  now: number = Date.now(),
): Promise<AgentAnnouncementPage> {
  const { rows, total } = await listAgentNotices(handle, language, toLimitOffset(query), now);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      publishedAt: new Date(row.startsAt).toISOString(),
    })),
    query,
    total,
  );
}
