/**
 * Test fixture: settles a selection on a raw result with a structure's default odds, so worked-example tables
 * read as (bet code, selection, result) → return. Imported by *.test.ts files only.
 */
import type { Fraction } from '../rational';
import type { LotterySelection } from './bet-type';
import { DEFAULT_ODDS } from './default-odds';
import { countSelectionCombinations, prepareOutcome, settleSelection } from './lottery-bet-types';
import type { OddsEntry, OddsTableData } from './lottery-odds';
import { parseOddsTable } from './odds-validator';
import type { ResultStructure } from './result-structures';

/** A settler bound to one structure and odds table (the structure's defaults unless given). */
export function createSettler(
  structure: ResultStructure,
  oddsData: OddsTableData = DEFAULT_ODDS[structure.code],
): {
  readOdds: (code: string) => OddsEntry;
  settle: (code: string, selection: LotterySelection, result: readonly string[]) => Fraction;
  count: (code: string, selection: LotterySelection) => number;
} {
  const table = parseOddsTable(structure, oddsData);
  const readOdds = (code: string): OddsEntry => {
    const odds = table.get(code);
    if (odds === undefined) {
      throw new RangeError(`no odds for ${code}`);
    }
    return odds;
  };
  return {
    readOdds,
    settle: (code, selection, result) =>
      settleSelection(prepareOutcome(structure, result), code, selection, readOdds(code)),
    count: (code, selection) => countSelectionCombinations(structure, code, selection),
  };
}
