import { languageSchema } from '@plaza/contracts/languages';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { AlertIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { showLanguage } from '../../../i18n/i18n';
import { GameWindowContext } from '../../../lib/game-window';
import type { GameWindowParts } from '../../../lib/game-window';
import { GameFrame } from './game-frame';
import { SessionExpiredDialog } from './session-expired-dialog';
import '../../../components/game-board.css';
import './game-window.css';

const PARTS: GameWindowParts = { Frame: GameFrame, SessionExpiredDialog };

/** What the game window found in its address. */
export interface GameWindowLaunch {
  vendorCode: string;
  token: string;
  gameCode: string;
}

export interface GameWindowPageProps {
  /** The screen of the vendor's game, or null when the window cannot run it (the app composes the screens). */
  resolveScreen: (launch: GameWindowLaunch) => ReactNode;
}

/**
 * /play/BGS and /play/DEMO: the game window the lobby opens with the launch address
 * (`?token=…&gameCode=…&lang=…&playerId=…`). The game speaks the language it was launched in and talks to its
 * vendor's game server with the launch token; the screen drawn inside the window's frame is the vendor's.
 */
export function GameWindowPage({ resolveScreen }: GameWindowPageProps) {
  const { t, i18n } = useTranslation();
  const { vendor } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const gameCode = search.get('gameCode') ?? '';
  const language = languageSchema.safeParse(search.get('lang'));

  useEffect(() => {
    if (language.success && language.data !== i18n.language) {
      void showLanguage(language.data, false);
    }
  }, [language.success, language.data, i18n.language]);

  useEffect(() => {
    document.title =
      gameCode === '' ? t('pageTitle.seamless') : t(`play.game.${gameCode}`, { defaultValue: gameCode });
  }, [gameCode, t]);

  const screen =
    token === '' || gameCode === '' ? null : resolveScreen({ vendorCode: vendor ?? '', token, gameCode });
  if (screen === null || screen === undefined) {
    return (
      <StateMessage
        isFullPage
        icon={<AlertIcon />}
        title={t('play.unavailable.title')}
        text={
          token === '' || gameCode === '' ? t('play.unavailable.noToken') : t('play.unavailable.unknownGame')
        }
        action={
          <a className="button button--primary" href="/" target="_top">
            {t('play.backToSite')}
          </a>
        }
      />
    );
  }
  return <GameWindowContext value={PARTS}>{screen}</GameWindowContext>;
}
