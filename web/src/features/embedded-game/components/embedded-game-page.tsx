import { readVendorCode } from '@plaza/contracts/catalogue';
import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { launchGameRequestSchema } from '@plaza/contracts/games';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { EmbeddedGame } from '../../../components/embedded-game';
import { SuggestedGames } from '../../../components/game-card';
import { GamepadIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { launchGame } from '../../../lib/api/launch-game';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useEmbeddedLaunch } from '../../../lib/use-embedded-launch';
import { useCatalogueGame } from '../api/get-catalogue-game';

/** The address of the embedded-game page running `game` (what a banner or a notice links to). */
function embeddedGamePath(game: Pick<CatalogueGame, 'vendorCode' | 'gameCode'>): string {
  return `/seamless?${new URLSearchParams({ vassalage: game.vendorCode, gameCode: game.gameCode }).toString()}`;
}

/**
 * The embedded-game page (docs/product/games.md#embedded-games-and-the-sportsbook, a game page without footer):
 * `?vassalage=<vendor>&gameCode= <code>` launches that game and runs it in a frame filling the page, with the
 * lobby's outcomes (a guest logs in, a trial member needs a real account, a game under maintenance offers others,
 * here in the same page). Without a game named, the page says no game is running.
 */
export function EmbeddedGamePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promptLogin = useLoginPrompt();
  const [search] = useSearchParams();
  const request = launchGameRequestSchema.safeParse({
    vassalage: search.get('vassalage') ?? '',
    gameCode: search.get('gameCode') ?? '',
  });
  const { vendorCode, gameCode } = request.success
    ? readVendorCode(request.data)
    : { vendorCode: '', gameCode: '' };
  const catalogueGame = useCatalogueGame(vendorCode, gameCode, { isEnabled: request.success });
  const { launch, retry } = useEmbeddedLaunch({
    gameKey: ['game', vendorCode, gameCode],
    launch: () => launchGame({ vendorCode, gameCode }),
    isEnabled: request.success,
  });

  if (!request.success) {
    return (
      <div className="page">
        <h1 className="visually-hidden">{t('pageTitle.seamless')}</h1>
        <StateMessage
          icon={<GamepadIcon />}
          title={t('seamless.noGameTitle')}
          text={t('seamless.noGameText')}
          action={
            <Link className="button button--primary" to="/">
              {t('common.backHome')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <EmbeddedGame
      title={catalogueGame.data?.gameName ?? t('pageTitle.seamless')}
      launch={launch}
      onRetry={retry}
      onLogin={promptLogin}
      renderAlternatives={(suggestions) =>
        suggestions.length > 0 ? (
          <section className="embedded-game__alternatives">
            <h2 className="embedded-game__alternatives-title">{t('games.maintenanceSuggestions')}</h2>
            <SuggestedGames
              label={t('games.maintenanceSuggestions')}
              games={suggestions}
              onPlay={(game) => void navigate(embeddedGamePath(game))}
            />
          </section>
        ) : null
      }
    />
  );
}
