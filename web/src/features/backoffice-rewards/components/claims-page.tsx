import { REWARD_REQUEST_STATUSES } from '@plaza/contracts/promotions';
import type { OperatorRewardRequest } from '@plaza/contracts/promotions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionDialog } from '../../../components/back-office/action-dialog';
import { DayFilter, toDayInstant } from '../../../components/back-office/day-filter';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay, useOperatorSession } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useProtectedImage } from '../../../lib/use-protected-image';
import {
  decideRewardRequest,
  fetchRewardRequests,
  PROMOTIONS_QUERY_KEY,
  rewardRequestImagePath,
} from '../api/promotions';
import { DECISION_TONES } from './decision-tones';

type Verb = 'approve' | 'reject';

function RequestImage({ id, sequence }: { id: string; sequence: number }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const url = useProtectedImage(rewardRequestImagePath(id, sequence), session?.token ?? null);
  return url === undefined ? (
    <span className="back-office-image back-office-image--loading" aria-busy="true" />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      <img
        className="back-office-image"
        src={url}
        alt={t('backoffice.loyalty.image', { number: sequence })}
      />
    </a>
  );
}

function RequestImages({ request }: { request: OperatorRewardRequest }) {
  return request.imageCount === 0 ? null : (
    <div className="back-office-images">
      {Array.from({ length: request.imageCount }, (_, index) => (
        <RequestImage key={index} id={request.id} sequence={index + 1} />
      ))}
    </div>
  );
}

function useColumns(onAct: (request: OperatorRewardRequest, verb: Verb) => void) {
  const { t } = useTranslation();
  const mayAct = useOperatorMay('promotions.review');
  const columns: ListColumn<OperatorRewardRequest>[] = [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.username} (#${row.memberId})`,
      csv: (row) => row.username,
    },
    {
      key: 'promotion',
      header: t('backoffice.loyalty.promotion'),
      render: (row) => row.promotionTitle,
      csv: (row) => row.promotionTitle,
    },
    {
      key: 'remark',
      header: t('backoffice.loyalty.remark'),
      render: (row) => (
        <div>
          {row.remark === null || row.remark === '' ? '—' : row.remark}
          <RequestImages request={row} />
        </div>
      ),
      csv: (row) => row.remark,
    },
    {
      key: 'requested',
      header: t('backoffice.loyalty.requestedAt'),
      render: (row) => formatDateTime(row.requestedAt),
      csv: (row) => row.requestedAt,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => (
        <span>
          <StatusBadge
            tone={DECISION_TONES[row.status] ?? 'neutral'}
            label={t(`backoffice.loyalty.requestStatus.${row.status}`)}
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
        mayAct && row.status === 'APPLYING' ? (
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
  return columns;
}

/**
 * Claims to approve (back office, promotions.review): sign-up promotions' reward requests with the member's remark
 * and pictures; approving puts the reward in the member's reward center, rejecting asks for a reason; both are
 * confirmed first and audited.
 */
export function ClaimsPage() {
  const { t } = useTranslation();
  const params = useListParams<'status' | 'promotion' | 'member' | 'from' | 'to'>();
  const [acting, setActing] = useState<{ request: OperatorRewardRequest; verb: Verb } | null>(null);
  const filters = {
    status: params.get('status'),
    promotionId: params.get('promotion'),
    member: params.get('member'),
    from: toDayInstant(params.get('from')),
    to: toDayInstant(params.get('to'), 1),
  };
  const query = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'claims', filters, params.pageNum],
    queryFn: () => fetchRewardRequests(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.claims')}</h1>
      </div>
      <ListScreen<OperatorRewardRequest>
        query={query}
        caption={t('backoffice.nav.claims')}
        columns={useColumns((request, verb) => setActing({ request, verb }))}
        rowKey={(row) => row.id}
        search={{
          value: filters.member,
          label: t('backoffice.loyalty.searchClaimMember'),
          onSubmit: (member) => params.set({ member }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.finance.status')}
              value={filters.status}
              options={REWARD_REQUEST_STATUSES.map((each) => ({
                value: each,
                label: t(`backoffice.loyalty.requestStatus.${each}`),
              }))}
              onChange={(next) => params.set({ status: next })}
            />
            <ListFilter
              label={t('backoffice.loyalty.promotion')}
              value={filters.promotionId}
              options={(query.data?.promotions ?? []).map((promotion) => ({
                value: String(promotion.id),
                label: promotion.title,
              }))}
              onChange={(promotion) => params.set({ promotion })}
            />
            <DayFilter
              label={t('backoffice.loyalty.requestedFrom')}
              value={params.get('from')}
              onChange={(from) => params.set({ from })}
            />
            <DayFilter
              label={t('backoffice.loyalty.requestedTo')}
              value={params.get('to')}
              onChange={(to) => params.set({ to })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'promotion-claims.csv',
          fetchPage: (pageNum, pageSize) =>
            fetchRewardRequests(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.loyalty.emptyClaims'), text: t('backoffice.list.emptyText') }}
      />
      {acting === null ? null : (
        <ActionDialog
          queryKey={PROMOTIONS_QUERY_KEY}
          title={t(`backoffice.loyalty.${acting.verb}ClaimTitle`, { id: acting.request.id })}
          confirmLabel={t(`backoffice.finance.${acting.verb}`)}
          summary={
            <>
              <p>
                {t('backoffice.loyalty.claimSummary', {
                  member: acting.request.username,
                  promotion: acting.request.promotionTitle,
                })}
              </p>
              {acting.request.remark === null ? null : (
                <blockquote className="back-office-quote">{acting.request.remark}</blockquote>
              )}
              <RequestImages request={acting.request} />
            </>
          }
          input={acting.verb === 'reject' ? 'reason' : 'none'}
          isDanger={acting.verb === 'reject'}
          run={(reason) =>
            decideRewardRequest(
              acting.request.id,
              acting.verb === 'approve' ? { kind: 'approve' } : { kind: 'reject', reason },
            )
          }
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}
