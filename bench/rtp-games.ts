/**
 * One simulated player per game for the RTP simulation: each round draws its floats from the real
 * provably-fair generator and settles through the game's own settle function.
 */
import { createHash } from 'node:crypto';

import { BACCARAT_FLOAT_COUNT, settleBaccarat } from '@plaza/engines/baccarat';
import { buildHashChain, computeCrashPoint, settleCrashBet } from '@plaza/engines/crash';
import type { DiceDirection } from '@plaza/engines/dice';
import { DICE_FLOAT_COUNT, settleDice } from '@plaza/engines/dice';
import { computeMinesFloatCount, settleMines } from '@plaza/engines/mines';
import { generateFloats } from '@plaza/engines/provably-fair';
import type { RouletteBet } from '@plaza/engines/roulette';
import { listRouletteInsideBets, ROULETTE_FLOAT_COUNT, settleRoulette } from '@plaza/engines/roulette';
import { settleSlotSpin, SLOT_FLOAT_COUNT } from '@plaza/engines/slot';

export const RTP_GAME_IDS = ['dice', 'mines', 'roulette', 'baccarat', 'crash', 'slot'] as const;
export type RtpGameId = (typeof RTP_GAME_IDS)[number];

/** Sums over rounds; each round's return is its payout over its stake. */
export interface RtpTally {
  rounds: number;
  stake: number;
  payout: number;
  /** Sum of the squared per-round returns, for the standard error. */
  sumOfSquares: number;
}

export interface RtpSimulationInput {
  serverSeed: string;
  /** Separates the streams of the worker threads. */
  clientSeed: string;
  rounds: number;
}

/** Tallies keyed by the line they print on ("baccarat banker", …). */
export type RtpTallies = Record<string, RtpTally>;

const DICE_BETS: readonly { direction: DiceDirection; targetHundredths: number }[] = [
  { direction: 'under', targetHundredths: 5000 },
  { direction: 'over', targetHundredths: 7499 },
  { direction: 'under', targetHundredths: 9000 },
  { direction: 'over', targetHundredths: 3299 },
  { direction: 'under', targetHundredths: 1000 },
];
const MINES_BETS: readonly { mineCount: number; pickCount: number }[] = [
  { mineCount: 1, pickCount: 5 },
  { mineCount: 3, pickCount: 3 },
  { mineCount: 5, pickCount: 2 },
  { mineCount: 10, pickCount: 1 },
  { mineCount: 3, pickCount: 8 },
  { mineCount: 20, pickCount: 1 },
  { mineCount: 12, pickCount: 2 },
];
const CRASH_TARGETS_HUNDREDTHS: readonly number[] = [101, 150, 200, 300, 500, 1000];
const CRASH_CHAIN_CHUNK = 100_000;
const STAKE = 10_000;
const SLOT_STAKE = 2_000;

/** An empty tally. */
export function createTally(): RtpTally {
  return { rounds: 0, stake: 0, payout: 0, sumOfSquares: 0 };
}

/** Field by field on purpose: spreading the input into the generator's argument halved the rounds/second. */
function drawFloats(input: RtpSimulationInput, nonce: number, count: number): number[] {
  return generateFloats({ serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce, count });
}

function recordRound(tally: RtpTally, stake: number, payout: number): void {
  const roundReturn = payout / stake;
  tally.rounds += 1;
  tally.stake += stake;
  tally.payout += payout;
  tally.sumOfSquares += roundReturn * roundReturn;
}

function simulateDice(input: RtpSimulationInput): RtpTallies {
  const tally = createTally();
  for (let nonce = 0; nonce < input.rounds; nonce += 1) {
    const bet = DICE_BETS[nonce % DICE_BETS.length] ?? { direction: 'under', targetHundredths: 5000 };
    const floats = drawFloats(input, nonce, DICE_FLOAT_COUNT);
    recordRound(tally, STAKE, settleDice({ stake: STAKE, ...bet }, floats).payout);
  }
  return { dice: tally };
}

function simulateMines(input: RtpSimulationInput): RtpTallies {
  const tally = createTally();
  for (let nonce = 0; nonce < input.rounds; nonce += 1) {
    const bet = MINES_BETS[nonce % MINES_BETS.length] ?? { mineCount: 3, pickCount: 1 };
    // 11 is invertible modulo 25, so these picks are distinct; where they fall does not matter to the odds.
    const picks = Array.from({ length: bet.pickCount }, (_, index) => (nonce * 7 + index * 11) % 25);
    const floats = drawFloats(input, nonce, computeMinesFloatCount(bet.mineCount));
    recordRound(tally, STAKE, settleMines({ stake: STAKE, mineCount: bet.mineCount, picks }, floats).payout);
  }
  return { mines: tally };
}

function pickFrom<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) {
    throw new RangeError('empty list');
  }
  return item;
}

function simulateRoulette(input: RtpSimulationInput): RtpTallies {
  const tally = createTally();
  const betStake = 1_000;
  const inside = {
    straight: listRouletteInsideBets('straight'),
    split: listRouletteInsideBets('split'),
    street: listRouletteInsideBets('street'),
    corner: listRouletteInsideBets('corner'),
    line: listRouletteInsideBets('line'),
  };
  const thirds = [1, 2, 3] as const;
  for (let nonce = 0; nonce < input.rounds; nonce += 1) {
    // One bet of every type each spin, on numbers that move round the layout from spin to spin.
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: pickFrom(inside.straight, nonce), stake: betStake },
      { type: 'split', numbers: pickFrom(inside.split, nonce), stake: betStake },
      { type: 'street', numbers: pickFrom(inside.street, nonce), stake: betStake },
      { type: 'corner', numbers: pickFrom(inside.corner, nonce), stake: betStake },
      { type: 'line', numbers: pickFrom(inside.line, nonce), stake: betStake },
      { type: 'dozen', dozen: pickFrom(thirds, nonce), stake: betStake },
      { type: 'column', column: pickFrom(thirds, nonce + 1), stake: betStake },
      { type: 'red', stake: betStake },
      { type: 'black', stake: betStake },
      { type: 'odd', stake: betStake },
      { type: 'even', stake: betStake },
      { type: 'low', stake: betStake },
      { type: 'high', stake: betStake },
    ];
    const floats = drawFloats(input, nonce, ROULETTE_FLOAT_COUNT);
    const outcome = settleRoulette(bets, floats);
    recordRound(tally, outcome.totalStake, outcome.payout);
  }
  return { roulette: tally };
}

function simulateBaccarat(input: RtpSimulationInput): RtpTallies {
  const tallies = { banker: createTally(), player: createTally(), tie: createTally() };
  for (let nonce = 0; nonce < input.rounds; nonce += 1) {
    const floats = drawFloats(input, nonce, BACCARAT_FLOAT_COUNT);
    const outcome = settleBaccarat(
      [
        { side: 'banker', stake: STAKE },
        { side: 'player', stake: STAKE },
        { side: 'tie', stake: STAKE },
      ],
      floats,
    );
    for (const result of outcome.betResults) {
      recordRound(tallies[result.bet.side], result.bet.stake, result.payout);
    }
  }
  return {
    'baccarat banker': tallies.banker,
    'baccarat player': tallies.player,
    'baccarat tie': tallies.tie,
  };
}

/**
 * Crash rounds come from a hash chain, not from a nonce. The chain is built in chunks from a seed derived
 * from the server seed: chunk k + 1 continues from the last hash of chunk k, so every game hash is a real
 * link of one long chain (played chunk by chunk, which leaves the crash points' distribution unchanged).
 */
function simulateCrash(input: RtpSimulationInput): RtpTallies {
  const tally = createTally();
  const salt = createHash('sha256').update(`${input.serverSeed}:salt`).digest('hex');
  let chainSeed = createHash('sha256').update(`${input.serverSeed}:${input.clientSeed}`).digest('hex');
  let played = 0;
  while (played < input.rounds) {
    const chain = buildHashChain(chainSeed, Math.min(CRASH_CHAIN_CHUNK, input.rounds - played));
    for (const gameHash of chain.gameHashes) {
      const crashPointHundredths = computeCrashPoint(gameHash, salt);
      // Every round carries one bet per target, as a shared round carries many players.
      let payout = 0;
      for (const autoCashOutHundredths of CRASH_TARGETS_HUNDREDTHS) {
        payout += settleCrashBet({ stake: STAKE, autoCashOutHundredths }, crashPointHundredths).payout;
      }
      recordRound(tally, STAKE * CRASH_TARGETS_HUNDREDTHS.length, payout);
    }
    played += chain.gameHashes.length;
    chainSeed = chain.gameHashes[0] ?? chainSeed;
  }
  return { crash: tally };
}

/** A paid spin and every free spin it leads to, each spin on the next nonce, make one round. */
function simulateSlot(input: RtpSimulationInput): RtpTallies {
  const tally = createTally();
  let nonce = 0;
  for (let round = 0; round < input.rounds; round += 1) {
    let floats = drawFloats(input, nonce, SLOT_FLOAT_COUNT);
    nonce += 1;
    const paid = settleSlotSpin({ stake: SLOT_STAKE, mode: 'base' }, floats);
    let payout = paid.payout;
    let freeSpinsLeft = paid.freeSpinsAwarded;
    while (freeSpinsLeft > 0) {
      floats = drawFloats(input, nonce, SLOT_FLOAT_COUNT);
      nonce += 1;
      const free = settleSlotSpin({ stake: SLOT_STAKE, mode: 'free' }, floats);
      payout += free.payout;
      freeSpinsLeft += free.freeSpinsAwarded - 1;
    }
    recordRound(tally, SLOT_STAKE, payout);
  }
  return { slot: tally };
}

/** Plays `rounds` rounds of one game and returns its tallies. */
export function simulateGame(game: RtpGameId, input: RtpSimulationInput): RtpTallies {
  switch (game) {
    case 'dice':
      return simulateDice(input);
    case 'mines':
      return simulateMines(input);
    case 'roulette':
      return simulateRoulette(input);
    case 'baccarat':
      return simulateBaccarat(input);
    case 'crash':
      return simulateCrash(input);
    case 'slot':
      return simulateSlot(input);
  }
}
