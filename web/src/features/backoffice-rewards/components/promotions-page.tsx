import {
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  PROMOTION_TYPES,
  TURNOVER_BASES,
} from '@plaza/contracts/promotions';
import { PROMOTION_PHASES } from '@plaza/contracts/rewards-operator';
import type { OperatorPromotion, PromotionPhase } from '@plaza/contracts/rewards-operator';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  endPromotion,
  fetchPromotions,
  PROMOTIONS_QUERY_KEY,
  savePromotion,
  uploadPromotionCover,
} from '../api/promotions';
import { ConfigForm } from './config-form';
import type { Draft, FieldSpec } from './config-form';

const PHASE_TONES: Record<PromotionPhase, StatusTone> = {
  UPCOMING: 'pending',
  ACTIVE: 'success',
  ENDED: 'neutral',
};

const isDeposit = (draft: Draft) => draft.kind === 'FIRST_DEPOSIT' || draft.kind === 'RELOAD';

function usePromotionFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    {
      name: 'type',
      label: t('backoffice.loyalty.type'),
      kind: 'select',
      options: PROMOTION_TYPES.map((type) => ({ value: type, label: t(`backoffice.loyalty.types.${type}`) })),
    },
    {
      name: 'kind',
      label: t('backoffice.loyalty.kind'),
      kind: 'select',
      options: PROMOTION_KINDS.map((kind) => ({ value: kind, label: t(`backoffice.loyalty.kinds.${kind}`) })),
    },
    {
      name: 'audience',
      label: t('backoffice.loyalty.audience'),
      kind: 'select',
      options: PROMOTION_AUDIENCES.map((audience) => ({
        value: audience,
        label: t(`backoffice.loyalty.audiences.${audience}`),
      })),
    },
    { name: 'startsAt', label: t('backoffice.loyalty.startsAt'), kind: 'datetime', isRequired: true },
    {
      name: 'endsAt',
      label: t('backoffice.loyalty.endsAt'),
      kind: 'datetime',
      isNullable: true,
      hint: t('backoffice.loyalty.endsAtHint'),
    },
    {
      name: 'rewardAmount',
      label: t('backoffice.loyalty.rewardAmount'),
      kind: 'money',
      isNullable: true,
      isRequired: true,
      isShown: (draft) => draft.kind === 'SIGN_UP',
    },
    {
      name: 'bonusBasisPoints',
      label: t('backoffice.loyalty.bonusPercent'),
      kind: 'percent',
      isNullable: true,
      isRequired: true,
      isShown: isDeposit,
    },
    {
      name: 'maxBonus',
      label: t('backoffice.loyalty.maxBonus'),
      kind: 'money',
      isNullable: true,
      hint: t('backoffice.loyalty.maxBonusHint'),
      isShown: isDeposit,
    },
    {
      name: 'minDeposit',
      label: t('backoffice.loyalty.minDeposit'),
      kind: 'money',
      isNullable: true,
      isShown: isDeposit,
    },
    {
      name: 'turnoverBase',
      label: t('backoffice.loyalty.turnoverBase'),
      kind: 'select',
      options: TURNOVER_BASES.map((base) => ({ value: base, label: t(`backoffice.loyalty.bases.${base}`) })),
      isShown: isDeposit,
    },
    {
      name: 'turnoverMultipleX100',
      label: t('backoffice.loyalty.turnoverMultiple'),
      kind: 'multiple',
      isRequired: true,
    },
    { name: 'claimDays', label: t('backoffice.loyalty.claimDays'), kind: 'count', isRequired: true },
    {
      name: 'coverUrl',
      label: t('backoffice.loyalty.coverImage'),
      kind: 'image',
      isNullable: true,
      upload: async (file) => (await uploadPromotionCover(file)).coverUrl,
    },
    { name: 'sortOrder', label: t('backoffice.loyalty.sortOrder'), kind: 'count' },
  ];
}

function PromotionForm({ item, onClose }: { item: OperatorPromotion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [defaults] = useState(() => ({
    type: 'EVENT',
    kind: 'SIGN_UP',
    audience: 'ALL',
    turnoverBase: 'BONUS',
    turnoverMultipleX100: 100,
    claimDays: 7,
    sortOrder: 0,
    startsAt: new Date().toISOString(),
  }));
  return (
    <ConfigForm
      title={
        item === null
          ? t('backoffice.loyalty.createPromotion')
          : t('backoffice.loyalty.edit', { title: item.title })
      }
      fields={usePromotionFields()}
      textFields={['title', 'summary', 'terms']}
      initial={item}
      defaults={defaults}
      save={(request) => savePromotion(item?.id ?? null, request)}
      queryKey={PROMOTIONS_QUERY_KEY}
      onClose={onClose}
    />
  );
}

function EndDialog({ item, onClose }: { item: OperatorPromotion; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => endPromotion(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('backoffice.loyalty.endTitle', { title: item.title })}
      confirmLabel={t('backoffice.loyalty.end')}
      isBusy={mutation.isPending}
      error={mutation.error}
      onConfirm={() => mutation.mutate()}
      onClose={onClose}
      isDanger
    >
      <p>{t('backoffice.loyalty.endText', { count: item.participantCount })}</p>
    </ConfirmDialog>
  );
}

function useColumns(
  onEdit: (item: OperatorPromotion) => void,
  onEnd: (item: OperatorPromotion) => void,
): ListColumn<OperatorPromotion>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const rewardOf = (row: OperatorPromotion) => {
    if (row.rewardAmount !== null) {
      return money.format(row.rewardAmount);
    }
    if (row.bonusBasisPoints !== null) {
      const cap =
        row.maxBonus === null
          ? ''
          : ` · ${t('backoffice.loyalty.cap', { amount: money.format(row.maxBonus) })}`;
      return `${row.bonusBasisPoints / 100}%${cap}`;
    }
    return '—';
  };
  return [
    {
      key: 'title',
      header: t('backoffice.loyalty.title'),
      render: (row) => (
        <span>
          <strong>{row.title}</strong>
          <br />
          <small>{row.code}</small>
        </span>
      ),
      csv: (row) => row.title,
    },
    {
      key: 'type',
      header: t('backoffice.loyalty.type'),
      render: (row) =>
        `${t(`backoffice.loyalty.types.${row.type}`)} · ${t(`backoffice.loyalty.kinds.${row.kind}`)}`,
      csv: (row) => `${row.type}/${row.kind}`,
    },
    {
      key: 'phase',
      header: t('backoffice.loyalty.phase'),
      render: (row) => (
        <StatusBadge tone={PHASE_TONES[row.phase]} label={t(`backoffice.loyalty.phases.${row.phase}`)} />
      ),
      csv: (row) => row.phase,
    },
    {
      key: 'dates',
      header: t('backoffice.loyalty.dates'),
      render: (row) =>
        `${formatDateTime(row.startsAt)} – ${row.endsAt === null ? t('backoffice.loyalty.noEnd') : formatDateTime(row.endsAt)}`,
      csv: (row) => `${row.startsAt} ${row.endsAt ?? ''}`,
    },
    {
      key: 'reward',
      header: t('backoffice.loyalty.reward'),
      align: 'end',
      render: rewardOf,
      csv: (row) => row.rewardAmount ?? row.bonusBasisPoints,
    },
    {
      key: 'turnover',
      header: t('backoffice.loyalty.turnoverMultiple'),
      align: 'end',
      render: (row) => `${row.turnoverMultipleX100 / 100}×`,
      csv: (row) => row.turnoverMultipleX100 / 100,
    },
    {
      key: 'participants',
      header: t('backoffice.loyalty.participants'),
      align: 'end',
      render: (row) =>
        row.pendingCount > 0
          ? `${row.participantCount} (${t('backoffice.loyalty.pendingCount', { count: row.pendingCount })})`
          : String(row.participantCount),
      csv: (row) => row.participantCount,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) => (
        <div className="back-office-actions">
          <button type="button" className="button button--outline" onClick={() => onEdit(row)}>
            {t('backoffice.loyalty.editButton')}
          </button>
          {row.phase === 'ENDED' ? null : (
            <button type="button" className="button button--quiet" onClick={() => onEnd(row)}>
              {t('backoffice.loyalty.end')}
            </button>
          )}
        </div>
      ),
      csv: () => null,
    },
  ];
}

/**
 * Promotions (back office, rewards.configure): every promotion in any phase, searched by code or title, filtered by
 * type and phase, paged and exported; created and edited with their texts in every language, ended after a
 * confirmation. Players see a promotion from its start (docs/product/promotions.md).
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'type' | 'phase'>();
  const [editing, setEditing] = useState<OperatorPromotion | 'new' | null>(null);
  const [ending, setEnding] = useState<OperatorPromotion | null>(null);
  const filters = { search: params.get('search'), type: params.get('type'), phase: params.get('phase') };
  const query = useQuery({
    queryKey: [...PROMOTIONS_QUERY_KEY, 'list', filters, params.pageNum],
    queryFn: () => fetchPromotions(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.promotionsList')}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('backoffice.loyalty.createPromotion')}
        </button>
      </div>
      <ListScreen<OperatorPromotion>
        query={query}
        caption={t('backoffice.nav.promotionsList')}
        columns={useColumns(setEditing, setEnding)}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.search,
          label: t('backoffice.loyalty.searchPromotions'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.loyalty.type')}
              value={filters.type}
              options={PROMOTION_TYPES.map((type) => ({
                value: type,
                label: t(`backoffice.loyalty.types.${type}`),
              }))}
              onChange={(type) => params.set({ type })}
            />
            <ListFilter
              label={t('backoffice.loyalty.phase')}
              value={filters.phase}
              options={PROMOTION_PHASES.map((phase) => ({
                value: phase,
                label: t(`backoffice.loyalty.phases.${phase}`),
              }))}
              onChange={(phase) => params.set({ phase })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'promotions.csv',
          fetchPage: (pageNum, pageSize) => fetchPromotions(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.loyalty.emptyPromotions'), text: t('backoffice.list.emptyText') }}
      />
      {editing === null ? null : (
        <PromotionForm item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {ending === null ? null : <EndDialog item={ending} onClose={() => setEnding(null)} />}
    </div>
  );
}
