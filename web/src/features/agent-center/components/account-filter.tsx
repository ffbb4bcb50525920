import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SearchIcon } from '../../../components/icons';

/**
 * A team member's account to narrow a report to, sent on Enter or the search button; clearing the box shows
 * the whole team again.
 */
export function AccountFilter({ value, onChange }: { value: string; onChange: (account: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="agent-search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text.trim());
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('agentCenter.accountFilter')}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        value={text}
        maxLength={64}
        placeholder={t('agentCenter.accountFilter')}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && value !== '') {
            onChange('');
          }
        }}
      />
      <button type="submit" className="button button--primary agent-search__button">
        <SearchIcon />
        <span className="visually-hidden">{t('agentCenter.downline.searchButton')}</span>
      </button>
    </form>
  );
}
