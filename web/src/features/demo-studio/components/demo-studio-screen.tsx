import type { DemoPick, DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { ApiError } from '../../../lib/api-client';
import { useGameWindow } from '../../../lib/game-window';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { demoSessionKey, pickDemoOutcome, spinDemoSlot, useDemoSession } from '../api/demo-studio';
import { animationMs, atLeast } from '../../../lib/round-animation';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayHotkey } from '../../../lib/use-play-hotkey';
import { PlayButton } from '../../../components/play-button';
import { useInitialStake } from '../../../components/stake-field';
import { SlotSymbol } from '../../../components/slot-symbol';
import { StakeField } from '../../../components/stake-field';

import './demo-studio.css';

const SYMBOLS = ['seven', 'bar', 'bell', 'lemon', 'cherry'] as const;
const SPIN_MS = 600;
const DRAW_MS = 500;

/**
 * What both demo-studio screens do around a round: one at a time, never shorter than its animation, the session's
 * balance replaced by the round's answer, and the failure kept for the frame to show (an expired session is
 * answered by its own dialog instead).
 */
function useDemoRound<R extends { balance: number }>(
  token: string,
  session: DemoSession,
  minimumMs: number,
  onResult: (result: R) => void,
) {
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = async (call: () => Promise<R>) => {
    if (isBusy) {
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      const result = await atLeast(call(), animationMs(minimumMs));
      onResult(result);
      queryClient.setQueryData<DemoSession>(demoSessionKey(token, session.gameCode), (old) =>
        old === undefined ? old : { ...old, balance: result.balance },
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setIsBusy(false);
    }
  };
  const isExpired = error instanceof ApiError && error.code === 'game.session.expired';
  const frameProps = {
    balance: session.balance,
    error: error === null || isExpired ? null : errorText(error),
    onDismissError: () => setError(null),
  };
  return { isBusy, isExpired, run, frameProps };
}

function DemoSlot({ token, session }: { token: string; session: DemoSession }) {
  const { t } = useTranslation();
  const { Frame, SessionExpiredDialog } = useGameWindow();
  const money = useMoneyFormat();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const [stake, setStake] = useState(useInitialStake(limits));
  const [spin, setSpin] = useState<DemoSpin | null>(null);
  const [reels, setReels] = useState<string[]>(['seven', 'seven', 'seven']);
  const { isBusy, isExpired, run, frameProps } = useDemoRound<DemoSpin>(token, session, SPIN_MS, (result) => {
    setReels(result.reels);
    setSpin(result);
  });
  const check = checkStake(stake, money.decimals, limits);

  useEffect(() => {
    if (!isBusy) {
      return undefined;
    }
    const timer = window.setInterval(
      () => setReels([0, 1, 2].map(() => SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)] ?? 'seven')),
      70,
    );
    return () => window.clearInterval(timer);
  }, [isBusy]);

  const play = async () => {
    if (check.isValid) {
      await run(() => spinDemoSlot(token, session.gameCode, check.minorUnits));
    }
  };
  usePlayHotkey(() => void play(), !isBusy);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void play();
  };
  return (
    <Frame title={session.gameName} studio={t('play.studio.demo')} {...frameProps}>
      <div className="game-layout">
        <section className="game-board demo-slot" aria-label={session.gameName}>
          <div
            className={`demo-slot__reels${isBusy ? ' demo-slot__reels--spinning' : ''}`}
            data-testid="demo-reels"
          >
            {reels.map((symbol, index) => (
              <span key={index} className="demo-slot__reel">
                <SlotSymbol
                  symbol={symbol}
                  label={t(`play.slot.symbol.${symbol}`, { defaultValue: symbol })}
                />
              </span>
            ))}
          </div>
          {spin === null || isBusy ? (
            <p className="round-result round-result--idle" aria-live="polite" />
          ) : (
            <p
              className={`round-result round-result--${spin.payout > 0 ? 'win' : 'loss'}`}
              aria-live="polite"
              data-testid="round-result"
            >
              {spin.payout > 0
                ? t('play.result.won', { amount: money.format(spin.payout) })
                : t('play.result.lost')}
            </p>
          )}
          <p className="game-controls__hint">{t('play.demo.paytable')}</p>
        </section>
        <form className="game-controls" onSubmit={onSubmit}>
          <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isBusy} />
          <p className="game-controls__hint">{t('play.demo.rtp', { rtp: session.rtp })}</p>
          <PlayButton label={t('play.slot.spin')} isBusy={isBusy} isDisabled={!check.isValid} />
        </form>
      </div>
      {isExpired ? <SessionExpiredDialog vendorCode="DEMO" gameCode={session.gameCode} /> : null}
    </Frame>
  );
}

/**
 * A market game of the demo studio: the match, table or target of its category, one button per outcome with its
 * odds, and one click on "Place bet" that bets the stake on the picked outcome through the wallet.
 */
function DemoMarket({ token, session }: { token: string; session: DemoSession }) {
  const { t } = useTranslation();
  const { Frame, SessionExpiredDialog } = useGameWindow();
  const money = useMoneyFormat();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const [stake, setStake] = useState(useInitialStake(limits));
  const [picked, setPicked] = useState<string | null>(null);
  const [round, setRound] = useState<DemoPick | null>(null);
  const { isBusy, isExpired, run, frameProps } = useDemoRound<DemoPick>(token, session, DRAW_MS, setRound);
  const check = checkStake(stake, money.decimals, limits);
  const market = session.market;
  const marketKey = `play.demo.market.${market?.id ?? 'cards'}`;
  const outcomeName = (id: string) => t(`${marketKey}.${id}`, { defaultValue: id });

  const play = async () => {
    if (check.isValid && picked !== null) {
      await run(() => pickDemoOutcome(token, session.gameCode, picked, check.minorUnits));
    }
  };
  usePlayHotkey(() => void play(), !isBusy && picked !== null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void play();
  };
  return (
    <Frame title={session.gameName} studio={t('play.studio.demo')} {...frameProps}>
      <div className="game-layout">
        <section className="game-board demo-market" aria-label={session.gameName}>
          <div className="demo-market__card">
            {/* The frame's header drops the studio's name on a phone; a stand-in says what it is on every width. */}
            <p className="demo-market__studio">{t('play.studio.demo')}</p>
            <h2 className="demo-market__title">
              {t(`${marketKey}.title`, { defaultValue: session.gameName })}
            </h2>
            <p className="demo-market__question" id="demo-market-question">
              {t(`${marketKey}.question`, { defaultValue: '' })}
            </p>
            <div className="demo-market__outcomes" role="group" aria-labelledby="demo-market-question">
              {market?.outcomes.map((outcome) => {
                const isPicked = picked === outcome.id;
                const isDrawn = !isBusy && round?.drawn === outcome.id;
                return (
                  <button
                    key={outcome.id}
                    type="button"
                    className={`demo-market__outcome${isPicked ? ' demo-market__outcome--picked' : ''}${
                      isDrawn ? ' demo-market__outcome--drawn' : ''
                    }`}
                    aria-pressed={isPicked}
                    disabled={isBusy}
                    onClick={() => setPicked(outcome.id)}
                    data-testid={`demo-outcome-${outcome.id}`}
                  >
                    <span className="demo-market__name">{outcomeName(outcome.id)}</span>
                    <span className="demo-market__odds">{outcome.odds}</span>
                  </button>
                );
              })}
            </div>
          </div>
          {round === null || isBusy ? (
            <p className="round-result round-result--idle" aria-live="polite">
              {isBusy ? t('play.demo.drawing') : ''}
            </p>
          ) : (
            <div className="demo-market__result" aria-live="polite" data-testid="round-result">
              <p className="demo-market__drawn">
                {t('play.demo.drawn', { outcome: outcomeName(round.drawn) })}
              </p>
              <p className={`round-result round-result--${round.payout > 0 ? 'win' : 'loss'}`}>
                {round.payout > 0
                  ? t('play.result.won', { amount: money.format(round.payout) })
                  : t('play.result.lost')}
              </p>
            </div>
          )}
          <p className="game-controls__hint">{t('play.demo.marketRules')}</p>
        </section>
        <form className="game-controls" onSubmit={onSubmit}>
          <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isBusy} />
          <p className="demo-market__pick" aria-live="polite">
            {picked === null
              ? t('play.demo.pickFirst')
              : t('play.demo.yourPick', {
                  outcome: outcomeName(picked),
                  odds: market?.outcomes.find((outcome) => outcome.id === picked)?.odds ?? '',
                })}
          </p>
          <p className="game-controls__hint">{t('play.demo.rtp', { rtp: session.rtp })}</p>
          <PlayButton
            label={t('play.demo.placeBet')}
            isBusy={isBusy}
            isDisabled={!check.isValid || picked === null}
          />
        </form>
      </div>
      {isExpired ? <SessionExpiredDialog vendorCode="DEMO" gameCode={session.gameCode} /> : null}
    </Frame>
  );
}

/**
 * A game of the demo studio (vendor DEMO), the demo's third-party stand-in. Every DEMO game plays for real money
 * through the wallet: the slot-like ones spin the three-reel slot, the others pick an outcome of their market.
 */
export function DemoStudioScreen({ token, gameCode }: { token: string; gameCode: string }) {
  const { t } = useTranslation();
  const { SessionExpiredDialog } = useGameWindow();
  const errorText = useErrorText();
  const session = useDemoSession(token, gameCode);
  if (session.isPending) {
    return <LoadingIndicator isFullPage label={t('common.loading')} />;
  }
  if (session.isError) {
    const isExpired = session.error instanceof ApiError && session.error.code === 'game.session.expired';
    return (
      <>
        <StateMessage
          isFullPage
          role="alert"
          icon={<AlertIcon />}
          title={isExpired ? t('play.expired.title') : t('play.unavailable.title')}
          text={isExpired ? t('play.expired.text') : errorText(session.error)}
        />
        {isExpired ? <SessionExpiredDialog vendorCode="DEMO" gameCode={gameCode} /> : null}
      </>
    );
  }
  return session.data.kind === 'market' ? (
    <DemoMarket token={token} session={session.data} />
  ) : (
    <DemoSlot token={token} session={session.data} />
  );
}
