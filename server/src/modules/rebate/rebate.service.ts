import { GAME_CATEGORIES, gameCategorySchema } from '@plaza/contracts/system';
import type {
  RebateAccrual,
  RebateClaim,
  RebateRateList,
  RebateRates,
  RebateSummary,
} from '@plaza/contracts/rebate';

import type { DatabaseHandle } from '../../db/database';
import { runStatements } from '../../db/prepared-query';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { MemberRow } from '../accounts/members.service';
import { formatReportDay, toReportDay } from '../bets/bets.service';
import { getDeploymentSettings } from '../deployment/deployment.service';
import {
  ensureAccount,
  getMemberMainAccount,
  getMemberMainAccountIds,
  ledgerAccountCodes,
  postTransfers,
} from '../ledger/ledger.service';
import type { TransferRequest } from '../ledger/ledger.types';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import { addTurnoverRequirement } from '../payments/turnover.service';
import { sumRewardValidBetOfDay } from '../reward-valid-bet/reward-valid-bet.service';
import { getMemberLevels, listVipLevelRows } from '../vip/vip.service';
import type { VipLevelRow } from '../vip/vip.service';
import {
  insertAccrualsIfAbsent,
  insertAccrualsIfAbsentStatement,
  replaceRebateRates,
  selectDayAccruals,
  lockUnsealedDayAccrualsStatement,
  selectMemberAccruals,
  selectRebateRates,
  updateAccrual,
  writeSealedAccrualsStatement,
} from './rebate.repository';
import type { RebateAccrualRow } from './rebate.repository';

/** Basis points per level and game type. */
export type RateTable = ReadonlyMap<number, ReadonlyMap<string, number>>;

/** The rate table as the pass and the claim read it. */
export async function readRateTable(db: Executor): Promise<RateTable> {
  const table = new Map<number, Map<string, number>>();
  for (const row of await selectRebateRates(db)) {
    const level = table.get(row.vip_level) ?? new Map<string, number>();
    level.set(row.game_type, row.basis_points);
    table.set(row.vip_level, level);
  }
  return table;
}

/** A game type's place in the fixed order the daily cap is spent in (unknown types last). */
function gameTypeOrder(gameType: string): number {
  const index = (GAME_CATEGORIES as readonly string[]).indexOf(gameType);
  return index === -1 ? GAME_CATEGORIES.length : index;
}

/**
 * The rebate of one member's report day (docs/product/rebate-vip.md "Rebates"): each game type's settled valid bet
 * × the rate of the member's level, rounded down to a minor unit, the day's total held to the level's daily cap
 * (spent in the order of the game types).
 */
export function computeDayRebate(
  validBets: readonly { gameType: string; validBet: number }[],
  rates: ReadonlyMap<string, number> | undefined,
  dailyCap: number,
): { gameType: string; validBet: number; basisPoints: number; amount: number }[] {
  let left = dailyCap > 0 ? dailyCap : Number.MAX_SAFE_INTEGER;
  return [...validBets]
    .sort((a, b) => gameTypeOrder(a.gameType) - gameTypeOrder(b.gameType))
    .map((entry) => {
      const basisPoints = rates?.get(entry.gameType) ?? 0;
      const amount = Math.min(left, Math.floor((entry.validBet * basisPoints) / 10_000));
      left -= amount;
      return { gameType: entry.gameType, validBet: entry.validBet, basisPoints, amount };
    });
}

/** What pays a member's accruals: the ledger's bonus account and the deployment's currency. */
interface PaySource {
  bonusAccountId: number;
  currency: string;
}

async function openPaySource(db: Executor, currency: string, now: number): Promise<PaySource> {
  const bonus = await ensureAccount(
    db,
    { code: ledgerAccountCodes.bonus(), kind: 'bonus', ownerId: null, currency, allowNegative: true },
    now,
  );
  return { bonusAccountId: bonus.id, currency };
}

/**
 * Brings one member's accruals of report day `day` to `computed` and pays what was not paid of them, inside the
 * caller's transaction. `mode` 'pass' seals the day (ledger key `rebate:<member>:<day>:<game type>`: the daily pass
 * pays a day's remainder once); 'claim' leaves it open (key `rebate:<member>:<day>:<game type>:<paid so far>`: a
 * repeated claim of the same amount is the same transfer). An accrual sealed already is left alone; an accrual
 * another claim changed since it was read refuses (409 already.processed), so nothing is paid twice.
 */
export async function settleMemberDay(
  db: Executor,
  request: {
    memberId: number;
    day: number;
    computed: readonly { gameType: string; validBet: number; basisPoints: number; amount: number }[];
    mode: 'pass' | 'claim';
    level: VipLevelRow | undefined;
    source: PaySource;
    now: number;
  },
): Promise<number> {
  const { memberId, day, now } = request;
  const isSealing = request.mode === 'pass';
  await insertAccrualsIfAbsent(
    db,
    request.computed.map((entry) => ({
      member_id: memberId,
      day,
      game_type: entry.gameType,
      valid_bet: 0,
      basis_points: entry.basisPoints,
      amount: 0,
      paid_amount: 0,
      is_sealed: 0,
      updated_at: now,
    })),
  );
  const stored = await selectDayAccruals(db, { day, memberIds: [memberId] });
  const computed = new Map(request.computed.map((entry) => [entry.gameType, entry]));
  const transfers: TransferRequest[] = [];
  let main: number | undefined;
  let paid = 0;
  for (const row of stored) {
    if (row.is_sealed === 1) {
      continue;
    }
    const entry = computed.get(row.game_type);
    const amount = entry?.amount ?? row.amount;
    const pay = Math.max(0, amount - row.paid_amount);
    const next: RebateAccrualRow = {
      ...row,
      valid_bet: entry?.validBet ?? row.valid_bet,
      basis_points: entry?.basisPoints ?? row.basis_points,
      amount,
      paid_amount: row.paid_amount + pay,
      is_sealed: isSealing ? 1 : 0,
      updated_at: now,
    };
    if (!(await updateAccrual(db, next, row.paid_amount))) {
      throw new AppError('already.processed');
    }
    if (pay === 0) {
      continue;
    }
    main ??= (await getMemberMainAccount(db, memberId, request.source.currency, now)).id;
    const key = `rebate:${memberId}:${day}:${row.game_type}`;
    transfers.push({
      idempotencyKey: isSealing ? key : `${key}:${row.paid_amount}`,
      kind: 'commission',
      reference: key,
      debitAccountId: request.source.bonusAccountId,
      creditAccountId: main,
      amount: pay,
      metadata: { title: 'rebate', gameType: row.game_type, day: formatReportDay(day) },
    });
    paid += pay;
  }
  await postTransfers(db, transfers, now);
  const multiple = request.level?.rebate_turnover_x100 ?? 0;
  if (paid > 0 && multiple > 0) {
    await addTurnoverRequirement(db, {
      memberId,
      source: 'rebate',
      sourceId: transfers[0]?.idempotencyKey ?? `rebate:${memberId}:${day}`,
      amountRequired: Math.ceil((paid * multiple) / 100),
      now,
    });
  }
  return paid;
}

/**
 * The daily pass's rebate for one report day and a batch of members, inside the caller's transaction, in a few
 * statements for the whole batch: each member's reward valid bet of the day per game type, at the rate of the level
 * they held before the day's evaluation (`memberLevels`), pays what claims left unpaid and seals the day. The batch's
 * accruals are inserted sealed and paid where the day has none (one write per row; a claim of the same rows waits
 * for the batch on PostgreSQL, then finds them sealed), the claims' unsealed rows read (locked on PostgreSQL) and
 * sealed in one upsert, the payments posted as one ledger batch, one transfer per member under the key
 * `rebate:<member>:<day>` (a rerun finds the rows sealed and pays nothing). Answers what it paid.
 */
export async function payRebatesOfDay(
  db: Executor,
  request: {
    day: number;
    validBets: ReadonlyMap<number, readonly { gameType: string; validBet: number }[]>;
    memberLevels: ReadonlyMap<number, number>;
    levels: readonly VipLevelRow[];
    rates: RateTable;
    currency: string;
    now: number;
  },
): Promise<number> {
  const { day, now } = request;
  const memberIds = [...request.validBets.keys()];
  if (memberIds.length === 0) {
    return 0;
  }
  const levelOf = (memberId: number) =>
    request.levels.find((row) => row.level === (request.memberLevels.get(memberId) ?? 0));
  const computed = new Map(
    memberIds.map((memberId) => {
      const level = levelOf(memberId);
      const entries = computeDayRebate(
        request.validBets.get(memberId) ?? [],
        request.rates.get(level?.level ?? 0),
        level?.daily_rebate_cap ?? 0,
      );
      return [memberId, new Map(entries.map((entry) => [entry.gameType, entry]))] as const;
    }),
  );
  // Each row inserted sealed and paid in full where the day has none yet (a claim's rows conflict: nothing was
  // paid of a row this inserts, and a claim of it now waits for the batch, then finds it sealed), then the claims'
  // unsealed rows of the batch read (locked on PostgreSQL): one round trip, and one write per row.
  const [inserted, unsealed] = await runStatements(db, [
    insertAccrualsIfAbsentStatement(
      db,
      [...computed].flatMap(([memberId, entries]) =>
        [...entries.values()].map((entry) => ({
          member_id: memberId,
          day,
          game_type: entry.gameType,
          valid_bet: entry.validBet,
          basis_points: entry.basisPoints,
          amount: entry.amount,
          paid_amount: entry.amount,
          is_sealed: 1,
          updated_at: now,
        })),
      ),
    ),
    lockUnsealedDayAccrualsStatement(db, { day, memberIds }),
  ]);
  const payments: { memberId: number; gameType: string; pay: number }[] = [];
  for (const { memberId, gameType } of inserted) {
    const pay = computed.get(memberId)?.get(gameType)?.amount ?? 0;
    if (pay > 0) {
      payments.push({ memberId, gameType, pay });
    }
  }
  const sealed: RebateAccrualRow[] = [];
  for (const row of unsealed) {
    const entry = computed.get(row.member_id)?.get(row.game_type);
    const amount = entry?.amount ?? row.amount;
    const pay = Math.max(0, amount - row.paid_amount);
    sealed.push({
      ...row,
      valid_bet: entry?.validBet ?? row.valid_bet,
      basis_points: entry?.basisPoints ?? row.basis_points,
      amount,
      paid_amount: row.paid_amount + pay,
      is_sealed: 1,
      updated_at: now,
    });
    if (pay > 0) {
      payments.push({ memberId: row.member_id, gameType: row.game_type, pay });
    }
  }
  await runStatements(db, [writeSealedAccrualsStatement(db, sealed)]);
  if (payments.length === 0) {
    return 0;
  }
  const source = await openPaySource(db, request.currency, now);
  const mains = await getMemberMainAccountIds(
    db,
    [...new Set(payments.map((payment) => payment.memberId))],
    request.currency,
    now,
  );
  // One transfer per member and day: the game types' amounts in its metadata.
  const byMember = new Map<number, { paid: number; gameTypes: Record<string, number> }>();
  for (const payment of payments) {
    const entry = byMember.get(payment.memberId) ?? { paid: 0, gameTypes: {} };
    entry.paid += payment.pay;
    entry.gameTypes[payment.gameType] = payment.pay;
    byMember.set(payment.memberId, entry);
  }
  const transfers = [...byMember].map(([memberId, entry]): TransferRequest => {
    const key = `rebate:${memberId}:${day}`;
    return {
      idempotencyKey: key,
      kind: 'commission',
      reference: key,
      debitAccountId: source.bonusAccountId,
      creditAccountId: mains.get(memberId) ?? 0,
      amount: entry.paid,
      metadata: { title: 'rebate', day: formatReportDay(day), gameTypes: entry.gameTypes },
    };
  });
  await postTransfers(db, transfers, now);
  for (const [memberId, { paid }] of byMember) {
    const multiple = levelOf(memberId)?.rebate_turnover_x100 ?? 0;
    if (multiple > 0) {
      // Per member: the operator's rebate turnover (0 on the demo ladder) closes met requirements first.
      await addTurnoverRequirement(db, {
        memberId,
        source: 'rebate',
        sourceId: `rebate:${memberId}:${day}`,
        amountRequired: Math.ceil((paid * multiple) / 100),
        now,
      });
    }
  }
  return payments.reduce((total, payment) => total + payment.pay, 0);
}

/** The days a claim now may pay: yesterday (until the daily pass pays it) and today. */
function openDays(today: number): number[] {
  return [today, today - 1];
}

async function computeMemberDay(
  db: Executor,
  memberId: number,
  day: number,
  level: VipLevelRow | undefined,
  rates: RateTable,
): Promise<{ gameType: string; validBet: number; basisPoints: number; amount: number }[]> {
  const validBets = await sumRewardValidBetOfDay(db, { day, memberId });
  return computeDayRebate(validBets, rates.get(level?.level ?? 0), level?.daily_rebate_cap ?? 0);
}

function toAccrual(row: RebateAccrualRow): RebateAccrual {
  return {
    date: formatReportDay(row.day),
    gameType: gameCategorySchema.parse(row.game_type),
    validBet: row.valid_bet,
    basisPoints: row.basis_points,
    amount: row.amount,
    paid: row.paid_amount,
    isSealed: row.is_sealed === 1,
  };
}

async function readMemberContext(db: Executor, memberId: number) {
  const levels = await listVipLevelRows(db);
  const levelNumber = (await getMemberLevels(db, [memberId])).get(memberId) ?? 0;
  return {
    levelNumber,
    level: levels.find((row) => row.level === levelNumber),
    rates: await readRateTable(db),
  };
}

/**
 * The manual rebate page (GET /wps/member/rebate): today's and yesterday's accruals as they stand now (yesterday
 * until the daily pass pays it), what a claim would pay, and the last 7 report days paid.
 */
export async function getRebateSummary(
  handle: DatabaseHandle,
  memberId: number,
  now: number = Date.now(),
): Promise<RebateSummary> {
  const settings = await getDeploymentSettings(handle);
  const today = toReportDay(now, settings.reportUtcOffsetMinutes);
  const { levelNumber, level, rates } = await readMemberContext(handle.db, memberId);
  if (!settings.areBonusesEnabled) {
    return { bonusesEnabled: false, vipLevel: 0, claimable: 0, open: [], history: [] };
  }
  const stored = await selectMemberAccruals(handle.db, { memberId, fromDay: today - 8, toDay: today });
  const open: RebateAccrual[] = [];
  for (const day of openDays(today)) {
    const storedOfDay = stored.filter((row) => row.day === day);
    const computed = new Map(
      (await computeMemberDay(handle.db, memberId, day, level, rates)).map((entry) => [
        entry.gameType,
        entry,
      ]),
    );
    const gameTypes = new Set([...computed.keys(), ...storedOfDay.map((row) => row.game_type)]);
    for (const gameType of [...gameTypes].sort((a, b) => gameTypeOrder(a) - gameTypeOrder(b))) {
      const row = storedOfDay.find((each) => each.game_type === gameType);
      const entry = computed.get(gameType);
      if (row?.is_sealed === 1) {
        continue;
      }
      open.push({
        date: formatReportDay(day),
        gameType: gameCategorySchema.parse(gameType),
        validBet: entry?.validBet ?? row?.valid_bet ?? 0,
        basisPoints: entry?.basisPoints ?? row?.basis_points ?? 0,
        amount: entry?.amount ?? row?.amount ?? 0,
        paid: row?.paid_amount ?? 0,
        isSealed: false,
      });
    }
  }
  return {
    bonusesEnabled: true,
    vipLevel: levelNumber,
    claimable: open.reduce((total, entry) => total + Math.max(0, entry.amount - entry.paid), 0),
    open,
    history: stored.filter((row) => row.is_sealed === 1).map(toAccrual),
  };
}

/**
 * Claims the rebate accrued now (POST /wps/member/rebate/claim): in one transaction, today's and yesterday's
 * accruals not yet paid by the daily pass are brought up to date and what is unpaid of them moves from the bonus
 * account to the member's main wallet (ledger kind `commission`), with the level's rebate turnover. Nothing to pay
 * is 409 reward.not.claimable; with bonuses off, 400 operation.not.enabled.
 */
export async function claimRebate(
  handle: DatabaseHandle,
  member: MemberRow,
  now: number = Date.now(),
): Promise<RebateClaim> {
  const settings = await getDeploymentSettings(handle);
  if (!settings.areBonusesEnabled) {
    throw new AppError('operation.not.enabled');
  }
  const today = toReportDay(now, settings.reportUtcOffsetMinutes);
  const paid = await runInTransaction(handle, async (db) => {
    const { level, rates } = await readMemberContext(db, member.id);
    const source = await openPaySource(db, settings.currency.code, now);
    let total = 0;
    for (const day of openDays(today)) {
      total += await settleMemberDay(db, {
        memberId: member.id,
        day,
        computed: await computeMemberDay(db, member.id, day, level, rates),
        mode: 'claim',
        level,
        source,
        now,
      });
    }
    if (total === 0) {
      throw new AppError('reward.not.claimable');
    }
    return total;
  });
  return { paid, summary: await getRebateSummary(handle, member.id, now) };
}

/** The rates a visitor or member sees per game type (GET /wps/rebate/rates): their level's, or level 0's. */
export async function getRebateRates(
  handle: DatabaseHandle,
  memberId: number | undefined,
): Promise<RebateRateList> {
  const { areBonusesEnabled } = await getDeploymentSettings(handle);
  if (!areBonusesEnabled) {
    return { bonusesEnabled: false, vipLevel: 0, rates: [] };
  }
  const level =
    memberId === undefined ? 0 : ((await getMemberLevels(handle.db, [memberId])).get(memberId) ?? 0);
  const table = (await readRateTable(handle.db)).get(level) ?? new Map<string, number>();
  return {
    bonusesEnabled: true,
    vipLevel: level,
    rates: [...table.entries()]
      .sort(([a], [b]) => gameTypeOrder(a) - gameTypeOrder(b))
      .map(([gameType, basisPoints]) => ({ gameType: gameCategorySchema.parse(gameType), basisPoints })),
  };
}

/** Every rate (GET /ops/rebate/rates). */
export async function listRebateRates(handle: DatabaseHandle): Promise<RebateRates> {
  return {
    rates: (await selectRebateRates(handle.db)).map((row) => ({
      vipLevel: row.vip_level,
      gameType: gameCategorySchema.parse(row.game_type),
      basisPoints: row.basis_points,
    })),
  };
}

/**
 * Replaces every rate (PUT /ops/rebate/rates). Two rates for one level and game type are refused naming `rates`.
 * Audited as `rebate.configure`. A new rate applies to what is computed from then on: days the daily pass paid keep theirs.
 */
export async function setRebateRates(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: RebateRates,
): Promise<RebateRates> {
  const pairs = new Set(request.rates.map((rate) => `${rate.vipLevel}:${rate.gameType}`));
  if (pairs.size !== request.rates.length) {
    throw new AppError('request_param_err', { fields: { rates: 'validation.invalid' } });
  }
  await runInTransaction(handle, async (db) => {
    await recordOperatorAction(db, {
      actor,
      action: 'rebate.configure',
      targetType: 'rebate_rate',
      targetId: request.rates.length,
      details: { rates: request.rates },
    });
    await replaceRebateRates(
      db,
      request.rates.map((rate) => ({
        vip_level: rate.vipLevel,
        game_type: rate.gameType,
        basis_points: rate.basisPoints,
      })),
    );
  });
  return listRebateRates(handle);
}

/**
 * Records an accrual as it stands (the demo deployment's player starts with one), unless one exists for the
 * member, day and game type.
 */
export async function addAccrual(
  db: Executor,
  accrual: {
    memberId: number;
    day: number;
    gameType: string;
    validBet: number;
    basisPoints: number;
    now: number;
  },
): Promise<void> {
  await insertAccrualsIfAbsent(db, [
    {
      member_id: accrual.memberId,
      day: accrual.day,
      game_type: accrual.gameType,
      valid_bet: accrual.validBet,
      basis_points: accrual.basisPoints,
      amount: Math.floor((accrual.validBet * accrual.basisPoints) / 10_000),
      paid_amount: 0,
      is_sealed: 0,
      updated_at: accrual.now,
    },
  ]);
}

/** Adds the rates the table lacks (the demo seed); rates already set are left alone. */
export async function addRebateRatesIfAbsent(
  db: Executor,
  rates: readonly RebateRates['rates'][number][],
): Promise<void> {
  const existing = new Set((await selectRebateRates(db)).map((row) => `${row.vip_level}:${row.game_type}`));
  const missing = rates.filter((rate) => !existing.has(`${rate.vipLevel}:${rate.gameType}`));
  if (missing.length > 0) {
    await replaceRebateRates(db, [
      ...(await selectRebateRates(db)),
      ...missing.map((rate) => ({
        vip_level: rate.vipLevel,
        game_type: rate.gameType,
        basis_points: rate.basisPoints,
      })),
    ]);
  }
}
