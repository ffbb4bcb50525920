import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLoginPrompt } from '../../../lib/login-prompt';
import { useErrorText } from '../../../lib/use-error-text';
import { useFavoriteGames } from './use-favorite-games';
import { useGameLauncher } from './use-game-launcher';

/**
 * What every place that shows game cards shares (the lobby, the home page's rows, a game's page): the launcher,
 * the favourites with their star toggle (a guest is asked to log in, a trial member told a real account is
 * needed), and the message about the visitor's last action.
 */
export function useGamePlay() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const promptLogin = useLoginPrompt();
  const [notice, setNotice] = useState<string | null>(null);
  const [isRealAccountNeeded, setIsRealAccountNeeded] = useState(false);
  const favorites = useFavoriteGames({
    onError: (error) => setNotice(t('games.favoriteFailed', { message: errorText(error) })),
  });
  const launcher = useGameLauncher();

  const onToggleFavorite = (game: CatalogueGame) => {
    setNotice(null);
    const outcome = favorites.toggle(game);
    if (outcome === 'login') {
      promptLogin();
    } else if (outcome === 'trial') {
      setIsRealAccountNeeded(true);
    }
  };

  return {
    favorites,
    launcher,
    promptLogin,
    notice,
    setNotice,
    dismissNotice: () => setNotice(null),
    isRealAccountNeeded,
    dismissRealAccountNeeded: () => setIsRealAccountNeeded(false),
    /** What every grid of game cards shares: stars and the game being launched. */
    cards: {
      favoriteIds: favorites.favoriteIds,
      canFavorite: favorites.isReady,
      launchingId: launcher.launchingId,
      onPlay: launcher.launch,
      onToggleFavorite,
    },
  };
}

export type GamePlayModel = ReturnType<typeof useGamePlay>;
