/**
 * A 5-reel, 3-row video slot with 20 paylines. Wilds substitute for every symbol but the scatter; 3, 4 or 5
 * scatters anywhere pay a multiple of the total bet and award 10, 15 or 20 free spins, which can retrigger.
 * Free spins use the same reels, cost nothing and pay every win three times.
 *
 * Each reel is a strip of symbols; a spin picks one stop per reel with one float, and the reel shows the
 * strip from that stop down for three rows (wrapping round). The stated return is computed exactly from this
 * data by `slot-odds.ts`.
 */
import { assertValidStake, multiplyByRatio } from './minor-units';
import { pickIndex, readFloat } from './fair-floats';

/** Return to player including free spins, rounded to 4 decimals (exact: `computeSlotExactReturn`). */
export const SLOT_RTP = 0.9647;
/** Reels on the screen. */
export const SLOT_REEL_COUNT = 5;
/** Rows on the screen. */
export const SLOT_ROW_COUNT = 3;
/** Floats one spin consumes: one stop per reel. */
export const SLOT_FLOAT_COUNT = SLOT_REEL_COUNT;
/** Every win in free spins is multiplied by this. */
export const SLOT_FREE_SPIN_WIN_MULTIPLIER = 3;

export type SlotSymbol =
  'wild' | 'scatter' | 'crown' | 'diamond' | 'bell' | 'cherry' | 'ace' | 'king' | 'queen';
export type SlotLineSymbol = Exclude<SlotSymbol, 'scatter'>;
export type SlotMode = 'base' | 'free';

/** Reel strips, read top to bottom; the stop is the top row. Scatters sit at least three apart. */
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [
    'ace',
    'diamond',
    'king',
    'queen',
    'bell',
    'ace',
    'cherry',
    'king',
    'queen',
    'ace',
    'diamond',
    'crown',
    'scatter',
    'queen',
    'king',
    'cherry',
    'bell',
    'ace',
    'queen',
    'king',
    'ace',
    'diamond',
    'queen',
    'cherry',
    'king',
    'bell',
    'queen',
    'ace',
    'crown',
    'king',
    'cherry',
    'queen',
  ],
  [
    'king',
    'bell',
    'queen',
    'scatter',
    'cherry',
    'ace',
    'king',
    'queen',
    'crown',
    'wild',
    'diamond',
    'ace',
    'queen',
    'king',
    'cherry',
    'bell',
    'ace',
    'queen',
    'king',
    'wild',
    'diamond',
    'cherry',
    'ace',
    'queen',
    'king',
    'bell',
    'crown',
    'queen',
    'ace',
    'king',
    'cherry',
    'wild',
    'diamond',
    'queen',
    'ace',
  ],
  [
    'bell',
    'king',
    'queen',
    'cherry',
    'ace',
    'crown',
    'wild',
    'king',
    'queen',
    'diamond',
    'ace',
    'bell',
    'cherry',
    'king',
    'queen',
    'ace',
    'queen',
    'wild',
    'king',
    'diamond',
    'cherry',
    'ace',
    'crown',
    'queen',
    'bell',
    'king',
    'queen',
    'ace',
    'wild',
    'cherry',
    'king',
    'diamond',
    'scatter',
    'queen',
    'ace',
  ],
  [
    'crown',
    'queen',
    'cherry',
    'ace',
    'wild',
    'diamond',
    'king',
    'queen',
    'ace',
    'bell',
    'cherry',
    'king',
    'queen',
    'ace',
    'wild',
    'queen',
    'diamond',
    'king',
    'crown',
    'cherry',
    'ace',
    'bell',
    'queen',
    'king',
    'scatter',
    'queen',
    'ace',
    'wild',
    'cherry',
    'diamond',
    'king',
    'queen',
    'ace',
    'bell',
    'king',
  ],
  [
    'queen',
    'wild',
    'ace',
    'diamond',
    'king',
    'queen',
    'bell',
    'ace',
    'cherry',
    'king',
    'queen',
    'ace',
    'diamond',
    'crown',
    'queen',
    'king',
    'scatter',
    'cherry',
    'bell',
    'wild',
    'ace',
    'queen',
    'king',
    'ace',
    'queen',
    'diamond',
    'cherry',
    'king',
    'bell',
    'queen',
    'ace',
    'crown',
    'king',
    'cherry',
  ],
];

/** Paylines as the row (0 top, 2 bottom) on each reel, numbered 1–20 in this order. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

/** The total bet is one line bet per payline, so it must be a multiple of this. */
export const SLOT_PAYLINE_COUNT = SLOT_PAYLINES.length;

/** Line pays in line bets for 3, 4 and 5 of a kind, counted from the leftmost reel. */
export const SLOT_LINE_PAYS: Readonly<Record<SlotLineSymbol, readonly [number, number, number]>> = {
  wild: [50, 250, 1000],
  crown: [30, 100, 500],
  diamond: [20, 75, 250],
  bell: [15, 50, 150],
  cherry: [10, 30, 100],
  ace: [8, 25, 75],
  king: [5, 20, 60],
  queen: [4, 12, 50],
};

/** Scatter pays in total bets, by scatters on screen (3, 4, 5). */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];
/** Free spins awarded by scatters on screen (3, 4, 5), in the base game and again in free spins. */
export const SLOT_FREE_SPIN_AWARDS: readonly [number, number, number] = [10, 15, 20];

export interface SlotSpin {
  /** Total bet in minor units: a whole line bet on each of the 20 paylines. For free spins, the bet that won them. */
  stake: number;
  mode: SlotMode;
}

export interface SlotPosition {
  reel: number;
  row: number;
}

export interface SlotLineWin {
  /** 1–20, the index in `SLOT_PAYLINES` plus one. */
  paylineNumber: number;
  symbol: SlotLineSymbol;
  count: number;
  /** The winning cells, leftmost first. */
  positions: SlotPosition[];
  /** Minor units, free-spin multiplier included. */
  payout: number;
}

export interface SlotSpinOutcome {
  /** The top-row strip index on each reel. */
  stops: number[];
  /** The symbols on screen as grid[reel][row]. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatterPositions: SlotPosition[];
  /** Minor units, free-spin multiplier included. */
  scatterPayout: number;
  freeSpinsAwarded: number;
  /** 1 in the base game, 3 in free spins. */
  winMultiplier: number;
  /** Minor units: line wins plus scatter win. Nothing is floored: wins are whole line bets. */
  payout: number;
}

/** A payline's pay, before the line bet and multiplier are applied. */
export interface SlotPaylineEvaluation {
  symbol: SlotLineSymbol;
  count: number;
  /** In line bets. */
  lineBets: number;
}

function findPayIndex(count: number): 0 | 1 | 2 | undefined {
  if (count >= 5) {
    return 2;
  }
  if (count === 4) {
    return 1;
  }
  return count === 3 ? 0 : undefined;
}

function findLinePay(symbol: SlotLineSymbol, count: number): number {
  const index = findPayIndex(count);
  return index === undefined ? 0 : SLOT_LINE_PAYS[symbol][index];
}

/**
 * Evaluates the five symbols under one payline, left to right. The line takes the first symbol that is not
 * a wild, extended through wilds; a run of leading wilds also pays as wilds, and the line pays whichever of
 * the two is higher (so wild, wild, wild, queen, king pays as three wilds, 50, not four queens, 12). A
 * scatter ends the line. Returns undefined when the line pays nothing.
 */
export function evaluatePayline(symbols: readonly SlotSymbol[]): SlotPaylineEvaluation | undefined {
  let wildCount = 0;
  while (wildCount < symbols.length && symbols[wildCount] === 'wild') {
    wildCount += 1;
  }
  const wildPay = findLinePay('wild', wildCount);
  const lineSymbol = symbols[wildCount];
  let best: SlotPaylineEvaluation | undefined =
    wildPay > 0 ? { symbol: 'wild', count: wildCount, lineBets: wildPay } : undefined;
  if (lineSymbol !== undefined && lineSymbol !== 'scatter') {
    let count = wildCount;
    while (count < symbols.length && (symbols[count] === lineSymbol || symbols[count] === 'wild')) {
      count += 1;
    }
    const symbolPay = findLinePay(lineSymbol, count);
    if (symbolPay > (best?.lineBets ?? 0)) {
      best = { symbol: lineSymbol, count, lineBets: symbolPay };
    }
  }
  return best;
}

/** The scatter pay in total bets and the free spins awarded for a number of scatters on screen. */
export function findScatterAward(scatterCount: number): { totalBets: number; freeSpins: number } {
  const index = findPayIndex(scatterCount);
  if (index === undefined) {
    return { totalBets: 0, freeSpins: 0 };
  }
  return { totalBets: SLOT_SCATTER_PAYS[index], freeSpins: SLOT_FREE_SPIN_AWARDS[index] };
}

/** The symbol a reel shows at a row for a stop. */
export function readReelSymbol(reel: number, stop: number, row: number): SlotSymbol {
  const strip = SLOT_REEL_STRIPS[reel];
  const symbol = strip?.[(stop + row) % strip.length];
  if (symbol === undefined) {
    throw new RangeError(`no symbol on reel ${reel} at stop ${stop}, row ${row}`);
  }
  return symbol;
}

/** Picks a stop on each reel, one float per reel, and returns the stops and the screen. */
export function spinSlotReels(floats: readonly number[]): { stops: number[]; grid: SlotSymbol[][] } {
  const stops = SLOT_REEL_STRIPS.map((strip, reel) => pickIndex(readFloat(floats, reel), strip.length));
  const grid = stops.map((stop, reel) =>
    Array.from({ length: SLOT_ROW_COUNT }, (_, row) => readReelSymbol(reel, stop, row)),
  );
  return { stops, grid };
}

/** Plays one spin, base or free, and pays its line and scatter wins. */
export function settleSlotSpin(spin: SlotSpin, floats: readonly number[]): SlotSpinOutcome {
  assertValidStake(spin.stake);
  if (spin.stake % SLOT_PAYLINE_COUNT !== 0) {
    throw new RangeError(`the total bet must be a multiple of ${SLOT_PAYLINE_COUNT} minor units`);
  }
  const lineBet = spin.stake / SLOT_PAYLINE_COUNT;
  const winMultiplier = spin.mode === 'free' ? SLOT_FREE_SPIN_WIN_MULTIPLIER : 1;
  const { stops, grid } = spinSlotReels(floats);
  const readGrid = (reel: number, row: number): SlotSymbol => {
    const symbol = grid[reel]?.[row];
    if (symbol === undefined) {
      throw new RangeError(`no symbol at reel ${reel}, row ${row}`);
    }
    return symbol;
  };

  const lineWins: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const evaluation = evaluatePayline(rows.map((row, reel) => readGrid(reel, row)));
    if (evaluation !== undefined) {
      lineWins.push({
        paylineNumber: index + 1,
        symbol: evaluation.symbol,
        count: evaluation.count,
        positions: rows.slice(0, evaluation.count).map((row, reel) => ({ reel, row })),
        payout: multiplyByRatio(lineBet, evaluation.lineBets * winMultiplier, 1),
      });
    }
  });

  const scatterPositions: SlotPosition[] = [];
  grid.forEach((column, reel) => {
    column.forEach((symbol, row) => {
      if (symbol === 'scatter') {
        scatterPositions.push({ reel, row });
      }
    });
  });
  const scatterAward = findScatterAward(scatterPositions.length);
  const scatterPayout = multiplyByRatio(spin.stake, scatterAward.totalBets * winMultiplier, 1);
  return {
    stops,
    grid,
    lineWins,
    scatterPositions,
    scatterPayout,
    freeSpinsAwarded: scatterAward.freeSpins,
    winMultiplier,
    payout: lineWins.reduce((sum, win) => sum + win.payout, scatterPayout),
  };
}
