import type { OpsLotteryGame } from '@plaza/contracts/lottery';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { enterResult } from '../api/lottery-operator';
import { engineWordKey } from './lottery-games';

/** A prize row of the board: its name and the places of its numbers in the result list. */
interface BoardRow {
  prize: string;
  length: number;
  positions: number[];
}

/** The official table's rows: Miền Bắc and 4D from the top prize, Miền Trung and Miền Nam from G8 up. */
function boardRows(game: OpsLotteryGame): BoardRow[] {
  const structure = RESULT_STRUCTURES[game.structure];
  let start = 0;
  const rows = structure.tiers.map((tier) => {
    const positions = Array.from({ length: tier.count }, (_, index) => start + index);
    start += tier.count;
    return { prize: tier.prize, length: tier.length, positions };
  });
  return game.structure === 'vn_central_south' ? rows.reverse() : rows;
}

/** The positions the server refused (lottery.result.invalid lists each wrong number's index). */
function refusedPositions(error: Error | null): Set<number> {
  if (!(error instanceof ApiError) || error.code !== 'lottery.result.invalid') {
    return new Set();
  }
  const details = error.details as { problems?: { index?: number }[] } | null | undefined;
  return new Set(
    (details?.problems ?? []).flatMap((problem) => (problem.index === undefined ? [] : [problem.index])),
  );
}

/** The draw code of a station's draw of the issue: the game's code for a game with one draw. */
function stationsOf(game: OpsLotteryGame, issueNo: string): { drawCode: string; name: string }[] {
  if (!game.isMultiStation) {
    return [{ drawCode: game.gameCode, name: game.name }];
  }
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(issueNo);
  if (match === null) {
    return [];
  }
  const weekday = new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`).getUTCDay();
  return (game.stationsByWeekday.find((entry) => entry.weekday === weekday)?.stations ?? []).map(
    (station) => ({
      drawCode: `${game.gameCode}_${station.code}`,
      name: station.name,
    }),
  );
}

/** The official table with an input for every number, each as wide as its prize's digits. */
function BoardInputs({
  game,
  rows,
  numbers,
  wrong,
  onChange,
}: {
  game: OpsLotteryGame;
  rows: readonly BoardRow[];
  numbers: readonly string[];
  wrong: ReadonlySet<number>;
  onChange: (position: number, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className={`lottery-ops-board lottery-ops-board--${game.structure}`}>
      <caption className="visually-hidden">{t('backoffice.lottery.entryTitle')}</caption>
      <tbody>
        {rows.map((row) => {
          const label = t(engineWordKey(game.structure === '4d' ? 'prize4d' : 'prize', row.prize));
          return (
            <tr key={row.prize}>
              <th scope="row">{label}</th>
              <td>
                <div className="lottery-ops-board__numbers">
                  {row.positions.map((position, index) => {
                    const isWrong = wrong.has(position);
                    return (
                      <input
                        key={position}
                        className={`field__input lottery-ops-board__input${isWrong ? ' lottery-ops-board__input--wrong' : ''}`}
                        aria-label={t('backoffice.lottery.numberLabel', {
                          prize: label,
                          index: index + 1,
                          digits: row.length,
                        })}
                        aria-invalid={isWrong ? true : undefined}
                        inputMode="numeric"
                        maxLength={row.length}
                        size={row.length + 1}
                        placeholder={'0'.repeat(row.length)}
                        value={numbers[position] ?? ''}
                        onChange={(event) => onChange(position, event.target.value.replace(/\D/g, ''))}
                      />
                    );
                  })}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * An official result typed as the published table lays it out (every prize's numbers in its row, 4D's 23
 * numbers), checked here for its digits and by the server against the draw; it then waits for a second operator.
 */
export function ResultEntryForm({
  game,
  initialDraw,
  initialIssue,
}: {
  game: OpsLotteryGame;
  initialDraw: string;
  initialIssue: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const rows = boardRows(game);
  const count = RESULT_STRUCTURES[game.structure].tiers.reduce((sum, tier) => sum + tier.count, 0);
  const [issueNo, setIssueNo] = useState(initialIssue);
  const stations = stationsOf(game, issueNo);
  const [drawCode, setDrawCode] = useState(initialDraw);
  const chosenDraw = stations.some((station) => station.drawCode === drawCode)
    ? drawCode
    : (stations[0]?.drawCode ?? '');
  const [numbers, setNumbers] = useState<string[]>(() => Array.from({ length: count }, () => ''));
  const [localErrors, setLocalErrors] = useState<Set<number>>(new Set());
  const [issueError, setIssueError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => enterResult({ drawCode: chosenDraw, issueNo, result: numbers }),
    onSuccess: async () => {
      setNumbers(Array.from({ length: count }, () => ''));
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'lottery'] });
    },
  });
  const serverErrors = refusedPositions(mutation.error);
  const lengthOf = (position: number) => rows.find((row) => row.positions.includes(position))?.length ?? 0;
  return (
    <form
      className="back-office-panel lottery-ops-wide"
      noValidate
      aria-label={t('backoffice.lottery.entryTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        mutation.reset();
        const wrong = new Set(
          numbers.flatMap((value, position) =>
            new RegExp(`^\\d{${lengthOf(position)}}$`).test(value) ? [] : [position],
          ),
        );
        setLocalErrors(wrong);
        const isIssueValid = /^\d{8}$/.test(issueNo) && chosenDraw !== '';
        setIssueError(isIssueValid ? null : t('backoffice.lottery.issueInvalid'));
        if (wrong.size === 0 && isIssueValid) {
          mutation.mutate();
        }
      }}
    >
      <h2 className="back-office-panel__title">{t('backoffice.lottery.entryTitle')}</h2>
      <div className="lottery-ops-entry__draw">
        <Field
          label={t('backoffice.lottery.issue')}
          hint={t('backoffice.lottery.issueHint')}
          error={issueError}
        >
          {(control) => (
            <input
              {...control}
              className="field__input"
              inputMode="numeric"
              maxLength={8}
              value={issueNo}
              onChange={(event) => setIssueNo(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </Field>
        <Field label={t('backoffice.lottery.station')}>
          {(control) => (
            <select
              {...control}
              className="field__input"
              value={chosenDraw}
              onChange={(event) => setDrawCode(event.target.value)}
            >
              {stations.map((station) => (
                <option key={station.drawCode} value={station.drawCode}>
                  {station.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <BoardInputs
        game={game}
        rows={rows}
        numbers={numbers}
        wrong={new Set([...localErrors, ...serverErrors])}
        onChange={(position, value) =>
          setNumbers((current) => current.map((old, at) => (at === position ? value : old)))
        }
      />
      {localErrors.size > 0 ? (
        <p className="back-office-form__error" role="alert">
          {t('backoffice.lottery.numbersInvalid', { count: localErrors.size })}
        </p>
      ) : null}
      {mutation.error === null ? null : (
        <p className="back-office-form__error" role="alert">
          {errorText(mutation.error)}
        </p>
      )}
      {mutation.isSuccess ? (
        <p className="back-office-panel__state" role="status">
          {t('backoffice.lottery.entered', { draw: mutation.data.drawCode, issue: mutation.data.issueNo })}
        </p>
      ) : null}
      <div className="back-office-form__actions">
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t('backoffice.lottery.submitResult')}
        </button>
      </div>
    </form>
  );
}
