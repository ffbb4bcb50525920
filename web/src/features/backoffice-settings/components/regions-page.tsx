import type { AllowedRegionsSetting } from '@plaza/contracts/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { fetchAllowedRegions, saveAllowedRegions } from '../api/site-access';

const QUERY_KEY = ['backoffice', 'settings', 'regions'];

/** The codes typed, upper case, once each, in the order typed; null when one is not two letters. */
function parseRegions(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) {
    return null;
  }
  return [...new Set(codes)];
}

function RegionsForm({ current }: { current: AllowedRegionsSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(current.regions.join(', '));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState<string[] | null>(null);
  const mutation = useMutation({
    mutationFn: (regions: string[]) => saveAllowedRegions({ regions }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setPending(null);
    },
  });
  return (
    <form
      className="back-office-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const regions = parseRegions(text);
        if (regions === null) {
          setFieldError(t('backoffice.regions.invalid'));
          return;
        }
        setFieldError(null);
        mutation.reset();
        setPending(regions);
      }}
    >
      <p className="back-office-panel__state" role="status">
        <span
          className={`back-office-badge back-office-badge--${current.regions.length === 0 ? 'on' : 'off'}`}
        >
          {current.regions.length === 0
            ? t('backoffice.regions.everyCountry')
            : t('backoffice.regions.onlyThese', { regions: current.regions.join(', ') })}
        </span>
      </p>
      <Field label={t('backoffice.regions.label')} hint={t('backoffice.regions.hint')} error={fieldError}>
        {(control) => (
          <input
            {...control}
            className="field__input"
            value={text}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="back-office-form__actions">
        <button type="submit" className="button button--primary">
          {t('backoffice.regions.save')}
        </button>
      </div>
      {pending === null ? null : (
        <ConfirmDialog
          title={t('backoffice.regions.confirmTitle')}
          confirmLabel={t('backoffice.regions.save')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate(pending)}
          onClose={() => setPending(null)}
          isDanger={pending.length > 0}
        >
          <p>
            {pending.length === 0
              ? t('backoffice.regions.confirmEvery')
              : t('backoffice.regions.confirmOnly', { regions: pending.join(', ') })}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** Allowed countries: visitors from any other country get the region-blocked page; none listed lets every one in. */
export function RegionsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetchAllowedRegions });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.regions')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.regions.text')}</p>
      <QueryContent query={query} skeleton={{ rows: 3, rowHeight: 48 }}>
        {(current) => <RegionsForm key={current.regions.join(',')} current={current} />}
      </QueryContent>
    </div>
  );
}
