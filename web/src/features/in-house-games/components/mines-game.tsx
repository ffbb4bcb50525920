import type { BgsPlayResult, BgsRound } from '@plaza/contracts/bgs';
import { computeMinesPayoutRatio, MINES_MAXIMUM_MINE_COUNT, MINES_TILE_COUNT } from '@plaza/engines/mines';
import { multiplyByRatio } from '@plaza/engines/minor-units';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingIndicator } from '../../../components/loading-indicator';
import { PlayButton } from '../../../components/play-button';
import { StakeField, useInitialStake } from '../../../components/stake-field';
import { useGame } from '../../../lib/in-house-game';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { currentMinesKey, useCurrentMines } from '../api/get-current-mines';
import { playRound } from '../api/play-round';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { RoundResult } from './round-result';

const MINE_COUNTS = Array.from({ length: MINES_MAXIMUM_MINE_COUNT }, (_, index) => index + 1);

function multiplierAfter(mineCount: number, safePicks: number): number {
  if (safePicks < 1 || safePicks > MINES_TILE_COUNT - mineCount) {
    return 0;
  }
  const ratio = computeMinesPayoutRatio(mineCount, safePicks);
  return Number(ratio.numerator) / Number(ratio.denominator);
}

function formatMultiplier(value: number): string {
  return `${(Math.floor(value * 100) / 100).toFixed(2)}×`;
}

type MinesRound = Extract<BgsRound, { gameCode: 'BGS_MINES' }>;

/** The 25 tiles: hidden, a gem or the mine picked, and once the round is over every mine. */
function MinesGrid({
  round,
  isOpen,
  isBusy,
  onReveal,
}: {
  round: MinesRound | null;
  isOpen: boolean;
  isBusy: boolean;
  onReveal: (tile: number) => void;
}) {
  const { t } = useTranslation();
  const mines = new Set(round?.outcome?.minePositions ?? []);
  const pickedTiles = new Map((round?.outcome?.revealedPicks ?? []).map((pick) => [pick.tile, pick.isMine]));
  return (
    <div className="mines-grid" role="grid" aria-label={t('play.mines.grid')}>
      {Array.from({ length: MINES_TILE_COUNT }, (_, tile) => {
        const picked = pickedTiles.get(tile);
        const isMine = mines.has(tile);
        const state =
          picked === true
            ? 'hit'
            : picked === false
              ? 'gem'
              : !isOpen && round !== null && isMine
                ? 'mine'
                : 'hidden';
        return (
          <button
            key={tile}
            type="button"
            className={`mines-tile mines-tile--${state}`}
            disabled={!isOpen || isBusy || picked !== undefined}
            aria-label={t(`play.mines.tile.${state}`, { number: tile + 1 })}
            data-testid={`mines-tile-${tile}`}
            onClick={() => onReveal(tile)}
          >
            <span aria-hidden="true">
              {state === 'gem' ? '◆' : state === 'hit' || state === 'mine' ? '✹' : ''}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** Mines: pick tiles on a 5×5 grid hiding 1–24 mines, cash out before a mine. */
export function MinesGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const { token, session, applyResult } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const current = useCurrentMines(token);
  const [stake, setStake] = useState(useInitialStake(limits));
  const [mineCount, setMineCount] = useState(3);
  const [played, setRound] = useState<BgsRound | null>(null);
  const { isBusy, run } = useRoundRunner();
  // A round left open (a reload, another window) carries on where it was.
  const round = played ?? current.data?.round ?? null;

  const minesRound = round?.gameCode === 'BGS_MINES' ? round : null;
  const isOpen = minesRound?.status === 'open';
  const safePicks = minesRound?.outcome?.safePickCount ?? 0;
  const roundMines = minesRound?.input.mineCount ?? mineCount;
  const stakeCheck = checkStake(stake, money.decimals, limits);

  const send = (request: () => Promise<BgsPlayResult>) =>
    run(
      request,
      0,
      (result) => {
        setRound(result.round);
        applyResult(result);
        queryClient.setQueryData(currentMinesKey(token), {
          round: result.round.status === 'open' ? result.round : null,
          balance: result.balance,
        });
      },
      () => void current.refetch(),
    );

  const start = async () => {
    if (isBusy || isOpen || !stakeCheck.isValid) {
      return;
    }
    await send(() => playRound('mines/start', { token, stake: stakeCheck.minorUnits, mineCount }));
  };
  const reveal = (tile: number) => {
    if (!isBusy && isOpen && minesRound !== null) {
      void send(() => playRound('mines/reveal', { token, roundId: minesRound.roundId, tile }));
    }
  };
  const cashOut = () => {
    if (!isBusy && isOpen && minesRound !== null && safePicks > 0) {
      void send(() => playRound('mines/cashout', { token, roundId: minesRound.roundId }));
    }
  };
  const onSubmit = usePlayForm(start, !isBusy && !isOpen);

  if (current.isPending) {
    return <LoadingIndicator label={t('common.loading')} />;
  }

  const currentMultiplier = multiplierAfter(roundMines, safePicks);
  const nextMultiplier = multiplierAfter(roundMines, safePicks + 1);
  const cashOutAmount =
    minesRound === null || safePicks === 0
      ? 0
      : (() => {
          const ratio = computeMinesPayoutRatio(roundMines, safePicks);
          return multiplyByRatio(minesRound.stake, ratio.numerator, ratio.denominator);
        })();

  return (
    <div className="game-layout">
      <section className="game-board mines-board" aria-label={t('play.game.BGS_MINES')}>
        <MinesGrid round={minesRound} isOpen={isOpen} isBusy={isBusy} onReveal={reveal} />
        <RoundResult round={isOpen ? null : round} isBusy={isBusy} />
      </section>
      <form className="game-controls" onSubmit={onSubmit}>
        <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isBusy || isOpen} />
        <label className="field">
          <span className="field__label">{t('play.mines.count')}</span>
          <select
            className="play-select"
            value={isOpen ? roundMines : mineCount}
            disabled={isBusy || isOpen}
            onChange={(event) => setMineCount(Number(event.target.value))}
          >
            {MINE_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
        <dl className="game-facts">
          <div>
            <dt>{t('play.mines.current')}</dt>
            <dd>{isOpen ? formatMultiplier(currentMultiplier) : '—'}</dd>
          </div>
          <div>
            <dt>{t('play.mines.next')}</dt>
            <dd>
              {nextMultiplier > 0
                ? formatMultiplier(isOpen ? nextMultiplier : multiplierAfter(mineCount, 1))
                : '—'}
            </dd>
          </div>
        </dl>
        {isOpen ? (
          <button
            type="button"
            className="button button--highlight play-button__button"
            disabled={isBusy || safePicks === 0}
            onClick={cashOut}
          >
            {safePicks === 0
              ? t('play.mines.pickFirst')
              : t('play.mines.cashOut', { amount: money.format(cashOutAmount) })}
          </button>
        ) : (
          <PlayButton label={t('play.mines.start')} isBusy={isBusy} isDisabled={!stakeCheck.isValid} />
        )}
      </form>
    </div>
  );
}
