import type { CrashBet, CrashPlayerBet, CrashPlayerState } from '@plaza/contracts/bgs';
import { computeFlightMultiplier, CRASH_MINIMUM_CASH_OUT_HUNDREDTHS } from '@plaza/engines/crash-flight';
import { multiplyByRatio } from '@plaza/engines/minor-units';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PlayButton } from '../../../components/play-button';
import { StakeField, useInitialStake } from '../../../components/stake-field';
import { StateMessage } from '../../../components/state-message';
import { crashStateKey, useCrashState } from '../../../lib/api/get-crash-state';
import { fetchInHouseBalance } from '../../../lib/api/get-in-house-balance';
import { formatHundredths } from '../../../lib/hundredths';
import { useGame } from '../../../lib/in-house-game';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { cashOutCrash } from '../api/cash-out-crash';
import { placeCrashBet } from '../api/place-crash-bet';
import { checkAutoCashOut, rateCrashPoint } from '../hooks/crash-rules';
import { useCrashLive } from '../hooks/use-crash-live';
import { CrashChart } from './crash-chart';
import './crash.css';

const CLOCK_TICK_MS = 100;

/** The server's time, re-read every tenth of a second while `isRunning` (countdown, live payout). */
function useServerClock(serverNow: () => number, isRunning: boolean): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!isRunning) {
      return undefined;
    }
    const timer = window.setInterval(() => setNow(serverNow()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [serverNow, isRunning]);
  return now;
}

function BetsList({
  bets,
  betCount,
  myRoundId,
}: {
  bets: CrashBet[];
  betCount: number;
  myRoundId: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <section className="crash-bets" aria-label={t('play.crash.betsTitle')}>
      <h2 className="crash-bets__title">
        {t('play.crash.betsTitle')}
        <span className="crash-bets__count">{t('play.crash.betCount', { count: betCount })}</span>
      </h2>
      {bets.length === 0 ? (
        <p className="game-controls__hint">{t('play.crash.noBets')}</p>
      ) : (
        <ul className="crash-bets__list">
          {bets.map((bet) => (
            <li
              key={bet.roundId}
              className={`crash-bets__item crash-bets__item--${bet.status}${bet.roundId === myRoundId ? ' crash-bets__item--mine' : ''}`}
            >
              <span className="crash-bets__player">
                {bet.roundId === myRoundId ? t('play.crash.you') : bet.player}
              </span>
              <span className="crash-bets__stake">{money.format(bet.stake)}</span>
              <span className="crash-bets__result">
                {bet.status === 'cashed_out' && bet.cashOutHundredths !== null
                  ? `${formatHundredths(bet.cashOutHundredths)}× · ${money.format(bet.payout ?? 0)}`
                  : bet.status === 'lost'
                    ? t('play.crash.busted')
                    : t('play.crash.riding')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What became of the player's bet, in words (and for screen readers when it changes). */
function BetStatus({
  bet,
  isOnGame,
  phase,
}: {
  bet: CrashPlayerBet | null;
  isOnGame: boolean;
  phase: string;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  let text = '';
  let tone = 'idle';
  if (bet !== null && bet.status === 'cashed_out' && bet.cashOutHundredths !== null) {
    text = t('play.crash.cashedOut', {
      multiplier: formatHundredths(bet.cashOutHundredths),
      amount: money.format(bet.payout ?? 0),
    });
    tone = 'win';
  } else if (bet !== null && bet.status === 'lost') {
    text = t('play.crash.lost', { amount: money.format(bet.stake) });
    tone = 'loss';
  } else if (bet !== null && isOnGame) {
    text =
      phase === 'betting'
        ? t('play.crash.betPlaced', { amount: money.format(bet.stake) })
        : t('play.crash.betRiding', { amount: money.format(bet.stake) });
    if (bet.autoCashOutHundredths !== null) {
      text = `${text} · ${t('play.crash.autoAt', { multiplier: formatHundredths(bet.autoCashOutHundredths) })}`;
    }
  }
  return (
    <p
      className={`round-result round-result--${tone} crash-status`}
      aria-live="polite"
      data-testid="crash-bet-status"
    >
      {text}
    </p>
  );
}

/** The last crash points, coloured by how high they went. */
function CrashHistory({ history }: { history: readonly { gameId: number; crashPointHundredths: number }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="crash-history" aria-label={t('play.crash.history')} hidden={history.length === 0}>
      {history.map((entry) => (
        <li
          key={entry.gameId}
          className={`crash-history__chip crash-history__chip--${rateCrashPoint(entry.crashPointHundredths)}`}
        >
          {`${formatHundredths(entry.crashPointHundredths)}×`}
        </li>
      ))}
    </ol>
  );
}

/** The automatic cash-out typed as a multiplier, with why it cannot be used when it cannot. */
function AutoCashOutField({
  value,
  onChange,
  isDisabled,
}: {
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const check = checkAutoCashOut(value);
  const error = check.isValid
    ? null
    : check.issue === 'invalid'
      ? t('play.crash.autoInvalid')
      : t('play.crash.autoRange');
  return (
    <Field
      label={t('play.crash.autoLabel')}
      hint={t('play.crash.autoHint')}
      error={error}
      className="crash-auto"
    >
      {(control) => (
        <div className="stake-field__row">
          <input
            {...control}
            className="stake-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            name="autoCashOut"
            placeholder={t('play.crash.autoPlaceholder')}
            value={value}
            disabled={isDisabled}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="stake-field__symbol" aria-hidden="true">
            ×
          </span>
        </div>
      )}
    </Field>
  );
}

/**
 * What follows the player's bet on the server: once it is settled (automatic cash-out, crash) the balance is read
 * again, once per bet; and a bet still riding here after the crash (it was not among the listed bets) is asked for.
 */
function useBetFollowUp(
  token: string,
  myBet: CrashPlayerBet | null,
  isStale: boolean,
  refetch: () => unknown,
) {
  const { showBalance } = useGame();
  const showBalanceRef = useRef(showBalance);
  useEffect(() => {
    showBalanceRef.current = showBalance;
  }, [showBalance]);
  const settledRound = myBet !== null && myBet.status !== 'open' ? myBet.roundId : null;
  useEffect(() => {
    if (settledRound === null) {
      return;
    }
    fetchInHouseBalance(token).then(
      ({ balance }) => showBalanceRef.current(balance),
      () => undefined,
    );
  }, [settledRound, token]);
  useEffect(() => {
    if (isStale) {
      void refetch();
    }
  }, [isStale, refetch]);
}

/**
 * Rocket Crash: one shared round for every player. Bets are taken while the countdown runs, then the
 * multiplier climbs on the server's curve, drawn here from the take-off time, until the crash point fixed by the
 * hash chain. A bet cashes out by hand (priced by the server's clock) or at its automatic target.
 */
export function CrashGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { token, session, showBalance } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const crash = useCrashState(token);
  const live = useCrashLive(token);
  const [stake, setStake] = useState(useInitialStake(limits));
  const [autoText, setAutoText] = useState('');
  const { isBusy, run } = useRoundRunner();

  const state = crash.data?.state ?? null;
  const game = state?.game ?? null;
  const myBet = crash.data?.myBet ?? null;
  const now = useServerClock(live.serverNow, game !== null && game.phase !== 'crashed');
  const takeOff = game === null ? Number.POSITIVE_INFINITY : Date.parse(game.bettingEndsAt);
  const phase =
    game === null ? 'waiting' : game.phase === 'crashed' ? 'crashed' : now < takeOff ? 'betting' : 'running';
  const isOnGame = myBet !== null && game !== null && myBet.gameId === game.gameId;
  const isRiding = isOnGame && myBet.status === 'open';
  const multiplier = phase === 'running' ? computeFlightMultiplier(now - takeOff) : 100;
  const canCashOut = isRiding && phase === 'running' && multiplier >= CRASH_MINIMUM_CASH_OUT_HUNDREDTHS;
  const stakeCheck = checkStake(stake, money.decimals, limits);
  const autoCheck = checkAutoCashOut(autoText);

  const setMyBet = (bet: CrashPlayerBet) =>
    queryClient.setQueryData<CrashPlayerState>(crashStateKey(token), (old) =>
      old === undefined ? old : { ...old, myBet: bet },
    );

  const send = (request: { stake: number; autoCashOutHundredths?: number }) =>
    run(
      () => placeCrashBet({ token, ...request }),
      0,
      (result) => {
        setMyBet(result.bet);
        showBalance(result.balance);
      },
    );

  const cashOut = async () => {
    if (myBet === null) {
      return;
    }
    await run(
      () => cashOutCrash({ token, roundId: myBet.roundId }),
      0,
      (result) => {
        setMyBet(result.bet);
        showBalance(result.balance);
      },
      () => void crash.refetch(),
    );
  };

  useBetFollowUp(token, myBet, phase === 'crashed' && isRiding, crash.refetch);

  const primary = async () => {
    if (isBusy) {
      return;
    }
    if (isRiding) {
      if (canCashOut) {
        await cashOut();
      }
      return;
    }
    if (phase !== 'betting' || !stakeCheck.isValid || !autoCheck.isValid) {
      return;
    }
    await send({
      stake: stakeCheck.minorUnits,
      ...(autoCheck.hundredths === undefined ? {} : { autoCashOutHundredths: autoCheck.hundredths }),
    });
  };
  const onSubmit = usePlayForm(primary, !isBusy);

  if (crash.isPending) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (crash.isError || state === null) {
    return (
      <StateMessage
        role="alert"
        icon={<AlertIcon />}
        title={t('play.unavailable.title')}
        text={crash.error === null ? t('errors.unknown') : errorText(crash.error)}
        action={
          <button type="button" className="button button--primary" onClick={() => void crash.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }

  const livePayout = isRiding ? multiplyByRatio(myBet.stake, Math.max(multiplier, 100), 100) : 0;
  const isLocked = isRiding || isBusy;

  return (
    <div className="crash-layout">
      <section className="game-board crash-board" aria-label={t('play.game.BGS_CRASH')}>
        <CrashHistory history={state.history} />
        <CrashChart game={game} serverNow={live.serverNow} />
        {live.status === 'open' ? null : (
          <p className="crash-board__connection" role="status">
            {live.status === 'connecting' ? t('play.crash.connecting') : t('play.crash.reconnecting')}
          </p>
        )}
        <p className="visually-hidden" aria-live="polite">
          {phase === 'betting'
            ? t('play.crash.announceBetting')
            : phase === 'running'
              ? t('play.crash.announceRunning')
              : game !== null && game.crashPointHundredths !== null
                ? t('play.crash.announceCrashed', { multiplier: formatHundredths(game.crashPointHundredths) })
                : ''}
        </p>
      </section>
      <form className="game-controls crash-controls" onSubmit={onSubmit}>
        <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isLocked} />
        <AutoCashOutField value={autoText} onChange={setAutoText} isDisabled={isLocked} />
        {isRiding && phase !== 'betting' ? (
          <div className="play-button">
            <button
              type="button"
              className="button button--highlight play-button__button crash-cashout"
              disabled={!canCashOut || isBusy}
              onClick={() => void cashOut()}
            >
              {t('play.crash.cashOut', { amount: money.format(livePayout) })}
            </button>
            <p className="play-button__hint">{t('play.hotkey')}</p>
          </div>
        ) : isRiding ? (
          <PlayButton label={t('play.crash.waitingTakeOff')} isBusy={false} isDisabled />
        ) : (
          <PlayButton
            label={phase === 'betting' ? t('play.crash.bet') : t('play.crash.waitNext')}
            isBusy={isBusy}
            isDisabled={phase !== 'betting' || !stakeCheck.isValid || !autoCheck.isValid}
          />
        )}
        <BetStatus bet={myBet} isOnGame={isOnGame} phase={phase} />
      </form>
      <BetsList bets={state.bets} betCount={state.betCount} myRoundId={isOnGame ? myBet.roundId : null} />
    </div>
  );
}
