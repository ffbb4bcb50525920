/**
 * The odds validator (docs/product/lottery-rules.md#odds-and-rtp): it reads an odds table, computes every bet type's
 * RTP exactly from its probability on the result structure, and refuses a table whose RTP exceeds the deployment's
 * maximum, naming the bet type (and the pick or permutation count, where those are priced apart). It catches, for
 * instance, Miền Nam xiên-2 odds ×30 copied into Miền Bắc, where 27 numbers make them return 164.6%.
 */
import type { Fraction } from '../rational';
import { subtractFractions } from '../rational';
import type { LotteryBetType } from './lottery-bet-types';
import { findBetType } from './lottery-bet-types';
import type { OddsEntry, OddsEntryData, OddsTableData } from './lottery-odds';
import { parseOddsEntry } from './lottery-odds';
import type { ResultStructure } from './result-structures';

/** Why an odds table cannot be used as it is. */
export interface OddsProblem {
  readonly code: string;
  readonly reason: 'not_offered' | 'wrong_kind' | 'malformed' | 'missing_pick' | 'unknown_pick';
  readonly detail: string;
}

/** One bet type's (or one of its variants') exact RTP. */
export interface BetTypeRtp {
  readonly code: string;
  readonly variant: string | null;
  /** Expected hits of one combination (its win probability when it pays once). */
  readonly expectedHits: Fraction;
  readonly rtp: Fraction;
}

/** The validator's verdict on a table. */
export interface OddsValidation {
  /** No problems and no RTP above the maximum. */
  readonly isValid: boolean;
  readonly problems: readonly OddsProblem[];
  /** Every figure of every well-formed entry. */
  readonly rtps: readonly BetTypeRtp[];
  /** The figures above the maximum. */
  readonly violations: readonly BetTypeRtp[];
}

function listPricedPicks(definition: LotteryBetType): readonly string[] {
  const allowed = definition.selectionRule.rows[0]?.allowed;
  return allowed === undefined || allowed instanceof RegExp ? [] : allowed;
}

/** Checks one entry's shape against its bet type; an empty list means it can be read. */
function checkEntry(definition: LotteryBetType, data: OddsEntryData): OddsProblem[] {
  const { code } = definition;
  // Tables arrive as stored JSON: an entry that is not an object at all is malformed, not a crash.
  if (typeof data !== 'object' || data === null) {
    return [{ code, reason: 'malformed', detail: 'an odds entry must be an object' }];
  }
  if (data.kind !== definition.oddsKind) {
    return [
      { code, reason: 'wrong_kind', detail: `expected ${definition.oddsKind}, got ${String(data.kind)}` },
    ];
  }
  try {
    parseOddsEntry(data);
  } catch (error) {
    return [{ code, reason: 'malformed', detail: error instanceof Error ? error.message : String(error) }];
  }
  if (data.kind !== 'by_pick') {
    return [];
  }
  const picks = listPricedPicks(definition);
  const priced = Object.keys(data.odds);
  return [
    ...picks
      .filter((pick) => !priced.includes(pick))
      .map((pick): OddsProblem => ({ code, reason: 'missing_pick', detail: pick })),
    ...priced
      .filter((pick) => !picks.includes(pick))
      .map((pick): OddsProblem => ({ code, reason: 'unknown_pick', detail: pick })),
  ];
}

function isAbove(value: Fraction, maximum: Fraction): boolean {
  return subtractFractions(value, maximum).numerator > 0n;
}

/**
 * Validates an odds table for a structure against a maximum RTP (e.g. 99/100): every code must be a bet type
 * the structure offers, every entry well formed, and no RTP above the maximum. Codes left out are bet types
 * not offered.
 */
export function validateOddsTable(
  structure: ResultStructure,
  data: OddsTableData,
  maximumRtp: Fraction,
): OddsValidation {
  const problems: OddsProblem[] = [];
  const rtps: BetTypeRtp[] = [];
  for (const [code, entryData] of Object.entries(data)) {
    const definition = findBetType(structure, code);
    if (definition === undefined) {
      problems.push({
        code,
        reason: 'not_offered',
        detail: `${code} is not a bet type of ${structure.code}`,
      });
      continue;
    }
    const entryProblems = checkEntry(definition, entryData);
    problems.push(...entryProblems);
    if (entryProblems.length === 0) {
      for (const figure of definition.computeRtps(parseOddsEntry(entryData), structure)) {
        rtps.push({ code, ...figure });
      }
    }
  }
  const violations = rtps.filter((figure) => isAbove(figure.rtp, maximumRtp));
  return { isValid: problems.length === 0 && violations.length === 0, problems, rtps, violations };
}

/**
 * Reads a table that passed `validateOddsTable` into exact odds by code, for settlement. Throws when an entry
 * cannot be read, so an unchecked table never settles a bet.
 */
export function parseOddsTable(
  structure: ResultStructure,
  data: OddsTableData,
): ReadonlyMap<string, OddsEntry> {
  const table = new Map<string, OddsEntry>();
  for (const [code, entryData] of Object.entries(data)) {
    const definition = findBetType(structure, code);
    const problems = definition === undefined ? [] : checkEntry(definition, entryData);
    if (definition === undefined || problems.length > 0) {
      throw new RangeError(`odds for ${code} on ${structure.code} cannot be used`);
    }
    table.set(code, parseOddsEntry(entryData));
  }
  return table;
}
