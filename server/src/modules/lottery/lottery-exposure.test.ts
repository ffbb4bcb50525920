import { prepareOutcome } from '@plaza/engines/lottery/lottery-bet-types';
import { VN_NORTH_STRUCTURE } from '@plaza/engines/lottery/result-structures';
import { describe, expect, it } from 'vitest';

import { measureExposure } from './lottery-bets.service';
import { settleBet } from './lottery-settlement.service';

/**
 * A Miền Bắc result (27 numbers): last-2 "25" ends two of them (G1 67825, G7 25); none ends in "00".
 */
const NORTH_RESULT = [
  ['12345'],
  ['67825'],
  ['00132', '98765'],
  ['11111', '22222', '33333', '44444', '55555', '66666'],
  ['7777', '8888', '9999', '0345'],
  ['1212', '3434', '5656', '7878', '9090', '2345'],
  ['123', '456', '789'],
  ['07', '25', '45', '45'],
].flat();

/**
 * A lô 2 số bet as placement writes it (docs/decisions/076-exposure-liability-and-promotion-covers.md): 3 points on each of 25 and
 * 00 at a price per point of 1,000 (minor units), so 3,000 a number and 6,000 charged; the odds recorded on the bet
 * are Miền Bắc's 99 per point of 27 (reference.md §1.3: a point pays per occurrence).
 */
const bet = {
  game_code: 'VN_MB',
  issue_no: '20261127',
  bet_code: 'lo2',
  picks: '00,25',
  stations: '',
  stake: 3,
  is_in_points: 1,
  unit_stake: 3_000,
  combinations: 2,
  total_stake: 6_000,
  odds: JSON.stringify({ kind: 'points', pricePerPoint: '27', payoutPerPoint: '99' }),
};

describe('the exposure of a lô number', () => {
  it('counts its points, its money, and what settlement pays each time the number is drawn', () => {
    const deltas = measureExposure(bet);
    // 3,000 × 99 / 27 = 11,000 each time the number is drawn.
    expect(deltas.map((delta) => [delta.pick, delta.points, delta.stake, delta.liability])).toEqual([
      ['00', 3, 3_000, 11_000],
      ['25', 3, 3_000, 11_000],
    ]);
    // Drawn twice, 25 pays twice its liability; 00, not drawn, nothing.
    const outcomes = { byStation: new Map([['', prepareOutcome(VN_NORTH_STRUCTURE, NORTH_RESULT)]]) };
    expect(settleBet(bet, outcomes, new Map())).toEqual({ status: 'won', payout: 2 * 11_000 });
  });

  it('rounds as settlement rounds a drawing, and takes the same back when the bet is given back', () => {
    // 1 point at 100: 100 × 99 / 27 = 366.67, paid 366.
    const small = { ...bet, picks: '25', stake: 1, unit_stake: 100, combinations: 1, total_stake: 100 };
    const [added] = measureExposure(small);
    expect(added).toMatchObject({ stake: 100, points: 1, liability: 366 });
    const outcomes = { byStation: new Map([['', prepareOutcome(VN_NORTH_STRUCTURE, NORTH_RESULT)]]) };
    // Drawn once (G7's 25 made 26), it pays its liability; drawn twice, 733.33 rounded down once, 733.
    const once = NORTH_RESULT.map((number, index) => (index === NORTH_RESULT.length - 3 ? '26' : number));
    const drawnOnce = { byStation: new Map([['', prepareOutcome(VN_NORTH_STRUCTURE, once)]]) };
    expect(settleBet(small, drawnOnce, new Map()).payout).toBe(366);
    expect(settleBet(small, outcomes, new Map()).payout).toBe(733);
    expect(measureExposure(small, -1)[0]).toMatchObject({ stake: -100, points: -1, liability: -366 });
  });

  it('counts a bet in money at its own odds, without points', () => {
    const [de] = measureExposure({
      ...bet,
      bet_code: 'de_db_last2',
      picks: '45',
      stake: 500,
      is_in_points: 0,
      unit_stake: 500,
      combinations: 1,
      odds: JSON.stringify({ kind: 'multiplier', odds: '99' }),
    });
    expect(de).toMatchObject({ stake: 500, points: 0, liability: 49_500 });
  });
});
