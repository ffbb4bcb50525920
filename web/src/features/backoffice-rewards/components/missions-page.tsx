import { MISSION_KINDS, MISSION_PERIODS } from '@plaza/contracts/missions';
import type { OperatorMission } from '@plaza/contracts/rewards-operator';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchMissions, LOYALTY_QUERY_KEY, saveMission } from '../api/loyalty';
import { ConfigListPage } from './config-list-page';

const DEFAULTS = { period: 'DAILY', kind: 'TURNOVER', turnoverX100: 100, sortOrder: 0, isActive: true };

/**
 * Missions (back office, rewards.configure): daily and weekly tasks (valid bet, deposits, sign-in days), their
 * targets and rewards with turnover; a member's claim of a period is paid once whatever changes later.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  // A sign-in target counts days; turnover and deposit targets are money.
  const targetOf = (row: OperatorMission) =>
    row.kind === 'SIGN_IN' ? t('backoffice.loyalty.days', { count: row.target }) : money.format(row.target);
  const columns: ListColumn<OperatorMission>[] = [
    {
      key: 'title',
      header: t('backoffice.loyalty.title'),
      render: (row) => <strong>{row.title}</strong>,
      csv: (row) => row.title,
    },
    {
      key: 'period',
      header: t('backoffice.loyalty.period'),
      render: (row) => t(`backoffice.loyalty.periods.${row.period}`),
      csv: (row) => row.period,
    },
    {
      key: 'kind',
      header: t('backoffice.loyalty.kind'),
      render: (row) => t(`backoffice.loyalty.missionKinds.${row.kind}`),
      csv: (row) => row.kind,
    },
    {
      key: 'target',
      header: t('backoffice.loyalty.target'),
      align: 'end',
      render: targetOf,
      csv: (row) => row.target,
    },
    {
      key: 'reward',
      header: t('backoffice.loyalty.reward'),
      align: 'end',
      render: (row) => `${money.format(row.rewardAmount)} · ${row.turnoverX100 / 100}×`,
      csv: (row) => row.rewardAmount,
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
    <ConfigListPage<OperatorMission>
      title={t('backoffice.nav.missions')}
      intro={t('backoffice.loyalty.missionsIntro')}
      createLabel={t('backoffice.loyalty.createMission')}
      searchLabel={t('backoffice.loyalty.searchMissions')}
      emptyTitle={t('backoffice.loyalty.emptyMissions')}
      csvName="missions.csv"
      queryKey={LOYALTY_QUERY_KEY}
      fetchPage={fetchMissions}
      columns={columns}
      hasActiveFilter
      fields={[
        {
          name: 'period',
          label: t('backoffice.loyalty.period'),
          kind: 'select',
          options: MISSION_PERIODS.map((period) => ({
            value: period,
            label: t(`backoffice.loyalty.periods.${period}`),
          })),
        },
        {
          name: 'kind',
          label: t('backoffice.loyalty.kind'),
          kind: 'select',
          options: MISSION_KINDS.map((kind) => ({
            value: kind,
            label: t(`backoffice.loyalty.missionKinds.${kind}`),
          })),
        },
        {
          name: 'target',
          key: 'targetDays',
          label: t('backoffice.loyalty.targetDays'),
          kind: 'count',
          isRequired: true,
          hint: t('backoffice.loyalty.targetDaysHint'),
          isShown: (draft) => draft.kind === 'SIGN_IN',
        },
        {
          name: 'target',
          key: 'targetAmount',
          label: t('backoffice.loyalty.targetAmount'),
          kind: 'money',
          isRequired: true,
          isShown: (draft) => draft.kind !== 'SIGN_IN',
        },
        {
          name: 'rewardAmount',
          label: t('backoffice.loyalty.rewardAmount'),
          kind: 'money',
          isRequired: true,
        },
        {
          name: 'turnoverX100',
          label: t('backoffice.loyalty.turnoverMultiple'),
          kind: 'multiple',
          isRequired: true,
        },
        { name: 'sortOrder', label: t('backoffice.loyalty.sortOrder'), kind: 'count' },
        { name: 'isActive', label: t('backoffice.loyalty.isActive'), kind: 'check' },
      ]}
      textFields={['title', 'description']}
      defaults={DEFAULTS}
      save={saveMission}
    />
  );
}
