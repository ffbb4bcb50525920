import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format-date-time';

/** A report's day range: two dates and a button; empty dates leave the server's default (the last 30 days). */
export function DayRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className="back-office-range" onSubmit={submit}>
      <label>
        {t('backoffice.reports.from')}
        <input
          type="date"
          className="field__input"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label>
        {t('backoffice.reports.to')}
        <input
          type="date"
          className="field__input"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <button type="submit" className="button button--outline">
        {t('backoffice.reports.show')}
      </button>
    </form>
  );
}

/** When the figures of earlier days were last summarized (today's are always counted live). */
export function SummarizedAt({ at }: { at: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="back-office-muted" data-testid="summarized-at">
      {at === null
        ? t('backoffice.reports.notSummarized')
        : t('backoffice.reports.summarizedAt', { time: formatDateTime(at) })}
    </p>
  );
}
