/**
 * Whether a lottery selection covers most of a bet type's outcomes (docs/product/lottery-rules.md#covering-bets: a
 * bet covering more than 80% of the outcomes counts no turnover for rewards, e.g. a 3-star straight over 800 of
 * 1,000 numbers, a big/small bet on both sides). The share is the selection's combinations over the combinations of
 * the bet type's whole field: every allowed pick in every row
 * (docs/decisions/043-covering-lottery-and-vendor-bets.md).
 */
import type { BetTypeDefinition, LotterySelection, SelectionRow } from './bet-type';

/** The threshold of docs/product/lottery-rules.md#covering-bets. */
export const COVERING_SHARE = 0.8;
/** A row allowed by pattern is enumerated up to this many candidate picks (4 digits). */
const MAX_PATTERN_DIGITS = 4;

const patternFields = new Map<string, readonly string[]>();

/** Every pick a row allows of picks `length` long: its list, or the digit strings its pattern accepts. */
function listRowField(row: SelectionRow, length: number): readonly string[] {
  if (Array.isArray(row.allowed)) {
    return row.allowed as readonly string[];
  }
  const pattern = row.allowed as RegExp;
  const key = `${pattern.source}/${pattern.flags}:${length}`;
  const known = patternFields.get(key);
  if (known !== undefined) {
    return known;
  }
  const field: string[] = [];
  if (length >= 1 && length <= MAX_PATTERN_DIGITS) {
    const count = 10 ** length;
    for (let value = 0; value < count; value += 1) {
      const pick = String(value).padStart(length, '0');
      pattern.lastIndex = 0;
      if (pattern.test(pick)) {
        field.push(pick);
      }
    }
  }
  patternFields.set(key, field);
  return field;
}

/** The share of the bet type's field the selection covers, from 0 to 1 (0 when the field cannot be counted). */
export function measureCoveredShare(
  definition: Pick<BetTypeDefinition<unknown>, 'selectionRule' | 'countCombinations'>,
  selection: LotterySelection,
): number {
  const rules = definition.selectionRule.rows;
  if (rules.length === 0 || selection.length === 0) {
    return 0;
  }
  const field = selection.map((picks, index) => {
    const rule = rules[Math.min(index, rules.length - 1)] as SelectionRow;
    const length = picks[0]?.length ?? (Array.isArray(rule.allowed) ? 0 : 1);
    return [...listRowField(rule, length)];
  });
  if (field.some((row) => row.length === 0)) {
    return 0;
  }
  const whole = definition.countCombinations(field);
  const covered = definition.countCombinations(selection);
  return whole > 0 && Number.isFinite(whole) ? Math.min(1, covered / whole) : 0;
}

/** Whether the selection covers more than 80% of the field. */
export function isCoveringSelection(
  definition: Pick<BetTypeDefinition<unknown>, 'selectionRule' | 'countCombinations'>,
  selection: LotterySelection,
): boolean {
  return measureCoveredShare(definition, selection) > COVERING_SHARE;
}
