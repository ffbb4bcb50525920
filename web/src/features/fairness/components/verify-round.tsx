import type { BgsRound } from '@plaza/contracts/bgs';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';
import { replayRound } from '../hooks/replay-round';
import { useRoundSummary } from './round-summary';
import { JackpotDrawCheckView } from '../../../components/jackpot-draw-check';
import { Verdict } from '../../../components/verdict';

/**
 * Verifies one round in the browser: from the revealed server seed (or any the player types), the client
 * seed and the nonce, Web Crypto and the games' own settle functions recompute the outcome; the page says
 * whether the seed is the one committed before the round and whether the outcome is the one recorded and paid.
 */
export function VerifyRound({ round, onBack }: { round: BgsRound; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const summary = useRoundSummary();
  const id = useId();
  const fairness = round.fairness;
  const [serverSeed, setServerSeed] = useState(fairness?.serverSeed ?? '');
  const [clientSeed, setClientSeed] = useState(fairness?.clientSeed ?? '');
  const [nonce, setNonce] = useState(String(fairness?.nonce ?? 0));
  const verify = useMutation({
    mutationFn: () => replayRound(round, { serverSeed: serverSeed.trim(), clientSeed, nonce: Number(nonce) }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  const result = verify.data;
  const jackpotRecord = round.gameCode === 'BGS_SLOT' ? (round.jackpot ?? null) : null;
  return (
    <div className="verify-round">
      <button type="button" className="button button--quiet verify-round__back" onClick={onBack}>
        {t('play.fairness.backToRounds')}
      </button>
      <dl className="fairness-facts">
        <div>
          <dt>{t('play.fairness.round')}</dt>
          <dd className="mono">{round.roundId}</dd>
        </div>
        <div>
          <dt>{t('play.fairness.time')}</dt>
          <dd>{new Date(round.createdAt).toLocaleString(i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('play.fairness.recorded')}</dt>
          <dd>
            {summary(round)} ·{' '}
            {t('play.fairness.stakePayout', {
              stake: money.format(round.stake),
              payout: round.payout === null ? '—' : money.format(round.payout),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('play.fairness.committedHash')}</dt>
          <dd className="mono">{fairness?.serverSeedHash ?? '—'}</dd>
        </div>
      </dl>
      {fairness === null ? (
        <p className="game-controls__hint">{t('play.fairness.noSeeds')}</p>
      ) : (
        <form className="verify-round__form" onSubmit={onSubmit}>
          {fairness.serverSeed === null ? (
            <p className="verify-round__note">{t('play.fairness.notRevealed')}</p>
          ) : null}
          <label className="field" htmlFor={`${id}-server`}>
            <span className="field__label">{t('play.fairness.serverSeed')}</span>
            <input
              id={`${id}-server`}
              className="play-input mono"
              value={serverSeed}
              spellCheck={false}
              onChange={(event) => setServerSeed(event.target.value)}
            />
          </label>
          <div className="verify-round__pair">
            <label className="field" htmlFor={`${id}-client`}>
              <span className="field__label">{t('play.fairness.clientSeed')}</span>
              <input
                id={`${id}-client`}
                className="play-input mono"
                value={clientSeed}
                spellCheck={false}
                onChange={(event) => setClientSeed(event.target.value)}
              />
            </label>
            <label className="field" htmlFor={`${id}-nonce`}>
              <span className="field__label">{t('play.fairness.nonce')}</span>
              <input
                id={`${id}-nonce`}
                className="play-input mono"
                inputMode="numeric"
                value={nonce}
                onChange={(event) => setNonce(event.target.value.replace(/\D/g, ''))}
              />
            </label>
          </div>
          {fairness.nonceCount > 1 ? (
            <p className="game-controls__hint">
              {t('play.fairness.nonceRange', {
                first: fairness.nonce,
                last: fairness.nonce + fairness.nonceCount - 1,
              })}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={verify.isPending || serverSeed.trim() === '' || nonce === ''}
          >
            {verify.isPending ? t('play.fairness.verifying') : t('play.fairness.verify')}
          </button>
        </form>
      )}
      {result === undefined ? null : (
        <div className="verify-round__result" aria-live="polite" data-testid="verify-result">
          <Verdict
            isMatch={result.isHashMatch}
            text={result.isHashMatch ? t('play.fairness.hashMatches') : t('play.fairness.hashDiffers')}
          />
          <Verdict
            isMatch={result.isOutcomeMatch}
            text={
              result.recomputed === null
                ? t('play.fairness.cannotReplay')
                : `${result.isOutcomeMatch ? t('play.fairness.outcomeMatches') : t('play.fairness.outcomeDiffers')} ${summary(result.recomputed)} · ${t('play.fairness.payout', { amount: money.format(result.recomputed.payout ?? 0) })}`
            }
          />
          {result.jackpot === null || jackpotRecord === null ? null : (
            <JackpotDrawCheckView
              record={jackpotRecord}
              check={result.jackpot}
              amount={jackpotRecord.amount}
            />
          )}
        </div>
      )}
    </div>
  );
}
