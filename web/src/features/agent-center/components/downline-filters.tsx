import type { DownlineSort } from '@plaza/contracts/agents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchIcon } from '../../../components/icons';
import type { DownlineFilter } from '../api/get-downline';
import { PeriodPicker } from './period-picker';

export interface DownlineFiltersProps {
  filter: DownlineFilter;
  onChange: (next: Partial<DownlineFilter>) => void;
  sorts: readonly DownlineSort[];
}

/**
 * The downline list's controls: the account search (sent on Enter or the search button), direct members or the
 * whole team, members or agents, the sort and its direction, and the period of the figures.
 */
export function DownlineFilters({ filter, onChange, sorts }: DownlineFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filter.search);
  return (
    <div className="agent-panel agent-stack">
      <div className="agent-filters">
        <form
          role="search"
          className="agent-search"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ search });
          }}
        >
          <label className="visually-hidden" htmlFor="agent-downline-search">
            {t('agentCenter.downline.search')}
          </label>
          <input
            id="agent-downline-search"
            className="field__input"
            type="search"
            value={search}
            maxLength={64}
            placeholder={t('agentCenter.downline.search')}
            onChange={(event) => {
              setSearch(event.target.value);
              // Clearing the box shows everyone again without another press.
              if (event.target.value === '' && filter.search !== '') {
                onChange({ search: '' });
              }
            }}
          />
          <button type="submit" className="button button--primary agent-search__button">
            <SearchIcon />
            <span className="visually-hidden">{t('agentCenter.downline.searchButton')}</span>
          </button>
        </form>
        <label className="agent-select">
          <span>{t('agentCenter.downline.scope')}</span>
          <select
            className="field__input"
            value={filter.scope}
            onChange={(event) => onChange({ scope: event.target.value === 'ALL' ? 'ALL' : 'DIRECT' })}
          >
            <option value="DIRECT">{t('agentCenter.downline.scopeDirect')}</option>
            <option value="ALL">{t('agentCenter.downline.scopeAll')}</option>
          </select>
        </label>
        <label className="agent-select">
          <span>{t('agentCenter.downline.kind')}</span>
          <select
            className="field__input"
            value={filter.memberKind}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ memberKind: value === 'MEMBER' || value === 'AGENT' ? value : 'ALL' });
            }}
          >
            <option value="ALL">{t('agentCenter.kind.ALL')}</option>
            <option value="MEMBER">{t('agentCenter.kind.MEMBER')}</option>
            <option value="AGENT">{t('agentCenter.kind.AGENT')}</option>
          </select>
        </label>
        <label className="agent-select">
          <span>{t('agentCenter.sort.label')}</span>
          <select
            className="field__input"
            value={filter.sort}
            onChange={(event) => {
              const next = sorts.find((sort) => sort === event.target.value);
              if (next !== undefined) {
                onChange({ sort: next });
              }
            }}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`agentCenter.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--quiet agent-order"
          aria-pressed={filter.order === 'asc'}
          onClick={() => onChange({ order: filter.order === 'asc' ? 'desc' : 'asc' })}
        >
          {filter.order === 'asc' ? t('agentCenter.sort.asc') : t('agentCenter.sort.desc')}
        </button>
      </div>
      <PeriodPicker initial={filter.period.period} onChange={(period) => onChange({ period })} />
    </div>
  );
}
