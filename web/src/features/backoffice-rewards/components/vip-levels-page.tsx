import { VIP_MAX_LEVEL } from '@plaza/contracts/vip';
import type { VipLevel } from '@plaza/contracts/vip';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchVipLevels, LOYALTY_QUERY_KEY, saveVipLevels } from '../api/loyalty';
import { useMoneyInput } from '../hooks/use-money-input';
import './loyalty.css';

const VIP_QUERY_KEY = [...LOYALTY_QUERY_KEY, 'vip'];

type MoneyKey =
  | 'minDeposit'
  | 'minValidBet'
  | 'keepValidBet'
  | 'upgradeGift'
  | 'birthdayGift'
  | 'monthlyGift'
  | 'dailyRebateCap';
type CountKey = 'keepDays' | 'giftTurnoverX100' | 'rebateTurnoverX100';
const MONEY_KEYS: readonly MoneyKey[] = [
  'minDeposit',
  'minValidBet',
  'keepValidBet',
  'upgradeGift',
  'birthdayGift',
  'monthlyGift',
  'dailyRebateCap',
];
const COUNT_KEYS: readonly CountKey[] = ['keepDays', 'giftTurnoverX100', 'rebateTurnoverX100'];

/** A level as typed: its name and every figure as its input holds it. */
type LevelDraft = { name: string } & Record<MoneyKey | CountKey, string>;

/** One level of the ladder: its name and figures, each with the server's refusal under it. */
function LevelFields(props: {
  index: number;
  draft: LevelDraft;
  fieldError: (field: string) => string | null;
  onChange: (index: number, key: keyof LevelDraft, value: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { index, draft, fieldError } = props;
  const change = props.onChange;
  return (
    <fieldset className="back-office-panel back-office-form--grid config-level">
      <legend className="config-level__title">{t('backoffice.loyalty.level', { level: index })}</legend>
      <Field label={t('backoffice.loyalty.levelName')} error={fieldError(`levels.${index}.name`)} isRequired>
        {(control) => (
          <input
            {...control}
            className="field__input"
            value={draft.name}
            onChange={(event) => change(index, 'name', event.target.value)}
          />
        )}
      </Field>
      {MONEY_KEYS.map((key) => (
        <Field
          key={key}
          label={`${t(`backoffice.loyalty.vip.${key}`)} (${money.symbol})`}
          error={fieldError(`levels.${index}.${key}`)}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="decimal"
              disabled={index === 0 && (key === 'minDeposit' || key === 'minValidBet')}
              value={draft[key]}
              onChange={(event) => change(index, key, event.target.value)}
            />
          )}
        </Field>
      ))}
      {COUNT_KEYS.map((key) => (
        <Field
          key={key}
          label={t(`backoffice.loyalty.vip.${key}`)}
          error={fieldError(`levels.${index}.${key}`)}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="decimal"
              value={draft[key]}
              onChange={(event) => change(index, key, event.target.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

function LadderForm({ current }: { current: VipLevel[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const moneyInput = useMoneyInput();
  const toDraft = (level: VipLevel): LevelDraft => ({
    name: level.name,
    minDeposit: moneyInput.toText(level.minDeposit),
    minValidBet: moneyInput.toText(level.minValidBet),
    keepValidBet: moneyInput.toText(level.keepValidBet),
    upgradeGift: moneyInput.toText(level.upgradeGift),
    birthdayGift: moneyInput.toText(level.birthdayGift),
    monthlyGift: moneyInput.toText(level.monthlyGift),
    dailyRebateCap: moneyInput.toText(level.dailyRebateCap),
    keepDays: String(level.keepDays),
    giftTurnoverX100: String(level.giftTurnoverX100 / 100),
    rebateTurnoverX100: String(level.rebateTurnoverX100 / 100),
  });
  const [levels, setLevels] = useState<LevelDraft[]>(() => current.map(toDraft));
  const [isConfirming, setIsConfirming] = useState(false);
  const toNumber = (text: string, scale = 1) => {
    const value = Number(text.replace(',', '.'));
    return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * scale) : -1;
  };
  const request: VipLevel[] = levels.map((draft, level) => ({
    level,
    name: draft.name,
    minDeposit: moneyInput.toMinor(draft.minDeposit),
    minValidBet: moneyInput.toMinor(draft.minValidBet),
    keepValidBet: moneyInput.toMinor(draft.keepValidBet),
    upgradeGift: moneyInput.toMinor(draft.upgradeGift),
    birthdayGift: moneyInput.toMinor(draft.birthdayGift),
    monthlyGift: moneyInput.toMinor(draft.monthlyGift),
    dailyRebateCap: moneyInput.toMinor(draft.dailyRebateCap),
    keepDays: toNumber(draft.keepDays),
    giftTurnoverX100: toNumber(draft.giftTurnoverX100, 100),
    rebateTurnoverX100: toNumber(draft.rebateTurnoverX100, 100),
  }));
  const mutation = useMutation({
    mutationFn: () => saveVipLevels(request),
    onSuccess: async (saved) => {
      queryClient.setQueryData(VIP_QUERY_KEY, saved);
      setLevels(saved.levels.map(toDraft));
      await queryClient.invalidateQueries({ queryKey: LOYALTY_QUERY_KEY });
      setIsConfirming(false);
    },
  });
  const fieldError = useFieldError(mutation.error);
  const change = (index: number, key: keyof LevelDraft, value: string) =>
    setLevels((previous) => previous.map((each, at) => (at === index ? { ...each, [key]: value } : each)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setIsConfirming(true);
  };
  const last = levels[levels.length - 1];
  const ladderError = fieldError('levels');
  return (
    <form className="back-office-form" onSubmit={submit} noValidate>
      {levels.map((draft, index) => (
        <LevelFields key={index} index={index} draft={draft} fieldError={fieldError} onChange={change} />
      ))}
      {ladderError === null ? null : (
        <p className="back-office-form__error" role="alert">
          {t('backoffice.loyalty.ladderInvalid')}
        </p>
      )}
      <div className="back-office-form__actions">
        <button
          type="button"
          className="button button--quiet"
          disabled={levels.length <= 1}
          onClick={() => setLevels(levels.slice(0, -1))}
        >
          {t('backoffice.loyalty.removeLevel')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={last === undefined || levels.length > VIP_MAX_LEVEL}
          onClick={() =>
            last === undefined ? undefined : setLevels([...levels, { ...last, name: `VIP ${levels.length}` }])
          }
        >
          {t('backoffice.loyalty.addLevel')}
        </button>
        <button type="submit" className="button button--primary">
          {t('backoffice.list.save')}
        </button>
      </div>
      {mutation.isSuccess ? <p role="status">{t('backoffice.loyalty.saved')}</p> : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('backoffice.loyalty.confirmLadder')}
          confirmLabel={t('backoffice.list.save')}
          isBusy={mutation.isPending}
          error={fieldError('levels') === null ? mutation.error : null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsConfirming(false)}
        >
          <p>{t('backoffice.loyalty.confirmLadderText', { count: levels.length })}</p>
          {ladderError === null ? null : (
            <p className="back-office-form__error" role="alert">
              {t('backoffice.loyalty.ladderInvalid')}
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * VIP levels (back office, rewards.configure): each level's deposit and valid-bet thresholds, the valid bet that
 * keeps it within its days, its gifts with their turnover and its rebate cap; the server checks that the thresholds
 * rise from level 0. Saving asks first and is audited.
 */
export function VipLevelsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: VIP_QUERY_KEY, queryFn: fetchVipLevels });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.vipLevels')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.loyalty.vipIntro')}</p>
      <QueryContent query={query} skeleton={{ rows: 4, rowHeight: 120 }}>
        {(current) => <LadderForm current={current.levels} />}
      </QueryContent>
    </div>
  );
}
