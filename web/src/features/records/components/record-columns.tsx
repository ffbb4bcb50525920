import { useTranslation } from 'react-i18next';

import type { DataColumn } from '../../../components/data-table';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { SignedAmount } from './signed-amount';

/** A result (win or loss), or a dash while it is not known (an unsettled bet). */
export function BetResult({ profit }: { profit: number | null }) {
  return profit === null ? <span className="records-muted">—</span> : <SignedAmount minorUnits={profit} />;
}

/** The columns of summed bets (a report day, a game type): count, valid bet, payout and result. */
export function useBetSumColumns<
  Row extends { betCount: number; validBet: number; payout: number; profit: number | null },
>(): DataColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  return [
    {
      key: 'betCount',
      header: t('records.betCount'),
      align: 'end',
      render: (row) => row.betCount.toLocaleString(i18n.language),
    },
    {
      key: 'validBet',
      header: t('records.validBet'),
      align: 'end',
      render: (row) => money.format(row.validBet),
    },
    { key: 'payout', header: t('records.payout'), align: 'end', render: (row) => money.format(row.payout) },
    {
      key: 'profit',
      header: t('records.result'),
      align: 'end',
      render: (row) => <BetResult profit={row.profit} />,
    },
  ];
}

/** The columns of a movement of money: the signed amount and the balance after it. */
export function useMovementColumns<
  Row extends { amount: number; balanceAfter: number },
>(): DataColumn<Row>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return [
    {
      key: 'amount',
      header: t('records.amount'),
      align: 'end',
      render: (row) => <SignedAmount minorUnits={row.amount} />,
    },
    {
      key: 'balanceAfter',
      header: t('records.balanceAfter'),
      align: 'end',
      render: (row) => money.format(row.balanceAfter),
    },
  ];
}
