import type { TakeBreakRequest } from '@plaza/contracts/responsible-gambling';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../../components/modal';
import { clearSessionStorage } from '../../../lib/session-token';
import { useErrorText } from '../../../lib/use-error-text';
import { useTakeBreakMutation } from '../api/gambling-controls';

/** The time-outs offered, in days (24 hours to 6 weeks). */
const TIMEOUT_DAYS = [1, 7, 14, 30, 42] as const;
/** The self-exclusions offered, in months; null is permanent. */
const EXCLUSION_MONTHS = [6, 12, 24, 60, null] as const;

/**
 * Time-out and self-exclusion: chosen, then confirmed in a dialog that says it cannot be undone; on success the
 * session ends and the member is taken home.
 */
export function BreakSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<TakeBreakRequest | null>(null);
  const mutation = useTakeBreakMutation();

  const describe = (request: TakeBreakRequest) =>
    request.kind === 'TIMEOUT'
      ? t('memberServices.gambling.timeoutDays', { count: request.days })
      : request.months === null
        ? t('memberServices.gambling.permanent')
        : t('memberServices.gambling.exclusionMonths', { count: request.months });

  const takeBreak = (request: TakeBreakRequest) => {
    mutation.mutate(request, {
      onSuccess: () => {
        clearSessionStorage();
        queryClient.removeQueries({ queryKey: ['member'] });
        setChoice(null);
        void navigate('/');
      },
    });
  };

  return (
    <section className="gambling-section" aria-labelledby="gambling-break-title">
      <h4 id="gambling-break-title" className="gambling-section__title">
        {t('memberServices.gambling.takeBreak')}
      </h4>
      <p className="gambling-section__text">{t('memberServices.gambling.takeBreakText')}</p>
      <div className="gambling-break__choices" role="group" aria-label={t('memberServices.gambling.timeout')}>
        <span className="gambling-break__label">{t('memberServices.gambling.timeout')}</span>
        {TIMEOUT_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button--outline"
            onClick={() => setChoice({ kind: 'TIMEOUT', days })}
          >
            {describe({ kind: 'TIMEOUT', days })}
          </button>
        ))}
      </div>
      <div
        className="gambling-break__choices"
        role="group"
        aria-label={t('memberServices.gambling.exclusion')}
      >
        <span className="gambling-break__label">{t('memberServices.gambling.exclusion')}</span>
        {EXCLUSION_MONTHS.map((months) => (
          <button
            key={months ?? 'permanent'}
            type="button"
            className="button button--outline"
            onClick={() => setChoice({ kind: 'EXCLUSION', months })}
          >
            {describe({ kind: 'EXCLUSION', months })}
          </button>
        ))}
      </div>
      {choice === null ? null : (
        <Modal
          title={t('memberServices.gambling.confirmBreakTitle')}
          onClose={() => setChoice(null)}
          className="account-notice"
        >
          <div className="gambling-break__dialog">
            <p>{t('memberServices.gambling.confirmBreakText', { choice: describe(choice) })}</p>
            {mutation.error === null ? null : (
              <p className="gambling-limit__error" role="alert">
                {errorText(mutation.error)}
              </p>
            )}
            <div className="gambling-limit__actions">
              <button type="button" className="button button--outline" onClick={() => setChoice(null)}>
                {t('memberServices.gambling.cancel')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={mutation.isPending}
                onClick={() => takeBreak(choice)}
              >
                {t('memberServices.gambling.confirmBreak')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
}
