import type { MemberSummary } from '@plaza/contracts/members-operator';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchMembers } from '../api/members';
import { MemberStatusBadge } from './member-status-badge';

const STATUSES = ['ACTIVE', 'LOCKED', 'SELF_BLOCKED'] as const;

function useColumns(): ListColumn<MemberSummary>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('backoffice.members.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'username',
      header: t('backoffice.members.username'),
      render: (row) => <Link to={`/backoffice/members/${row.id}`}>{row.username}</Link>,
      csv: (row) => row.username,
    },
    {
      key: 'name',
      header: t('backoffice.members.name'),
      render: (row) => row.realName ?? row.nickname ?? '—',
      csv: (row) => row.realName ?? row.nickname,
    },
    {
      key: 'mobile',
      header: t('backoffice.members.mobile'),
      render: (row) => row.mobile ?? '—',
      csv: (row) => row.mobile,
    },
    {
      key: 'kind',
      header: t('backoffice.members.kind'),
      render: (row) => (row.isAgent ? t('backoffice.members.agent') : t('backoffice.members.player')),
      csv: (row) => (row.isAgent ? 'agent' : 'player'),
    },
    {
      key: 'status',
      header: t('backoffice.members.status'),
      render: (row) => <MemberStatusBadge status={row.status} />,
      csv: (row) => row.status,
    },
    {
      key: 'created',
      header: t('backoffice.members.created'),
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
  ];
}

/** Members: search by id, name, mobile, e-mail or login address; status filter; newest, oldest or by name. */
export function MembersPage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'status' | 'sort'>();
  const filters = {
    search: params.get('search'),
    status: params.get('status'),
    sort: params.get('sort') || 'newest',
  };
  const query = useQuery({
    queryKey: ['backoffice', 'members', filters, params.pageNum],
    queryFn: () => fetchMembers(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.members.title')}</h1>
      </div>
      <ListScreen<MemberSummary>
        query={query}
        caption={t('backoffice.members.title')}
        columns={useColumns()}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.search,
          label: t('backoffice.members.search'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <ListFilter
            label={t('backoffice.members.status')}
            value={filters.status}
            options={STATUSES.map((status) => ({
              value: status,
              label: t(`backoffice.members.statuses.${status}`),
            }))}
            onChange={(status) => params.set({ status })}
          />
        }
        sort={{
          value: filters.sort,
          options: [
            { value: 'newest', label: t('backoffice.list.newest') },
            { value: 'oldest', label: t('backoffice.list.oldest') },
            { value: 'username', label: t('backoffice.members.byUsername') },
          ],
          onChange: (sort) => params.set({ sort }),
        }}
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'members.csv',
          fetchPage: (pageNum, pageSize) => fetchMembers(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.members.emptyTitle'), text: t('backoffice.list.emptyText') }}
      />
    </div>
  );
}
