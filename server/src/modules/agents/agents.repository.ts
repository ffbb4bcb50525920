import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';

import type { Executor } from '../../db/transaction';
import { countTeams, teamMember, teamRows, teamSizes } from '../team-tree/team-tree.service';

/*
 * The agent center's SQL. Team queries start from the downline tree's closure (team-tree's `teamRows`: an agent's rows are
 * everyone below it, by its primary key) and read the daily figures of `agent_member_day` / `agent_team_day`,
 * never raw bets; the lists that show single bets or payments read those tables by member and time.
 */

/** The figure columns of the daily tables, in contract order. */
export const FIGURE_COLUMNS = [
  'deposits',
  'withdrawals',
  'bet_count',
  'bet_amount',
  'valid_bet',
  'payout',
  'profit_loss',
  'bonus',
  'rebate',
] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];
export type FigureRow = Record<FigureColumn, number>;

export const ZERO_FIGURES: FigureRow = {
  deposits: 0,
  withdrawals: 0,
  bet_count: 0,
  bet_amount: 0,
  valid_bet: 0,
  payout: 0,
  profit_loss: 0,
  bonus: 0,
  rebate: 0,
};

function sumFigureColumns(prefix: string) {
  return FIGURE_COLUMNS.map((column) =>
    sql<number | string>`coalesce(sum(${sql.ref(`${prefix}.${column}`)}), 0)`.as(column),
  );
}

function toFigureRow(row: Record<string, unknown>): FigureRow {
  return Object.fromEntries(FIGURE_COLUMNS.map((column) => [column, Number(row[column] ?? 0)])) as FigureRow;
}

// ------------------------------------------------------------------------------------------------------------
// Members of a team

export interface TeamMemberRow {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  status: string;
  parent_id: number | null;
  created_at: number;
  email: string | null;
  mobile: string | null;
  /** Levels below the ancestor the query started from. */
  depth: number;
}

const MEMBER_COLUMNS = [
  'member.id',
  'member.username',
  'member.nickname',
  'member.type',
  'member.status',
  'member.parent_id',
  'member.created_at',
  'member.email',
  'member.mobile',
] as const;

function toTeamMemberRow(row: Record<string, unknown>): TeamMemberRow {
  return {
    id: Number(row.id),
    username: String(row.username),
    nickname: (row.nickname as string | null) ?? null,
    type: Number(row.type),
    status: String(row.status),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    created_at: Number(row.created_at),
    email: (row.email as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    depth: Number(row.depth ?? 0),
  };
}

/** Members by id, as the agent center shows them (depth 0). */
export async function selectMembers(db: Executor, ids: readonly number[]): Promise<TeamMemberRow[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await db.selectFrom('member').select(MEMBER_COLUMNS).where('member.id', 'in', ids).execute();
  return rows.map(toTeamMemberRow);
}

/** A team member whose user name is `username` (exactly, stored lower-case), below `agentId`. */
export async function selectTeamMemberByUsername(
  db: Executor,
  agentId: number,
  username: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('member')
    .innerJoin(teamRows(db, agentId).as('team'), 'team.member_id', 'member.id')
    .select('member.id')
    .where('member.username', '=', username.toLowerCase())
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

export interface DownlineFilter {
  parentId: number;
  scope: 'DIRECT' | 'ALL';
  search?: string | undefined;
  memberKind: 'ALL' | 'MEMBER' | 'AGENT';
  agentTypes: readonly number[];
  fromDay: number;
  toDay: number;
  sort:
    'createdAt' | 'account' | 'teamSize' | 'balance' | 'deposits' | 'withdrawals' | 'validBet' | 'profitLoss';
  order: 'asc' | 'desc';
}

function downlineBase(db: Executor, filter: DownlineFilter) {
  let query = db
    .selectFrom(teamRows(db, filter.parentId, { directOnly: filter.scope === 'DIRECT' }).as('team'))
    .innerJoin('member', 'member.id', 'team.member_id');
  if (filter.search !== undefined) {
    const prefix = `${filter.search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('member.username', 'like', sql<string>`${prefix} escape '\\'`),
        eb(sql`lower(member.nickname)`, 'like', sql<string>`${prefix} escape '\\'`),
      ]),
    );
  }
  if (filter.memberKind !== 'ALL') {
    query = query.where('member.type', filter.memberKind === 'AGENT' ? 'in' : 'not in', filter.agentTypes);
  }
  return query;
}

/** Whether the filter needs the members' own columns (a search or a kind), or the tree's rows alone answer it. */
function needsMemberColumns(filter: DownlineFilter): boolean {
  return filter.search !== undefined || filter.memberKind !== 'ALL';
}

/** The tree's rows below the filter's parent (all, or the direct ones), without the members' rows. */
function downlineTreeRows(db: Executor, filter: DownlineFilter) {
  return db.selectFrom(teamRows(db, filter.parentId, { directOnly: filter.scope === 'DIRECT' }).as('team'));
}

/**
 * How many members the downline filter selects. Without a search or a kind it is the parent's team counts, kept
 * with the tree in the same transactions (team-tree module's `countTeams`).
 */
export async function countDownline(db: Executor, filter: DownlineFilter): Promise<number> {
  if (!needsMemberColumns(filter)) {
    const counts = (await countTeams(db, [filter.parentId])).get(filter.parentId);
    return filter.scope === 'DIRECT' ? (counts?.directMembers ?? 0) : (counts?.teamSize ?? 0);
  }
  const row = await downlineBase(db, filter)
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const FIGURE_SORTS = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  validBet: 'valid_bet',
  profitLoss: 'profit_loss',
} as const;

/** A page of the downline filter, in its order (ties by id). */
export async function selectDownlinePage(
  db: Executor,
  filter: DownlineFilter,
  page: { limit: number; offset: number },
): Promise<TeamMemberRow[]> {
  const base = downlineBase(db, filter).select([...MEMBER_COLUMNS, 'team.depth as depth']);
  const direction = filter.order;
  let rows: Record<string, unknown>[];
  if (filter.sort === 'createdAt' && !needsMemberColumns(filter)) {
    // Registration order is id order (an id is given at registration): the page is read off the tree's index
    // (ancestor, descendant), and only its members' rows are read (docs/decisions/030-team-report-rollups.md).
    const tree = await downlineTreeRows(db, filter)
      .select(['team.member_id', 'team.depth'])
      .orderBy('team.member_id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const depths = new Map(tree.map((row) => [Number(row.member_id), Number(row.depth)]));
    const members = depths.size === 0 ? [] : await selectMembers(db, [...depths.keys()]);
    return members
      .map((member) => ({ ...member, depth: depths.get(member.id) ?? 0 }))
      .sort((left, right) => (direction === 'asc' ? left.id - right.id : right.id - left.id));
  } else if (filter.sort === 'createdAt' || filter.sort === 'account') {
    rows = await base
      .orderBy(filter.sort === 'createdAt' ? 'member.created_at' : 'member.username', direction)
      .orderBy('member.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  } else if (filter.sort === 'teamSize') {
    rows = await base
      .leftJoin(teamSizes(db).as('sizes'), 'sizes.member_id', 'member.id')
      .orderBy(sql`coalesce(sizes.team_size, 0)`, direction)
      .orderBy('member.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  } else if (filter.sort === 'balance') {
    rows = await base
      .leftJoin('ledger_account', (join) =>
        join.onRef('ledger_account.owner_id', '=', 'member.id').on('ledger_account.kind', '=', 'member_main'),
      )
      .orderBy(sql`coalesce(ledger_account.balance, 0)`, direction)
      .orderBy('member.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  } else {
    const column = FIGURE_SORTS[filter.sort];
    const sums = db
      .selectFrom('agent_member_day')
      .select([
        'agent_member_day.member_id',
        sql<number>`sum(${sql.ref(`agent_member_day.${column}`)})`.as('value'),
      ])
      .where('agent_member_day.day', '>=', filter.fromDay)
      .where('agent_member_day.day', '<=', filter.toDay)
      .where('agent_member_day.member_id', 'in', downlineBase(db, filter).select('member.id'))
      .groupBy('agent_member_day.member_id')
      .as('sums');
    rows = await base
      .leftJoin(sums, 'sums.member_id', 'member.id')
      .orderBy(sql`coalesce(sums.value, 0)`, direction)
      .orderBy('member.id', direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }
  return rows.map(toTeamMemberRow);
}

/** The members that joined `agentId` directly with its invitation or referral code, newest first. */
export async function selectReferredMembers(
  db: Executor,
  filter: { agentId: number; from: number; to: number },
  page: { limit: number; offset: number },
): Promise<{ rows: TeamMemberRow[]; total: number }> {
  const base = db
    .selectFrom(teamRows(db, filter.agentId, { directOnly: true, joinedVia: 'code' }).as('team'))
    .innerJoin('member', 'member.id', 'team.member_id')
    .where('member.created_at', '>=', filter.from)
    .where('member.created_at', '<', filter.to);
  const count = await base
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([...MEMBER_COLUMNS, 'team.depth as depth'])
    .orderBy('member.created_at', 'desc')
    .orderBy('member.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(toTeamMemberRow), total: Number(count.count) };
}

/** Everyone ever registered with the agent's code (still directly below it). */
export async function countReferredMembers(db: Executor, agentId: number): Promise<number> {
  const row = await db
    .selectFrom(teamRows(db, agentId, { directOnly: true, joinedVia: 'code' }).as('team'))
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Main-wallet balances of members (0 for a member without a wallet yet). */
export async function selectMainBalances(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('ledger_account')
    .select(['owner_id', 'balance'])
    .where('owner_id', 'in', memberIds)
    .where('kind', '=', 'member_main')
    .execute();
  return new Map(rows.map((row) => [Number(row.owner_id), Number(row.balance)]));
}

/** The last login of members (their newest session), when they have one. */
export async function selectLastLogins(
  db: Executor,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('member_session')
    .select(['member_id', (select) => select.fn.max('created_at').as('last_login')])
    .where('member_id', 'in', memberIds)
    .groupBy('member_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.member_id), Number(row.last_login)]));
}

// ------------------------------------------------------------------------------------------------------------
// Daily figures

/** Each member's own figures summed over report days [fromDay, toDay]. */
export async function sumMemberDays(
  db: Executor,
  memberIds: readonly number[],
  fromDay: number,
  toDay: number,
): Promise<Map<number, FigureRow>> {
  if (memberIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('agent_member_day as figures')
    .select(['figures.member_id', ...sumFigureColumns('figures')])
    .where('figures.member_id', 'in', memberIds)
    .where('figures.day', '>=', fromDay)
    .where('figures.day', '<=', toDay)
    .groupBy('figures.member_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.member_id), toFigureRow(row)]));
}

/** Each agent's team figures (everyone below it) summed over report days [fromDay, toDay]. */
export async function sumTeamDays(
  db: Executor,
  agentIds: readonly number[],
  fromDay: number,
  toDay: number,
): Promise<Map<number, FigureRow & { new_members: number }>> {
  if (agentIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('agent_team_day as figures')
    .select([
      'figures.agent_id',
      ...sumFigureColumns('figures'),
      sql<number | string>`coalesce(sum(figures.new_members), 0)`.as('new_members'),
    ])
    .where('figures.agent_id', 'in', agentIds)
    .where('figures.day', '>=', fromDay)
    .where('figures.day', '<=', toDay)
    .groupBy('figures.agent_id')
    .execute();
  return new Map(
    rows.map((row) => [Number(row.agent_id), { ...toFigureRow(row), new_members: Number(row.new_members) }]),
  );
}

export interface TeamDayRow extends FigureRow {
  day: number;
  new_members: number;
  active_members: number;
  active_gaps: string;
  team_balance: number;
}

/** An agent's team rows of report days [fromDay, toDay], oldest first (days without a row left out). */
export async function selectTeamDays(
  db: Executor,
  agentId: number,
  fromDay: number,
  toDay: number,
): Promise<TeamDayRow[]> {
  const rows = await db
    .selectFrom('agent_team_day')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    ...toFigureRow(row),
    day: Number(row.day),
    new_members: Number(row.new_members),
    active_members: Number(row.active_members),
    active_gaps: row.active_gaps,
    team_balance: Number(row.team_balance),
  }));
}

/** The team balance of an agent's newest team row, with its day. */
export async function selectLatestTeamBalance(
  db: Executor,
  agentId: number,
): Promise<{ day: number; team_balance: number } | undefined> {
  const row = await db
    .selectFrom('agent_team_day')
    .select(['day', 'team_balance'])
    .where('agent_id', '=', agentId)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : { day: Number(row.day), team_balance: Number(row.team_balance) };
}

/** Members of the team below `agentId` with figures in [fromDay, toDay], their own sums, in the asked order. */
export async function selectTeamMemberFigures(
  db: Executor,
  filter: {
    agentId: number;
    memberId?: number | undefined;
    fromDay: number;
    toDay: number;
    sort: 'profitLoss' | 'validBet' | 'deposits' | 'account';
    order: 'asc' | 'desc';
  },
  page: { limit: number; offset: number },
): Promise<{
  rows: (FigureRow & { member_id: number; username: string; type: number; depth: number })[];
  total: number;
  totals: FigureRow;
}> {
  const grouped = db
    .selectFrom('agent_member_day as figures')
    .innerJoin(teamRows(db, filter.agentId).as('team'), 'team.member_id', 'figures.member_id')
    .where('figures.day', '>=', filter.fromDay)
    .where('figures.day', '<=', filter.toDay)
    .$if(filter.memberId !== undefined, (query) =>
      query.where('figures.member_id', '=', filter.memberId ?? 0),
    )
    .select(['figures.member_id', 'team.depth', ...sumFigureColumns('figures')])
    .groupBy(['figures.member_id', 'team.depth'])
    .as('grouped');
  const totalsRow = await db
    .selectFrom(grouped)
    .select([
      (select) => select.fn.countAll<number | string>().as('count'),
      ...FIGURE_COLUMNS.map((column) =>
        sql<number | string>`coalesce(sum(${sql.ref(`grouped.${column}`)}), 0)`.as(column),
      ),
    ])
    .executeTakeFirstOrThrow();
  const orderColumn =
    filter.sort === 'account'
      ? sql.ref('member.username')
      : sql.ref(
          `grouped.${filter.sort === 'profitLoss' ? 'profit_loss' : filter.sort === 'validBet' ? 'valid_bet' : 'deposits'}`,
        );
  const rows = await db
    .selectFrom(grouped)
    .innerJoin('member', 'member.id', 'grouped.member_id')
    .selectAll('grouped')
    .select(['member.username', 'member.type'])
    .orderBy(orderColumn, filter.order)
    .orderBy('grouped.member_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map((row) => ({
      ...toFigureRow(row),
      member_id: Number(row.member_id),
      username: row.username,
      type: Number(row.type),
      depth: Number(row.depth),
    })),
    total: Number(totalsRow.count),
    totals: toFigureRow(totalsRow),
  };
}

// ------------------------------------------------------------------------------------------------------------
// Team bets and team payments

/** Teams up to this size read their bets member by member (their index); larger ones walk bets newest first. */
const SMALL_TEAM = 2000;

export interface TeamBetRow {
  id: number;
  member_id: number;
  username: string;
  vendor_code: string;
  vendor_name: string | null;
  game_code: string;
  game_names: string | null;
  game_type: string;
  round_id: string;
  kind: string;
  stake: number;
  payout: number;
  status: string;
  placed_at: number;
}

/** A page of the bets of everyone below `agentId` (or of one member of it), newest first. */
export async function selectTeamBets(
  db: Executor,
  filter: {
    agentId: number;
    teamSize: number;
    memberId?: number | undefined;
    vendorCode?: string | undefined;
    gameType?: string | undefined;
    from: number;
    to: number;
  },
  page: { limit: number; offset: number },
): Promise<TeamBetRow[]> {
  let query = db
    .selectFrom('bet_record')
    .innerJoin('member', 'member.id', 'bet_record.member_id')
    .leftJoin('game_vendor', 'game_vendor.code', 'bet_record.vendor_code')
    .leftJoin('game', (join) =>
      join
        .onRef('game.vendor_code', '=', 'bet_record.vendor_code')
        .onRef('game.game_code', '=', 'bet_record.game_code'),
    )
    .select([
      'bet_record.id',
      'bet_record.member_id',
      'member.username',
      'bet_record.vendor_code',
      'game_vendor.name as vendor_name',
      'bet_record.game_code',
      'game.names as game_names',
      'bet_record.game_type',
      'bet_record.round_id',
      'bet_record.kind',
      'bet_record.stake',
      'bet_record.payout',
      'bet_record.status',
      'bet_record.placed_at',
    ])
    .where('bet_record.placed_at', '>=', filter.from)
    .where('bet_record.placed_at', '<', filter.to);
  if (filter.memberId !== undefined) {
    query = query.where('bet_record.member_id', '=', filter.memberId);
  } else {
    const team = db.selectFrom(teamRows(db, filter.agentId).as('team')).select('team.member_id');
    query =
      filter.teamSize <= SMALL_TEAM
        ? query.where('bet_record.member_id', 'in', team)
        : query.where(
            (eb) => eb.exists(teamMember(db, filter.agentId, 'bet_record.member_id')) as Expression<SqlBool>,
          );
  }
  if (filter.vendorCode !== undefined) {
    query = query.where('bet_record.vendor_code', '=', filter.vendorCode);
  }
  if (filter.gameType !== undefined) {
    query = query.where('bet_record.game_type', '=', filter.gameType);
  }
  const rows = await query
    .orderBy('bet_record.placed_at', 'desc')
    .orderBy('bet_record.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    member_id: Number(row.member_id),
    stake: Number(row.stake),
    payout: Number(row.payout),
    placed_at: Number(row.placed_at),
  }));
}

export interface TeamFundsRow {
  kind: 'DEPOSIT' | 'WITHDRAWAL';
  id: number;
  member_id: number;
  username: string;
  amount: number;
  fee: number;
  status: string;
  channel_code: string;
  created_at: number;
}

export interface TeamFundsFilter {
  agentId: number;
  memberId?: number | undefined;
  kind: 'ALL' | 'DEPOSIT' | 'WITHDRAWAL';
  from: number;
  to: number;
  /** Statuses that count in the totals: a completed deposit, a completed withdrawal. */
  completedDeposit: readonly string[];
  completedWithdrawal: readonly string[];
}

function teamFundsQuery(db: Executor, filter: TeamFundsFilter) {
  const team = db.selectFrom(teamRows(db, filter.agentId).as('team')).select('team.member_id');
  const deposits = db
    .selectFrom('deposit')
    .select([
      sql<string>`'DEPOSIT'`.as('kind'),
      'deposit.id',
      'deposit.member_id',
      'deposit.amount',
      sql<number>`0`.as('fee'),
      'deposit.status',
      'deposit.channel_code',
      'deposit.created_at',
      sql<number>`case when deposit.status in (${sql.join(filter.completedDeposit)}) then 1 else 0 end`.as(
        'done',
      ),
    ])
    .where('deposit.created_at', '>=', filter.from)
    .where('deposit.created_at', '<', filter.to)
    .$if(filter.memberId !== undefined, (query) =>
      query.where('deposit.member_id', '=', filter.memberId ?? 0),
    )
    .$if(filter.memberId === undefined, (query) => query.where('deposit.member_id', 'in', team));
  const withdrawals = db
    .selectFrom('withdrawal')
    .select([
      sql<string>`'WITHDRAWAL'`.as('kind'),
      'withdrawal.id',
      'withdrawal.member_id',
      'withdrawal.amount',
      'withdrawal.fee',
      'withdrawal.status',
      'withdrawal.channel_code',
      'withdrawal.created_at',
      sql<number>`case when withdrawal.status in (${sql.join(filter.completedWithdrawal)}) then 1 else 0 end`.as(
        'done',
      ),
    ])
    .where('withdrawal.created_at', '>=', filter.from)
    .where('withdrawal.created_at', '<', filter.to)
    .$if(filter.memberId !== undefined, (query) =>
      query.where('withdrawal.member_id', '=', filter.memberId ?? 0),
    )
    .$if(filter.memberId === undefined, (query) => query.where('withdrawal.member_id', 'in', team));
  if (filter.kind === 'DEPOSIT') {
    return db.selectFrom(deposits.as('funds'));
  }
  if (filter.kind === 'WITHDRAWAL') {
    return db.selectFrom(withdrawals.as('funds'));
  }
  return db.selectFrom(deposits.unionAll(withdrawals).as('funds'));
}

/** The team's deposits and withdrawals of a range, newest first, with their count and completed totals. */
export async function selectTeamFunds(
  db: Executor,
  filter: TeamFundsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TeamFundsRow[]; total: number; deposits: number; withdrawals: number }> {
  const totals = await teamFundsQuery(db, filter)
    .select([
      (select) => select.fn.countAll<number | string>().as('count'),
      sql<
        number | string
      >`coalesce(sum(case when funds.kind = 'DEPOSIT' and funds.done = 1 then funds.amount else 0 end), 0)`.as(
        'deposits',
      ),
      sql<
        number | string
      >`coalesce(sum(case when funds.kind = 'WITHDRAWAL' and funds.done = 1 then funds.amount else 0 end), 0)`.as(
        'withdrawals',
      ),
    ])
    .executeTakeFirstOrThrow();
  const rows = await teamFundsQuery(db, filter)
    .innerJoin('member', 'member.id', 'funds.member_id')
    .selectAll('funds')
    .select('member.username')
    .orderBy('funds.created_at', 'desc')
    .orderBy('funds.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    rows: rows.map((row) => ({
      kind: row.kind === 'DEPOSIT' ? 'DEPOSIT' : 'WITHDRAWAL',
      id: Number(row.id),
      member_id: Number(row.member_id),
      username: row.username,
      amount: Number(row.amount),
      fee: Number(row.fee),
      status: row.status,
      channel_code: row.channel_code,
      created_at: Number(row.created_at),
    })),
    total: Number(totals.count),
    deposits: Number(totals.deposits),
    withdrawals: Number(totals.withdrawals),
  };
}

/** What arrived in a member's wallets of some transfer kinds in a range (its income), oldest first. */
export async function selectIncomingTransfers(
  db: Executor,
  filter: { accountIds: readonly number[]; kinds: readonly string[]; from: number; to: number },
): Promise<{ kind: string; amount: number; created_at: number }[]> {
  if (filter.accountIds.length === 0) {
    return [];
  }
  const rows = await db
    .selectFrom('ledger_transfer')
    .select(['kind', 'amount', 'created_at'])
    .where('credit_account_id', 'in', filter.accountIds)
    .where('kind', 'in', filter.kinds)
    .where('created_at', '>=', filter.from)
    .where('created_at', '<', filter.to)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    amount: Number(row.amount),
    created_at: Number(row.created_at),
  }));
}
