import { useTranslation } from 'react-i18next';

import { MoonIcon, SunIcon } from '../../../components/icons';
import type { GameFrameProps } from '../../../lib/game-window';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { setTheme, useTheme } from '../../../lib/use-theme';
import { BackIcon, FairnessIcon, RefreshIcon } from './game-window-icons';
import '../../../components/game-board.css';
import './game-window.css';

/**
 * The game window around every game: back to the site, the game's name, the balance (refreshed after every
 * round), the fairness panel, the theme; then the board and controls the game draws.
 */
export function GameFrame({
  title,
  studio,
  balance,
  isRefreshingBalance = false,
  onRefreshBalance,
  onOpenFairness,
  error,
  onDismissError,
  children,
  footer,
}: GameFrameProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const theme = useTheme();
  const nextTheme = theme === 'light' ? 'dark' : 'light';
  const themeLabel = nextTheme === 'dark' ? t('shell.darkTheme') : t('shell.lightTheme');
  return (
    <div className="play">
      <header className="play__bar">
        <a
          className="icon-button play__back"
          href="/"
          target="_top"
          aria-label={t('play.backToSite')}
          title={t('play.backToSite')}
        >
          <BackIcon />
        </a>
        <div className="play__heading">
          <h1 className="play__title">{title}</h1>
          <p className="play__studio">{studio}</p>
        </div>
        <div className="play__balance">
          <span className="play__balance-label">{t('play.balance')}</span>
          <output className="play__balance-value" aria-live="polite" data-testid="game-balance">
            {balance === null ? '—' : money.format(balance)}
          </output>
          {onRefreshBalance === undefined ? null : (
            <button
              type="button"
              className={`icon-button play__refresh${isRefreshingBalance ? ' play__refresh--busy' : ''}`}
              aria-label={t('play.refreshBalance')}
              title={t('play.refreshBalance')}
              disabled={isRefreshingBalance}
              onClick={onRefreshBalance}
            >
              <RefreshIcon />
            </button>
          )}
        </div>
        {onOpenFairness === undefined ? null : (
          <button
            type="button"
            className="button button--quiet play__fairness-button"
            aria-label={t('play.fairness.open')}
            onClick={onOpenFairness}
          >
            <FairnessIcon />
            <span className="play__fairness-label">{t('play.fairness.open')}</span>
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={themeLabel}
          title={themeLabel}
          onClick={() => setTheme(nextTheme)}
        >
          {theme === 'light' ? <MoonIcon /> : <SunIcon />}
        </button>
      </header>
      {error ? (
        <div className="play-error play-error--banner" role="alert">
          <span>{error}</span>
          {onDismissError === undefined ? null : (
            <button type="button" className="button button--quiet" onClick={onDismissError}>
              {t('common.close')}
            </button>
          )}
        </div>
      ) : null}
      <main className="play__main">{children}</main>
      {footer}
    </div>
  );
}
