import type { OpsLotteryGame, ResultEntry } from '@plaza/contracts/lottery';
import { groupResultByPrize, RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import type { DataColumn } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperator, useOperatorMay } from '../../../lib/operator-session';
import { useErrorText } from '../../../lib/use-error-text';
import { useListParams } from '../../../lib/use-list-params';
import { confirmResult, fetchPendingResults, importResults } from '../api/lottery-operator';
import './lottery-backoffice.css';
import { GameSelect, engineWordKey, pickGame, useLotteryGames } from './lottery-games';
import { ResultEntryForm } from './result-entry-form';

const PENDING_KEY = ['backoffice', 'lottery', 'pending'];

/** The game of a draw code: the game itself, or the multi-station game it is a station of. */
function gameOfDraw(games: readonly OpsLotteryGame[], drawCode: string): OpsLotteryGame | undefined {
  return (
    games.find((game) => game.gameCode === drawCode) ??
    games.find((game) => game.isMultiStation && drawCode.startsWith(`${game.gameCode}_`))
  );
}

/** An entered result by prize, for the second operator to compare with the published table. */
function EntrySummary({ game, entry }: { game: OpsLotteryGame | undefined; entry: ResultEntry }) {
  const { t } = useTranslation();
  if (game === undefined) {
    return <p>{entry.result.join(' ')}</p>;
  }
  const groups = groupResultByPrize(RESULT_STRUCTURES[game.structure], entry.result);
  return (
    <dl className="lottery-ops-summary">
      {groups.map((group) => (
        <div key={group.prize}>
          <dt>{t(engineWordKey(game.structure === '4d' ? 'prize4d' : 'prize', group.prize))}</dt>
          <dd>{group.numbers.join(' · ')}</dd>
        </div>
      ))}
    </dl>
  );
}

function PendingResults({ games }: { games: readonly OpsLotteryGame[] }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const mayConfirm = useOperatorMay('lottery.results');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PENDING_KEY, queryFn: fetchPendingResults });
  const [confirming, setConfirming] = useState<ResultEntry | null>(null);
  const mutation = useMutation({
    mutationFn: (entry: ResultEntry) => confirmResult(entry.entryId),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'lottery'] });
    },
  });
  const columns: DataColumn<ResultEntry>[] = [
    { key: 'draw', header: t('backoffice.lottery.draw'), render: (row) => row.drawCode },
    { key: 'issue', header: t('backoffice.lottery.issue'), render: (row) => row.issueNo },
    {
      key: 'result',
      header: t('backoffice.lottery.result'),
      render: (row) =>
        t('backoffice.lottery.resultShort', { first: row.result[0] ?? '', count: row.result.length }),
    },
    {
      key: 'by',
      header: t('backoffice.lottery.enteredBy'),
      render: (row) =>
        row.enteredBy === String(operator.id)
          ? t('backoffice.lottery.you')
          : t('backoffice.lottery.operatorNumber', { id: row.enteredBy }),
    },
    { key: 'at', header: t('backoffice.lottery.enteredAt'), render: (row) => formatDateTime(row.enteredAt) },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) =>
        mayConfirm ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              mutation.reset();
              setConfirming(row);
            }}
          >
            {t('backoffice.lottery.confirm')}
          </button>
        ) : null,
    },
  ];
  return (
    <section className="back-office-panel lottery-ops-wide" aria-labelledby="lottery-pending-title">
      <h2 id="lottery-pending-title" className="back-office-panel__title">
        {t('backoffice.lottery.pendingTitle')}
      </h2>
      <QueryContent query={query} skeleton={{ rows: 3, rowHeight: 44 }}>
        {(entries) =>
          entries.length === 0 ? (
            <StateMessage title={t('backoffice.lottery.noPending')} />
          ) : (
            <DataTable
              caption={t('backoffice.lottery.pendingTitle')}
              columns={columns}
              rows={entries}
              rowKey={(row) => row.entryId}
            />
          )
        }
      </QueryContent>
      {confirming === null ? null : (
        <ConfirmDialog
          title={t('backoffice.lottery.confirmTitle', {
            draw: confirming.drawCode,
            issue: confirming.issueNo,
          })}
          confirmLabel={t('backoffice.lottery.confirm')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => mutation.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          <p>{t('backoffice.lottery.confirmText')}</p>
          <EntrySummary game={gameOfDraw(games, confirming.drawCode)} entry={confirming} />
        </ConfirmDialog>
      )}
    </section>
  );
}

function ImportPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const mutation = useMutation({
    mutationFn: () => importResults(content),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'lottery'] });
    },
  });
  return (
    <form
      className="back-office-panel"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim() !== '') {
          mutation.mutate();
        }
      }}
    >
      <h2 className="back-office-panel__title">{t('backoffice.lottery.importTitle')}</h2>
      <Field label={t('backoffice.lottery.importFile')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) {
                void file.text().then(setContent);
              }
            }}
          />
        )}
      </Field>
      <Field label={t('backoffice.lottery.importContent')} hint={t('backoffice.lottery.importHint')}>
        {(control) => (
          <textarea
            {...control}
            className="field__input lottery-ops-import"
            rows={4}
            spellCheck={false}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      {mutation.error === null ? null : (
        <p className="back-office-form__error" role="alert">
          {errorText(mutation.error)}
        </p>
      )}
      {mutation.data === undefined ? null : (
        <div role="status" className="back-office-panel__state">
          <p>
            {t('backoffice.lottery.imported', {
              imported: mutation.data.imported,
              unchanged: mutation.data.unchanged,
              refused: mutation.data.refused.length,
            })}
          </p>
          {mutation.data.refused.length === 0 ? null : (
            <ul>
              {mutation.data.refused.map((line) => (
                <li key={line.line}>{t('backoffice.lottery.refusedLine', line)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="back-office-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={mutation.isPending || content.trim() === ''}
        >
          {t('backoffice.lottery.import')}
        </button>
      </div>
    </form>
  );
}

function Results({ games }: { games: readonly OpsLotteryGame[] }) {
  const params = useListParams<'game' | 'draw' | 'issue'>();
  const mayEnter = useOperatorMay('lottery.results');
  const official = (game: OpsLotteryGame) => !game.isPlatformDrawn;
  const game = pickGame(games.filter(official), params.get('game'));
  return (
    <>
      <PendingResults games={games} />
      {mayEnter && game !== undefined ? (
        <>
          <div className="list-screen__toolbar">
            <GameSelect
              games={games}
              only={official}
              value={game.gameCode}
              onChange={(code) => params.set({ game: code })}
            />
          </div>
          <ResultEntryForm
            key={`${game.gameCode}:${params.get('draw')}:${params.get('issue')}`}
            game={game}
            initialDraw={params.get('draw')}
            initialIssue={params.get('issue')}
          />
          <ImportPanel />
        </>
      ) : null}
    </>
  );
}

/**
 * Official results: entered by one operator as the published table shows them, confirmed by another (the draw
 * then settles), or imported from a results-feed file. Platform-run draws never appear here: their results come
 * from their commitment only.
 */
export function LotteryResultsPage() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.lotteryResults')}</h1>
      </div>
      <p className="back-office-muted">{t('backoffice.lottery.resultsIntro')}</p>
      <QueryContent query={games} skeleton={{ rows: 6, rowHeight: 44 }}>
        {(list) => <Results games={list} />}
      </QueryContent>
    </div>
  );
}
