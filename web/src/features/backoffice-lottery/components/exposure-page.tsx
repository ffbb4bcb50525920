import type { ExposureRow, LotteryLimits, OpsLotteryGame } from '@plaza/contracts/lottery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { formatAmountInput, parseMajorAmount } from '../../../lib/money';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { fetchCalendar, fetchExposure, fetchLimits, saveLimits } from '../api/lottery-operator';
import './lottery-backoffice.css';
import { GameSelect, engineWordKey, gameToday, pickGame, useLotteryGames } from './lottery-games';

/** A share of a limit as a whole percentage. */
function share(part: number, whole: number): string {
  return whole <= 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}

function LimitsForm({ gameCode, limits }: { gameCode: string; limits: LotteryLimits }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const mayConfigure = useOperatorMay('lottery.configure');
  const [stake, setStake] = useState(formatAmountInput(limits.maxStakePerNumber, money.decimals));
  const [liability, setLiability] = useState(formatAmountInput(limits.maxLiabilityPerDraw, money.decimals));
  const [errors, setErrors] = useState<{ stake?: string; liability?: string }>({});
  const [pending, setPending] = useState<LotteryLimits | null>(null);
  const mutation = useMutation({
    mutationFn: (next: LotteryLimits) => saveLimits(gameCode, next),
    onSuccess: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'lottery'] });
    },
    onError: () => setPending(null),
  });
  const fieldError = useFieldError(mutation.error);
  return (
    <form
      className="back-office-panel back-office-form--grid"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsedStake = parseMajorAmount(stake, money.decimals);
        const parsedLiability = parseMajorAmount(liability, money.decimals);
        const next = {
          stake: parsedStake.isValid && parsedStake.minorUnits > 0 ? undefined : t('validation.invalid'),
          liability:
            parsedLiability.isValid && parsedLiability.minorUnits > 0 ? undefined : t('validation.invalid'),
        };
        setErrors(next);
        if (
          parsedStake.isValid &&
          parsedLiability.isValid &&
          next.stake === undefined &&
          next.liability === undefined
        ) {
          mutation.reset();
          setPending({
            maxStakePerNumber: parsedStake.minorUnits,
            maxLiabilityPerDraw: parsedLiability.minorUnits,
          });
        }
      }}
    >
      <Field
        label={t('backoffice.lottery.maxStakePerNumber')}
        error={errors.stake ?? fieldError('maxStakePerNumber')}
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            inputMode="decimal"
            readOnly={!mayConfigure}
            value={stake}
            onChange={(event) => setStake(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('backoffice.lottery.maxLiabilityPerDraw')}
        error={errors.liability ?? fieldError('maxLiabilityPerDraw')}
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            inputMode="decimal"
            readOnly={!mayConfigure}
            value={liability}
            onChange={(event) => setLiability(event.target.value)}
          />
        )}
      </Field>
      {mayConfigure ? (
        <div className="back-office-form__actions">
          <button type="submit" className="button button--primary">
            {t('backoffice.lottery.saveLimits')}
          </button>
        </div>
      ) : null}
      {pending === null ? null : (
        <ConfirmDialog
          title={t('backoffice.lottery.saveLimitsTitle', { game: gameCode })}
          confirmLabel={t('backoffice.lottery.saveLimits')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate(pending)}
          onClose={() => setPending(null)}
        >
          <p>
            {t('backoffice.lottery.saveLimitsText', {
              stake: money.format(pending.maxStakePerNumber),
              liability: money.format(pending.maxLiabilityPerDraw),
            })}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

function Exposure({ games }: { games: readonly OpsLotteryGame[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const params = useListParams<'game' | 'issue'>();
  const game = pickGame(games, params.get('game'));
  const gameCode = game?.gameCode ?? '';
  const [issueDraft, setIssueDraft] = useState(params.get('issue'));
  // Without an issue in the address: the game's issue on sale today.
  const current = useQuery({
    queryKey: ['backoffice', 'lottery', 'current-issue', gameCode],
    queryFn: () =>
      fetchCalendar(
        compactQuery({ gameCode, day: gameToday(game), status: 'OPEN', pageNum: 1, pageSize: 1 }),
      ),
    enabled: game !== undefined && params.get('issue') === '',
  });
  const issueNo = params.get('issue') || (current.data?.content[0]?.issueNo ?? '');
  const limits = useQuery({
    queryKey: ['backoffice', 'lottery', 'limits', gameCode],
    queryFn: () => fetchLimits(gameCode),
    enabled: game !== undefined,
  });
  const filters = { gameCode, issueNo };
  const query = useQuery({
    queryKey: ['backoffice', 'lottery', 'exposure', filters, params.pageNum],
    queryFn: () => fetchExposure(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
    enabled: issueNo !== '',
  });
  const perNumber = query.data?.limits.maxStakePerNumber ?? 0;
  const columns: ListColumn<ExposureRow>[] = [
    {
      key: 'betType',
      header: t('backoffice.lottery.betType'),
      render: (row) => t(engineWordKey('betType', row.betCode), { defaultValue: row.betCode }),
      csv: (row) => row.betCode,
    },
    {
      key: 'station',
      header: t('backoffice.lottery.station'),
      render: (row) => row.station || '—',
      csv: (row) => row.station,
    },
    {
      key: 'pick',
      header: t('backoffice.lottery.number'),
      render: (row) => row.pick,
      csv: (row) => row.pick,
    },
    {
      key: 'points',
      header: t('backoffice.lottery.points'),
      align: 'end',
      render: (row) => (row.points === null ? '—' : row.points.toLocaleString(i18n.language)),
      csv: (row) => row.points ?? '',
    },
    {
      key: 'stake',
      header: t('backoffice.lottery.stake'),
      align: 'end',
      render: (row) => money.format(row.stake),
      csv: (row) => row.stake,
    },
    {
      key: 'limit',
      header: t('backoffice.lottery.ofLimit'),
      align: 'end',
      render: (row) => share(row.stake, perNumber),
      csv: (row) => share(row.stake, perNumber),
    },
    {
      key: 'liability',
      header: t('backoffice.lottery.liability'),
      align: 'end',
      render: (row) => money.format(row.liability),
      csv: (row) => row.liability,
    },
  ];
  return (
    <>
      <QueryContent query={limits} skeleton={{ rows: 2, rowHeight: 48 }}>
        {(value) => (
          <LimitsForm
            key={`${value.gameCode}:${value.maxStakePerNumber}:${value.maxLiabilityPerDraw}`}
            gameCode={value.gameCode}
            limits={value}
          />
        )}
      </QueryContent>
      {query.data === undefined ? null : (
        <p className="back-office-panel__state" role="status">
          {t('backoffice.lottery.issueLiability', {
            issue: query.data.issueNo,
            liability: money.format(query.data.issueLiability),
            limit: money.format(query.data.limits.maxLiabilityPerDraw),
            share: share(query.data.issueLiability, query.data.limits.maxLiabilityPerDraw),
          })}
        </p>
      )}
      <ListScreen<ExposureRow>
        key={issueNo}
        query={query}
        caption={t('backoffice.nav.lotteryExposure')}
        columns={columns}
        rowKey={(row) => `${row.betCode}:${row.station}:${row.pick}`}
        search={{
          value: issueNo,
          label: t('backoffice.lottery.issue'),
          onSubmit: (value) => {
            setIssueDraft(value);
            params.set({ issue: value });
          },
        }}
        filters={
          <GameSelect
            games={games}
            value={gameCode}
            onChange={(code) => params.set({ game: code, issue: '' })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: `exposure-${gameCode}-${issueNo || issueDraft}.csv`,
          fetchPage: (pageNum, pageSize) => fetchExposure(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.lottery.noExposure'), text: t('backoffice.lottery.noExposureText') }}
      />
    </>
  );
}

/** Exposure per draw: the stake and liability on each number of each bet type against the game's limits. */
export function LotteryExposurePage() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.lotteryExposure')}</h1>
      </div>
      <p className="back-office-muted">{t('backoffice.lottery.exposureIntro')}</p>
      <QueryContent query={games} skeleton={{ rows: 6, rowHeight: 44 }}>
        {(list) => <Exposure games={list} />}
      </QueryContent>
    </div>
  );
}
