import { bgsGameCodeSchema } from '@plaza/contracts/bgs';
import type { BgsGameCode } from '@plaza/contracts/bgs';
import type { ComponentType } from 'react';

import { CrashGame } from '../features/crash/components/crash-game';
import { DemoStudioScreen } from '../features/demo-studio/components/demo-studio-screen';
import { CrashFairnessPanel } from '../features/fairness/components/crash-fairness-panel';
import { FairnessPanel } from '../features/fairness/components/fairness-panel';
import { GameWindowPage } from '../features/game-window/components/game-window-page';
import type { GameWindowLaunch } from '../features/game-window/components/game-window-page';
import { BaccaratGame } from '../features/in-house-games/components/baccarat-game';
import { DiceGame } from '../features/in-house-games/components/dice-game';
import { InHouseGameScreen } from '../features/in-house-games/components/in-house-game-screen';
import type { FairnessPanelRequest } from '../features/in-house-games/components/in-house-game-screen';
import { MinesGame } from '../features/in-house-games/components/mines-game';
import { RouletteGame } from '../features/in-house-games/components/roulette-game';
import { SlotGame } from '../features/in-house-games/components/slot-game';

/** The board of each in-house game; crash is a feature of its own. */
const IN_HOUSE_BOARDS: Record<BgsGameCode, ComponentType> = {
  BGS_DICE: DiceGame,
  BGS_ROULETTE: RouletteGame,
  BGS_BACCARAT: BaccaratGame,
  BGS_SLOT: SlotGame,
  BGS_MINES: MinesGame,
  BGS_CRASH: CrashGame,
};

/** Crash is verified from its hash chain; every other in-house game from the player's seeds. */
function renderFairness(request: FairnessPanelRequest) {
  if (request.gameCode === 'BGS_CRASH') {
    return <CrashFairnessPanel token={request.token} onClose={request.onClose} />;
  }
  return (
    <FairnessPanel
      token={request.token}
      gameCode={request.gameCode}
      fairness={request.fairness}
      initialRoundId={request.roundId}
      onFairnessChange={request.onFairnessChange}
      onClose={request.onClose}
    />
  );
}

/** The vendor's screen for a launch: an in-house game (BGS) or the demo studio's (DEMO); nothing else runs here. */
function resolveScreen({ vendorCode, token, gameCode }: GameWindowLaunch) {
  const inHouseGame = bgsGameCodeSchema.safeParse(gameCode);
  if (vendorCode === 'BGS' && inHouseGame.success) {
    return (
      <InHouseGameScreen
        token={token}
        gameCode={inHouseGame.data}
        boards={IN_HOUSE_BOARDS}
        renderFairness={renderFairness}
      />
    );
  }
  if (vendorCode === 'DEMO') {
    return <DemoStudioScreen token={token} gameCode={gameCode} />;
  }
  return null;
}

/**
 * /play/<vendor>: the game window (its own feature) with the vendor's screen inside, and beside an in-house
 * game its fairness panel. Composed here because the features never import each other.
 */
export function GameWindowRoute() {
  return <GameWindowPage resolveScreen={resolveScreen} />;
}
