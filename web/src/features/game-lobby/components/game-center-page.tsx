import type { GameCategory } from '@plaza/contracts/system';

import { GameLobby } from './game-lobby';

export interface GameCenterPageProps {
  /** The categories whose vendors are listed; the first names the page. */
  categories: readonly [GameCategory, ...GameCategory[]];
}

/** A game center (cockfight, e-sports, sports, e-lottery, lottery section): vendor cards over the game lobby. */
export function GameCenterPage({ categories }: GameCenterPageProps) {
  return <GameLobby categories={categories} vendorPicker="cards" />;
}
