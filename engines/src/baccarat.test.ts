import { describe, expect, it } from 'vitest';

import type { CardRank, PlayingCard } from './baccarat';
import {
  BACCARAT_BANKER_RTP,
  BACCARAT_PLAYER_RTP,
  BACCARAT_TIE_RTP,
  dealBaccaratCards,
  identifyPlayingCard,
  playBaccaratCoup,
  settleBaccarat,
  shouldBankerDraw,
  shouldPlayerDraw,
} from './baccarat';
import { computeBaccaratExactOdds } from './baccarat-odds';
import { findFloatForIndex } from './float-fixtures';
import { convertFractionToNumber, createFraction } from './rational';

const RANK_ORDER: readonly CardRank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A club of the given rank; the suit does not matter to the tableau. */
function club(rank: CardRank): PlayingCard {
  return identifyPlayingCard(RANK_ORDER.indexOf(rank));
}

/** Cards in shoe order: player, banker, player, banker, then third cards. */
function shoe(...ranks: CardRank[]): PlayingCard[] {
  return ranks.map(club);
}

/** Floats that make `dealBaccaratCards` take these shoe positions (0–415), mirroring its swaps. */
function findFloatsForShoe(positions: readonly number[]): number[] {
  const swapped = new Map<number, number>();
  return positions.map((position, step) => {
    let index = step;
    while ((swapped.get(index) ?? index) !== position) {
      index += 1;
    }
    swapped.set(index, swapped.get(step) ?? step);
    return findFloatForIndex(index - step, 416 - step);
  });
}

function describeHands(coup: ReturnType<typeof playBaccaratCoup>): string {
  const ranks = (cards: PlayingCard[]): string => cards.map((card) => card.rank).join(' ');
  return `P[${ranks(coup.playerCards)}]=${coup.playerTotal} B[${ranks(coup.bankerCards)}]=${coup.bankerTotal}`;
}

describe('cards', () => {
  it('values aces as 1, pips at face value and tens and faces as 0', () => {
    expect(RANK_ORDER.map((rank) => club(rank).value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
    expect(identifyPlayingCard(51)).toEqual({ rank: 'K', suit: 'spades', value: 0 });
  });

  it('deals from a shuffled 8-deck shoe without putting a shoe position back', () => {
    expect(dealBaccaratCards([0, 0, 0, 0, 0, 0]).map((card) => card.rank)).toEqual([
      'A',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    // Step 0 takes position 415 (K♠ of deck 8) and swaps position 0 there, so step 1's last slot is A♣.
    const last = (step: number): number => findFloatForIndex(415 - step, 416 - step);
    const cards = dealBaccaratCards([last(0), last(1), 0, 0, 0, 0]);
    expect(cards.slice(0, 2)).toEqual([
      { rank: 'K', suit: 'spades', value: 0 },
      { rank: 'A', suit: 'clubs', value: 1 },
    ]);
    expect(cards.slice(2).map((card) => card.rank)).toEqual(['3', '4', '5', '6']);
  });
});

describe('the third-card tableau', () => {
  it('draws for the player on 0–5 and stands on 6–7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(shouldPlayerDraw)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("matches the standard banker table for every total and player's third card", () => {
    // Rows: banker total 0–7; columns: player's third card 0–9. D draws, S stands.
    const table = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    table.forEach((row, bankerTotal) => {
      [...row].forEach((cell, thirdCard) => {
        expect(shouldBankerDraw(bankerTotal, thirdCard), `banker ${bankerTotal}, third ${thirdCard}`).toBe(
          cell === 'D',
        );
      });
    });
  });

  it('lets the banker draw on 0–5 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => shouldBankerDraw(total, undefined))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    {
      cards: shoe('4', '3', '4', '3', '9', '9'),
      hands: 'P[4 4]=8 B[3 3]=6',
      winner: 'player',
      isNatural: true,
    },
    {
      cards: shoe('3', 'K', '4', '9', '9', '9'),
      hands: 'P[3 4]=7 B[K 9]=9',
      winner: 'banker',
      isNatural: true,
    },
    {
      cards: shoe('9', 'Q', 'K', '8', '9', '9'),
      hands: 'P[9 K]=9 B[Q 8]=8',
      winner: 'player',
      isNatural: true,
    },
    {
      cards: shoe('3', '2', '3', '3', '4', '9'),
      hands: 'P[3 3]=6 B[2 3 4]=9',
      winner: 'banker',
      isNatural: false,
    },
    {
      cards: shoe('3', '3', '3', '3', '9', '9'),
      hands: 'P[3 3]=6 B[3 3]=6',
      winner: 'tie',
      isNatural: false,
    },
    {
      cards: shoe('5', '5', '2', '2', '9', '9'),
      hands: 'P[5 2]=7 B[5 2]=7',
      winner: 'tie',
      isNatural: false,
    },
    {
      cards: shoe('2', 'A', '3', '2', '8', '5'),
      hands: 'P[2 3 8]=3 B[A 2]=3',
      winner: 'tie',
      isNatural: false,
    },
    {
      cards: shoe('2', 'A', '3', '2', '9', '5'),
      hands: 'P[2 3 9]=4 B[A 2 5]=8',
      winner: 'banker',
      isNatural: false,
    },
    {
      cards: shoe('K', '2', 'Q', '2', 'A', '5'),
      hands: 'P[K Q A]=1 B[2 2]=4',
      winner: 'banker',
      isNatural: false,
    },
    {
      cards: shoe('K', '2', 'Q', '2', '2', '5'),
      hands: 'P[K Q 2]=2 B[2 2 5]=9',
      winner: 'banker',
      isNatural: false,
    },
    {
      cards: shoe('A', '2', 'A', '3', '3', '9'),
      hands: 'P[A A 3]=5 B[2 3]=5',
      winner: 'tie',
      isNatural: false,
    },
    {
      cards: shoe('A', '2', 'A', '3', '4', '9'),
      hands: 'P[A A 4]=6 B[2 3 9]=4',
      winner: 'player',
      isNatural: false,
    },
    {
      cards: shoe('J', '3', '4', '3', '5', 'A'),
      hands: 'P[J 4 5]=9 B[3 3]=6',
      winner: 'player',
      isNatural: false,
    },
    {
      cards: shoe('J', '3', '4', '3', '6', 'A'),
      hands: 'P[J 4 6]=0 B[3 3 A]=7',
      winner: 'banker',
      isNatural: false,
    },
    {
      cards: shoe('A', '3', 'A', '4', '7', '9'),
      hands: 'P[A A 7]=9 B[3 4]=7',
      winner: 'player',
      isNatural: false,
    },
    {
      cards: shoe('K', '8', '2', 'K', '8', '4'),
      hands: 'P[K 2]=2 B[8 K]=8',
      winner: 'banker',
      isNatural: true,
    },
  ])('plays $hands', ({ cards, hands, winner, isNatural }) => {
    const coup = playBaccaratCoup(cards);
    expect(describeHands(coup)).toBe(hands);
    expect(coup.winner).toBe(winner);
    expect(coup.isNatural).toBe(isNatural);
  });
});

describe('baccarat bets', () => {
  // All zeros deal A 2 3 4 5 6 of clubs: player A 3 = 4 draws 5 → 9, banker 2 4 = 6 stands on a 5 → player.
  const playerWins = [0, 0, 0, 0, 0, 0];

  it('pays the player 1:1 and takes the banker and tie bets', () => {
    const outcome = settleBaccarat(
      [
        { side: 'player', stake: 100 },
        { side: 'banker', stake: 100 },
        { side: 'tie', stake: 100 },
      ],
      playerWins,
    );
    expect(describeHands(outcome)).toBe('P[A 3 5]=9 B[2 4]=6');
    expect(outcome.betResults.map((result) => [result.result, result.payout])).toEqual([
      ['win', 200],
      ['loss', 0],
      ['loss', 0],
    ]);
    expect(outcome.payout).toBe(200);
  });

  it('pays the banker 0.95:1, flooring the commission on odd amounts', () => {
    // Positions 0–51 are the first deck, suit by suit: 2♣ 3♣ 3♦ 4♣ K♣ 5♣.
    // Player 2 3 = 5 draws K → 5; banker 3 4 = 7 stands.
    const floats = findFloatsForShoe([1, 2, 15, 3, 12, 4]);
    const outcome = settleBaccarat(
      [
        { side: 'banker', stake: 100 },
        { side: 'banker', stake: 1 },
      ],
      floats,
    );
    expect(describeHands(outcome)).toBe('P[2 3 K]=5 B[3 4]=7');
    expect(outcome.betResults.map((result) => result.payout)).toEqual([195, 1]);
  });

  it('pays a tie 8:1 and pushes player and banker bets', () => {
    // 3♣ 3♥ 3♦ 3♠: six against six, nobody draws.
    const outcome = settleBaccarat(
      [
        { side: 'tie', stake: 100 },
        { side: 'player', stake: 100 },
        { side: 'banker', stake: 100 },
      ],
      findFloatsForShoe([2, 28, 15, 41, 0, 1]),
    );
    expect(describeHands(outcome)).toBe('P[3 3]=6 B[3 3]=6');
    expect(outcome.betResults.map((result) => [result.result, result.payout])).toEqual([
      ['win', 900],
      ['push', 100],
      ['push', 100],
    ]);
  });

  it('deals exactly the staged shoe positions, from any deck of the eight', () => {
    const cards = dealBaccaratCards(findFloatsForShoe([415, 0, 52, 207, 208, 1]));
    expect(cards.map((card) => `${card.rank}${card.suit[0] ?? ''}`)).toEqual([
      'Ks',
      'Ac',
      'Ac',
      'Ks',
      'Ac',
      '2c',
    ]);
  });

  it('refuses a coup without bets', () => {
    expect(() => settleBaccarat([], playerWins)).toThrow(RangeError);
  });
});

describe('baccarat RTP (exact 8-deck enumeration)', () => {
  const odds = computeBaccaratExactOdds();

  it('reproduces the published 8-deck combination counts (Wizard of Odds)', () => {
    const sequences = 4_998_398_275_503_360n;
    expect(odds.bankerWinProbability).toEqual(createFraction(2_292_252_566_437_888n, sequences));
    expect(odds.playerWinProbability).toEqual(createFraction(2_230_518_282_592_256n, sequences));
    expect(odds.tieProbability).toEqual(createFraction(475_627_426_473_216n, sequences));
  });

  it('matches the stated returns to 4 decimals', () => {
    const round = (value: number): number => Math.round(value * 10_000) / 10_000;
    expect(round(convertFractionToNumber(odds.bankerReturn))).toBe(BACCARAT_BANKER_RTP);
    expect(round(convertFractionToNumber(odds.playerReturn))).toBe(BACCARAT_PLAYER_RTP);
    expect(round(convertFractionToNumber(odds.tieReturn))).toBe(BACCARAT_TIE_RTP);
  });
});
