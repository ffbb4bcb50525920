import {
  DEFAULT_INACTIVITY_MINUTES,
  GAMBLING_LIMIT_KINDS,
  GAMBLING_LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  PLAY_LIMIT_KINDS,
} from '@plaza/contracts/responsible-gambling';
import type {
  ConfirmGamblingLimitRequest,
  GamblingControls,
  GamblingLimit,
  GamblingLimitKind,
  GamblingLimitPeriod,
  OperatorGamblingControls,
  PlaySettings,
  SetGamblingLimitRequest,
  SetPlaySettingsRequest,
  TakeBreakRequest,
} from '@plaza/contracts/responsible-gambling';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  blockMemberUntil,
  findMemberById,
  lockMember,
  PERMANENT_BLOCK_UNTIL,
  SELF_BLOCKED_STATUS,
} from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { applySessionTimeLimit, findSessionPlayEnd } from '../accounts/member-session.service';
import { sumMemberPlay } from '../bets/bets.service';
import { sendSystemMessage } from '../inbox/inbox.service';
import {
  insertBlock,
  selectBlocks,
  selectLimits,
  selectLimitsInForce,
  selectLimitsOfKind,
  selectPlaySetting,
  upsertLimit,
  upsertPlaySetting,
} from './responsible-gambling.repository';
import type { GamblingLimitRow } from './responsible-gambling.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How far back each period counts: a rolling 24 hours, 7 days and 30 days. */
export const PERIOD_MS: Record<GamblingLimitPeriod, number> = {
  DAY: DAY_MS,
  WEEK: 7 * DAY_MS,
  MONTH: 30 * DAY_MS,
};

/** A stored amount (PostgreSQL may answer a bigint as text) as a number, or null. */
function toAmount(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function toLimit(
  kind: GamblingLimitKind,
  period: GamblingLimitPeriod,
  row: GamblingLimitRow | undefined,
): GamblingLimit {
  const amount = toAmount(row?.amount ?? null);
  const pendingFrom = row?.pending_from ?? null;
  return {
    kind,
    period,
    amount,
    pending:
      pendingFrom === null
        ? null
        : {
            amount: toAmount(row?.pending_amount ?? null),
            confirmableFrom: new Date(Number(pendingFrom)).toISOString(),
          },
  };
}

/** The caller's session, whose end of play time the member's own controls show. */
interface CallerSession {
  token: string;
  now: number;
}

async function readPlaySettings(
  db: Executor,
  memberId: number,
  session: CallerSession | undefined,
): Promise<PlaySettings> {
  const [member, setting] = await Promise.all([
    findMemberById(db, memberId),
    selectPlaySetting(db, memberId),
  ]);
  const pendingFrom = setting?.pending_from ?? null;
  const endsAt = session === undefined ? null : await findSessionPlayEnd(db, session.token, session.now);
  return {
    sessionMinutes: member?.session_limit_minutes ?? null,
    sessionPending:
      pendingFrom === null
        ? null
        : {
            minutes: setting?.pending_session_minutes ?? null,
            confirmableFrom: new Date(Number(pendingFrom)).toISOString(),
          },
    realityCheckMinutes: setting?.reality_check_minutes ?? 0,
    inactivityMinutes: setting?.inactivity_minutes ?? DEFAULT_INACTIVITY_MINUTES,
    sessionEndsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
  };
}

async function readControls(
  db: Executor,
  memberId: number,
  session?: CallerSession,
): Promise<GamblingControls> {
  const rows = await selectLimits(db, memberId);
  return {
    playSettings: await readPlaySettings(db, memberId, session),
    limits: GAMBLING_LIMIT_KINDS.flatMap((kind) =>
      GAMBLING_LIMIT_PERIODS.map((period) =>
        toLimit(
          kind,
          period,
          rows.find((row) => row.kind === kind && row.period === period),
        ),
      ),
    ),
  };
}

/**
 * The member's limits, each kind and period, with any raise waiting for its confirmation, and their play settings
 * with the end of the calling session's play time.
 */
export function getGamblingControls(
  handle: DatabaseHandle,
  member: MemberRow,
  token: string,
  now: number = Date.now(),
): Promise<GamblingControls> {
  return readControls(handle.db, member.id, { token, now });
}

/**
 * Sets the member's play settings (docs/decisions/057-session-time-limit.md): reality checks and the inactivity
 * sign-out at once; a first or lower session-time limit at once, also over the member's open sessions (the time
 * played counts), cancelling a waiting raise; a higher one or none waits 24 hours and the member's confirmation.
 */
export async function setPlaySettings(
  handle: DatabaseHandle,
  member: MemberRow,
  token: string,
  request: SetPlaySettingsRequest,
  now: number = Date.now(),
): Promise<GamblingControls> {
  return runInTransaction(handle, async (db) => {
    const current = (await findMemberById(db, member.id))?.session_limit_minutes ?? null;
    const stored = await selectPlaySetting(db, member.id);
    const wanted = request.sessionMinutes;
    const isTighter = wanted !== null && (current === null || wanted <= current);
    let pending: { minutes: number | null; from: number | null } = {
      minutes: stored?.pending_session_minutes ?? null,
      from: stored?.pending_from ?? null,
    };
    if (isTighter) {
      await applySessionTimeLimit(db, member.id, wanted, now);
      pending = { minutes: null, from: null };
    } else if (wanted !== current && !(pending.from !== null && pending.minutes === wanted)) {
      // A raise asked for again (the other settings changing) keeps its time; a new one starts its 24 hours.
      pending = { minutes: wanted, from: now + LIMIT_RAISE_DELAY_HOURS * HOUR_MS };
    }
    await upsertPlaySetting(db, {
      member_id: member.id,
      reality_check_minutes: request.realityCheckMinutes,
      inactivity_minutes: request.inactivityMinutes,
      pending_session_minutes: pending.minutes,
      pending_from: pending.from,
      updated_at: now,
    });
    return readControls(db, member.id, { token, now });
  });
}

/**
 * Confirms a raise (or removal) of the session-time limit whose 24 hours have passed (409 gambling.limit.not.due
 * before; 404 not.found when none waits): it applies to the sessions opened from then on.
 */
export async function confirmSessionLimit(
  handle: DatabaseHandle,
  member: MemberRow,
  token: string,
  now: number = Date.now(),
): Promise<GamblingControls> {
  return runInTransaction(handle, async (db) => {
    const stored = await selectPlaySetting(db, member.id);
    if (stored === undefined || stored.pending_from === null) {
      throw new AppError('not.found');
    }
    if (now < Number(stored.pending_from)) {
      throw new AppError('gambling.limit.not.due', {
        confirmableFrom: new Date(Number(stored.pending_from)).toISOString(),
      });
    }
    await applySessionTimeLimit(db, member.id, stored.pending_session_minutes, now);
    await upsertPlaySetting(db, {
      ...stored,
      pending_session_minutes: null,
      pending_from: null,
      updated_at: now,
    });
    return readControls(db, member.id, { token, now });
  });
}

/**
 * Sets a limit (the caller's `token` shows its session's end of play time in the answer)
 * (docs/decisions/051-responsible-gambling.md, reference UK RTS 12 and Brazil's Portaria 1.231): a first
 * limit or a lower one applies at once, and cancels a waiting raise; a higher one or none waits 24 hours and then
 * the member's confirmation, the limit in force staying until then.
 */
export async function setGamblingLimit(
  handle: DatabaseHandle,
  member: MemberRow,
  request: SetGamblingLimitRequest,
  now: number = Date.now(),
  token?: string,
): Promise<GamblingControls> {
  return runInTransaction(handle, async (db) => {
    const rows = await selectLimitsOfKind(db, member.id, request.kind);
    const row = rows.find((entry) => entry.period === request.period);
    const current = toAmount(row?.amount ?? null);
    const isTighter = request.amount !== null && (current === null || request.amount <= current);
    if (isTighter || (current === null && request.amount === null)) {
      await upsertLimit(db, {
        member_id: member.id,
        kind: request.kind,
        period: request.period,
        amount: request.amount,
        pending_amount: null,
        pending_from: null,
        updated_at: now,
      });
    } else {
      await upsertLimit(db, {
        member_id: member.id,
        kind: request.kind,
        period: request.period,
        amount: current,
        pending_amount: request.amount,
        pending_from: now + LIMIT_RAISE_DELAY_HOURS * HOUR_MS,
        updated_at: now,
      });
    }
    return readControls(db, member.id, token === undefined ? undefined : { token, now });
  });
}

/**
 * Confirms a raise whose 24 hours have passed (409 gambling.limit.not.due before; 404 not.found when none waits);
 * the member's inbox gets a message that the new limit is in force.
 */
export async function confirmGamblingLimit(
  handle: DatabaseHandle,
  member: MemberRow,
  request: ConfirmGamblingLimitRequest,
  now: number = Date.now(),
  token?: string,
): Promise<GamblingControls> {
  return runInTransaction(handle, async (db) => {
    const rows = await selectLimitsOfKind(db, member.id, request.kind);
    const row = rows.find((entry) => entry.period === request.period);
    if (row === undefined || row.pending_from === null) {
      throw new AppError('not.found');
    }
    if (now < Number(row.pending_from)) {
      throw new AppError('gambling.limit.not.due', {
        confirmableFrom: new Date(Number(row.pending_from)).toISOString(),
      });
    }
    await upsertLimit(db, {
      member_id: member.id,
      kind: request.kind,
      period: request.period,
      amount: row.pending_amount,
      pending_amount: null,
      pending_from: null,
      updated_at: now,
    });
    await sendSystemMessage(db, { memberId: member.id, topic: 'limit.applied', limit: request.kind, now });
    return readControls(db, member.id, token === undefined ? undefined : { token, now });
  });
}

/**
 * Refuses (403 gambling.limit.reached) an amount that would take the member past a limit of `kind` in any of its
 * periods. `usedSince(from)` answers what already counts since `from` (the caller's own records: the deposits);
 * call it inside the transaction that then records the amount.
 */
export async function requireWithinLimits(
  db: Executor,
  memberId: number,
  kind: GamblingLimitKind,
  amount: number,
  now: number,
  usedSince: (from: number) => Promise<number>,
): Promise<void> {
  const rows = (await selectLimitsOfKind(db, memberId, kind)).filter((row) => row.amount !== null);
  if (rows.length > 0) {
    // The member's row lock makes two concurrent amounts count one after the other (PostgreSQL).
    await lockMember(db, memberId);
  }
  for (const row of rows) {
    if (row.amount === null) {
      continue;
    }
    const period = row.period as GamblingLimitPeriod;
    const used = await usedSince(now - PERIOD_MS[period]);
    if (used + amount > Number(row.amount)) {
      throw new AppError('gambling.limit.reached', {
        period,
        limit: Number(row.amount),
        remaining: Math.max(Number(row.amount) - used, 0),
      });
    }
  }
}

/** When a break asked for at `now` ends: days for a time-out, calendar months or never for a self-exclusion. */
export function breakEnd(request: TakeBreakRequest, now: number): number {
  if (request.kind === 'TIMEOUT') {
    return now + request.days * DAY_MS;
  }
  if (request.months === null) {
    return PERMANENT_BLOCK_UNTIL;
  }
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + request.months);
  return end.getTime();
}

/**
 * Starts a time-out or a self-exclusion at once: the member's sessions end, login, deposits and play are refused
 * until it ends, and nothing lifts it early (a new break only ever lengthens one in force).
 */
export async function takeBreak(
  handle: DatabaseHandle,
  member: MemberRow,
  request: TakeBreakRequest,
  now: number = Date.now(),
): Promise<void> {
  const until = breakEnd(request, now);
  await runInTransaction(handle, async (db) => {
    const current = await lockMember(db, member.id);
    if (current === undefined || !(await blockMemberUntil(db, current, until))) {
      throw new AppError('not.logged.in');
    }
    await insertBlock(db, {
      member_id: member.id,
      kind: request.kind,
      starts_at: now,
      ends_at: until >= PERMANENT_BLOCK_UNTIL ? null : until,
    });
  });
}

/** A member's limits and breaks, for the operator (404 not.found for no such member). */
export async function getOperatorGamblingControls(
  handle: DatabaseHandle,
  memberId: number,
  now: number = Date.now(),
): Promise<OperatorGamblingControls> {
  const member = await findMemberById(handle.db, memberId);
  if (member === undefined) {
    throw new AppError('not.found');
  }
  const [controls, blocks] = await Promise.all([
    readControls(handle.db, memberId),
    selectBlocks(handle.db, memberId),
  ]);
  return {
    ...controls,
    breaks: blocks.map((block) => ({
      kind: block.kind === 'EXCLUSION' ? 'EXCLUSION' : 'TIMEOUT',
      startsAt: new Date(Number(block.starts_at)).toISOString(),
      endsAt: block.ends_at === null ? null : new Date(Number(block.ends_at)).toISOString(),
    })),
    isBlocked: member.status === SELF_BLOCKED_STATUS && (member.blocked_until ?? PERMANENT_BLOCK_UNTIL) > now,
  };
}

/** A loss or wager limit in force, and what the member already lost or wagered in its window. */
interface PlayLimitUse {
  kind: (typeof PLAY_LIMIT_KINDS)[number];
  period: GamblingLimitPeriod;
  limit: number;
  used: number;
}

/**
 * A member's loss and wager limits with what counts against them, read once and then kept current by the caller
 * as it takes stakes (docs/decisions/054-play-limits.md): a stake counts in full as a loss until it pays back.
 */
export class PlayLimits {
  constructor(private readonly uses: PlayLimitUse[]) {}

  /** The limit a stake would take the member past, or undefined when it fits every one. */
  findBreach(
    stake: number,
  ): { kind: string; period: GamblingLimitPeriod; limit: number; remaining: number } | undefined {
    const breached = this.uses.find((use) => use.used + stake > use.limit);
    return breached === undefined
      ? undefined
      : {
          kind: breached.kind,
          period: breached.period,
          limit: breached.limit,
          remaining: Math.max(breached.limit - breached.used, 0),
        };
  }

  /** Counts a stake taken. */
  addStake(stake: number): void {
    for (const use of this.uses) {
      use.used += stake;
    }
  }

  /** Counts a payout (it lowers the loss, not the wagers). */
  addPayout(amount: number): void {
    for (const use of this.uses) {
      if (use.kind === 'LOSS') {
        use.used -= amount;
      }
    }
  }
}

/**
 * The loss and wager limits of each of `memberIds` that has one, with what already counts against each: one read
 * for all, then a sum of the member's bet records per window only for members with a limit.
 */
export async function readPlayLimits(
  db: Executor,
  memberIds: readonly number[],
  now: number,
): Promise<Map<number, PlayLimits>> {
  const rows = await selectLimitsInForce(db, memberIds, PLAY_LIMIT_KINDS);
  const byMember = new Map<number, GamblingLimitRow[]>();
  for (const row of rows) {
    const memberId = Number(row.member_id);
    byMember.set(memberId, [...(byMember.get(memberId) ?? []), row]);
  }
  const limits = new Map<number, PlayLimits>();
  for (const [memberId, memberRows] of byMember) {
    const uses: PlayLimitUse[] = [];
    for (const row of memberRows) {
      const period = row.period as GamblingLimitPeriod;
      const play = await sumMemberPlay(db, memberId, now - PERIOD_MS[period]);
      const kind = row.kind === 'LOSS' ? 'LOSS' : 'WAGER';
      uses.push({
        kind,
        period,
        limit: Number(row.amount),
        used: kind === 'LOSS' ? Math.max(play.wagered - play.paid, 0) : play.wagered,
      });
    }
    limits.set(memberId, new PlayLimits(uses));
  }
  return limits;
}

/**
 * Refuses (403 gambling.limit.reached, with the kind, period, limit and what remains) a stake that would take the
 * member past a loss or wager limit; Plaza's own games ask before they place a bet, so the player reads why.
 */
export async function requirePlayWithinLimits(
  db: Executor,
  memberId: number,
  stake: number,
  now: number,
): Promise<void> {
  const breach = (await readPlayLimits(db, [memberId], now)).get(memberId)?.findBreach(stake);
  if (breach !== undefined) {
    throw new AppError('gambling.limit.reached', breach);
  }
}
