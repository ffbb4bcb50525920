import type { MaintenanceSetting } from '@plaza/contracts/operator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { fetchMaintenance, saveMaintenance } from '../api/maintenance';

const QUERY_KEY = ['backoffice', 'settings', 'maintenance'];

function MaintenanceForm({ current }: { current: MaintenanceSetting }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState(current.message ?? '');
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      saveMaintenance({ enabled: !current.enabled, message: message.trim() === '' ? null : message.trim() }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setIsConfirming(false);
    },
  });
  return (
    <div className="back-office-panel">
      <p className="back-office-panel__state" role="status">
        <span className={`back-office-badge back-office-badge--${current.enabled ? 'off' : 'on'}`}>
          {current.enabled ? t('backoffice.settings.maintenanceOn') : t('backoffice.settings.maintenanceOff')}
        </span>
      </p>
      <Field label={t('backoffice.settings.message')} hint={t('backoffice.settings.messageHint')}>
        {(control) => (
          <textarea
            {...control}
            className="field__input"
            rows={3}
            maxLength={500}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <div className="back-office-form__actions">
        <button
          type="button"
          className={`button ${current.enabled ? 'button--primary' : 'button--danger'}`}
          onClick={() => setIsConfirming(true)}
        >
          {current.enabled ? t('backoffice.settings.turnOff') : t('backoffice.settings.turnOn')}
        </button>
      </div>
      {isConfirming ? (
        <ConfirmDialog
          title={current.enabled ? t('backoffice.settings.turnOff') : t('backoffice.settings.turnOn')}
          confirmLabel={current.enabled ? t('backoffice.settings.turnOff') : t('backoffice.settings.turnOn')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsConfirming(false)}
          isDanger={!current.enabled}
        >
          <p>
            {current.enabled ? t('backoffice.settings.turnOffText') : t('backoffice.settings.turnOnText')}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Maintenance: closes the member API and shows members the maintenance page (the operator API stays open). */
export function MaintenancePage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetchMaintenance });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.maintenance')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.settings.maintenanceText')}</p>
      <QueryContent query={query} skeleton={{ rows: 3, rowHeight: 48 }}>
        {(current) => <MaintenanceForm key={String(current.enabled)} current={current} />}
      </QueryContent>
    </div>
  );
}
