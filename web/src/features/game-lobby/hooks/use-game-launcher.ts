import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { launchGame } from '../../../lib/api/launch-game';
import { readLaunchFailure } from '../../../lib/game-launch';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useErrorText } from '../../../lib/use-error-text';
import { useSessionToken } from '../../../lib/use-session-token';
import { RECENT_GAMES_KEY } from '../api/get-recent-games';

/** Why a launch stopped, for the dialog that says so. */
export type LaunchOutcome =
  | { kind: 'needRealAccount' }
  | { kind: 'maintenance'; game: CatalogueGame; message: string; suggestions: CatalogueGame[] }
  | { kind: 'failed'; game: CatalogueGame; message: string };

/**
 * Opens a launched game in a window of its own; where the browser blocks that window, the game replaces the page.
 */
export function openGameWindow(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened === null) {
    window.location.assign(url);
    return;
  }
  opened.opener = null;
}

/**
 * Launches games (docs/product/games.md#launch): a guest gets the login dialog and nothing is sent; a trial member
 * is told a real account is needed; a game under maintenance offers other games; a member's game opens.
 */
export function useGameLauncher(options: { openWindow?: (url: string) => void } = {}) {
  const token = useSessionToken();
  const promptLogin = useLoginPrompt();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<LaunchOutcome | null>(null);
  const openWindow = options.openWindow ?? openGameWindow;

  const mutation = useMutation({
    mutationFn: (game: CatalogueGame) => launchGame({ vendorCode: game.vendorCode, gameCode: game.gameCode }),
    onSuccess: ({ url }) => {
      openWindow(url);
      void queryClient.invalidateQueries({ queryKey: RECENT_GAMES_KEY });
    },
    onError: (error, game) => {
      const failure = readLaunchFailure(error);
      switch (failure.kind) {
        case 'login':
          promptLogin();
          return;
        case 'needRealAccount':
          setOutcome({ kind: 'needRealAccount' });
          return;
        case 'maintenance':
          setOutcome({
            kind: 'maintenance',
            game,
            message: errorText(error),
            suggestions: failure.suggestions,
          });
          return;
        case 'failed':
          setOutcome({ kind: 'failed', game, message: errorText(error) });
      }
    },
  });

  const launch = (game: CatalogueGame) => {
    setOutcome(null);
    if (token === null) {
      promptLogin();
      return;
    }
    if (!mutation.isPending) {
      mutation.mutate(game);
    }
  };

  return {
    launch,
    /** The node id of the game being opened, or null. */
    launchingId: mutation.isPending ? mutation.variables.nodeId : null,
    outcome,
    dismissOutcome: () => setOutcome(null),
  };
}
