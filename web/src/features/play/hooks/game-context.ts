import type { BgsGameCode, BgsPlayResult, BgsSession } from '@plaza/contracts/bgs';
import { createContext, useContext } from 'react';

/** What a game board gets from the screen around it. */
export interface GameContextValue {
  token: string;
  gameCode: BgsGameCode;
  session: BgsSession;
  /** Shows a played round's balance and next seeds, once the board's animation has revealed it. */
  applyResult: (result: BgsPlayResult) => void;
  /** Shows a balance the board learnt otherwise (a crash bet placed, cashed out or settled). */
  showBalance: (balance: number) => void;
  /** Shows a failure (in the player's language) above the board; session expiry offers a relaunch. */
  reportError: (error: Error) => void;
  /** Clears a failure shown before, when the player tries again. */
  clearError: () => void;
  /** Opens the fairness panel on a round (to verify it) or on the seeds. */
  openFairness: (roundId?: string) => void;
}

export const GameContext = createContext<GameContextValue | null>(null);

/** The game screen's context; throws outside a game screen. */
export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (value === null) {
    throw new Error('useGame needs a game screen above it');
  }
  return value;
}

/** Waits for `promise` and at least `milliseconds`: a result animation is never cut shorter than that. */
export async function atLeast<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  const [value] = await Promise.all([promise, new Promise((resolve) => setTimeout(resolve, milliseconds))]);
  return value;
}

/** How long result animations last; none when the player asked for reduced motion. */
export function animationMs(milliseconds: number): number {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    ? 0
    : milliseconds;
}
