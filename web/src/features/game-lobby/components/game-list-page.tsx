import type { GameListCategory } from '../../../lib/game-navigation';
import { GameLobby } from './game-lobby';

/** A game list page (casino, live, card games, fishing): vendor tabs over the category's game lobby. */
export function GameListPage({ category }: { category: GameListCategory }) {
  return <GameLobby categories={[category]} vendorPicker="tabs" />;
}
