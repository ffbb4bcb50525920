import type { VendorIntegrationView } from '@plaza/contracts/operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn, ListPage } from '../../../components/back-office/list-screen';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { useListParams } from '../../../lib/use-list-params';
import { fetchVendors } from '../api/vendors';
import { VendorForm } from './vendor-form';

const PAGE_SIZE = 20;

type Filters = { search: string; mode: string; state: string };

/** The vendors matching the filters, one page of them (the API answers the whole, short list). */
function pageOf(
  vendors: readonly VendorIntegrationView[],
  filters: Filters,
  pageNum: number,
  pageSize: number,
) {
  const search = filters.search.toUpperCase();
  const matching = vendors.filter(
    (vendor) =>
      (search === '' || vendor.vendorCode.includes(search)) &&
      (filters.mode === '' || vendor.walletMode === filters.mode) &&
      (filters.state === '' || String(vendor.isEnabled) === filters.state),
  );
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page: ListPage<VendorIntegrationView> = {
    content: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    totalPages,
    total: matching.length,
  };
  return page;
}

function useColumns(onEdit: (vendor: VendorIntegrationView) => void): ListColumn<VendorIntegrationView>[] {
  const { t } = useTranslation();
  const mayEdit = useOperatorMay('vendors.configure');
  return [
    {
      key: 'code',
      header: t('backoffice.games.vendorCode'),
      render: (row) => row.vendorCode,
      csv: (row) => row.vendorCode,
    },
    {
      key: 'mode',
      header: t('backoffice.games.walletMode'),
      render: (row) => t(`backoffice.games.mode.${row.walletMode}`),
      csv: (row) => row.walletMode,
    },
    {
      key: 'launch',
      header: t('backoffice.games.launchUrl'),
      render: (row) => <span className="back-office-clip">{row.launchUrl}</span>,
      csv: (row) => row.launchUrl,
    },
    {
      key: 'state',
      header: t('backoffice.finance.status'),
      render: (row) => (
        <span className={`back-office-badge back-office-badge--${row.isEnabled ? 'on' : 'off'}`}>
          {row.isEnabled ? t('backoffice.games.on') : t('backoffice.games.off')}
        </span>
      ),
      csv: (row) => (row.isEnabled ? 'on' : 'off'),
    },
    {
      key: 'updated',
      header: t('backoffice.contracts.updated'),
      render: (row) => formatDateTime(row.updatedAt),
      csv: (row) => row.updatedAt,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        mayEdit ? (
          <button type="button" className="button button--outline" onClick={() => onEdit(row)}>
            {t('backoffice.games.edit')}
          </button>
        ) : null,
      csv: () => null,
    },
  ];
}

/** Game vendors: how each reaches the player's money, its launch address and whether its games open. */
export function VendorsPage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'mode' | 'state'>();
  const mayEdit = useOperatorMay('vendors.configure');
  const [editing, setEditing] = useState<VendorIntegrationView | 'new' | null>(null);
  const filters: Filters = {
    search: params.get('search'),
    mode: params.get('mode'),
    state: params.get('state'),
  };
  // The API answers the whole, short list once; the filters and the page are applied to it here.
  const query = useQuery({
    queryKey: ['backoffice', 'games', 'vendors'],
    queryFn: fetchVendors,
    select: (vendors) => pageOf(vendors, filters, params.pageNum, PAGE_SIZE),
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.vendors')}</h1>
        {mayEdit ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('backoffice.games.addVendor')}
          </button>
        ) : null}
      </div>
      <ListScreen<VendorIntegrationView>
        query={query}
        caption={t('backoffice.nav.vendors')}
        columns={useColumns(setEditing)}
        rowKey={(row) => row.vendorCode}
        search={{
          value: filters.search,
          label: t('backoffice.games.vendorCode'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.games.walletMode')}
              value={filters.mode}
              options={(['seamless', 'transfer'] as const).map((mode) => ({
                value: mode,
                label: t(`backoffice.games.mode.${mode}`),
              }))}
              onChange={(mode) => params.set({ mode })}
            />
            <ListFilter
              label={t('backoffice.finance.status')}
              value={filters.state}
              options={[
                { value: 'true', label: t('backoffice.games.on') },
                { value: 'false', label: t('backoffice.games.off') },
              ]}
              onChange={(state) => params.set({ state })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'vendors.csv',
          fetchPage: async (pageNum, pageSize) => pageOf(await fetchVendors(), filters, pageNum, pageSize),
        }}
        empty={{ title: t('backoffice.games.empty'), text: t('backoffice.list.emptyText') }}
      />
      {editing === null ? null : (
        <VendorForm vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
