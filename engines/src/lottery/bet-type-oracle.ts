/**
 * Test fixture: a second, deliberately literal reading of every bet type's rules, written from
 * docs/product/lottery-rules.md without the engine's shortcuts (no prepared outcome, no closed-form counts). It
 * expands a selection into its combinations one by one and says what each single combination returns on a raw
 * result, so property tests can check the engine's combination counts and settlements against it. Imported by
 * *.test.ts files only.
 */
import type { Fraction } from '../rational';
import { createFraction, multiplyFractions } from '../rational';
import type { LotterySelection } from './bet-type';
import type { OddsEntry } from './lottery-odds';
import type { ResultStructure } from './result-structures';
import { groupResultByPrize } from './result-structures';

/** One combination: a tuple whose meaning depends on the bet type (see `expandSelection`). */
export type Combination = readonly string[];

const ZERO = createFraction(0n);
const SIDES_BIG_FROM_DIGIT = 5;

function subsets(items: readonly string[], size: number): string[][] {
  if (size === 0) {
    return [[]];
  }
  return items.flatMap((item, index) =>
    subsets(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

function product(rows: readonly (readonly string[])[]): string[][] {
  return rows.reduce<string[][]>(
    (tuples, row) => tuples.flatMap((tuple) => row.map((pick) => [...tuple, pick])),
    [[]],
  );
}

function permutationsOf(number: string): string[] {
  if (number.length <= 1) {
    return [number];
  }
  const all = new Set<string>();
  [...number].forEach((digit, index) => {
    for (const rest of permutationsOf(number.slice(0, index) + number.slice(index + 1))) {
      all.add(digit + rest);
    }
  });
  return [...all];
}

function digitStringsOfLength(length: number): string[] {
  return Array.from({ length: 10 ** length }, (_, value) => String(value).padStart(length, '0'));
}

function digitSum(text: string): number {
  return [...text].reduce((total, digit) => total + Number(digit), 0);
}

const SSC_SPANS: Readonly<Record<string, readonly number[]>> = {
  '5star': [0, 1, 2, 3, 4],
  front4: [0, 1, 2, 3],
  back4: [1, 2, 3, 4],
  front3: [0, 1, 2],
  middle3: [1, 2, 3],
  back3: [2, 3, 4],
  front2: [0, 1],
  back2: [3, 4],
};

function readSpan(code: string): readonly number[] {
  const span = SSC_SPANS[code.split('_')[1] ?? ''];
  if (span === undefined) {
    throw new RangeError(`no span in ${code}`);
  }
  return span;
}

/**
 * Lists a selection's combinations one by one. Tuples: lô, đề, càng, 4D straight and iBox, K3 per-pick bets
 * [pick]; đề giải 7 [pick, G7 index]; đầu-đuôi bets [pick, "head" | "tail"]; xiên, trượt and the group and
 * "different" bets the chosen subset; SSC straight and its sums the digits by position; SSC group 3 [pair
 * digit, single digit]; per-position bets [position, pick]; two-position sides [side, side]; K3 pair with
 * single [pair, single]; 4D Box and Roll the concrete 4-digit number.
 */
export function expandSelection(code: string, selection: LotterySelection): Combination[] {
  const first = selection[0] ?? [];
  const perPick = (): string[][] => first.map((pick) => [pick]);
  if (code === 'de_g7') {
    return first.flatMap((pick) => ['0', '1', '2', '3'].map((index) => [pick, index]));
  }
  if (code === 'de_head_tail' || code === 'cang3_head_tail') {
    return first.flatMap((pick) => [
      [pick, 'head'],
      [pick, 'tail'],
    ]);
  }
  const subsetMatch = /^(?:xien|truot)(\d+)$/.exec(code);
  if (subsetMatch !== null) {
    return subsets(first, Number(subsetMatch[1]));
  }
  if (code.startsWith('ssc_')) {
    if (code.endsWith('_straight')) {
      return product(selection);
    }
    if (code.endsWith('_straight_sum')) {
      return digitStringsOfLength(readSpan(code).length)
        .filter((digits) => first.includes(String(digitSum(digits))))
        .map((digits) => [...digits]);
    }
    if (code.endsWith('_group3')) {
      return first.flatMap((pair) =>
        first.filter((single) => single !== pair).map((single) => [pair, single]),
      );
    }
    if (code.endsWith('_group6')) {
      return subsets(first, 3);
    }
    if (code.endsWith('_group') || code === 'ssc_back3_any_two') {
      return subsets(first, 2);
    }
    if (code === 'ssc_position_digit' || code === 'ssc_position_two_sided') {
      return selection.flatMap((row, position) => row.map((pick) => [String(position), pick]));
    }
    if (code === 'ssc_front2_two_sided' || code === 'ssc_back2_two_sided') {
      return product(selection);
    }
    return perPick();
  }
  if (code === 'k3_pair_single') {
    return product(selection).filter(([pair, single]) => pair?.[0] !== single);
  }
  if (code === 'k3_three_different') {
    return subsets(first, 3);
  }
  if (code === 'k3_two_different') {
    return subsets(first, 2);
  }
  if (code.startsWith('4d_box')) {
    return first.flatMap((pick) => permutationsOf(pick).map((number) => [number]));
  }
  if (code.startsWith('4d_roll')) {
    return first.flatMap((pattern) =>
      Array.from({ length: 10 }, (_, digit) => [pattern.replace('R', String(digit))]),
    );
  }
  return perPick();
}

function matchesSide(side: string, value: number, bigFrom: number): boolean {
  return side === 'big'
    ? value >= bigFrom
    : side === 'small'
      ? value < bigFrom
      : side === 'odd'
        ? value % 2 === 1
        : value % 2 === 0;
}

function sscShape(digits: readonly number[]): string {
  const sorted = [...digits].sort((left, right) => left - right);
  const [low = 0, middle = 0, high = 0] = sorted;
  if (low === high) {
    return 'leopard';
  }
  if (low === middle || middle === high) {
    return 'pair';
  }
  const isNext = (left: number, right: number): boolean => (left + 1) % 10 === right;
  const isRun =
    (isNext(low, middle) && isNext(middle, high)) ||
    // Wrapping runs: 0-8-9 is 8-9-0 and 0-1-9 is 9-0-1.
    (low === 0 && middle === 8 && high === 9) ||
    (low === 0 && middle === 1 && high === 9);
  if (isRun) {
    return 'straight';
  }
  const pairs = [
    [low, middle],
    [middle, high],
    [low, high],
  ];
  return pairs.some(([left = 0, right = 0]) => isNext(left, right) || isNext(right, left))
    ? 'half_straight'
    : 'mixed';
}

function readOdds(odds: OddsEntry, pick: string): Fraction {
  switch (odds.kind) {
    case 'multiplier':
    case 'points':
      return odds.odds;
    case 'by_pick':
      return odds.odds.get(pick) ?? ZERO;
    case 'prize_table':
    case 'permutation_prize_table':
      throw new RangeError('4D odds are read per prize');
  }
}

function times(count: number, odds: Fraction): Fraction {
  return multiplyFractions(createFraction(BigInt(count)), odds);
}

function vietnameseReturn(
  code: string,
  combination: Combination,
  result: readonly string[],
  structure: ResultStructure,
  odds: OddsEntry,
): Fraction {
  const prizes = new Map(groupResultByPrize(structure, result).map(({ prize, numbers }) => [prize, numbers]));
  const special = result[0] ?? '';
  const [pick = ''] = combination;
  const win = (isWin: boolean): Fraction => (isWin ? readOdds(odds, pick) : ZERO);
  const lastTwos = result.map((number) => number.slice(-2));
  switch (code) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const length = Number(code.slice(2));
      return times(
        result.filter((number) => number.length >= length && number.slice(-length) === pick).length,
        readOdds(odds, pick),
      );
    }
    case 'de_db_last2':
      return win(special.slice(-2) === pick);
    case 'de_db_first2':
      return win(special.slice(0, 2) === pick);
    case 'de_db_tens':
      return win(special[special.length - 2] === pick);
    case 'de_db_units':
      return win(special[special.length - 1] === pick);
    case 'de_g1_last2':
      return win((prizes.get('first')?.[0] ?? '').slice(-2) === pick);
    case 'de_g7':
      return win(prizes.get('seventh')?.[Number(combination[1])] === pick);
    case 'de_g8':
      return win(prizes.get('eighth')?.[0] === pick);
    case 'de_head_tail':
      return win((combination[1] === 'head' ? prizes.get('eighth')?.[0] : special.slice(-2)) === pick);
    case 'cang3_db':
      return win(special.slice(-3) === pick);
    case 'cang3_g7':
      return win(prizes.get('seventh')?.[0] === pick);
    case 'cang3_head_tail':
      return win((combination[1] === 'head' ? prizes.get('seventh')?.[0] : special.slice(-3)) === pick);
    case 'cang4_db':
      return win(special.slice(-4) === pick);
    case 'de_db_two_sided':
      return win(matchesSide(pick, Number(special.slice(-2)), 50));
    case 'de_db_sum':
      return win(String(digitSum(special.slice(-2))) === pick);
    default:
      if (code.startsWith('xien')) {
        return win(combination.every((number) => lastTwos.includes(number)));
      }
      if (code.startsWith('truot')) {
        return win(combination.every((number) => !lastTwos.includes(number)));
      }
      throw new RangeError(`no oracle for ${code}`);
  }
}

function sscReturn(
  code: string,
  combination: Combination,
  result: readonly string[],
  odds: OddsEntry,
): Fraction {
  const digits = result.map(Number);
  const [pick = ''] = combination;
  const win = (isWin: boolean, oddsPick = pick): Fraction => (isWin ? readOdds(odds, oddsPick) : ZERO);
  const sortedText = (values: readonly (number | string)[]): string => values.map(String).sort().join('');
  if (code.endsWith('_straight') || code.endsWith('_straight_sum')) {
    return win(readSpan(code).every((position, index) => String(digits[position]) === combination[index]));
  }
  if (code.endsWith('_group3')) {
    const [pair = '', single = ''] = combination;
    return win(
      sortedText(readSpan(code).map((position) => digits[position] ?? -1)) ===
        sortedText([pair, pair, single]),
    );
  }
  if (code.endsWith('_group6') || code.endsWith('_group')) {
    return win(
      sortedText(readSpan(code).map((position) => digits[position] ?? -1)) === sortedText(combination),
    );
  }
  if (code.endsWith('_shape')) {
    return win(sscShape(readSpan(code).map((position) => digits[position] ?? -1)) === pick);
  }
  switch (code) {
    case 'ssc_position_digit':
      return win(String(digits[Number(pick)]) === combination[1]);
    case 'ssc_position_two_sided':
      return win(matchesSide(combination[1] ?? '', digits[Number(pick)] ?? -1, SIDES_BIG_FROM_DIGIT));
    case 'ssc_front2_two_sided':
    case 'ssc_back2_two_sided':
      return win(
        readSpan(code).every((position, index) =>
          matchesSide(combination[index] ?? '', digits[position] ?? -1, SIDES_BIG_FROM_DIGIT),
        ),
      );
    case 'ssc_sum_two_sided':
      return win(matchesSide(pick, digitSum(result.join('')), 23));
    case 'ssc_dragon_tiger': {
      const [first = 0, , , , last = 0] = digits;
      return win((first > last ? 'dragon' : first < last ? 'tiger' : 'tie') === pick);
    }
    case 'ssc_back3_any_one':
      return win(result.slice(2).includes(pick));
    case 'ssc_back3_any_two':
      return win(combination.every((digit) => result.slice(2).includes(digit)));
    default:
      throw new RangeError(`no oracle for ${code}`);
  }
}

function k3Return(
  code: string,
  combination: Combination,
  result: readonly string[],
  odds: OddsEntry,
): Fraction {
  const dice = result.map(Number).sort((left, right) => left - right);
  const [low = 0, middle = 0, high = 0] = dice;
  const sum = low + middle + high;
  const isTriple = low === high;
  const [pick = ''] = combination;
  const win = (isWin: boolean): Fraction => (isWin ? readOdds(odds, pick) : ZERO);
  const count = (face: string): number => result.filter((die) => die === face).length;
  switch (code) {
    case 'k3_sum':
      return win(String(sum) === pick);
    case 'k3_two_sided':
      return win(
        !isTriple &&
          (pick === 'big'
            ? sum >= 11
            : pick === 'small'
              ? sum <= 10
              : pick === 'odd'
                ? sum % 2 === 1
                : sum % 2 === 0),
      );
    case 'k3_triple_specific':
      return win(isTriple && `${low}${low}${low}` === pick);
    case 'k3_triple_any':
      return win(isTriple);
    case 'k3_pair_single':
      return win(count(pick[0] ?? '') === 2 && count(combination[1] ?? '') === 1);
    case 'k3_pair_any':
      return win(count(pick[0] ?? '') >= 2);
    case 'k3_three_different':
      return win(dice.join('') === [...combination].sort().join(''));
    case 'k3_two_different':
      return win(combination.every((face) => count(face) > 0));
    case 'k3_run_any':
      return win(middle === low + 1 && high === low + 2);
    case 'k3_single_value':
      return win(count(pick) > 0);
    default:
      throw new RangeError(`no oracle for ${code}`);
  }
}

function fourDReturn(
  code: string,
  combination: Combination,
  result: readonly string[],
  structure: ResultStructure,
  odds: OddsEntry,
): Fraction {
  const [number = ''] = combination;
  const sortDigits = (text: string): string => [...text].sort().join('');
  let total = ZERO;
  for (const { prize, numbers } of groupResultByPrize(structure, result)) {
    for (const drawn of numbers) {
      if (odds.kind === 'prize_table' && drawn === number) {
        total = addPrize(total, findEntry(odds.prizes, prize));
      }
      if (odds.kind === 'permutation_prize_table' && sortDigits(drawn) === sortDigits(number)) {
        total = addPrize(
          total,
          findEntry(findEntry(odds.prizes, prize), String(permutationsOf(number).length)),
        );
      }
    }
  }
  if (!code.startsWith('4d_')) {
    throw new RangeError(`no oracle for ${code}`);
  }
  return total;
}

/** Looks a key up by its text, so the oracle needs no casts to the engine's key types. */
function findEntry<Key extends string, Value>(
  map: ReadonlyMap<Key, Value> | undefined,
  key: string,
): Value | undefined {
  return map === undefined ? undefined : [...map].find(([candidate]) => candidate === key)?.[1];
}

function addPrize(total: Fraction, prize: Fraction | undefined): Fraction {
  return prize === undefined
    ? total
    : createFraction(
        total.numerator * prize.denominator + prize.numerator * total.denominator,
        total.denominator * prize.denominator,
      );
}

/** What one combination returns per unit staked on a raw result, by the oracle's literal reading. */
export function computeCombinationReturn(
  structure: ResultStructure,
  code: string,
  combination: Combination,
  result: readonly string[],
  odds: OddsEntry,
): Fraction {
  switch (structure.family) {
    case 'vietnamese':
      return vietnameseReturn(code, combination, result, structure, odds);
    case 'ssc':
      return sscReturn(code, combination, result, odds);
    case 'k3':
      return k3Return(code, combination, result, odds);
    case 'four_d':
      return fourDReturn(code, combination, result, structure, odds);
  }
}
