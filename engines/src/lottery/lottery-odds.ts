/**
 * Odds of lottery bet types as data. Every figure is a decimal text ("99", "1.997", "26.999") so that an odds
 * table is plain JSON an operator can store and edit, and it is read into an exact fraction, never a float:
 * the RTP validator and settlement both work on the exact value.
 *
 * The engine works in units and leaves currency to its callers. "Odds x" is the gross return per 1 unit
 * staked: the stake is not paid back on top (the Vietnamese "1 ăn 99" convention,
 * docs/product/lottery-rules.md#money-and-points). Lô is priced in points: its entry gives the price of a point and
 * what a point pays per occurrence, in one unit of the caller's choice (the default tables use lots of 1,000đ, so 27
 * and 99 mean 27,000đ and 99,000đ); only their ratio enters settlement, and the caller charges points × its own
 * price per point in the bet's currency.
 */
import type { Fraction } from '../rational';
import { createFraction, divideFractions } from '../rational';

/** The 4D prize categories, highest first; Singapore's "starter" is `special`. */
export type FourDPrize = 'first' | 'second' | 'third' | 'special' | 'consolation';

/** The four permutation counts a 4D number can have when it has more than one (24, 12, 6, 4). */
export type PermutationCount = '24' | '12' | '6' | '4';

/** One bet type's odds as stored: decimal texts. */
export type OddsEntryData =
  | { readonly kind: 'multiplier'; readonly odds: string }
  | { readonly kind: 'by_pick'; readonly odds: Readonly<Record<string, string>> }
  | { readonly kind: 'points'; readonly pricePerPoint: string; readonly payoutPerPoint: string }
  | { readonly kind: 'prize_table'; readonly prizes: Readonly<Partial<Record<FourDPrize, string>>> }
  | {
      readonly kind: 'permutation_prize_table';
      readonly prizes: Readonly<Partial<Record<FourDPrize, Readonly<Record<PermutationCount, string>>>>>;
    };

/** The kinds of odds a bet type can take. */
export type OddsKind = OddsEntryData['kind'];

/** A stored odds table: bet code → odds. A code left out is a bet type not offered. */
export type OddsTableData = Readonly<Record<string, OddsEntryData>>;

/** One bet type's odds read into exact fractions. */
export type OddsEntry =
  | { readonly kind: 'multiplier'; readonly odds: Fraction }
  | { readonly kind: 'by_pick'; readonly odds: ReadonlyMap<string, Fraction> }
  | {
      readonly kind: 'points';
      readonly pricePerPoint: Fraction;
      readonly payoutPerPoint: Fraction;
      /** payoutPerPoint ÷ pricePerPoint: what 1 unit of money staked returns per occurrence. */
      readonly odds: Fraction;
    }
  | { readonly kind: 'prize_table'; readonly prizes: ReadonlyMap<FourDPrize, Fraction> }
  | {
      readonly kind: 'permutation_prize_table';
      readonly prizes: ReadonlyMap<FourDPrize, ReadonlyMap<PermutationCount, Fraction>>;
    };

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** The permutation counts in the order tables list them. */
export const PERMUTATION_COUNTS: readonly PermutationCount[] = ['24', '12', '6', '4'];

/** The 4D prizes in result-table order. */
export const FOUR_D_PRIZES: readonly FourDPrize[] = ['first', 'second', 'third', 'special', 'consolation'];

/** Reads a non-negative decimal text ("1.997") into an exact fraction; refuses exponents, signs and spaces. */
export function parseDecimal(text: string): Fraction {
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) {
    throw new RangeError(`"${text}" is not a decimal number`);
  }
  const fractionDigits = match[2] ?? '';
  return createFraction(BigInt((match[1] ?? '') + fractionDigits), 10n ** BigInt(fractionDigits.length));
}

function parsePositiveDecimal(text: string, name: string): Fraction {
  const value = parseDecimal(text);
  if (value.numerator <= 0n) {
    throw new RangeError(`${name} must be above zero`);
  }
  return value;
}

/** Reads one stored odds entry into fractions, refusing zero or malformed figures. */
export function parseOddsEntry(data: OddsEntryData): OddsEntry {
  switch (data.kind) {
    case 'multiplier':
      return { kind: 'multiplier', odds: parsePositiveDecimal(data.odds, 'odds') };
    case 'by_pick':
      return {
        kind: 'by_pick',
        odds: new Map(
          Object.entries(data.odds).map(([pick, odds]) => [pick, parsePositiveDecimal(odds, pick)]),
        ),
      };
    case 'points': {
      const pricePerPoint = parsePositiveDecimal(data.pricePerPoint, 'pricePerPoint');
      const payoutPerPoint = parsePositiveDecimal(data.payoutPerPoint, 'payoutPerPoint');
      return {
        kind: 'points',
        pricePerPoint,
        payoutPerPoint,
        odds: divideFractions(payoutPerPoint, pricePerPoint),
      };
    }
    case 'prize_table':
      return {
        kind: 'prize_table',
        prizes: new Map(
          FOUR_D_PRIZES.flatMap((prize) => {
            const text = data.prizes[prize];
            return text === undefined ? [] : [[prize, parsePositiveDecimal(text, prize)] as const];
          }),
        ),
      };
    case 'permutation_prize_table':
      return {
        kind: 'permutation_prize_table',
        prizes: new Map(
          FOUR_D_PRIZES.flatMap((prize) => {
            const row = data.prizes[prize];
            if (row === undefined) {
              return [];
            }
            const byCount = new Map(
              PERMUTATION_COUNTS.map(
                (count) => [count, parsePositiveDecimal(row[count], `${prize} ${count}`)] as const,
              ),
            );
            return [[prize, byCount] as const];
          }),
        ),
      };
  }
}

function describeKindMismatch(entry: OddsEntry, expected: OddsKind): RangeError {
  return new RangeError(`expected ${expected} odds, got ${entry.kind}`);
}

/** The single multiplier of a bet type. */
export function readMultiplier(entry: OddsEntry): Fraction {
  if (entry.kind !== 'multiplier') {
    throw describeKindMismatch(entry, 'multiplier');
  }
  return entry.odds;
}

/** What 1 unit of money staked on a lô number returns per occurrence: payout per point ÷ price per point. */
export function readPointOdds(entry: OddsEntry): Fraction {
  if (entry.kind !== 'points') {
    throw describeKindMismatch(entry, 'points');
  }
  return entry.odds;
}

/** The odds of each pick of a bet type whose picks pay differently (digit sums, shapes, dragon/tiger/tie). */
export function readOddsByPick(entry: OddsEntry): ReadonlyMap<string, Fraction> {
  if (entry.kind !== 'by_pick') {
    throw describeKindMismatch(entry, 'by_pick');
  }
  return entry.odds;
}

/** A 4D straight prize table. */
export function readPrizeTable(entry: OddsEntry): ReadonlyMap<FourDPrize, Fraction> {
  if (entry.kind !== 'prize_table') {
    throw describeKindMismatch(entry, 'prize_table');
  }
  return entry.prizes;
}

/** A 4D iBox table: prize by category and permutation count. */
export function readPermutationPrizeTable(
  entry: OddsEntry,
): ReadonlyMap<FourDPrize, ReadonlyMap<PermutationCount, Fraction>> {
  if (entry.kind !== 'permutation_prize_table') {
    throw describeKindMismatch(entry, 'permutation_prize_table');
  }
  return entry.prizes;
}
