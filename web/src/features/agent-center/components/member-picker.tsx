import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDownline } from '../api/get-downline';
import { AccountFilter } from './account-filter';

export interface PickedMember {
  id: number;
  account: string;
}

/**
 * Chooses a member of the agent's whole team: the account typed is searched (the start of the account or
 * nickname) and the matches are offered as buttons; the chosen one is named with a way to choose another.
 */
export function MemberPicker({
  picked,
  onPick,
  label,
}: {
  picked: PickedMember | null;
  onPick: (member: PickedMember | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const matches = useDownline({
    period: { period: 'TODAY' },
    scope: 'ALL',
    search,
    memberKind: 'ALL',
    sort: 'account',
    order: 'asc',
    pageNum: 1,
  });

  if (picked !== null) {
    return (
      <div className="agent-picked">
        <span className="agent-muted">{label}</span>
        <strong>{picked.account}</strong>
        <button type="button" className="button button--quiet" onClick={() => onPick(null)}>
          {t('agentCenter.picker.change')}
        </button>
      </div>
    );
  }
  const rows = search === '' ? [] : (matches.data?.content ?? []);
  return (
    <div className="agent-stack">
      <span className="field__label">{label}</span>
      <AccountFilter value={search} onChange={setSearch} />
      {search !== '' && matches.isFetching ? <p className="agent-muted">{t('common.loading')}</p> : null}
      {search !== '' && !matches.isFetching && rows.length === 0 ? (
        <p className="agent-muted">{t('agentCenter.picker.none')}</p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="agent-picker" aria-label={t('agentCenter.picker.matches')}>
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="agent-picker__option" onClick={() => onPick(row)}>
                <strong>{row.account}</strong>
                {row.nickname === null ? null : <span className="agent-muted">{row.nickname}</span>}
                <span className={row.isAgent ? 'agent-kind agent-kind--agent' : 'agent-kind'}>
                  {row.isAgent ? t('agentCenter.kind.AGENT') : t('agentCenter.kind.MEMBER')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
