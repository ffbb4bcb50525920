import type { LotterySelection, SelectionProblem, SelectionRow } from '@plaza/engines/lottery/bet-type';
import { checkSelection, formatSelection, normalizeSelection } from '@plaza/engines/lottery/bet-type';
import type { LotteryBetType } from '@plaza/engines/lottery/lottery-bet-types';

/**
 * The bet slip's rules, from the engine's own bet-type definitions (docs/product/lottery-pages.md, "Betting"): the
 * picker offers exactly the picks a row allows, the slip validates and counts combinations as the server will,
 * so the total the member confirms is the total the server charges.
 */

/** How a row is picked: buttons for a short list, a typed list of numbers for a pattern (lô 3, 4D). */
export type PickerRow =
  | { kind: 'buttons'; label: string; options: readonly string[]; minPicks: number; maxPicks: number }
  | { kind: 'typed'; label: string; pattern: RegExp; minPicks: number; maxPicks: number };

export function describeRow(row: SelectionRow): PickerRow {
  return row.allowed instanceof RegExp
    ? {
        kind: 'typed',
        label: row.label,
        pattern: row.allowed,
        minPicks: row.minPicks,
        maxPicks: row.maxPicks,
      }
    : {
        kind: 'buttons',
        label: row.label,
        options: row.allowed,
        minPicks: row.minPicks,
        maxPicks: row.maxPicks,
      };
}

/** Numbers typed into a row, split on spaces, commas and semicolons; upper-cased for the 4D roll's "R". */
export function parseTypedPicks(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter((part) => part !== '');
}

/** A source of uniform integers in [0, n): quick picks need no secrecy, tests pass a fixed one. */
export type PickRandom = (size: number) => number;

export const pickRandomly: PickRandom = (size) => Math.floor(Math.random() * size);

function drawDistinct(options: readonly string[], count: number, random: PickRandom): string[] {
  const pool = [...options];
  const picks: string[] = [];
  while (picks.length < count && pool.length > 0) {
    const [pick] = pool.splice(random(pool.length), 1);
    if (pick !== undefined) {
      picks.push(pick);
    }
  }
  return picks;
}

/** One random pick matching a typed row's pattern: a number of 2 to 6 digits, or a 4D roll with its "R". */
function drawPatternPick(pattern: RegExp, random: PickRandom): string | null {
  for (let length = 2; length <= 6; length += 1) {
    const digits = Array.from({ length }, () => String(random(10))).join('');
    if (pattern.test(digits)) {
      return digits;
    }
    const rollPlace = random(length);
    const roll = `${digits.slice(0, rollPlace)}R${digits.slice(rollPlace + 1)}`;
    if (pattern.test(roll)) {
      return roll;
    }
  }
  return null;
}

/**
 * A quick pick: the fewest picks each row needs (at least one where the bet needs any), chosen at random,
 * redrawn until the engine accepts the selection.
 */
export function quickPick(definition: LotteryBetType, random: PickRandom = pickRandomly): string[][] {
  const { rows, minTotalPicks } = definition.selectionRule;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const selection = rows.map((row, rowIndex) => {
      const needed = Math.max(row.minPicks, rows.length === 1 ? minTotalPicks : 0, rowIndex === 0 ? 1 : 0);
      const described = describeRow(row);
      if (described.kind === 'buttons') {
        return drawDistinct(described.options, needed, random);
      }
      const picks = new Set<string>();
      while (picks.size < needed) {
        const pick = drawPatternPick(described.pattern, random);
        if (pick === null) {
          break;
        }
        picks.add(pick);
      }
      return [...picks];
    });
    if (checkSelection(definition, selection) === null) {
      return selection;
    }
  }
  return rows.map(() => []);
}

/** One line of the slip: a bet type, its picks, the stake per combination and what it comes to. */
export interface SlipLine {
  id: string;
  betCode: string;
  selection: string[][];
  combinations: number;
  /** The stake as sent: minor units per combination, or points per combination for a bet in points (lô). */
  stake: number;
  isInPoints: boolean;
  /** Money per combination: the stake, or the points × the game's price per point. */
  stakePerCombination: number;
  /** Station codes of a multi-station bet; empty elsewhere. */
  stations: string[];
}

/** A validated selection ready for the slip, or why it is not. */
export type SlipCandidate =
  | { isValid: true; selection: string[][]; combinations: number }
  | { isValid: false; problem: SelectionProblem };

export function checkCandidate(definition: LotteryBetType, selection: LotterySelection): SlipCandidate {
  const problem = checkSelection(definition, selection);
  if (problem !== null) {
    return { isValid: false, problem };
  }
  return {
    isValid: true,
    selection: normalizeSelection(selection),
    combinations: definition.countCombinations(selection),
  };
}

/** The total of one line: money per combination × combinations × stations (as the server charges it). */
export function computeLineTotal(line: SlipLine): number {
  return line.stakePerCombination * line.combinations * Math.max(1, line.stations.length);
}

/** The whole slip over a chase of `issues` issues: what leaves the wallet if every issue is bought. */
export function computeSlipTotal(lines: readonly SlipLine[], issues: number): number {
  return lines.reduce((sum, line) => sum + computeLineTotal(line), 0) * issues;
}

/** The selection as the slip shows it and the server stores it: rows by "|", picks by ",". */
export function describeSelection(selection: LotterySelection): string {
  return formatSelection(selection);
}

/** Two lines with the same bet type and picks are one line: adding again raises nothing by surprise. */
export function findSameLine(
  lines: readonly SlipLine[],
  betCode: string,
  selection: string[][],
): SlipLine | undefined {
  const text = formatSelection(selection);
  return lines.find((line) => line.betCode === betCode && formatSelection(line.selection) === text);
}
