import type { BgsRound, SlotSpinResult } from '@plaza/contracts/bgs';
import { SLOT_PAYLINE_COUNT, SLOT_REEL_STRIPS } from '@plaza/engines/slot';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PlayButton } from '../../../components/play-button';
import { SlotSymbol } from '../../../components/slot-symbol';
import { StakeField, useInitialStake } from '../../../components/stake-field';
import { useGame } from '../../../lib/in-house-game';
import { animationMs } from '../../../lib/round-animation';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { playRound } from '../api/play-round';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { RoundResult } from './round-result';

const SPIN_MS = 700;
const FREE_SPIN_MS = 450;
const ROWS = [0, 1, 2];

/** A screen of random symbols from the real strips, shown while the reels turn. */
function drawBlurGrid(): string[][] {
  return SLOT_REEL_STRIPS.map((strip) => {
    const stop = Math.floor(Math.random() * strip.length);
    return ROWS.map((row) => strip[(stop + row) % strip.length] ?? 'queen');
  });
}

const INITIAL_GRID: string[][] = SLOT_REEL_STRIPS.map((strip) => ROWS.map((row) => strip[row] ?? 'queen'));

/** What a spin won: each paying line, and the scatters. */
function SpinWins({ spin }: { spin: SlotSpinResult }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (spin.lineWins.length + (spin.scatterPayout > 0 ? 1 : 0) === 0) {
    return null;
  }
  return (
    <ul className="slot-wins">
      {spin.lineWins.map((win) => (
        <li key={win.paylineNumber}>
          {t('play.slot.lineWin', {
            line: win.paylineNumber,
            count: win.count,
            symbol: t(`play.slot.symbol.${win.symbol}`, { defaultValue: win.symbol }),
            amount: money.format(win.payout),
          })}
        </li>
      ))}
      {spin.scatterPayout > 0 ? (
        <li>
          {t('play.slot.scatterWin', {
            count: spin.scatterPositions.length,
            amount: money.format(spin.scatterPayout),
          })}
        </li>
      ) : null}
    </ul>
  );
}

/** Plaza Gems: 5 reels, 3 rows, 20 lines, wilds, scatters and free spins that pay three times. */
export function SlotGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { token, session, applyResult } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet, step: SLOT_PAYLINE_COUNT };
  const [stake, setStake] = useState(useInitialStake(limits));
  const { isBusy, run } = useRoundRunner();
  const [round, setRound] = useState<BgsRound | null>(null);
  const [blurGrid, setBlurGrid] = useState<string[][] | null>(null);
  // Which spin of the round is on screen: the paid one, then each free spin in turn.
  const [spinIndex, setSpinIndex] = useState(0);
  const [pending, setPending] = useState<Parameters<typeof applyResult>[0] | null>(null);

  const stakeCheck = checkStake(stake, money.decimals, limits);
  const spins: SlotSpinResult[] = round?.gameCode === 'BGS_SLOT' ? (round.outcome?.spins ?? []) : [];
  const isShowingFreeSpins = spins.length > 1 && spinIndex < spins.length - 1;
  const spin = spins[spinIndex];

  useEffect(() => {
    if (!isBusy) {
      return undefined;
    }
    const timer = window.setInterval(() => setBlurGrid(drawBlurGrid()), 80);
    return () => window.clearInterval(timer);
  }, [isBusy]);

  // Free spins play out one after another, briefly each; "skip" jumps to the last.
  /** Shows spin `index`; the balance changes once the last free spin is on screen. */
  const showSpin = useCallback(
    (index: number) => {
      setSpinIndex(index);
      if (index >= spins.length - 1 && pending !== null) {
        applyResult(pending);
        setPending(null);
      }
    },
    [spins.length, pending, applyResult],
  );

  useEffect(() => {
    if (!isShowingFreeSpins) {
      return undefined;
    }
    const timer = window.setTimeout(() => showSpin(spinIndex + 1), animationMs(FREE_SPIN_MS));
    return () => window.clearTimeout(timer);
  }, [isShowingFreeSpins, spinIndex, showSpin]);

  const play = async () => {
    if (isBusy || isShowingFreeSpins || !stakeCheck.isValid) {
      return;
    }
    setBlurGrid(drawBlurGrid());
    await run(
      () => playRound('slot/round', { token, stake: stakeCheck.minorUnits }),
      SPIN_MS,
      (result) => {
        setBlurGrid(null);
        setRound(result.round);
        setSpinIndex(0);
        const spinCount =
          result.round.gameCode === 'BGS_SLOT' ? (result.round.outcome?.spins.length ?? 1) : 1;
        if (spinCount > 1) {
          setPending(result);
        } else {
          applyResult(result);
        }
      },
      () => setBlurGrid(null),
    );
  };
  const onSubmit = usePlayForm(play, !isBusy && !isShowingFreeSpins);

  const grid = blurGrid ?? spin?.grid ?? INITIAL_GRID;
  const winningCells = new Set(
    isBusy || spin === undefined
      ? []
      : [
          ...spin.lineWins.flatMap((win) => win.positions.map((cell) => `${cell.reel}-${cell.row}`)),
          ...(spin.scatterPayout > 0 ? spin.scatterPositions.map((cell) => `${cell.reel}-${cell.row}`) : []),
        ],
  );
  const freeSpinCount = spins.length - 1;
  const freePaid = spins.slice(1, spinIndex + 1).reduce((sum, entry) => sum + entry.payout, 0);

  return (
    <div className="game-layout">
      <section className="game-board slot-board" aria-label={t('play.game.BGS_SLOT')}>
        {spin?.mode === 'free' && !isBusy ? (
          <p className="slot-board__banner">
            {t('play.slot.freeSpin', { current: spinIndex, total: freeSpinCount })} ·{' '}
            {t('play.slot.freeMultiplier')}
          </p>
        ) : null}
        <div className={`slot-reels${isBusy ? ' slot-reels--spinning' : ''}`} data-testid="slot-reels">
          {grid.map((column, reel) => (
            <div key={reel} className="slot-reel" style={{ animationDelay: `${reel * 60}ms` }}>
              {column.map((symbol, row) => (
                <div
                  key={row}
                  className={`slot-cell${winningCells.has(`${reel}-${row}`) ? ' slot-cell--win' : ''}`}
                >
                  <SlotSymbol
                    symbol={symbol}
                    label={t(`play.slot.symbol.${symbol}`, { defaultValue: symbol })}
                  />
                </div>
              ))}
            </div>
          ))}
        </div>
        {spin !== undefined && !isBusy ? <SpinWins spin={spin} /> : null}
        {spins[0] !== undefined && spins[0].freeSpinsAwarded > 0 && !isBusy ? (
          <p className="slot-board__banner slot-board__banner--free">
            {t('play.slot.freeSpinsWon', { count: freeSpinCount })} · {money.format(freePaid)}
            {isShowingFreeSpins ? (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => showSpin(spins.length - 1)}
              >
                {t('play.slot.skip')}
              </button>
            ) : null}
          </p>
        ) : null}
        <RoundResult round={round} isBusy={isBusy || isShowingFreeSpins} />
      </section>
      <form className="game-controls" onSubmit={onSubmit}>
        <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isBusy} />
        <p className="game-controls__hint">
          {t('play.slot.lineBet', {
            count: SLOT_PAYLINE_COUNT,
            amount: stakeCheck.isValid ? money.format(stakeCheck.minorUnits / SLOT_PAYLINE_COUNT) : '—',
          })}
        </p>
        <p className="game-controls__hint">
          {/* The site's page of the jackpot this game's spins feed and may win (decision 081), beside the game. */}
          <a href="/jackpot" target="_blank" rel="noopener">
            {t('jackpotRules.slotLink')}
          </a>
        </p>
        <PlayButton
          label={t('play.slot.spin')}
          isBusy={isBusy || isShowingFreeSpins}
          isDisabled={!stakeCheck.isValid}
        />
      </form>
    </div>
  );
}
