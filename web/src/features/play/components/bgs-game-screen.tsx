import type { BgsGameCode, BgsPlayResult, BgsSession } from '@plaza/contracts/bgs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchBgsBalance } from '../api/get-bgs-balance';
import { bgsSessionKey, useBgsSession } from '../api/get-bgs-session';
import { roundHistoryKey, useRoundHistory } from '../api/get-round-history';
import { GameContext } from '../hooks/game-context';
import type { GameContextValue } from '../hooks/game-context';
import { BaccaratGame } from './baccarat-game';
import { CrashFairnessPanel } from './crash-fairness-panel';
import { CrashGame } from './crash-game';
import { DiceGame } from './dice-game';
import { FairnessPanel } from './fairness-panel';
import { GameFrame } from './game-frame';
import { MinesGame } from './mines-game';
import { RouletteGame } from './roulette-game';
import { SessionExpiredDialog } from './session-expired-dialog';
import { SlotGame } from './slot-game';

const BOARDS: Record<BgsGameCode, () => ReactNode> = {
  BGS_DICE: () => <DiceGame />,
  BGS_ROULETTE: () => <RouletteGame />,
  BGS_BACCARAT: () => <BaccaratGame />,
  BGS_SLOT: () => <SlotGame />,
  BGS_MINES: () => <MinesGame />,
  BGS_CRASH: () => <CrashGame />,
};

function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'game.session.expired';
}

/** The last rounds as chips under the board; a chip opens the round in the fairness panel. */
function RecentRounds({
  token,
  gameCode,
  onOpen,
}: {
  token: string;
  gameCode: BgsGameCode;
  onOpen: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const history = useRoundHistory(token, gameCode, true);
  const rounds = history.data?.pages[0]?.rounds.slice(0, 12) ?? [];
  if (rounds.length === 0) {
    return null;
  }
  return (
    <section className="recent-rounds" aria-label={t('play.recent')}>
      <h2 className="recent-rounds__title">{t('play.recent')}</h2>
      <ol className="recent-rounds__list">
        {rounds.map((round) => {
          const net = (round.payout ?? 0) - round.stake;
          const tone = round.status !== 'settled' ? 'pending' : net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
          return (
            <li key={round.roundId}>
              <button
                type="button"
                className={`recent-rounds__chip recent-rounds__chip--${tone}`}
                title={t('play.fairness.verifyRound')}
                onClick={() => onOpen(round.roundId)}
              >
                {round.status === 'settled'
                  ? money.format(net, { isSigned: true })
                  : t(`play.status.${round.status}`)}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PlayableScreen({
  token,
  gameCode,
  session,
}: {
  token: string;
  gameCode: BgsGameCode;
  session: BgsSession;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<Error | null>(null);
  const [fairness, setFairness] = useState<{ roundId?: string } | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  const updateSession = useCallback(
    (change: Partial<BgsSession>) =>
      queryClient.setQueryData<BgsSession>(bgsSessionKey(token, gameCode), (old) =>
        old === undefined ? old : { ...old, ...change },
      ),
    [queryClient, token, gameCode],
  );

  const context = useMemo<GameContextValue>(
    () => ({
      token,
      gameCode,
      session,
      applyResult: (result: BgsPlayResult) => {
        updateSession({ balance: result.balance, fairness: result.fairness });
        void queryClient.invalidateQueries({ queryKey: roundHistoryKey(token, gameCode) });
      },
      showBalance: (balance: number) => {
        updateSession({ balance });
        void queryClient.invalidateQueries({ queryKey: roundHistoryKey(token, gameCode) });
      },
      reportError: (failure: Error) => {
        setError(failure);
        // A round that failed or is pending may still have moved money: read the balance again.
        void fetchBgsBalance(token).then(
          ({ balance }) => updateSession({ balance }),
          () => undefined,
        );
        void queryClient.invalidateQueries({ queryKey: roundHistoryKey(token, gameCode) });
      },
      clearError: () => setError(null),
      openFairness: (roundId?: string) => setFairness({ roundId }),
    }),
    [token, gameCode, session, updateSession, queryClient],
  );

  const refreshBalance = () => {
    setIsRefreshing(true);
    fetchBgsBalance(token)
      .then(({ balance }) => updateSession({ balance }), setError)
      .finally(() => setIsRefreshing(false));
  };

  const board = BOARDS[gameCode];
  return (
    <GameContext value={context}>
      <GameFrame
        title={t(`play.game.${gameCode}`)}
        studio={t('play.studio.bgs')}
        balance={session.balance}
        isRefreshingBalance={isRefreshing}
        onRefreshBalance={refreshBalance}
        onOpenFairness={() => setFairness({})}
        error={error === null || isSessionExpired(error) ? null : errorText(error)}
        onDismissError={() => setError(null)}
        footer={
          <RecentRounds token={token} gameCode={gameCode} onOpen={(roundId) => setFairness({ roundId })} />
        }
      >
        {board()}
      </GameFrame>
      {fairness === null ? null : gameCode === 'BGS_CRASH' ? (
        <CrashFairnessPanel token={token} onClose={() => setFairness(null)} />
      ) : (
        <FairnessPanel
          token={token}
          gameCode={gameCode}
          fairness={session.fairness}
          initialRoundId={fairness.roundId}
          onFairnessChange={(next) => updateSession({ fairness: next })}
          onClose={() => setFairness(null)}
        />
      )}
      {isSessionExpired(error) ? <SessionExpiredDialog vendor="BGS" gameCode={gameCode} /> : null}
    </GameContext>
  );
}

/** An in-house (BGS) game: its session from the launch token, then the board of the game launched. */
export function BgsGameScreen({ token, gameCode }: { token: string; gameCode: BgsGameCode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useBgsSession(token, gameCode);
  if (session.isPending) {
    return <LoadingIndicator isFullPage label={t('common.loading')} />;
  }
  if (session.isError) {
    if (isSessionExpired(session.error)) {
      return (
        <>
          <StateMessage
            isFullPage
            icon={<AlertIcon />}
            title={t('play.expired.title')}
            text={t('play.expired.text')}
          />
          <SessionExpiredDialog vendor="BGS" gameCode={gameCode} />
        </>
      );
    }
    return (
      <StateMessage
        isFullPage
        role="alert"
        icon={<AlertIcon />}
        title={t('play.unavailable.title')}
        text={errorText(session.error)}
        action={
          <button type="button" className="button button--primary" onClick={() => void session.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  return <PlayableScreen token={token} gameCode={gameCode} session={session.data} />;
}
