import { GAMBLING_LIMIT_KINDS } from '@plaza/contracts/responsible-gambling';
import type { GamblingLimit } from '@plaza/contracts/responsible-gambling';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmountInput, parseMajorAmount } from '../../../lib/money';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useConfirmLimitMutation, useGamblingControls, useSetLimitMutation } from '../api/gambling-controls';
import { BreakSection } from './break-section';
import { PlaySafetySection } from './play-safety-section';
import './responsible-gambling.css';

/**
 * Responsible gambling (docs/product/member-services.md): deposit, loss and wager limits over 24 hours, 7 days and
 * 30 days (lower at once; higher or none after 24 hours and a confirmation), and a time-out or self-exclusion.
 */
export function ResponsibleGamblingPage() {
  const { t } = useTranslation();
  const controls = useGamblingControls();
  return (
    <div className="gambling-page">
      {GAMBLING_LIMIT_KINDS.map((kind) => (
        <section key={kind} className="gambling-section" aria-labelledby={`gambling-limits-${kind}`}>
          <h4 id={`gambling-limits-${kind}`} className="gambling-section__title">
            {t(`memberServices.gambling.kindTitle.${kind}`)}
          </h4>
          <p className="gambling-section__text">{t(`memberServices.gambling.kindText.${kind}`)}</p>
          <QueryContent query={controls} skeleton={{ rows: 3, rowHeight: 72 }}>
            {(data) => (
              <ul className="gambling-limits">
                {data.limits
                  .filter((limit) => limit.kind === kind)
                  .map((limit) => (
                    <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
                  ))}
              </ul>
            )}
          </QueryContent>
        </section>
      ))}
      <PlaySafetySection />
      <BreakSection />
    </div>
  );
}

/** One limit: what is in force, a raise waiting (with its confirmation once due), and a form to change it. */
function LimitRow({ limit }: { limit: GamblingLimit }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoneyFormat();
  const [text, setText] = useState(
    limit.amount === null ? '' : formatAmountInput(limit.amount, money.decimals),
  );
  const [inputError, setInputError] = useState<string | null>(null);
  const setMutation = useSetLimitMutation();
  const confirmMutation = useConfirmLimitMutation();
  const periodLabel = t(`memberServices.gambling.period.${limit.period}`);
  const failure = setMutation.error ?? confirmMutation.error;

  const save = () => {
    const parsed = parseMajorAmount(text, money.decimals);
    if (!parsed.isValid || parsed.minorUnits <= 0) {
      setInputError(t('memberServices.gambling.amountInvalid'));
      return;
    }
    setInputError(null);
    setMutation.mutate({ kind: limit.kind, period: limit.period, amount: parsed.minorUnits });
  };

  return (
    <li className="gambling-limit">
      <div className="gambling-limit__state">
        <span className="gambling-limit__period">{periodLabel}</span>
        <strong>
          {limit.amount === null ? t('memberServices.gambling.noLimit') : money.format(limit.amount)}
        </strong>
      </div>
      {limit.pending === null ? null : (
        <div className="gambling-limit__pending" role="status">
          <span>
            {t('memberServices.gambling.pending', {
              amount:
                limit.pending.amount === null
                  ? t('memberServices.gambling.noLimit')
                  : money.format(limit.pending.amount),
              time: formatDateTime(limit.pending.confirmableFrom),
            })}
          </span>
          <button
            type="button"
            className="button button--outline"
            // Before its time the server refuses it with the time it can be confirmed from (gambling.limit.not.due).
            disabled={confirmMutation.isPending}
            onClick={() => confirmMutation.mutate({ kind: limit.kind, period: limit.period })}
          >
            {t('memberServices.gambling.confirmRaise')}
          </button>
        </div>
      )}
      <form
        className="gambling-limit__form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          label={t(`memberServices.gambling.kindNewLimit.${limit.kind}`, { period: periodLabel })}
          error={inputError}
        >
          {(control) => (
            <div className="gambling-limit__input">
              <span aria-hidden="true">{money.symbol}</span>
              <input
                {...control}
                inputMode="decimal"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          )}
        </Field>
        <div className="gambling-limit__actions">
          <button type="submit" className="button button--primary" disabled={setMutation.isPending}>
            {t('memberServices.gambling.save')}
          </button>
          {limit.amount === null ? null : (
            <button
              type="button"
              className="button button--quiet"
              disabled={setMutation.isPending}
              onClick={() => setMutation.mutate({ kind: limit.kind, period: limit.period, amount: null })}
            >
              {t('memberServices.gambling.remove')}
            </button>
          )}
        </div>
      </form>
      {failure === null ? null : (
        <p className="gambling-limit__error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </li>
  );
}
