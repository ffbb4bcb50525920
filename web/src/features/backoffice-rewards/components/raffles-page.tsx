import type { OperatorRaffle } from '@plaza/contracts/rewards-operator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ListColumn } from '../../../components/back-office/list-screen';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchRaffles, LOYALTY_QUERY_KEY, saveRaffle } from '../api/loyalty';
import { ConfigListPage } from './config-list-page';
import './loyalty.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The draw's commitment: the anchor published before any ticket, and once drawn the seed and winning tickets. */
function Commitment({ raffle }: { raffle: OperatorRaffle }) {
  const { t } = useTranslation();
  return (
    <div className="config-list__commitment">
      <code title={raffle.anchor}>{raffle.anchor.slice(0, 16)}…</code>
      {raffle.seed === null ? (
        <small>{t('backoffice.loyalty.seedHidden')}</small>
      ) : (
        <small>
          {t('backoffice.loyalty.seed')}: <code title={raffle.seed}>{raffle.seed.slice(0, 16)}…</code>
          <br />
          {t('backoffice.loyalty.winners')}: {(raffle.result ?? []).join(', ')}
        </small>
      )}
    </div>
  );
}

/**
 * Raffles (back office, rewards.configure): the window, the draw, what earns a ticket and the prizes; the draw is
 * committed when the raffle is made (its anchor shown at once, the seed at the draw), and the terms lock when the
 * first ticket is taken.
 */
export function RafflesPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [defaults] = useState(() => {
    const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS;
    return {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 7 * DAY_MS).toISOString(),
      drawAt: new Date(start + 7 * DAY_MS).toISOString(),
      maxTicketsPerMember: 10,
      prizes: [],
    };
  });
  const columns: ListColumn<OperatorRaffle>[] = [
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
      key: 'window',
      header: t('backoffice.loyalty.dates'),
      render: (row) => (
        <span>
          {formatDateTime(row.startsAt)} – {formatDateTime(row.endsAt)}
          <br />
          <small>{t('backoffice.loyalty.drawAtShort', { time: formatDateTime(row.drawAt) })}</small>
        </span>
      ),
      csv: (row) => `${row.startsAt} ${row.endsAt} ${row.drawAt}`,
    },
    {
      key: 'tickets',
      header: t('backoffice.loyalty.ticketRule'),
      render: (row) =>
        t('backoffice.loyalty.ticketRuleText', {
          amount: money.format(row.validBetPerTicket),
          max: row.maxTicketsPerMember,
        }),
      csv: (row) => row.validBetPerTicket,
    },
    {
      key: 'prizes',
      header: t('backoffice.loyalty.prizes'),
      render: (row) => row.prizes.map((prize) => money.format(prize)).join(' · '),
      csv: (row) => row.prizes.join(' '),
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => (
        <span>
          <StatusBadge
            tone={row.status === 'OPEN' ? 'pending' : 'success'}
            label={t(`backoffice.loyalty.raffleStatus.${row.status}`)}
          />
          <br />
          <small>{t('backoffice.loyalty.ticketCount', { count: row.ticketCount })}</small>
        </span>
      ),
      csv: (row) => row.status,
    },
    {
      key: 'commitment',
      header: t('backoffice.loyalty.commitment'),
      render: (row) => <Commitment raffle={row} />,
      csv: (row) => row.anchor,
    },
  ];
  return (
    <ConfigListPage<OperatorRaffle>
      title={t('backoffice.nav.raffles')}
      intro={t('backoffice.loyalty.rafflesIntro')}
      createLabel={t('backoffice.loyalty.createRaffle')}
      searchLabel={t('backoffice.loyalty.searchRaffles')}
      emptyTitle={t('backoffice.loyalty.emptyRaffles')}
      csvName="raffles.csv"
      queryKey={LOYALTY_QUERY_KEY}
      fetchPage={fetchRaffles}
      columns={columns}
      hasActiveFilter={false}
      isEditable={(row) => row.isEditable}
      fields={[
        { name: 'startsAt', label: t('backoffice.loyalty.startsAt'), kind: 'datetime', isRequired: true },
        { name: 'endsAt', label: t('backoffice.loyalty.endsAt'), kind: 'datetime', isRequired: true },
        { name: 'drawAt', label: t('backoffice.loyalty.drawAt'), kind: 'datetime', isRequired: true },
        {
          name: 'validBetPerTicket',
          label: t('backoffice.loyalty.validBetPerTicket'),
          kind: 'money',
          isRequired: true,
        },
        {
          name: 'maxTicketsPerMember',
          label: t('backoffice.loyalty.maxTickets'),
          kind: 'count',
          isRequired: true,
        },
        {
          name: 'prizes',
          label: t('backoffice.loyalty.prizes'),
          kind: 'moneyList',
          isRequired: true,
          hint: t('backoffice.loyalty.prizesHint'),
        },
      ]}
      textFields={['title', 'description']}
      defaults={defaults}
      save={saveRaffle}
    />
  );
}
