import type { BgsRound } from '@plaza/contracts/bgs';
import { useTranslation } from 'react-i18next';

import { formatAmountInput } from '../../../lib/money';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { findMinimumStake } from '../hooks/stake-rules';
import type { StakeLimits } from '../hooks/stake-rules';

/** The stake a game screen starts with: one unit of the currency, within the game's limits. */
export function useInitialStake(limits: StakeLimits): string {
  const money = useMoneyFormat();
  const oneUnit = 10 ** money.decimals;
  const step = limits.step ?? 1;
  const stake = Math.min(Math.max(Math.ceil(oneUnit / step) * step, findMinimumStake(limits)), limits.maxBet);
  return formatAmountInput(stake, money.decimals);
}

/** What the last round paid, announced to screen readers too. */
export function RoundResult({ round, isBusy }: { round: BgsRound | null; isBusy: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (round === null || isBusy || round.payout === null) {
    return <p className="round-result round-result--idle" aria-live="polite" />;
  }
  const isWin = round.payout > 0;
  return (
    <p
      className={`round-result round-result--${isWin ? 'win' : 'loss'}`}
      aria-live="polite"
      data-testid="round-result"
    >
      {isWin ? t('play.result.won', { amount: money.format(round.payout) }) : t('play.result.lost')}
    </p>
  );
}

/** The main play button, with the keyboard shortcut it answers to. */
export function PlayButton({
  label,
  isBusy,
  isDisabled = false,
}: {
  label: string;
  isBusy: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="play-button">
      <button
        type="submit"
        className="button button--primary play-button__button"
        disabled={isBusy || isDisabled}
      >
        {isBusy ? t('play.playing') : label}
      </button>
      <p className="play-button__hint">{t('play.hotkey')}</p>
    </div>
  );
}
