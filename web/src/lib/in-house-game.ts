import type { BgsGameCode, BgsPlayResult, BgsSession } from '@plaza/contracts/bgs';
import { createContext, useContext } from 'react';

/**
 * What an in-house game's board gets from the screen around it: the in-house game screen provides it, the boards
 * of the in-house games and of crash (features of their own) read it.
 */
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
