import type { BgsRound } from '@plaza/contracts/bgs';
import { DICE_MAXIMUM_WINNING_ROLLS, DICE_OUTCOME_COUNT } from '@plaza/engines/dice';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PlayButton } from '../../../components/play-button';
import { StakeField, useInitialStake } from '../../../components/stake-field';
import { formatHundredths } from '../../../lib/hundredths';
import { useGame } from '../../../lib/in-house-game';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { playRound } from '../api/play-round';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { RoundResult } from './round-result';

type Direction = 'under' | 'over';

const ROLL_MS = 600;
const TARGET_MIN = 200;
const TARGET_MAX = 9_800;

/** Rolls out of 10,000 that win: under a target, or over it. */
function countWinningRolls(direction: Direction, target: number): number {
  return direction === 'under' ? target : DICE_OUTCOME_COUNT - 1 - target;
}

/** Dice: roll 0.00–99.99 under or over a target; the multiplier is 99 / chance. */
export function DiceGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { token, session, applyResult } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const [stake, setStake] = useState(useInitialStake(limits));
  const [direction, setDirection] = useState<Direction>('under');
  const [target, setTarget] = useState(4_950);
  const { isBusy, run } = useRoundRunner();
  const [round, setRound] = useState<BgsRound | null>(null);
  const [shownRoll, setShownRoll] = useState<number | null>(null);

  const winningRolls = countWinningRolls(direction, target);
  const isTargetValid = winningRolls >= 1 && winningRolls <= DICE_MAXIMUM_WINNING_ROLLS;
  const stakeCheck = checkStake(stake, money.decimals, limits);

  // While the round is on its way the number runs; it lands on the roll when the result is in.
  useEffect(() => {
    if (!isBusy) {
      return undefined;
    }
    const timer = window.setInterval(() => setShownRoll(Math.floor(Math.random() * DICE_OUTCOME_COUNT)), 50);
    return () => window.clearInterval(timer);
  }, [isBusy]);

  const roll = async () => {
    if (isBusy || !stakeCheck.isValid || !isTargetValid) {
      return;
    }
    await run(
      () =>
        playRound('dice/round', { token, stake: stakeCheck.minorUnits, direction, targetHundredths: target }),
      ROLL_MS,
      (result) => {
        const outcome = result.round.gameCode === 'BGS_DICE' ? result.round.outcome : null;
        setShownRoll(outcome?.rollHundredths ?? null);
        setRound(result.round);
        applyResult(result);
      },
      () => setShownRoll(null),
    );
  };
  const onSubmit = usePlayForm(roll, !isBusy);
  const outcome = round?.gameCode === 'BGS_DICE' ? round.outcome : null;
  const tone = isBusy || outcome === null ? 'idle' : outcome.isWin ? 'win' : 'loss';
  const winStart = direction === 'under' ? 0 : (target + 1) / 100;
  const winWidth = winningRolls / 100;

  return (
    <div className="game-layout">
      <section className="game-board dice-board" aria-label={t('play.game.BGS_DICE')}>
        <output className={`dice-board__roll dice-board__roll--${tone}`} data-testid="dice-roll">
          {shownRoll === null ? '––.––' : formatHundredths(shownRoll)}
        </output>
        <div className="dice-board__track" aria-hidden="true">
          <span className="dice-board__win" style={{ left: `${winStart}%`, width: `${winWidth}%` }} />
          {shownRoll === null ? null : (
            <span className="dice-board__marker" style={{ left: `${shownRoll / 100}%` }} />
          )}
        </div>
        <div className="dice-board__scale" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
        <RoundResult round={round} isBusy={isBusy} />
      </section>
      <form className="game-controls" onSubmit={onSubmit}>
        <StakeField value={stake} onChange={setStake} limits={limits} isDisabled={isBusy} />
        <div className="segmented" role="radiogroup" aria-label={t('play.dice.direction')}>
          {(['under', 'over'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={direction === option}
              className="segmented__option"
              disabled={isBusy}
              onClick={() => setDirection(option)}
            >
              {t(`play.dice.${option}`)}
            </button>
          ))}
        </div>
        <label className="dice-target">
          <span className="dice-target__label">
            {t(`play.dice.${direction}Target`, { target: formatHundredths(target) })}
          </span>
          <input
            type="range"
            min={TARGET_MIN}
            max={TARGET_MAX}
            step={1}
            value={target}
            disabled={isBusy}
            onChange={(event) => setTarget(Number(event.target.value))}
          />
        </label>
        <dl className="game-facts">
          <div>
            <dt>{t('play.dice.chance')}</dt>
            <dd>{(winningRolls / 100).toFixed(2)}%</dd>
          </div>
          <div>
            <dt>{t('play.multiplier')}</dt>
            <dd>{(Math.floor((9_900 / winningRolls) * 10_000) / 10_000).toFixed(4)}×</dd>
          </div>
          <div>
            <dt>{t('play.dice.payoutOnWin')}</dt>
            <dd>
              {stakeCheck.isValid
                ? money.format(Math.floor((stakeCheck.minorUnits * 9_900) / winningRolls))
                : '—'}
            </dd>
          </div>
        </dl>
        <PlayButton
          label={t('play.dice.roll')}
          isBusy={isBusy}
          isDisabled={!stakeCheck.isValid || !isTargetValid}
        />
      </form>
    </div>
  );
}
