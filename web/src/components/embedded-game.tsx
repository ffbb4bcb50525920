import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { EmbeddedLaunch } from '../lib/use-embedded-launch';
import { useErrorText } from '../lib/use-error-text';
import { AlertIcon, GamepadIcon, ShieldIcon, WrenchIcon } from './icons';
import { LoadingIndicator } from './loading-indicator';
import { StateMessage } from './state-message';
import './embedded-game.css';

export interface EmbeddedGameProps {
  /** The game's name: the page's heading (read, not shown) and the frame's title. */
  title: string;
  launch: EmbeddedLaunch;
  onRetry: () => void;
  onLogin: () => void;
  /** What a game under maintenance offers instead (other games), below the message. */
  renderAlternatives?: (suggestions: readonly CatalogueGame[]) => ReactNode;
}

/**
 * A launched game running inside the page, in a frame filling it below the header
 * (docs/product/games.md#embedded-games-and-the-sportsbook, /fbSport), with the launch's other outcomes: a guest
 * is asked to log in, a trial member told a real account is needed
 * (docs/product/games.md#embedded-games-and-the-sportsbook), a game under maintenance offers others, a failure
 * says why and offers a retry.
 */
export function EmbeddedGame({ title, launch, onRetry, onLogin, renderAlternatives }: EmbeddedGameProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const heading = <h1 className="visually-hidden">{title}</h1>;

  if (launch.status === 'ready') {
    return (
      <div className="embedded-game">
        {heading}
        <GameFrame key={launch.url} title={title} url={launch.url} />
      </div>
    );
  }
  if (launch.status === 'pending') {
    return (
      <div className="page">
        {heading}
        <LoadingIndicator label={t('embeddedGame.opening', { game: title })} />
      </div>
    );
  }
  if (launch.status === 'guest') {
    return (
      <div className="page">
        {heading}
        <StateMessage
          icon={<GamepadIcon />}
          title={t('embeddedGame.loginTitle')}
          text={t('embeddedGame.loginText', { game: title })}
          action={
            <button type="button" className="button button--primary" onClick={onLogin}>
              {t('account.login')}
            </button>
          }
        />
      </div>
    );
  }
  const { failure, error } = launch;
  switch (failure.kind) {
    case 'needRealAccount':
      return (
        <div className="page">
          {heading}
          <StateMessage
            role="alert"
            icon={<ShieldIcon />}
            title={t('account.noticeTitle')}
            text={t('account.needTrueAccount')}
            action={
              <Link className="button button--primary" to="/">
                {t('common.backHome')}
              </Link>
            }
          />
        </div>
      );
    case 'maintenance':
      return (
        <div className="page">
          {heading}
          <StateMessage
            role="alert"
            icon={<WrenchIcon />}
            title={t('games.maintenanceTitle')}
            text={errorText(error)}
          />
          {renderAlternatives?.(failure.suggestions)}
        </div>
      );
    case 'failed':
      return (
        <div className="page">
          {heading}
          <StateMessage
            role="alert"
            icon={<AlertIcon />}
            title={t('games.launchFailedTitle')}
            text={errorText(error)}
            action={
              <button type="button" className="button button--primary" onClick={onRetry}>
                {t('common.retry')}
              </button>
            }
          />
        </div>
      );
  }
}

/** The game's frame, with a spinner over it until its page has loaded. */
function GameFrame({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <>
      <iframe
        className="embedded-game__frame"
        title={title}
        src={url}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        onLoad={() => setIsLoaded(true)}
      />
      {isLoaded ? null : (
        <div className="embedded-game__loading">
          <LoadingIndicator label={t('embeddedGame.opening', { game: title })} />
        </div>
      )}
    </>
  );
}
