import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * The game window (/play/<vendor>) around a vendor's game screen: the screens (in-house games, the demo studio)
 * draw their boards inside the window's frame and answer an expired launch with its relaunch dialog. The game
 * window feature provides both here, so the screens need not import it (features never import each other).
 */

export interface GameFrameProps {
  title: string;
  /** Who makes the game, shown under its name (Plaza Originals, the demo studio). */
  studio: string;
  balance: number | null;
  isRefreshingBalance?: boolean;
  onRefreshBalance?: () => void;
  onOpenFairness?: () => void;
  /** A failure to show above the board, already in the player's language. */
  error?: string | null;
  onDismissError?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

export interface SessionExpiredDialogProps {
  /** The vendor code of the game on screen (BGS, DEMO). */
  vendorCode: string;
  gameCode: string;
}

export interface GameWindowParts {
  /** The bar (back, name, balance, fairness, theme) above the board. */
  Frame: ComponentType<GameFrameProps>;
  /** Offers a relaunch once the launch token expired. */
  SessionExpiredDialog: ComponentType<SessionExpiredDialogProps>;
}

export const GameWindowContext = createContext<GameWindowParts | null>(null);

/** The game window's parts; throws outside a game window. */
export function useGameWindow(): GameWindowParts {
  const parts = useContext(GameWindowContext);
  if (parts === null) {
    throw new Error('useGameWindow needs a game window above it');
  }
  return parts;
}
