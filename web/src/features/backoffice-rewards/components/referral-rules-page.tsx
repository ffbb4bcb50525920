import type { ReferralRules } from '@plaza/contracts/referral';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchReferralRules, saveReferralRules } from '../api/referral-rules';
import { useMoneyInput } from '../hooks/use-money-input';

const QUERY_KEY = ['backoffice', 'rewards', 'referral'];

type MoneyField = 'rewardAmount' | 'minDeposit' | 'minValidBet';
type CountField = 'windowDays' | 'turnoverX100' | 'claimDays';

function RulesForm({ current }: { current: ReferralRules }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const moneyInput = useMoneyInput();
  const [isEnabled, setIsEnabled] = useState(current.isEnabled);
  const [amounts, setAmounts] = useState<Record<MoneyField, string>>({
    rewardAmount: moneyInput.toText(current.rewardAmount),
    minDeposit: moneyInput.toText(current.minDeposit),
    minValidBet: moneyInput.toText(current.minValidBet),
  });
  const [counts, setCounts] = useState<Record<CountField, string>>({
    windowDays: String(current.windowDays),
    turnoverX100: String(current.turnoverX100 / 100),
    claimDays: String(current.claimDays),
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const toInteger = (text: string, scale = 1) => {
    const value = Number(text);
    return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * scale) : -1;
  };
  const next: ReferralRules = {
    isEnabled,
    rewardAmount: moneyInput.toMinor(amounts.rewardAmount),
    minDeposit: moneyInput.toMinor(amounts.minDeposit),
    minValidBet: moneyInput.toMinor(amounts.minValidBet),
    windowDays: toInteger(counts.windowDays),
    turnoverX100: toInteger(counts.turnoverX100, 100),
    claimDays: toInteger(counts.claimDays),
  };
  const mutation = useMutation({
    mutationFn: () => saveReferralRules(next),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      setIsConfirming(false);
    },
  });
  const fieldError = useFieldError(mutation.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setIsConfirming(true);
  };
  const moneyFields: { key: MoneyField; label: string }[] = [
    { key: 'rewardAmount', label: t('backoffice.rewards.rewardAmount') },
    { key: 'minDeposit', label: t('backoffice.rewards.minDeposit') },
    { key: 'minValidBet', label: t('backoffice.rewards.minValidBet') },
  ];
  const countFields: { key: CountField; label: string; step: string }[] = [
    { key: 'windowDays', label: t('backoffice.rewards.windowDays'), step: '1' },
    { key: 'turnoverX100', label: t('backoffice.rewards.turnover'), step: '0.01' },
    { key: 'claimDays', label: t('backoffice.rewards.claimDays'), step: '1' },
  ];
  return (
    <form
      className="back-office-panel back-office-form back-office-form--grid"
      onSubmit={onSubmit}
      noValidate
    >
      <label className="field--wide back-office-check">
        <input type="checkbox" checked={isEnabled} onChange={(event) => setIsEnabled(event.target.checked)} />
        <span>{t('backoffice.rewards.referralEnabled')}</span>
      </label>
      {moneyFields.map((entry) => (
        <Field
          key={entry.key}
          label={`${entry.label} (${money.symbol})`}
          error={fieldError(entry.key)}
          isRequired
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="decimal"
              value={amounts[entry.key]}
              onChange={(event) => setAmounts({ ...amounts, [entry.key]: event.target.value })}
            />
          )}
        </Field>
      ))}
      {countFields.map((entry) => (
        <Field key={entry.key} label={entry.label} error={fieldError(entry.key)} isRequired>
          {(control) => (
            <input
              {...control}
              className="field__input"
              type="number"
              min={0}
              step={entry.step}
              value={counts[entry.key]}
              onChange={(event) => setCounts({ ...counts, [entry.key]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <div className="back-office-form__actions">
        <button type="submit" className="button button--primary">
          {t('backoffice.rewards.save')}
        </button>
      </div>
      {mutation.isSuccess ? (
        <p className="field--wide" role="status">
          {t('backoffice.rewards.saved')}
        </p>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('backoffice.rewards.confirmTitle')}
          confirmLabel={t('backoffice.rewards.save')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsConfirming(false)}
        >
          <p>
            {t('backoffice.rewards.confirmText', {
              amount: money.format(Math.max(0, next.rewardAmount)),
              deposit: money.format(Math.max(0, next.minDeposit)),
              validBet: money.format(Math.max(0, next.minValidBet)),
              days: next.windowDays,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Invite friends' rules (back office, rewards.configure): whether it is on, the inviter's reward, what a friend must
 * deposit and bet within how many days, the reward's turnover and claim days. Saving asks first and is audited;
 * friends already qualified keep their reward.
 */
export function ReferralRulesPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: fetchReferralRules });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.referral')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.rewards.referralText')}</p>
      <QueryContent query={query} skeleton={{ rows: 4, rowHeight: 56 }}>
        {(current) => <RulesForm current={current} />}
      </QueryContent>
    </div>
  );
}
