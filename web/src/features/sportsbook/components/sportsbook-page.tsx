import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmbeddedGame } from '../../../components/embedded-game';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useEmbeddedLaunch } from '../../../lib/use-embedded-launch';
import { launchSportsbook } from '../api/launch-sportsbook';

/**
 * The FB sports page (docs/product/games.md#embedded-games-and-the-sportsbook, no footer): the deployment's
 * sportsbook, launched by the sportsbook's launch call, running in a frame that fills the page. A guest is asked
 * to log in and a trial member told a real account is needed; while the sportsbook is under maintenance the other
 * sports providers are offered.
 */
export function SportsbookPage() {
  const { t } = useTranslation();
  const promptLogin = useLoginPrompt();
  const { launch, retry } = useEmbeddedLaunch({ gameKey: ['sportsbook'], launch: launchSportsbook });
  return (
    <EmbeddedGame
      title={t('fbSport.title')}
      launch={launch}
      onRetry={retry}
      onLogin={promptLogin}
      renderAlternatives={() => (
        <p className="embedded-game__alternatives">
          <Link className="button button--primary" to="/sports">
            {t('fbSport.otherSports')}
          </Link>
        </p>
      )}
    />
  );
}
