import type { ReferralInfo } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '../../../components/copy-button';
import { PagedRecords } from '../../../components/paged-records';
import { QrCode } from '../../../components/qr-code';
import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { useReferral, useReferralMembers } from '../api/get-referral';
import { TeamIcon } from './agent-center-icons';

/** The registration link as a visitor opens it: the server's absolute address, or its path on this site. */
function absoluteLink(link: string): string {
  return /^https?:\/\//i.test(link) ? link : new URL(link, window.location.origin).href;
}

/**
 * Referral link (docs/product/agent-center.md): the agent's registration link and its QR code, the invitation code,
 * and the members who registered with it, newest first.
 */
export function ReferralLinkPage() {
  const referral = useReferral();
  return (
    <div className="agent-stack">
      <QueryContent query={referral} skeleton={{ rows: 2, rowHeight: 120 }}>
        {(info) => <ReferralCard info={info} />}
      </QueryContent>
      <ReferralMembers />
    </div>
  );
}

function ReferralCard({ info }: { info: ReferralInfo }) {
  const { t, i18n } = useTranslation();
  const link = absoluteLink(info.link);
  return (
    <section className="agent-panel agent-referral" aria-labelledby="agent-referral-title">
      <div className="agent-referral__qr">
        <QrCode value={link} label={t('agentCenter.referral.qrLabel')} />
      </div>
      <div className="agent-stack agent-referral__text">
        <h3 id="agent-referral-title" className="agent-subtitle">
          {t('agentCenter.referral.title')}
        </h3>
        <p className="agent-muted">{t('agentCenter.referral.intro')}</p>
        <div className="agent-referral__row">
          <span className="agent-muted">{t('agentCenter.referral.link')}</span>
          <a className="agent-referral__value" href={link}>
            {link}
          </a>
          <CopyButton value={link} label={t('agentCenter.referral.link')} />
        </div>
        <div className="agent-referral__row">
          <span className="agent-muted">{t('agentCenter.referral.code')}</span>
          <strong className="agent-referral__value agent-referral__code">{info.code}</strong>
          <CopyButton value={info.code} label={t('agentCenter.referral.code')} />
        </div>
        <p className="agent-muted">
          {t('agentCenter.referral.registered', {
            count: info.registeredCount,
            formatted: new Intl.NumberFormat(i18n.language).format(info.registeredCount),
          })}
        </p>
      </div>
    </section>
  );
}

function ReferralMembers() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const members = useReferralMembers(pageNum);
  return (
    <section className="agent-stack" aria-labelledby="agent-referral-members">
      <h3 id="agent-referral-members" className="agent-subtitle">
        {t('agentCenter.referral.members')}
      </h3>
      <div aria-busy={members.isFetching}>
        <PagedRecords
          query={members}
          skeleton={{ rows: 4, rowHeight: 40 }}
          empty={{
            icon: <TeamIcon />,
            title: t('agentCenter.referral.emptyTitle'),
            text: t('agentCenter.referral.emptyText'),
          }}
          caption={t('agentCenter.referral.members')}
          rowKey={(row) => String(row.id)}
          columns={[
            {
              key: 'account',
              header: t('agentCenter.column.account'),
              render: (row) => <strong>{row.account}</strong>,
            },
            {
              key: 'nickname',
              header: t('agentCenter.column.nickname'),
              render: (row) => row.nickname ?? '—',
            },
            {
              key: 'createdAt',
              header: t('agentCenter.column.registered'),
              render: (row) => formatDateTime(row.createdAt),
            },
          ]}
          onPageChange={setPageNum}
        />
      </div>
    </section>
  );
}
