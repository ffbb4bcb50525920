import { bgsGameCodeSchema } from '@plaza/contracts/bgs';
import { languageSchema } from '@plaza/contracts/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';

import { AlertIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { showLanguage } from '../../../i18n/i18n';
import { BgsGameScreen } from './bgs-game-screen';
import { DemoStudioScreen } from './demo-studio-screen';
import './play.css';

/**
 * /play/BGS and /play/DEMO: the game window the lobby opens with the launch address
 * (`?token=…&gameCode=…&lang=…&playerId=…`). The game speaks the language it was launched in and talks to its
 * vendor's game server with the launch token.
 */
export function PlayPage() {
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

  const bgsGame = bgsGameCodeSchema.safeParse(gameCode);
  useEffect(() => {
    document.title =
      gameCode === '' ? t('pageTitle.seamless') : t(`play.game.${gameCode}`, { defaultValue: gameCode });
  }, [gameCode, t]);

  if (token === '' || gameCode === '') {
    return (
      <StateMessage
        isFullPage
        icon={<AlertIcon />}
        title={t('play.unavailable.title')}
        text={t('play.unavailable.noToken')}
        action={
          <a className="button button--primary" href="/" target="_top">
            {t('play.backToSite')}
          </a>
        }
      />
    );
  }
  if (vendor === 'BGS' && bgsGame.success) {
    return <BgsGameScreen token={token} gameCode={bgsGame.data} />;
  }
  if (vendor === 'DEMO') {
    return <DemoStudioScreen token={token} gameCode={gameCode} />;
  }
  return (
    <StateMessage
      isFullPage
      icon={<AlertIcon />}
      title={t('play.unavailable.title')}
      text={t('play.unavailable.unknownGame')}
      action={
        <a className="button button--primary" href="/" target="_top">
          {t('play.backToSite')}
        </a>
      }
    />
  );
}
