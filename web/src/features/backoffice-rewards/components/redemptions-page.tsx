import { POINT_REDEMPTION_STATUSES } from '@plaza/contracts/points';
import type { operatorPointRedemptionSchema } from '@plaza/contracts/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { ActionDialog } from '../../../components/back-office/action-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { decideRedemption, fetchRedemptions, POINTS_QUERY_KEY } from '../api/points';
import { DECISION_TONES } from './decision-tones';

type Redemption = z.infer<typeof operatorPointRedemptionSchema>;
type Verb = 'approve' | 'reject';

function useColumns(onAct: (redemption: Redemption, verb: Verb) => void): ListColumn<Redemption>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const mayAct = useOperatorMay('promotions.review');
  return [
    {
      key: 'reference',
      header: t('backoffice.loyalty.reference'),
      render: (row) => row.referenceNo,
      csv: (row) => row.referenceNo,
    },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.username} (#${row.memberId})`,
      csv: (row) => row.username,
    },
    {
      key: 'item',
      header: t('backoffice.loyalty.item'),
      render: (row) => `${row.title} × ${row.quantity}`,
      csv: (row) => row.title,
    },
    {
      key: 'points',
      header: t('backoffice.loyalty.points'),
      align: 'end',
      render: (row) => row.pointsRequired.toLocaleString(),
      csv: (row) => row.pointsRequired,
    },
    {
      key: 'cash',
      header: t('backoffice.loyalty.cashAmount'),
      align: 'end',
      render: (row) => (row.cashAmount === 0 ? '—' : money.format(row.cashAmount)),
      csv: (row) => row.cashAmount,
    },
    {
      key: 'applied',
      header: t('backoffice.loyalty.requestedAt'),
      render: (row) => formatDateTime(row.appliedAt),
      csv: (row) => row.appliedAt,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => (
        <span>
          <StatusBadge
            tone={DECISION_TONES[row.status] ?? 'neutral'}
            label={t(`backoffice.loyalty.redemptionStatus.${row.status}`)}
          />
          {row.rejectReason === null ? null : <small className="back-office-note"> {row.rejectReason}</small>}
        </span>
      ),
      csv: (row) => row.status,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        mayAct && row.status === 'IN_PROCESS' ? (
          <div className="back-office-actions">
            <button type="button" className="button button--outline" onClick={() => onAct(row, 'approve')}>
              {t('backoffice.finance.approve')}
            </button>
            <button type="button" className="button button--quiet" onClick={() => onAct(row, 'reject')}>
              {t('backoffice.finance.reject')}
            </button>
          </div>
        ) : null,
      csv: () => null,
    },
  ];
}

/**
 * Points redemptions (back office, promotions.review): what members redeemed in the mall, waiting for a decision;
 * approving pays a cash item to the main wallet, rejecting gives the points and the stock back. Confirmed first,
 * audited.
 */
export function RedemptionsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const params = useListParams<'status'>();
  const [acting, setActing] = useState<{ redemption: Redemption; verb: Verb } | null>(null);
  const status = params.get('status');
  const query = useQuery({
    queryKey: [...POINTS_QUERY_KEY, 'redemptions', status, params.pageNum],
    queryFn: () => fetchRedemptions(compactQuery({ status, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.redemptions')}</h1>
      </div>
      <ListScreen<Redemption>
        query={query}
        caption={t('backoffice.nav.redemptions')}
        columns={useColumns((redemption, verb) => setActing({ redemption, verb }))}
        rowKey={(row) => row.id}
        filters={
          <ListFilter
            label={t('backoffice.finance.status')}
            value={status}
            options={POINT_REDEMPTION_STATUSES.map((each) => ({
              value: each,
              label: t(`backoffice.loyalty.redemptionStatus.${each}`),
            }))}
            onChange={(next) => params.set({ status: next })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'points-redemptions.csv',
          fetchPage: (pageNum, pageSize) => fetchRedemptions(compactQuery({ status, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.loyalty.emptyRedemptions'), text: t('backoffice.list.emptyText') }}
      />
      {acting === null ? null : (
        <ActionDialog
          queryKey={POINTS_QUERY_KEY}
          title={t(`backoffice.loyalty.${acting.verb}RedemptionTitle`, {
            reference: acting.redemption.referenceNo,
          })}
          confirmLabel={t(`backoffice.finance.${acting.verb}`)}
          summary={
            <p>
              {t('backoffice.loyalty.redemptionSummary', {
                member: acting.redemption.username,
                item: `${acting.redemption.title} × ${acting.redemption.quantity}`,
                points: acting.redemption.pointsRequired.toLocaleString(),
                amount: money.format(acting.redemption.cashAmount),
              })}
            </p>
          }
          input={acting.verb === 'reject' ? 'reason' : 'none'}
          isDanger={acting.verb === 'reject'}
          run={(reason) =>
            decideRedemption(
              acting.redemption.id,
              acting.verb === 'approve' ? { kind: 'approve' } : { kind: 'reject', reason },
            )
          }
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
