import { GAME_FLAGS, GAME_STATES } from '@plaza/contracts/games-operator';
import type { CatalogueGameRow } from '@plaza/contracts/games-operator';
import { GAME_CATEGORIES } from '@plaza/contracts/system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { CATEGORY_LABEL_KEYS } from '../../../lib/game-navigation';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchCatalogueGames } from '../api/catalogue';
import { fetchVendors } from '../api/vendors';
import { GameForm } from './game-form';

/** The game's state and flags as badges: off, maintenance or active, then hot and new. */
function GameBadges({ game }: { game: CatalogueGameRow }) {
  const { t } = useTranslation();
  const state = !game.isActive ? 'inactive' : game.isMaintenance ? 'maintenance' : 'active';
  return (
    <span className="back-office-badges">
      <span className={`back-office-badge back-office-badge--${state === 'active' ? 'on' : 'off'}`}>
        {t(`backoffice.catalogue.states.${state}`)}
      </span>
      {game.isHot ? <span className="back-office-badge">{t('backoffice.catalogue.flags.isHot')}</span> : null}
      {game.isNew ? <span className="back-office-badge">{t('backoffice.catalogue.flags.isNew')}</span> : null}
    </span>
  );
}

function useColumns(onEdit: (game: CatalogueGameRow) => void): ListColumn<CatalogueGameRow>[] {
  const { t } = useTranslation();
  const mayEdit = useOperatorMay('games.manage');
  return [
    {
      key: 'order',
      header: t('backoffice.catalogue.order'),
      render: (row) => row.sortOrder,
      csv: (row) => row.sortOrder,
    },
    {
      key: 'name',
      header: t('backoffice.catalogue.game'),
      render: (row) => (
        <>
          <strong>{row.name}</strong>
          <br />
          <small>{row.gameCode}</small>
        </>
      ),
      csv: (row) => `${row.name} (${row.gameCode})`,
    },
    {
      key: 'vendor',
      header: t('backoffice.catalogue.vendor'),
      render: (row) => row.vendorName,
      csv: (row) => row.vendorCode,
    },
    {
      key: 'category',
      header: t('backoffice.catalogue.category'),
      render: (row) => t(CATEGORY_LABEL_KEYS[row.gameType]),
      csv: (row) => row.gameType,
    },
    {
      key: 'state',
      header: t('backoffice.catalogue.state'),
      render: (row) => <GameBadges game={row} />,
      csv: (row) =>
        [
          !row.isActive ? 'inactive' : row.isMaintenance ? 'maintenance' : 'active',
          row.isHot ? 'hot' : '',
          row.isNew ? 'new' : '',
        ]
          .filter((part) => part !== '')
          .join(' '),
    },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            header: t('backoffice.list.actions'),
            render: (row: CatalogueGameRow) => (
              <button
                type="button"
                className="button button--outline"
                aria-label={t('backoffice.catalogue.editTitle', { name: row.name })}
                onClick={() => onEdit(row)}
              >
                {t('backoffice.games.edit')}
              </button>
            ),
            csv: () => null,
          },
        ]
      : []),
  ];
}

/**
 * Games → catalogue: every game with its vendor, category, state, flags and display order; search by name or code,
 * filters by vendor, category, state and flag, paging and CSV; the roles with games.manage edit a game's flags and
 * order (maintenance and off apply to the lobby and launches at once).
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const params = useListParams<'search' | 'vendorCode' | 'gameType' | 'state' | 'flag'>();
  const [editing, setEditing] = useState<CatalogueGameRow | null>(null);
  const filters = {
    search: params.get('search'),
    vendorCode: params.get('vendorCode'),
    gameType: params.get('gameType'),
    state: params.get('state'),
    flag: params.get('flag'),
  };
  const query = useQuery({
    queryKey: ['backoffice', 'games', 'catalogue', filters, params.pageNum],
    queryFn: () => fetchCatalogueGames(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  const vendors = useQuery({ queryKey: ['backoffice', 'games', 'vendors'], queryFn: fetchVendors });
  const columns = useColumns(setEditing);
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.catalogue.title')}</h1>
      </div>
      <ListScreen<CatalogueGameRow>
        query={query}
        caption={t('backoffice.catalogue.title')}
        columns={columns}
        rowKey={(row) => String(row.id)}
        search={{
          value: filters.search,
          label: t('backoffice.catalogue.search'),
          onSubmit: (search) => params.set({ search }),
        }}
        filters={
          <>
            <ListFilter
              label={t('backoffice.catalogue.vendor')}
              value={filters.vendorCode}
              options={(vendors.data ?? []).map((vendor) => ({
                value: vendor.vendorCode,
                label: vendor.vendorCode,
              }))}
              onChange={(vendorCode) => params.set({ vendorCode })}
            />
            <ListFilter
              label={t('backoffice.catalogue.category')}
              value={filters.gameType}
              options={GAME_CATEGORIES.map((gameType) => ({
                value: gameType,
                label: `${t(CATEGORY_LABEL_KEYS[gameType])} (${gameType})`,
              }))}
              onChange={(gameType) => params.set({ gameType })}
            />
            <ListFilter
              label={t('backoffice.catalogue.state')}
              value={filters.state}
              options={GAME_STATES.map((state) => ({
                value: state,
                label: t(`backoffice.catalogue.states.${state}`),
              }))}
              onChange={(state) => params.set({ state })}
            />
            <ListFilter
              label={t('backoffice.catalogue.flag')}
              value={filters.flag}
              options={GAME_FLAGS.map((flag) => ({
                value: flag,
                label: t(
                  flag === 'hot' ? 'backoffice.catalogue.flags.isHot' : 'backoffice.catalogue.flags.isNew',
                ),
              }))}
              onChange={(flag) => params.set({ flag })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'games.csv',
          fetchPage: (pageNum, pageSize) =>
            fetchCatalogueGames(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.catalogue.emptyTitle'), text: t('backoffice.list.emptyText') }}
      />
      {editing === null ? null : <GameForm game={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
