import type { BgsGameCode, BgsPlayResult, BgsSession, FairnessState } from '@plaza/contracts/bgs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { ApiError } from '../../../lib/api-client';
import { fetchInHouseBalance } from '../../../lib/api/get-in-house-balance';
import { roundHistoryKey } from '../../../lib/api/get-round-history';
import { useGameWindow } from '../../../lib/game-window';
import { GameContext } from '../../../lib/in-house-game';
import type { GameContextValue } from '../../../lib/in-house-game';
import { useErrorText } from '../../../lib/use-error-text';
import { inHouseSessionKey, useInHouseSession } from '../api/get-in-house-session';
import { RecentRounds } from './recent-rounds';
import './in-house-games.css';

/** What the screen asks of the fairness panel it opens beside the board. */
export interface FairnessPanelRequest {
  token: string;
  gameCode: BgsGameCode;
  fairness: FairnessState;
  /** Opens straight on this round's verification. */
  roundId?: string;
  onFairnessChange: (fairness: FairnessState) => void;
  onClose: () => void;
}

export interface InHouseGameScreenProps {
  token: string;
  gameCode: BgsGameCode;
  /** The board of each game (composed by the app: crash is a feature of its own). */
  boards: Record<BgsGameCode, ComponentType>;
  /** The fairness panel (the fairness feature's, composed by the app). */
  renderFairness: (request: FairnessPanelRequest) => ReactNode;
}

function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'game.session.expired';
}

function PlayableScreen({
  token,
  gameCode,
  session,
  boards,
  renderFairness,
}: Omit<InHouseGameScreenProps, 'token' | 'gameCode'> & {
  token: string;
  gameCode: BgsGameCode;
  session: BgsSession;
}) {
  const { t } = useTranslation();
  const { Frame, SessionExpiredDialog } = useGameWindow();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [error, setError] = useState<Error | null>(null);
  const [fairness, setFairness] = useState<{ roundId?: string } | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  const updateSession = useCallback(
    (change: Partial<BgsSession>) =>
      queryClient.setQueryData<BgsSession>(inHouseSessionKey(token, gameCode), (old) =>
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
        void fetchInHouseBalance(token).then(
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
    fetchInHouseBalance(token)
      .then(({ balance }) => updateSession({ balance }), setError)
      .finally(() => setIsRefreshing(false));
  };

  const Board = boards[gameCode];
  return (
    <GameContext value={context}>
      <Frame
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
        <Board />
      </Frame>
      {fairness === null
        ? null
        : renderFairness({
            token,
            gameCode,
            fairness: session.fairness,
            roundId: fairness.roundId,
            onFairnessChange: (next) => updateSession({ fairness: next }),
            onClose: () => setFairness(null),
          })}
      {isSessionExpired(error) ? <SessionExpiredDialog vendorCode="BGS" gameCode={gameCode} /> : null}
    </GameContext>
  );
}

/** An in-house game (vendor BGS): its session from the launch token, then the board of the game launched. */
export function InHouseGameScreen({ token, gameCode, ...parts }: InHouseGameScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { SessionExpiredDialog } = useGameWindow();
  const session = useInHouseSession(token, gameCode);
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
          <SessionExpiredDialog vendorCode="BGS" gameCode={gameCode} />
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
  return <PlayableScreen token={token} gameCode={gameCode} session={session.data} {...parts} />;
}
