/**
 * Default odds tables, as data (lottery-odds.ts explains the figures). Where the sources give several figures for
 * one bet, the choice made (docs/product/lottery-rules.md#where-the-sources-disagree):
 *
 * - Vietnamese (docs/product/lottery-rules.md#odds-and-rtp): the first source's figure, mostly
 *   prodevcn/vietnam-lottery-backend. Miền Bắc lô 2 at 27 → 99 per point (99%), lô 3 at 23 → 960 (96%), lô 4
 *   at 20 → 8,880 (88.8%); Miền Trung/Nam lô 2 at 18 → 99 (99%), lô 3 at 17 → 980 and lô 4 at 16 → 9,500
 *   (ltr_test, 98% and 95%). Đề ×99, đề đầu/đuôi one digit ×9.8, nhất to and đề giải 7 ×98, 3 càng ×960, 3 càng
 *   đầu (G7) ×980, 4 càng ×8,880, xiên and trượt per region as prodevcn, tài/xỉu chẵn/lẻ ×1.997 and the digit
 *   sums as ltr_test.
 * - Five-digit and three-dice fast games (docs/product/lottery-rules.md#odds-and-rtp): the research's "odds at
 *   98%" column, r/p rounded down to three decimals where it does not terminate, so no default exceeds 98% (the
 *   research's own rounding, e.g. dragon 2.178, would return 98.01%).
 * - 4D (docs/product/lottery-rules.md#4d-bet-types): each operator's published table verbatim; Magnum Special
 *   RM180 (the current figure, not the older RM200). iBox tables exist only where the sources give a whole one
 *   (Magnum mBox, Singapore iBet), so Toto and Da Ma Cai offer no iBox by default.
 */
import type { OddsEntryData, OddsTableData } from './lottery-odds';
import type { ResultStructureCode } from './result-structures';

function multiplier(odds: string): OddsEntryData {
  return { kind: 'multiplier', odds };
}

function points(pricePerPoint: string, payoutPerPoint: string): OddsEntryData {
  return { kind: 'points', pricePerPoint, payoutPerPoint };
}

/** Đề digit-sum odds by sum 0–9 (ltr_test); sums 10–18 mirror 8–0. */
const DIGIT_SUM_ODDS = ['70', '36', '26.999', '20.5', '16.4', '13.666', '12.285', '10.875', '9.777', '9'];

const DE_DB_SUM: OddsEntryData = {
  kind: 'by_pick',
  odds: Object.fromEntries(
    Array.from({ length: 19 }, (_, sum) => [String(sum), DIGIT_SUM_ODDS[sum <= 9 ? sum : 18 - sum] ?? '']),
  ),
};

/** Bet types with the same default odds in every region. */
const VIETNAMESE_COMMON_ODDS: OddsTableData = {
  de_db_last2: multiplier('99'),
  de_db_first2: multiplier('99'),
  de_db_tens: multiplier('9.8'),
  de_db_units: multiplier('9.8'),
  cang3_db: multiplier('960'),
  cang4_db: multiplier('8880'),
  de_db_two_sided: multiplier('1.997'),
  de_db_sum: DE_DB_SUM,
};

/** Miền Bắc, and the Vietnamese-structure fast game. */
export const VN_NORTH_DEFAULT_ODDS: OddsTableData = {
  lo2: points('27', '99'),
  lo3: points('23', '960'),
  lo4: points('20', '8880'),
  ...VIETNAMESE_COMMON_ODDS,
  de_g1_last2: multiplier('98'),
  de_g7: multiplier('98'),
  xien2: multiplier('16'),
  xien3: multiplier('65'),
  xien4: multiplier('180'),
  truot4: multiplier('2.3'),
  truot8: multiplier('8'),
  truot10: multiplier('12'),
};

/** Miền Trung and Miền Nam, per station. */
export const VN_CENTRAL_SOUTH_DEFAULT_ODDS: OddsTableData = {
  lo2: points('18', '99'),
  lo3: points('17', '980'),
  lo4: points('16', '9500'),
  ...VIETNAMESE_COMMON_ODDS,
  de_g8: multiplier('99'),
  de_head_tail: multiplier('99'),
  cang3_g7: multiplier('980'),
  cang3_head_tail: multiplier('980'),
  xien2: multiplier('28'),
  xien3: multiplier('150'),
  xien4: multiplier('750'),
  truot4: multiplier('1.8'),
  truot8: multiplier('3.3'),
  truot10: multiplier('4.3'),
};

const SHAPE_ODDS: OddsEntryData = {
  kind: 'by_pick',
  odds: { leopard: '98', straight: '16.333', pair: '3.629', half_straight: '2.722', mixed: '3.266' },
};

/** The five-digit fast game at 98%. */
export const SSC_DEFAULT_ODDS: OddsTableData = {
  ssc_5star_straight: multiplier('98000'),
  ssc_front4_straight: multiplier('9800'),
  ssc_back4_straight: multiplier('9800'),
  ssc_front3_straight: multiplier('980'),
  ssc_middle3_straight: multiplier('980'),
  ssc_back3_straight: multiplier('980'),
  ssc_front2_straight: multiplier('98'),
  ssc_back2_straight: multiplier('98'),
  ssc_front3_straight_sum: multiplier('980'),
  ssc_middle3_straight_sum: multiplier('980'),
  ssc_back3_straight_sum: multiplier('980'),
  ssc_front2_straight_sum: multiplier('98'),
  ssc_back2_straight_sum: multiplier('98'),
  ssc_front3_group3: multiplier('326.666'),
  ssc_middle3_group3: multiplier('326.666'),
  ssc_back3_group3: multiplier('326.666'),
  ssc_front3_group6: multiplier('163.333'),
  ssc_middle3_group6: multiplier('163.333'),
  ssc_back3_group6: multiplier('163.333'),
  ssc_front2_group: multiplier('49'),
  ssc_back2_group: multiplier('49'),
  ssc_position_digit: multiplier('9.8'),
  ssc_position_two_sided: multiplier('1.96'),
  ssc_front2_two_sided: multiplier('3.92'),
  ssc_back2_two_sided: multiplier('3.92'),
  ssc_sum_two_sided: multiplier('1.96'),
  ssc_dragon_tiger: { kind: 'by_pick', odds: { dragon: '2.177', tiger: '2.177', tie: '9.8' } },
  ssc_back3_any_one: multiplier('3.616'),
  ssc_back3_any_two: multiplier('18.148'),
  ssc_front3_shape: SHAPE_ODDS,
  ssc_middle3_shape: SHAPE_ODDS,
  ssc_back3_shape: SHAPE_ODDS,
};

/** K3 sum odds by sum 3–10 at 98%; 11–18 mirror 10–3. */
const K3_SUM_ODDS = ['211.68', '70.56', '35.28', '21.168', '14.112', '10.08', '8.467', '7.84'];

/** The three-dice fast game at 98%. */
export const K3_DEFAULT_ODDS: OddsTableData = {
  k3_sum: {
    kind: 'by_pick',
    odds: Object.fromEntries(
      Array.from({ length: 16 }, (_, index) => [
        String(index + 3),
        K3_SUM_ODDS[index <= 7 ? index : 15 - index] ?? '',
      ]),
    ),
  },
  k3_two_sided: multiplier('2.016'),
  k3_triple_specific: multiplier('211.68'),
  k3_triple_any: multiplier('35.28'),
  k3_pair_single: multiplier('70.56'),
  k3_pair_any: multiplier('13.23'),
  k3_three_different: multiplier('35.28'),
  k3_two_different: multiplier('7.056'),
  k3_run_any: multiplier('8.82'),
  k3_single_value: multiplier('2.326'),
};

/** The 4D operators whose tables the reference gives. */
export type FourDOperator = 'magnum' | 'sports_toto' | 'da_ma_cai' | 'singapore_pools';

const MALAYSIA_BIG: OddsEntryData = {
  kind: 'prize_table',
  prizes: { first: '2500', second: '1000', third: '500', special: '180', consolation: '60' },
};
const MALAYSIA_SMALL: OddsEntryData = {
  kind: 'prize_table',
  prizes: { first: '3500', second: '2000', third: '1000' },
};
const SINGAPORE_BIG: OddsEntryData = {
  kind: 'prize_table',
  prizes: { first: '2000', second: '1000', third: '490', special: '250', consolation: '60' },
};
const SINGAPORE_SMALL: OddsEntryData = {
  kind: 'prize_table',
  prizes: { first: '3000', second: '2000', third: '800' },
};

function permutationColumns(
  twentyFour: string,
  twelve: string,
  six: string,
  four: string,
): Record<'24' | '12' | '6' | '4', string> {
  return { '24': twentyFour, '12': twelve, '6': six, '4': four };
}

/** Magnum mBox, per 1 unit (docs/product/lottery-rules.md#4d-bet-types). */
const MAGNUM_IBOX_BIG: OddsEntryData = {
  kind: 'permutation_prize_table',
  prizes: {
    first: permutationColumns('105', '209', '417', '625'),
    second: permutationColumns('42', '84', '167', '250'),
    third: permutationColumns('21', '42', '84', '125'),
    special: permutationColumns('8', '15', '30', '45'),
    consolation: permutationColumns('3', '5', '10', '15'),
  },
};
const MAGNUM_IBOX_SMALL: OddsEntryData = {
  kind: 'permutation_prize_table',
  prizes: {
    first: permutationColumns('146', '292', '584', '875'),
    second: permutationColumns('84', '167', '334', '500'),
    third: permutationColumns('42', '84', '167', '250'),
  },
};

/**
 * Singapore Pools iBet, per 1 unit (docs/product/lottery-rules.md#4d-bet-types; Starter is `special`; 2-pair 1st is
 * 335, not 355).
 */
const SINGAPORE_IBOX_BIG: OddsEntryData = {
  kind: 'permutation_prize_table',
  prizes: {
    first: permutationColumns('83', '166', '335', '500'),
    second: permutationColumns('41', '83', '168', '250'),
    third: permutationColumns('20', '40', '85', '127'),
    special: permutationColumns('10', '20', '41', '62'),
    consolation: permutationColumns('3', '6', '10', '15'),
  },
};
const SINGAPORE_IBOX_SMALL: OddsEntryData = {
  kind: 'permutation_prize_table',
  prizes: {
    first: permutationColumns('125', '250', '500', '750'),
    second: permutationColumns('83', '167', '333', '500'),
    third: permutationColumns('33', '66', '133', '200'),
  },
};

function createFourDTable(big: OddsEntryData, small: OddsEntryData): Record<string, OddsEntryData> {
  return {
    '4d_big': big,
    '4d_small': small,
    '4d_box_big': big,
    '4d_box_small': small,
    '4d_roll_big': big,
    '4d_roll_small': small,
  };
}

/** Each 4D operator's table, verbatim. */
export const FOUR_D_OPERATOR_ODDS: Readonly<Record<FourDOperator, OddsTableData>> = {
  magnum: {
    ...createFourDTable(MALAYSIA_BIG, MALAYSIA_SMALL),
    '4d_ibox_big': MAGNUM_IBOX_BIG,
    '4d_ibox_small': MAGNUM_IBOX_SMALL,
  },
  sports_toto: createFourDTable(MALAYSIA_BIG, MALAYSIA_SMALL),
  da_ma_cai: createFourDTable(MALAYSIA_BIG, MALAYSIA_SMALL),
  singapore_pools: {
    ...createFourDTable(SINGAPORE_BIG, SINGAPORE_SMALL),
    '4d_ibox_big': SINGAPORE_IBOX_BIG,
    '4d_ibox_small': SINGAPORE_IBOX_SMALL,
  },
};

/** The default table of each result structure (4D: Magnum's). */
export const DEFAULT_ODDS: Readonly<Record<ResultStructureCode, OddsTableData>> = {
  vn_north: VN_NORTH_DEFAULT_ODDS,
  vn_central_south: VN_CENTRAL_SOUTH_DEFAULT_ODDS,
  '4d': FOUR_D_OPERATOR_ODDS.magnum,
  ssc: SSC_DEFAULT_ODDS,
  k3: K3_DEFAULT_ODDS,
};
