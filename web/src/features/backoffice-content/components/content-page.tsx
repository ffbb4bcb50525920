import { bannerGroupSchema } from '@plaza/contracts/content';
import { OPERATOR_ANNOUNCEMENT_TYPES } from '@plaza/contracts/content-operator';
import type { OperatorAnnouncement } from '@plaza/contracts/content-operator';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@plaza/contracts/languages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchAnnouncements } from '../api/content';
import { AnnouncementForm } from './announcement-form';

type Dialog = { item: OperatorAnnouncement | null };

/** Whether an item shows now, later or no more. */
function stateOf(item: OperatorAnnouncement, now: number): 'live' | 'scheduled' | 'ended' {
  if (Date.parse(item.startsAt) > now) {
    return 'scheduled';
  }
  return item.endsAt !== null && Date.parse(item.endsAt) <= now ? 'ended' : 'live';
}

function useColumns(onEdit: (item: OperatorAnnouncement) => void): ListColumn<OperatorAnnouncement>[] {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  return [
    {
      key: 'title',
      header: t('backoffice.content.title'),
      render: (item) => item.title,
      csv: (item) => item.title,
    },
    {
      key: 'type',
      header: t('backoffice.content.type'),
      render: (item) => t(`backoffice.content.types.${item.type}`),
      csv: (item) => item.type,
    },
    {
      key: 'language',
      header: t('backoffice.content.language'),
      render: (item) => LANGUAGE_NATIVE_NAMES[item.language],
      csv: (item) => item.language,
    },
    {
      key: 'place',
      header: t('backoffice.content.place'),
      render: (item) => {
        const group = bannerGroupSchema.safeParse(item.groupName);
        if (group.success) {
          return t(`backoffice.content.groups.${group.data}`);
        }
        return item.execution === null ? '—' : t(`backoffice.content.audiences.${item.execution}`);
      },
      csv: (item) => item.groupName ?? item.execution,
    },
    {
      key: 'order',
      header: t('backoffice.content.sortOrder'),
      render: (item) => item.sortOrder,
      csv: (item) => item.sortOrder,
    },
    {
      key: 'period',
      header: t('backoffice.content.period'),
      render: (item) =>
        `${formatDateTime(item.startsAt)} – ${item.endsAt === null ? '∞' : formatDateTime(item.endsAt)}`,
      csv: (item) => `${item.startsAt}/${item.endsAt ?? ''}`,
    },
    {
      key: 'state',
      header: t('backoffice.content.state'),
      render: (item) => {
        const state = stateOf(item, now);
        return (
          <span className={`back-office-badge back-office-badge--${state === 'live' ? 'on' : 'off'}`}>
            {t(`backoffice.content.states.${state}`)}
          </span>
        );
      },
      csv: (item) => stateOf(item, now),
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (item) => (
        <button type="button" className="button button--outline" onClick={() => onEdit(item)}>
          {t('backoffice.content.editShort')}
        </button>
      ),
      csv: () => null,
    },
  ];
}

/**
 * Content: banners, notices, pop-ups with their audiences, promotions and home notices in every language; search
 * by title, filter by type and language, display order or newest first, add and edit.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'type' | 'language' | 'sort'>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const filters = {
    search: params.get('search'),
    type: params.get('type'),
    language: params.get('language'),
    sort: params.get('sort') || 'order',
  };
  const query = useQuery({
    queryKey: ['backoffice', 'content', filters, params.pageNum],
    queryFn: () => fetchAnnouncements(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.content.heading')}</h1>
        <button type="button" className="button button--primary" onClick={() => setDialog({ item: null })}>
          {t('backoffice.content.create')}
        </button>
      </div>
      <ListScreen<OperatorAnnouncement>
        query={query}
        caption={t('backoffice.content.heading')}
        columns={useColumns((item) => setDialog({ item }))}
        rowKey={(item) => String(item.id)}
        search={{
          value: filters.search,
          label: t('backoffice.content.search'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.content.type')}
              value={filters.type}
              options={OPERATOR_ANNOUNCEMENT_TYPES.map((type) => ({
                value: type,
                label: t(`backoffice.content.types.${type}`),
              }))}
              onChange={(type) => params.set({ type })}
            />
            <ListFilter
              label={t('backoffice.content.language')}
              value={filters.language}
              options={LANGUAGES.map((language) => ({
                value: language,
                label: LANGUAGE_NATIVE_NAMES[language],
              }))}
              onChange={(language) => params.set({ language })}
            />
          </>
        }
        sort={{
          value: filters.sort,
          options: [
            { value: 'order', label: t('backoffice.content.displayOrder') },
            { value: 'newest', label: t('backoffice.list.newest') },
          ],
          onChange: (sort) => params.set({ sort }),
        }}
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'content.csv',
          fetchPage: (pageNum, pageSize) =>
            fetchAnnouncements(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.content.emptyTitle'), text: t('backoffice.list.emptyText') }}
      />
      {dialog === null ? null : <AnnouncementForm item={dialog.item} onClose={() => setDialog(null)} />}
    </div>
  );
}
