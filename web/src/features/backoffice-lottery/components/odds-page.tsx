import type { LotteryOdds, OddsTableWire, OpsLotteryGame } from '@plaza/contracts/lottery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { QueryContent } from '../../../components/query-content';
import { ApiError } from '../../../lib/api-client';
import { useOperatorMay } from '../../../lib/operator-session';
import { useErrorText } from '../../../lib/use-error-text';
import { useListParams } from '../../../lib/use-list-params';
import { fetchOdds, saveOdds } from '../api/lottery-operator';
import './lottery-backoffice.css';
import { GameSelect, engineWordKey, pickGame, useLotteryGames } from './lottery-games';

const DECIMAL = /^\d{1,9}(\.\d{1,6})?$/;

/** One editable figure of an odds entry: where it sits in the entry and what it is called. */
interface OddsCell {
  path: string[];
  label: string;
}

/** Every figure of an entry, whatever its kind (one multiplier, one per pick, price and payout per point, …). */
function cellsOf(entry: OddsTableWire[string]): OddsCell[] {
  switch (entry.kind) {
    case 'multiplier':
      return [{ path: ['odds'], label: '' }];
    case 'by_pick':
      return Object.keys(entry.odds).map((pick) => ({ path: ['odds', pick], label: pick }));
    case 'points':
      return [
        { path: ['pricePerPoint'], label: 'price' },
        { path: ['payoutPerPoint'], label: 'payout' },
      ];
    case 'prize_table':
      return Object.keys(entry.prizes).map((prize) => ({ path: ['prizes', prize], label: prize }));
    case 'permutation_prize_table':
      return Object.entries(entry.prizes).flatMap(([prize, table]) =>
        Object.keys(table).map((permutations) => ({
          path: ['prizes', prize, permutations],
          label: `${prize} ×${permutations}`,
        })),
      );
  }
}

function readPath(value: unknown, path: readonly string[]): string {
  let current = value;
  for (const key of path) {
    current = (current as Record<string, unknown> | undefined)?.[key];
  }
  return typeof current === 'string' ? current : '';
}

function writePath<T>(value: T, path: readonly string[], text: string): T {
  const [head, ...rest] = path;
  if (head === undefined) {
    return text as T;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: writePath(record[head], rest, text) } as T;
}

/** The bet types the server found above the maximum (lottery.odds.rtp.exceeded), by code. */
function exceededCodes(error: Error | null): Map<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'lottery.odds.rtp.exceeded') {
    return new Map();
  }
  const details = error.details as { violations?: { code: string; rtpPercent: string }[] } | null | undefined;
  return new Map((details?.violations ?? []).map((violation) => [violation.code, violation.rtpPercent]));
}

/** One bet type: its name, a field per figure of its odds, and its RTP per variant as the server computed it. */
function OddsRow({
  code,
  entry,
  current,
  over,
  badCells,
  isEditable,
  onChange,
}: {
  code: string;
  entry: OddsTableWire[string];
  current: LotteryOdds;
  over: string | undefined;
  badCells: ReadonlySet<string>;
  isEditable: boolean;
  onChange: (entry: OddsTableWire[string]) => void;
}) {
  const { t } = useTranslation();
  const name = t(engineWordKey('betType', code), { defaultValue: code });
  return (
    <tr className={over === undefined ? undefined : 'lottery-ops-odds__over'}>
      <th scope="row" data-label={t('backoffice.lottery.betType')}>
        {name}
        <span className="back-office-muted"> {code}</span>
      </th>
      <td data-label={t('backoffice.lottery.odds')}>
        <div className="lottery-ops-odds__cells">
          {cellsOf(entry).map((cell) => {
            const id = `${code}:${cell.path.join('.')}`;
            const isBad = badCells.has(id) || over !== undefined;
            return (
              <label key={id} className="lottery-ops-odds__cell">
                {cell.label === '' ? null : <span>{cell.label}</span>}
                <input
                  className="field__input"
                  inputMode="decimal"
                  aria-label={cell.label === '' ? name : `${name} ${cell.label}`}
                  aria-invalid={isBad ? true : undefined}
                  readOnly={!isEditable}
                  value={readPath(entry, cell.path)}
                  onChange={(event) => onChange(writePath(entry, cell.path, event.target.value.trim()))}
                />
              </label>
            );
          })}
        </div>
        {over === undefined ? null : (
          <p className="field__error" role="alert">
            {t('backoffice.lottery.rtpOver', { rtp: over, max: current.maxRtpPercent })}
          </p>
        )}
        {cellsOf(entry).some((cell) => badCells.has(`${code}:${cell.path.join('.')}`)) ? (
          <p className="field__error" role="alert">
            {t('backoffice.lottery.oddsInvalid')}
          </p>
        ) : null}
      </td>
      <td data-label={t('backoffice.lottery.rtp')}>
        <ul className="lottery-ops-rtps">
          {current.rtps
            .filter((figure) => figure.code === code)
            .map((figure) => (
              <li key={figure.variant ?? ''}>
                {figure.variant === null ? '' : `${figure.variant}: `}
                {figure.rtpPercent}%
              </li>
            ))}
        </ul>
      </td>
    </tr>
  );
}

function OddsForm({ current }: { current: LotteryOdds }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const mayConfigure = useOperatorMay('lottery.configure');
  const [draft, setDraft] = useState<OddsTableWire>(current.odds);
  const [isAsking, setIsAsking] = useState(false);
  const [badCells, setBadCells] = useState<Set<string>>(new Set());
  const mutation = useMutation({
    mutationFn: () => saveOdds(current.gameCode, draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(['backoffice', 'lottery', 'odds', current.gameCode], saved);
      setIsAsking(false);
    },
    onError: () => setIsAsking(false),
  });
  const exceeded = exceededCodes(mutation.error);
  const codes = Object.keys(draft);
  return (
    <form
      className="back-office-panel lottery-ops-wide"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const bad = new Set(
          codes.flatMap((code) => {
            const entry = draft[code];
            return entry === undefined
              ? []
              : cellsOf(entry)
                  .filter((cell) => !DECIMAL.test(readPath(entry, cell.path)))
                  .map((cell) => `${code}:${cell.path.join('.')}`);
          }),
        );
        setBadCells(bad);
        if (bad.size === 0) {
          mutation.reset();
          setIsAsking(true);
        }
      }}
    >
      <p className="back-office-panel__state" role="status">
        {t('backoffice.lottery.maxRtp', { rtp: current.maxRtpPercent })}
      </p>
      <div className="data-table-scroll">
        <table className="data-table lottery-ops-odds">
          <caption className="visually-hidden">{t('backoffice.nav.lotteryOdds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.lottery.betType')}</th>
              <th scope="col">{t('backoffice.lottery.odds')}</th>
              <th scope="col">{t('backoffice.lottery.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => {
              const entry = draft[code];
              return entry === undefined ? null : (
                <OddsRow
                  key={code}
                  code={code}
                  entry={entry}
                  current={current}
                  over={exceeded.get(code)}
                  badCells={badCells}
                  isEditable={mayConfigure}
                  onChange={(next) => setDraft((table) => ({ ...table, [code]: next }))}
                />
              );
            })}
          </tbody>
        </table>
      </div>
      {mutation.error === null ? null : (
        <p className="back-office-form__error" role="alert">
          {errorText(mutation.error)}
        </p>
      )}
      {mutation.isSuccess ? (
        <p className="back-office-panel__state" role="status">
          {t('backoffice.lottery.oddsSaved')}
        </p>
      ) : null}
      {mayConfigure ? (
        <div className="back-office-form__actions">
          <button type="submit" className="button button--primary">
            {t('backoffice.lottery.saveOdds')}
          </button>
        </div>
      ) : null}
      {isAsking ? (
        <ConfirmDialog
          title={t('backoffice.lottery.saveOddsTitle')}
          confirmLabel={t('backoffice.lottery.saveOdds')}
          isBusy={mutation.isPending}
          error={null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setIsAsking(false)}
        >
          <p>{t('backoffice.lottery.saveOddsText')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function Odds({ games }: { games: readonly OpsLotteryGame[] }) {
  const params = useListParams<'game'>();
  const game = pickGame(games, params.get('game'));
  const gameCode = game?.gameCode ?? '';
  const query = useQuery({
    queryKey: ['backoffice', 'lottery', 'odds', gameCode],
    queryFn: () => fetchOdds(gameCode),
    enabled: game !== undefined,
  });
  return (
    <>
      <div className="list-screen__toolbar">
        <GameSelect games={games} value={gameCode} onChange={(code) => params.set({ game: code })} />
      </div>
      <QueryContent query={query} skeleton={{ rows: 8, rowHeight: 44 }}>
        {(odds) => <OddsForm key={`${odds.gameCode}:${JSON.stringify(odds.odds)}`} current={odds} />}
      </QueryContent>
    </>
  );
}

/** Odds per game and bet type, each type's RTP as the server's exact validator computes it beside it. */
export function LotteryOddsPage() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.lotteryOdds')}</h1>
      </div>
      <p className="back-office-muted">{t('backoffice.lottery.oddsIntro')}</p>
      <QueryContent query={games} skeleton={{ rows: 6, rowHeight: 44 }}>
        {(list) => <Odds games={list} />}
      </QueryContent>
    </div>
  );
}
