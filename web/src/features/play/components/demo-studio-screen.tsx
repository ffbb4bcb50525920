import { DEMO_PLAYABLE_GAME } from '@plaza/contracts/demo-studio';
import type { DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { demoSessionKey, spinDemoSlot, useDemoSession } from '../api/demo-studio';
import { animationMs, atLeast } from '../hooks/game-context';
import { checkStake } from '../hooks/stake-rules';
import { usePlayHotkey } from '../hooks/use-play-hotkey';
import { GameFrame } from './game-frame';
import { PlayButton, useInitialStake } from './game-parts';
import { SessionExpiredDialog } from './session-expired-dialog';
import { SlotSymbol } from './slot-symbol';
import { StakeField } from './stake-field';

const SYMBOLS = ['seven', 'bar', 'bell', 'lemon', 'cherry'] as const;
const SPIN_MS = 600;

function DemoSlot({ token, session }: { token: string; session: DemoSession }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const [stake, setStake] = useState(useInitialStake(limits));
  const [isBusy, setIsBusy] = useState(false);
  const [spin, setSpin] = useState<DemoSpin | null>(null);
  const [reels, setReels] = useState<string[]>(['seven', 'seven', 'seven']);
  const [error, setError] = useState<Error | null>(null);
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
    if (isBusy || !check.isValid) {
      return;
    }
    setError(null);
    setIsBusy(true);
    try {
      const result = await atLeast(spinDemoSlot(token, check.minorUnits), animationMs(SPIN_MS));
      setReels(result.reels);
      setSpin(result);
      queryClient.setQueryData<DemoSession>(demoSessionKey(token, DEMO_PLAYABLE_GAME), (old) =>
        old === undefined ? old : { ...old, balance: result.balance },
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    } finally {
      setIsBusy(false);
    }
  };
  usePlayHotkey(() => void play(), !isBusy);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void play();
  };
  const isExpired = error instanceof ApiError && error.code === 'game.session.expired';

  return (
    <GameFrame
      title={t('play.game.DEMO_SLOT')}
      studio={t('play.studio.demo')}
      balance={session.balance}
      error={error === null || isExpired ? null : errorText(error)}
      onDismissError={() => setError(null)}
    >
      <div className="game-layout">
        <section className="game-board demo-slot" aria-label={t('play.game.DEMO_SLOT')}>
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
      {isExpired ? <SessionExpiredDialog vendor="DEMO" gameCode={DEMO_PLAYABLE_GAME} /> : null}
    </GameFrame>
  );
}

/**
 * A game of the demo studio (vendor DEMO), the demo's third-party stand-in. DEMO_SLOT plays for real money
 * through the wallet; every other DEMO game says plainly that the stand-in does not play it.
 */
export function DemoStudioScreen({ token, gameCode }: { token: string; gameCode: string }) {
  const { t } = useTranslation();
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
        {isExpired ? <SessionExpiredDialog vendor="DEMO" gameCode={gameCode} /> : null}
      </>
    );
  }
  if (!session.data.isPlayable) {
    return (
      <StateMessage
        isFullPage
        icon={<AlertIcon />}
        title={t('play.demo.notPlayableTitle')}
        text={t('play.demo.notPlayable', { game: t('play.game.DEMO_SLOT') })}
        action={
          <a className="button button--primary" href="/" target="_top">
            {t('play.backToSite')}
          </a>
        }
      />
    );
  }
  return <DemoSlot token={token} session={session.data} />;
}
