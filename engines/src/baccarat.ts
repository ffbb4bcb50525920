/**
 * Punto banco baccarat dealt from a freshly shuffled 8-deck shoe every coup, with the full third-card
 * tableau. Bets: player pays 1:1, banker 0.95:1 (5% commission), tie 8:1; player and banker bets push on a
 * tie. The stated returns are the exact 8-deck figures computed in `baccarat-odds.ts`.
 */
import { assertValidStake, multiplyByRatio } from './minor-units';
import { pickIndex, readFloat } from './fair-floats';

/** Return to player of the banker bet, 8 decks, rounded to 4 decimals (exact: see baccarat-odds.ts). */
export const BACCARAT_BANKER_RTP = 0.9894;
/** Return to player of the player bet, 8 decks, rounded to 4 decimals. */
export const BACCARAT_PLAYER_RTP = 0.9876;
/** Return to player of the tie bet at 8:1, 8 decks, rounded to 4 decimals. */
export const BACCARAT_TIE_RTP = 0.8564;
/** Decks in the shoe. */
export const BACCARAT_DECK_COUNT = 8;
/** Floats one coup consumes: one per card that may be dealt (two hands of at most three cards). */
export const BACCARAT_FLOAT_COUNT = 6;

const CARDS_PER_DECK = 52;
const SHOE_SIZE = BACCARAT_DECK_COUNT * CARDS_PER_DECK;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

export type CardRank = (typeof RANKS)[number];
export type CardSuit = (typeof SUITS)[number];

export interface PlayingCard {
  rank: CardRank;
  suit: CardSuit;
  /** Baccarat value: ace 1, two to nine at face value, tens and faces 0. */
  value: number;
}

export type BaccaratSide = 'player' | 'banker' | 'tie';

export interface BaccaratBet {
  side: BaccaratSide;
  /** Minor units. */
  stake: number;
}

export interface BaccaratBetResult {
  bet: BaccaratBet;
  result: 'win' | 'push' | 'loss';
  /** Minor units returned, stake included. */
  payout: number;
}

/** One coup as dealt, for rendering. */
export interface BaccaratCoup {
  /** In the order dealt to the hand. */
  playerCards: PlayingCard[];
  bankerCards: PlayingCard[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  /** True when either hand held 8 or 9 on two cards and nobody drew. */
  isNatural: boolean;
}

export interface BaccaratOutcome extends BaccaratCoup {
  betResults: BaccaratBetResult[];
  /** Sum of the payouts, minor units. */
  payout: number;
}

/** The total of a hand: the sum of card values modulo 10. */
export function computeBaccaratTotal(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) % 10;
}

/** Whether either two-card hand is a natural (8 or 9), which ends the coup. */
export function isBaccaratNatural(playerTotal: number, bankerTotal: number): boolean {
  return playerTotal >= 8 || bankerTotal >= 8;
}

/** The player's rule, when there is no natural: draw on 0–5, stand on 6–7. */
export function shouldPlayerDraw(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's rule, when there is no natural. If the player stood the banker draws on 0–5 like the player;
 * otherwise the banker's total and the value of the player's third card decide (the tableau).
 */
export function shouldBankerDraw(bankerTotal: number, playerThirdCardValue: number | undefined): boolean {
  if (playerThirdCardValue === undefined) {
    return bankerTotal <= 5;
  }
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThirdCardValue !== 8;
    case 4:
      return playerThirdCardValue >= 2 && playerThirdCardValue <= 7;
    case 5:
      return playerThirdCardValue >= 4 && playerThirdCardValue <= 7;
    case 6:
      return playerThirdCardValue === 6 || playerThirdCardValue === 7;
    default:
      return false;
  }
}

/** Turns a card's index within a 52-card deck (0–51, suit by suit) into the card. */
export function identifyPlayingCard(cardIndex: number): PlayingCard {
  const rank = RANKS[cardIndex % 13];
  const suit = SUITS[Math.floor(cardIndex / 13)];
  if (rank === undefined || suit === undefined) {
    throw new RangeError('cardIndex must be from 0 to 51');
  }
  const rankNumber = (cardIndex % 13) + 1;
  return { rank, suit, value: rankNumber >= 10 ? 0 : rankNumber };
}

/**
 * Deals the first six cards of a freshly shuffled shoe: six steps of a Fisher–Yates shuffle, one float each,
 * so each card is drawn uniformly from those left. Swaps are kept in a map instead of a 416-card array
 * because only six positions are ever read.
 */
export function dealBaccaratCards(floats: readonly number[]): PlayingCard[] {
  const swapped = new Map<number, number>();
  const cards: PlayingCard[] = [];
  for (let step = 0; step < BACCARAT_FLOAT_COUNT; step += 1) {
    const swapIndex = step + pickIndex(readFloat(floats, step), SHOE_SIZE - step);
    const shoePosition = swapped.get(swapIndex) ?? swapIndex;
    swapped.set(swapIndex, swapped.get(step) ?? step);
    cards.push(identifyPlayingCard(shoePosition % CARDS_PER_DECK));
  }
  return cards;
}

function computeBetResult(bet: BaccaratBet, winner: BaccaratSide): BaccaratBetResult {
  if (bet.side === 'tie') {
    return winner === 'tie'
      ? { bet, result: 'win', payout: multiplyByRatio(bet.stake, 9, 1) }
      : { bet, result: 'loss', payout: 0 };
  }
  if (winner === 'tie') {
    return { bet, result: 'push', payout: bet.stake };
  }
  if (winner !== bet.side) {
    return { bet, result: 'loss', payout: 0 };
  }
  // The banker's 5% commission is floored in the house's favour on odd amounts.
  const payout =
    bet.side === 'banker' ? multiplyByRatio(bet.stake, 195, 100) : multiplyByRatio(bet.stake, 2, 1);
  return { bet, result: 'win', payout };
}

/**
 * Plays the tableau over cards in shoe order: player, banker, player, banker, then the player's third card
 * and the banker's third card when the rules call for them.
 */
export function playBaccaratCoup(shoe: readonly PlayingCard[]): BaccaratCoup {
  const [playerFirst, bankerFirst, playerSecond, bankerSecond] = shoe;
  if (!playerFirst || !bankerFirst || !playerSecond || !bankerSecond) {
    throw new RangeError('a coup needs at least four cards');
  }
  const playerCards = [playerFirst, playerSecond];
  const bankerCards = [bankerFirst, bankerSecond];
  let nextCard = 4;
  const drawCard = (): PlayingCard => {
    const card = shoe[nextCard];
    if (card === undefined) {
      throw new RangeError('the shoe ran out of cards');
    }
    nextCard += 1;
    return card;
  };
  const totalOf = (cards: readonly PlayingCard[]): number =>
    computeBaccaratTotal(cards.map((card) => card.value));

  const isNatural = isBaccaratNatural(totalOf(playerCards), totalOf(bankerCards));
  if (!isNatural) {
    let playerThirdCardValue: number | undefined;
    if (shouldPlayerDraw(totalOf(playerCards))) {
      const card = drawCard();
      playerCards.push(card);
      playerThirdCardValue = card.value;
    }
    if (shouldBankerDraw(totalOf(bankerCards), playerThirdCardValue)) {
      bankerCards.push(drawCard());
    }
  }

  const playerTotal = totalOf(playerCards);
  const bankerTotal = totalOf(bankerCards);
  const winner: BaccaratSide =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { playerCards, bankerCards, playerTotal, bankerTotal, winner, isNatural };
}

/** Deals one coup from the floats and settles every bet on it. */
export function settleBaccarat(bets: readonly BaccaratBet[], floats: readonly number[]): BaccaratOutcome {
  if (bets.length === 0) {
    throw new RangeError('a coup needs at least one bet');
  }
  for (const bet of bets) {
    assertValidStake(bet.stake);
  }
  const coup = playBaccaratCoup(dealBaccaratCards(floats));
  const betResults = bets.map((bet) => computeBetResult(bet, coup.winner));
  return { ...coup, betResults, payout: betResults.reduce((sum, result) => sum + result.payout, 0) };
}
