import type { BgsRound } from '@plaza/contracts/bgs';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';

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
