import type { BgsGameCode, BgsRound, FairnessState, RotateSeedResponse } from '@plaza/contracts/bgs';
import { clientSeedSchema } from '@plaza/contracts/bgs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { Modal } from '../../../components/modal';
import { roundHistoryKey, useRoundHistory } from '../../../lib/api/get-round-history';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { roundDetailsKey, useRoundDetail } from '../api/get-round-detail';
import { rotateSeed } from '../api/rotate-seed';
import { setClientSeed } from '../api/set-client-seed';
import { useRoundSummary } from './round-summary';
import { VerifyRound } from './verify-round';
import '../../../components/game-board.css';
import './fairness.css';

export interface FairnessPanelProps {
  token: string;
  gameCode: BgsGameCode;
  fairness: FairnessState;
  /** Opens straight on this round's verification. */
  initialRoundId?: string;
  onFairnessChange: (fairness: FairnessState) => void;
  onClose: () => void;
}

function RoundDetail({ token, roundId, onBack }: { token: string; roundId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detail = useRoundDetail(token, roundId);
  if (detail.isPending) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (detail.isError) {
    return (
      <p className="play-error" role="alert">
        {errorText(detail.error)}
      </p>
    );
  }
  return <VerifyRound round={detail.data} onBack={onBack} />;
}

/** The player's client seed, which the next rounds use once saved. */
function ClientSeedForm({
  token,
  fairness,
  onFairnessChange,
  onError,
}: {
  token: string;
  fairness: FairnessState;
  onFairnessChange: (fairness: FairnessState) => void;
  onError: (error: Error | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [clientSeed, setClientSeedText] = useState(fairness.clientSeed);
  const saveSeed = useMutation({
    mutationFn: () => setClientSeed(token, clientSeed.trim()),
    onSuccess: (next) => onFairnessChange(next),
    onError,
  });
  const isClientSeedValid = clientSeedSchema.safeParse(clientSeed).success;
  const onSaveSeed = (event: FormEvent) => {
    event.preventDefault();
    if (isClientSeedValid && clientSeed.trim() !== fairness.clientSeed) {
      onError(null);
      saveSeed.mutate();
    }
  };
  return (
    <form className="fairness-panel__seed" onSubmit={onSaveSeed}>
      <label className="field" htmlFor={`${id}-client-seed`}>
        <span className="field__label">{t('play.fairness.clientSeed')}</span>
        <span className="fairness-panel__seed-row">
          <input
            id={`${id}-client-seed`}
            className="play-input mono"
            value={clientSeed}
            maxLength={64}
            spellCheck={false}
            aria-invalid={isClientSeedValid ? undefined : true}
            onChange={(event) => setClientSeedText(event.target.value)}
          />
          <button
            type="submit"
            className="button button--quiet"
            disabled={!isClientSeedValid || saveSeed.isPending || clientSeed.trim() === fairness.clientSeed}
          >
            {t('play.fairness.saveClientSeed')}
          </button>
        </span>
      </label>
      {isClientSeedValid ? null : <p className="field__error">{t('play.fairness.clientSeedInvalid')}</p>}
      {saveSeed.isSuccess && clientSeed.trim() === fairness.clientSeed ? (
        <p className="game-controls__hint" role="status">
          {t('play.fairness.clientSeedSaved')}
        </p>
      ) : null}
    </form>
  );
}

/** The server seed a rotation revealed, with its hash and the rounds it served. */
function RevealedSeed({ revealed }: { revealed: RotateSeedResponse['revealed'] }) {
  const { t } = useTranslation();
  return (
    <div className="fairness-panel__revealed" role="status" data-testid="revealed-seed">
      <h3>{t('play.fairness.revealedTitle')}</h3>
      <dl className="fairness-facts">
        <div>
          <dt>{t('play.fairness.serverSeed')}</dt>
          <dd className="mono">{revealed.serverSeed}</dd>
        </div>
        <div>
          <dt>{t('play.fairness.itsHash')}</dt>
          <dd className="mono">{revealed.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('play.fairness.roundsServed')}</dt>
          <dd>{revealed.nonceCount}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The player's rounds of the game, newest first, each opening its verification. */
function RoundList({
  token,
  gameCode,
  onSelect,
}: {
  token: string;
  gameCode: BgsGameCode;
  onSelect: (roundId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const summary = useRoundSummary();
  const errorText = useErrorText();
  const history = useRoundHistory(token, gameCode, true);
  const rounds: BgsRound[] = history.data?.pages.flatMap((page) => page.rounds) ?? [];
  return (
    <>
      <h3 className="fairness-panel__rounds-title">{t('play.fairness.rounds')}</h3>
      {history.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {history.isError ? (
        <p className="play-error" role="alert">
          {errorText(history.error)}
        </p>
      ) : null}
      {history.isSuccess && rounds.length === 0 ? (
        <p className="game-controls__hint">{t('play.fairness.noRounds')}</p>
      ) : null}
      <ul className="fairness-rounds">
        {rounds.map((round) => (
          <li key={round.roundId} className="fairness-rounds__item">
            <div className="fairness-rounds__text">
              <span className="fairness-rounds__summary">{summary(round)}</span>
              <span className="fairness-rounds__meta">
                {new Date(round.createdAt).toLocaleTimeString(i18n.language)} ·{' '}
                {t('play.fairness.stakePayout', {
                  stake: money.format(round.stake),
                  payout:
                    round.payout === null ? t(`play.status.${round.status}`) : money.format(round.payout),
                })}
                {round.fairness === null
                  ? ''
                  : ` · ${t('play.fairness.nonceShort', { nonce: round.fairness.nonce })}`}
              </span>
            </div>
            <button
              type="button"
              className="button button--quiet"
              disabled={round.fairness === null}
              onClick={() => onSelect(round.roundId)}
            >
              {round.fairness?.serverSeed === null ? t('play.fairness.check') : t('play.fairness.verify')}
            </button>
          </li>
        ))}
      </ul>
      {history.hasNextPage ? (
        <button
          type="button"
          className="button button--quiet fairness-panel__more"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('play.fairness.more')}
        </button>
      ) : null}
    </>
  );
}

/**
 * The fairness panel: the hash of the server seed in use (committed before the next round), the client seed
 * the player may change, the next nonce; rotating reveals the seed in use and commits a new one; and the
 * player's rounds, each of which can be recomputed and checked in the browser.
 */
export function FairnessPanel({
  token,
  gameCode,
  fairness,
  initialRoundId,
  onFairnessChange,
  onClose,
}: FairnessPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(initialRoundId ?? null);
  const [revealed, setRevealed] = useState<RotateSeedResponse['revealed'] | null>(null);
  const [seedError, setSeedError] = useState<Error | null>(null);

  const rotate = useMutation({
    mutationFn: () => rotateSeed(token),
    onSuccess: (answer) => {
      setRevealed(answer.revealed);
      onFairnessChange(answer.fairness);
      // Rounds of the revealed seed can now be verified: their server seed comes with them.
      void queryClient.invalidateQueries({ queryKey: roundHistoryKey(token, gameCode) });
      void queryClient.invalidateQueries({ queryKey: roundDetailsKey(token) });
    },
  });
  const failure = seedError ?? rotate.error;

  return (
    <Modal title={t('play.fairness.title')} onClose={onClose} className="fairness-panel">
      {selected !== null ? (
        <RoundDetail token={token} roundId={selected} onBack={() => setSelected(null)} />
      ) : (
        <>
          <p className="fairness-panel__intro">{t('play.fairness.intro')}</p>
          <dl className="fairness-facts">
            <div>
              <dt>{t('play.fairness.serverSeedHash')}</dt>
              <dd className="mono" data-testid="server-seed-hash">
                {fairness.serverSeedHash}
              </dd>
            </div>
            <div>
              <dt>{t('play.fairness.nextNonce')}</dt>
              <dd className="mono">{fairness.nextNonce}</dd>
            </div>
          </dl>
          <ClientSeedForm
            token={token}
            fairness={fairness}
            onFairnessChange={onFairnessChange}
            onError={setSeedError}
          />
          <div className="fairness-panel__rotate">
            <button
              type="button"
              className="button button--outline"
              disabled={rotate.isPending}
              onClick={() => rotate.mutate()}
            >
              {t('play.fairness.rotate')}
            </button>
            <p className="game-controls__hint">{t('play.fairness.rotateHint')}</p>
          </div>
          {failure !== null ? (
            <p className="play-error" role="alert">
              {errorText(failure)}
            </p>
          ) : null}
          {revealed === null ? null : <RevealedSeed revealed={revealed} />}
          <RoundList token={token} gameCode={gameCode} onSelect={setSelected} />
        </>
      )}
    </Modal>
  );
}
