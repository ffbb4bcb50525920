import { GAME_CATEGORIES } from '@plaza/contracts/system';
import type { RebateRate } from '@plaza/contracts/rebate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { QueryContent } from '../../../components/query-content';
import { getGameTypeLabelKey } from '../../../lib/game-navigation';
import { fetchRebateRates, fetchVipLevels, LOYALTY_QUERY_KEY, saveRebateRates } from '../api/loyalty';
import './loyalty.css';

const RATES_QUERY_KEY = [...LOYALTY_QUERY_KEY, 'rebate'];

const cellKey = (level: number, gameType: string) => `${level}:${gameType}`;

function RatesForm({ rates, levels }: { rates: RebateRate[]; levels: { level: number; name: string }[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cells, setCells] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      rates.map((rate) => [cellKey(rate.vipLevel, rate.gameType), String(rate.basisPoints / 100)]),
    ),
  );
  const [isConfirming, setIsConfirming] = useState(false);
  const request: RebateRate[] = levels.flatMap(({ level }) =>
    GAME_CATEGORIES.map((gameType) => {
      const text = cells[cellKey(level, gameType)] ?? '';
      const value = Number(text.replace(',', '.'));
      return {
        vipLevel: level,
        gameType,
        // Empty is no rebate; not a number reaches the server as -1 and is refused there.
        basisPoints: text.trim() === '' ? 0 : Number.isFinite(value) ? Math.round(value * 100) : -1,
      };
    }),
  );
  const mutation = useMutation({
    mutationFn: () => saveRebateRates(request),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: RATES_QUERY_KEY });
      setIsConfirming(false);
    },
  });
  const fieldError = useFieldError(mutation.error);
  const invalidCells = new Set(
    request.flatMap((rate, index) =>
      fieldError(`rates.${index}.basisPoints`) === null ? [] : [cellKey(rate.vipLevel, rate.gameType)],
    ),
  );
  // Two game types under one name (the lottery and the e-lottery) are told apart by their codes.
  const gameTypeName = (gameType: string) => {
    const key = getGameTypeLabelKey(gameType);
    if (key === undefined) {
      return gameType;
    }
    const isShared = GAME_CATEGORIES.some(
      (other) => other !== gameType && getGameTypeLabelKey(other) === key,
    );
    return isShared ? `${t(key)} (${gameType})` : t(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    setIsConfirming(true);
  };
  return (
    <form className="back-office-form" onSubmit={submit} noValidate>
      <div className="back-office-panel config-rates">
        <table className="config-rates__table">
          <caption className="visually-hidden">{t('backoffice.nav.rebateRates')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.loyalty.gameType')}</th>
              {levels.map((level) => (
                <th key={level.level} scope="col">
                  {level.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GAME_CATEGORIES.map((gameType) => (
              <tr key={gameType}>
                <th scope="row">{gameTypeName(gameType)}</th>
                {levels.map(({ level, name }) => {
                  const key = cellKey(level, gameType);
                  return (
                    <td key={key}>
                      <input
                        className="field__input config-rates__input"
                        inputMode="decimal"
                        aria-label={t('backoffice.loyalty.rateLabel', {
                          gameType: gameTypeName(gameType),
                          level: name,
                        })}
                        aria-invalid={invalidCells.has(key) ? true : undefined}
                        value={cells[key] ?? ''}
                        placeholder="0"
                        onChange={(event) => setCells({ ...cells, [key]: event.target.value })}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invalidCells.size > 0 || fieldError('rates') !== null ? (
        <p className="back-office-form__error" role="alert">
          {t('backoffice.loyalty.ratesInvalid')}
        </p>
      ) : null}
      <div className="back-office-form__actions">
        <button type="submit" className="button button--primary">
          {t('backoffice.list.save')}
        </button>
      </div>
      {mutation.isSuccess ? <p role="status">{t('backoffice.loyalty.saved')}</p> : null}
      {isConfirming ? (
        <ConfirmDialog
          title={t('backoffice.loyalty.confirmRates')}
          confirmLabel={t('backoffice.list.save')}
          isBusy={mutation.isPending}
          error={invalidCells.size > 0 ? null : mutation.error}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsConfirming(false)}
        >
          <p>{t('backoffice.loyalty.confirmRatesText')}</p>
          {invalidCells.size > 0 ? (
            <p className="back-office-form__error" role="alert">
              {t('backoffice.loyalty.ratesInvalid')}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

/**
 * Rebate rates (back office, rewards.configure): the cashback on valid bet per game type and VIP level, in percent
 * (at most 5%); saving replaces the table after a confirmation, audited. Days already paid keep their rates.
 */
export function RebateRatesPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: RATES_QUERY_KEY,
    queryFn: async () => {
      const [rates, ladder] = await Promise.all([fetchRebateRates(), fetchVipLevels()]);
      return { rates: rates.rates, levels: ladder.levels };
    },
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.rebateRates')}</h1>
      </div>
      <p className="back-office-screen__text">{t('backoffice.loyalty.ratesIntro')}</p>
      <QueryContent query={query} skeleton={{ rows: 6, rowHeight: 40 }}>
        {(current) => <RatesForm rates={current.rates} levels={current.levels} />}
      </QueryContent>
    </div>
  );
}
