import { POINT_REWARD_KINDS } from '@plaza/contracts/points';
import type { OperatorPointReward } from '@plaza/contracts/rewards-operator';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchMallItems, POINTS_QUERY_KEY, saveMallItem } from '../api/points';
import { ConfigListPage } from './config-list-page';

const DEFAULTS = { kind: 'CASH', stock: 100, amountRequired: 0, sortOrder: 0, isActive: true };

/**
 * Points mall items (back office, rewards.configure): each item's picture, the points it costs, the valid bet a
 * member must have played, the money a cash item pays and the stock left; added, changed and switched off here.
 */
export function MallItemsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const columns: ListColumn<OperatorPointReward>[] = [
    {
      key: 'item',
      header: t('backoffice.loyalty.item'),
      render: (row) => (
        <span className="config-list__item">
          <img className="config-list__picture" src={row.imageUrl} alt="" loading="lazy" />
          <span>
            <strong>{row.title}</strong>
            <br />
            <small>{t(`backoffice.loyalty.rewardKinds.${row.kind}`)}</small>
          </span>
        </span>
      ),
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
      key: 'amountRequired',
      header: t('backoffice.loyalty.amountRequired'),
      align: 'end',
      render: (row) => money.format(row.amountRequired),
      csv: (row) => row.amountRequired,
    },
    {
      key: 'cash',
      header: t('backoffice.loyalty.cashAmount'),
      align: 'end',
      render: (row) => (row.kind === 'CASH' ? money.format(row.cashAmount) : '—'),
      csv: (row) => row.cashAmount,
    },
    {
      key: 'stock',
      header: t('backoffice.loyalty.stock'),
      align: 'end',
      render: (row) =>
        row.pendingCount > 0
          ? `${row.stock} (${t('backoffice.loyalty.pendingCount', { count: row.pendingCount })})`
          : String(row.stock),
      csv: (row) => row.stock,
    },
    {
      key: 'state',
      header: t('backoffice.loyalty.state'),
      render: (row) => (
        <StatusBadge
          tone={row.isActive ? 'success' : 'neutral'}
          label={row.isActive ? t('backoffice.loyalty.active') : t('backoffice.loyalty.inactive')}
        />
      ),
      csv: (row) => row.isActive,
    },
  ];
  return (
    <ConfigListPage<OperatorPointReward>
      title={t('backoffice.nav.mallItems')}
      intro={t('backoffice.loyalty.mallIntro')}
      createLabel={t('backoffice.loyalty.createItem')}
      searchLabel={t('backoffice.loyalty.searchItems')}
      emptyTitle={t('backoffice.loyalty.emptyItems')}
      csvName="points-mall-items.csv"
      queryKey={POINTS_QUERY_KEY}
      fetchPage={fetchMallItems}
      columns={columns}
      hasActiveFilter
      fields={[
        {
          name: 'kind',
          label: t('backoffice.loyalty.kind'),
          kind: 'select',
          options: POINT_REWARD_KINDS.map((kind) => ({
            value: kind,
            label: t(`backoffice.loyalty.rewardKinds.${kind}`),
          })),
        },
        {
          name: 'imageUrl',
          label: t('backoffice.loyalty.picture'),
          kind: 'text',
          isRequired: true,
          hint: t('backoffice.loyalty.imageHint'),
        },
        { name: 'pointsRequired', label: t('backoffice.loyalty.points'), kind: 'count', isRequired: true },
        {
          name: 'amountRequired',
          label: t('backoffice.loyalty.amountRequired'),
          kind: 'money',
          hint: t('backoffice.loyalty.amountRequiredHint'),
        },
        {
          name: 'cashAmount',
          label: t('backoffice.loyalty.cashAmount'),
          kind: 'money',
          isShown: (draft) => draft.kind === 'CASH',
        },
        { name: 'stock', label: t('backoffice.loyalty.stock'), kind: 'count', isRequired: true },
        { name: 'sortOrder', label: t('backoffice.loyalty.sortOrder'), kind: 'count' },
        { name: 'isActive', label: t('backoffice.loyalty.isActive'), kind: 'check' },
      ]}
      textFields={['title', 'description']}
      defaults={DEFAULTS}
      save={saveMallItem}
    />
  );
}
