import type { CrashRevealedGame } from '@plaza/contracts/bgs';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { Modal } from '../../../components/modal';
import { useCrashState } from '../../../lib/api/get-crash-state';
import { formatHundredths } from '../../../lib/hundredths';
import { useErrorText } from '../../../lib/use-error-text';
import { useCrashGames } from '../api/get-crash-games';
import { verifyCrashGame } from '../hooks/verify-crash-game';
import { Verdict } from '../../../components/verdict';
import '../../../components/game-board.css';
import './fairness.css';

/**
 * Verifies one crashed game in the browser (Web Crypto): sha256 of its hash must be the hash revealed by the
 * game before it (or the chain's terminating hash), and HMAC-SHA256 of the salt under its hash must give the
 * crash point the game showed. The hash can be edited, to see a wrong one fail.
 */
export function CrashGameVerify({ game, onBack }: { game: CrashRevealedGame; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [gameHash, setGameHash] = useState(game.gameHash);
  const verify = useMutation({
    mutationFn: () => verifyCrashGame({ gameHash, previousHash: game.previousHash, salt: game.salt }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  const result = verify.data;
  const recorded = formatHundredths(game.crashPointHundredths);
  return (
    <div className="verify-round">
      <button type="button" className="button button--quiet verify-round__back" onClick={onBack}>
        {t('play.crash.fairness.backToGames')}
      </button>
      <dl className="fairness-facts">
        <div>
          <dt>{t('play.crash.fairness.game')}</dt>
          <dd>{t('play.crash.fairness.gameNumber', { number: game.gameNumber, chain: game.chainId })}</dd>
        </div>
        <div>
          <dt>{t('play.fairness.time')}</dt>
          <dd>{new Date(game.crashedAt).toLocaleString(i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('play.crash.fairness.recorded')}</dt>
          <dd>{`${recorded}×`}</dd>
        </div>
        <div>
          <dt>
            {game.gameNumber === 1
              ? t('play.crash.fairness.terminatingHash')
              : t('play.crash.fairness.previousHash')}
          </dt>
          <dd className="mono">{game.previousHash}</dd>
        </div>
        <div>
          <dt>{t('play.crash.fairness.salt')}</dt>
          <dd className="mono">{game.salt}</dd>
        </div>
      </dl>
      <form className="verify-round__form" onSubmit={onSubmit}>
        <label className="field" htmlFor={`${id}-hash`}>
          <span className="field__label">{t('play.crash.fairness.gameHash')}</span>
          <input
            id={`${id}-hash`}
            className="play-input mono"
            value={gameHash}
            spellCheck={false}
            onChange={(event) => setGameHash(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={verify.isPending}>
          {verify.isPending ? t('play.fairness.verifying') : t('play.fairness.verify')}
        </button>
      </form>
      {result === undefined ? null : (
        <div className="verify-round__result" aria-live="polite" data-testid="crash-verify-result">
          <Verdict
            isMatch={result.isLinkMatch}
            text={
              result.isLinkMatch ? t('play.crash.fairness.linkMatches') : t('play.crash.fairness.linkDiffers')
            }
          />
          <Verdict
            isMatch={result.crashPointHundredths === game.crashPointHundredths}
            text={
              result.crashPointHundredths === null
                ? t('play.crash.fairness.notAHash')
                : result.crashPointHundredths === game.crashPointHundredths
                  ? t('play.crash.fairness.pointMatches', { multiplier: recorded })
                  : t('play.crash.fairness.pointDiffers', {
                      multiplier: formatHundredths(result.crashPointHundredths),
                      recorded,
                    })
            }
          />
        </div>
      )}
    </div>
  );
}

/**
 * The crash game's fairness panel: the chain's terminating hash and salt, public before its first game, and
 * every crashed game with its revealed hash, each verifiable in the browser.
 */
export function CrashFairnessPanel({ token, onClose }: { token: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const chain = useCrashState(token).data?.state.chain ?? null;
  const games = useCrashGames(token);
  const [selected, setSelected] = useState<CrashRevealedGame | null>(null);
  const list = games.data?.pages.flatMap((page) => page.games) ?? [];

  return (
    <Modal title={t('play.fairness.title')} onClose={onClose} className="fairness-panel">
      {selected !== null ? (
        <CrashGameVerify game={selected} onBack={() => setSelected(null)} />
      ) : (
        <>
          <p className="fairness-panel__intro">{t('play.crash.fairness.intro')}</p>
          {chain === null ? null : (
            <dl className="fairness-facts">
              <div>
                <dt>{t('play.crash.fairness.terminatingHash')}</dt>
                <dd className="mono" data-testid="crash-terminating-hash">
                  {chain.terminatingHash}
                </dd>
              </div>
              <div>
                <dt>{t('play.crash.fairness.salt')}</dt>
                <dd className="mono">{chain.salt}</dd>
              </div>
              <div>
                <dt>{t('play.crash.fairness.chainLength')}</dt>
                <dd>
                  {t('play.crash.fairness.chainGames', {
                    count: chain.length,
                    games: chain.length.toLocaleString(i18n.language),
                    chain: chain.chainId,
                  })}
                </dd>
              </div>
            </dl>
          )}
          <h3 className="fairness-panel__rounds-title">{t('play.crash.fairness.games')}</h3>
          {games.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
          {games.isError ? (
            <p className="play-error" role="alert">
              {errorText(games.error)}
            </p>
          ) : null}
          {games.isSuccess && list.length === 0 ? (
            <p className="game-controls__hint">{t('play.crash.fairness.noGames')}</p>
          ) : null}
          <ul className="fairness-rounds">
            {list.map((game) => (
              <li key={game.gameId} className="fairness-rounds__item">
                <div className="fairness-rounds__text">
                  <span className="fairness-rounds__summary">
                    {t('play.summary.crash', { point: formatHundredths(game.crashPointHundredths) })}
                  </span>
                  <span className="fairness-rounds__meta">
                    {t('play.crash.fairness.gameNumber', { number: game.gameNumber, chain: game.chainId })} ·{' '}
                    {new Date(game.crashedAt).toLocaleTimeString(i18n.language)}
                  </span>
                </div>
                <button type="button" className="button button--quiet" onClick={() => setSelected(game)}>
                  {t('play.fairness.verify')}
                </button>
              </li>
            ))}
          </ul>
          {games.hasNextPage ? (
            <button
              type="button"
              className="button button--quiet fairness-panel__more"
              disabled={games.isFetchingNextPage}
              onClick={() => void games.fetchNextPage()}
            >
              {t('play.fairness.more')}
            </button>
          ) : null}
        </>
      )}
    </Modal>
  );
}
