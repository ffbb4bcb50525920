import type { CalendarDraw, CalendarIssue, OpsLotteryGame } from '@plaza/contracts/lottery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ConfirmDialog } from '../../../components/back-office/confirm-dialog';
import { Field } from '../../../components/field';
import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { QueryContent } from '../../../components/query-content';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import type { TranslationKey } from '../../../i18n/translation-key';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorMay } from '../../../lib/operator-session';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { fetchCalendar, voidDraw } from '../api/lottery-operator';
import './lottery-backoffice.css';
import { GameSelect, gameToday, pickGame, useLotteryGames } from './lottery-games';

/** A weekday's name (0 = Sunday). */
const weekdayKey = (day: number) => `backoffice.lottery.weekday.${day}` as TranslationKey;

const STATUSES = ['SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'VOID'] as const;
const TONES: Record<CalendarIssue['status'] | CalendarDraw['status'], StatusTone> = {
  SCHEDULED: 'neutral',
  OPEN: 'success',
  CLOSED: 'pending',
  DRAWN: 'neutral',
  VOID: 'danger',
  PENDING: 'pending',
};

interface VoidTarget {
  issue: CalendarIssue;
  draw: CalendarDraw;
}

/** One draw of an issue: its station, state, result or commitment, and what an operator may do with it. */
function DrawLine({
  game,
  issue,
  draw,
  onVoid,
}: {
  game: OpsLotteryGame;
  issue: CalendarIssue;
  draw: CalendarDraw;
  onVoid: (target: VoidTarget) => void;
}) {
  const { t } = useTranslation();
  const mayEnter = useOperatorMay('lottery.results');
  const isOfficialOpen =
    draw.commitment === null && draw.status === 'PENDING' && issue.status !== 'SCHEDULED';
  return (
    <li className="lottery-ops-draw">
      <span className="lottery-ops-draw__station">{draw.stationName}</span>
      <StatusBadge tone={TONES[draw.status]} label={t(`backoffice.lottery.drawStatus.${draw.status}`)} />
      {draw.commitment === null ? null : (
        <span className="lottery-ops-draw__commitment" title={draw.commitment.anchor}>
          {t('backoffice.lottery.platformDrawn', {
            anchor: draw.commitment.anchor.slice(0, 12),
            index: draw.commitment.index,
          })}
        </span>
      )}
      {draw.result === null ? null : (
        <span className="lottery-ops-draw__result">
          {t('backoffice.lottery.firstNumber', { number: draw.result[0] ?? '' })}
        </span>
      )}
      {draw.pendingEntries > 0 ? (
        <span className="back-office-muted">
          {t('backoffice.lottery.waitingConfirmation', { count: draw.pendingEntries })}
        </span>
      ) : null}
      {isOfficialOpen && mayEnter ? (
        <span className="back-office-actions">
          {issue.status === 'CLOSED' ? (
            <Link
              className="button button--outline"
              to={`/backoffice/lottery/results?game=${game.gameCode}&draw=${draw.drawCode}&issue=${issue.issueNo}`}
            >
              {t('backoffice.lottery.enterResult')}
            </Link>
          ) : null}
          <button type="button" className="button button--quiet" onClick={() => onVoid({ issue, draw })}>
            {t('backoffice.lottery.void')}
          </button>
        </span>
      ) : null}
    </li>
  );
}

function useColumns(game: OpsLotteryGame, onVoid: (target: VoidTarget) => void): ListColumn<CalendarIssue>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'issue',
      header: t('backoffice.lottery.issue'),
      render: (row) => row.issueNo,
      csv: (row) => row.issueNo,
    },
    {
      key: 'status',
      header: t('backoffice.finance.status'),
      render: (row) => (
        <span className="lottery-ops-status">
          <StatusBadge tone={TONES[row.status]} label={t(`backoffice.lottery.issueStatus.${row.status}`)} />
          {row.settled ? <span className="back-office-muted">{t('backoffice.lottery.settled')}</span> : null}
        </span>
      ),
      csv: (row) => row.status,
    },
    {
      key: 'close',
      header: t('backoffice.lottery.closesAt'),
      render: (row) => formatDateTime(row.salesCloseAt),
      csv: (row) => row.salesCloseAt,
    },
    {
      key: 'draw',
      header: t('backoffice.lottery.drawsAt'),
      render: (row) => formatDateTime(row.drawAt),
      csv: (row) => row.drawAt,
    },
    {
      key: 'draws',
      header: t('backoffice.lottery.draws'),
      render: (row) => (
        <ul className="lottery-ops-draws">
          {row.draws.map((draw) => (
            <DrawLine key={draw.drawCode} game={game} issue={row} draw={draw} onVoid={onVoid} />
          ))}
        </ul>
      ),
      csv: (row) =>
        row.draws
          .map((draw) => `${draw.drawCode}:${draw.status}:${(draw.result ?? []).join(' ')}`)
          .join('; '),
    },
  ];
}

/** The game's schedule: draw time or period, weekdays, the stations of the chosen weekday, non-draw days. */
function ScheduleSummary({
  game,
  weekday,
  isNonDrawDay,
}: {
  game: OpsLotteryGame;
  weekday: number;
  isNonDrawDay: boolean;
}) {
  const { t } = useTranslation();
  const stations = game.stationsByWeekday.find((entry) => entry.weekday === weekday)?.stations ?? [];
  return (
    <dl className="back-office-panel lottery-ops-schedule">
      <div>
        <dt>{t('backoffice.lottery.schedule')}</dt>
        <dd>
          {game.periodSeconds === null
            ? t('backoffice.lottery.dailyAt', {
                time: game.drawTime ?? '',
                offset: `UTC${game.utcOffsetMinutes >= 0 ? '+' : '−'}${Math.abs(game.utcOffsetMinutes / 60)}`,
              })
            : t('backoffice.lottery.every', { minutes: game.periodSeconds / 60 })}
        </dd>
      </div>
      <div>
        <dt>{t('backoffice.lottery.weekdays')}</dt>
        <dd>{game.weekdays.map((day) => t(weekdayKey(day))).join(', ')}</dd>
      </div>
      {stations.length === 0 ? null : (
        <div>
          <dt>{t('backoffice.lottery.stationsOfDay', { day: t(weekdayKey(weekday)) })}</dt>
          <dd>{stations.map((station) => station.name).join(', ')}</dd>
        </div>
      )}
      {game.nonDrawDays.length === 0 ? null : (
        <div>
          <dt>{t('backoffice.lottery.nonDrawDays')}</dt>
          <dd>{game.nonDrawDays.join(', ')}</dd>
        </div>
      )}
      {isNonDrawDay ? (
        <p className="lottery-ops-schedule__none" role="status">
          {t('backoffice.lottery.noDrawThatDay')}
        </p>
      ) : null}
    </dl>
  );
}

function Calendar({ games }: { games: readonly OpsLotteryGame[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const params = useListParams<'game' | 'day' | 'status'>();
  const game = pickGame(games, params.get('game'));
  const day = params.get('day') || gameToday(game);
  const status = params.get('status');
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const filters = { gameCode: game?.gameCode ?? '', day, status };
  const query = useQuery({
    queryKey: ['backoffice', 'lottery', 'calendar', filters, params.pageNum],
    queryFn: () => fetchCalendar(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
    enabled: game !== undefined,
  });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (target: VoidTarget) => voidDraw(target.draw.drawCode, target.issue.issueNo, reason.trim()),
    onSuccess: async () => {
      setVoiding(null);
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'lottery'] });
    },
  });
  const columns = useColumns(game ?? (games[0] as OpsLotteryGame), (target) => {
    mutation.reset();
    setReason('');
    setReasonError(null);
    setVoiding(target);
  });
  if (game === undefined) {
    return null;
  }
  return (
    <>
      {query.data === undefined ? null : (
        <ScheduleSummary game={game} weekday={query.data.weekday} isNonDrawDay={query.data.isNonDrawDay} />
      )}
      <ListScreen<CalendarIssue>
        query={query}
        caption={t('backoffice.nav.lotteryCalendar')}
        columns={columns}
        rowKey={(row) => row.issueNo}
        filters={
          <>
            <GameSelect games={games} value={game.gameCode} onChange={(code) => params.set({ game: code })} />
            <label className="list-screen__sort">
              <span>{t('backoffice.lottery.day')}</span>
              <input
                className="field__input"
                type="date"
                value={day}
                onChange={(event) => params.set({ day: event.target.value })}
              />
            </label>
            <ListFilter
              label={t('backoffice.finance.status')}
              value={status}
              options={STATUSES.map((value) => ({
                value,
                label: t(`backoffice.lottery.issueStatus.${value}`),
              }))}
              onChange={(value) => params.set({ status: value })}
            />
          </>
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: `lottery-${game.gameCode}-${day}.csv`,
          fetchPage: (pageNum, pageSize) => fetchCalendar(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.lottery.noIssues'), text: t('backoffice.lottery.noIssuesText') }}
      />
      {voiding === null ? null : (
        <ConfirmDialog
          title={t('backoffice.lottery.voidTitle', {
            draw: voiding.draw.stationName,
            issue: voiding.issue.issueNo,
          })}
          confirmLabel={t('backoffice.lottery.void')}
          isBusy={mutation.isPending}
          error={mutation.error}
          onConfirm={() => {
            if (reason.trim().length < 3) {
              setReasonError(t('backoffice.lottery.reasonNeeded'));
              return;
            }
            setReasonError(null);
            mutation.mutate(voiding);
          }}
          onClose={() => setVoiding(null)}
          isDanger
        >
          <p>{t('backoffice.lottery.voidText')}</p>
          <Field label={t('backoffice.lottery.voidReason')} error={reasonError} isRequired>
            {(control) => (
              <textarea
                {...control}
                className="field__input"
                rows={3}
                maxLength={300}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The draw calendar: a game's issues of a day, each draw's state, entering results and voiding official draws. */
export function LotteryCalendarPage() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.lotteryCalendar')}</h1>
      </div>
      <p className="back-office-muted">{t('backoffice.lottery.calendarIntro')}</p>
      <QueryContent query={games} skeleton={{ rows: 6, rowHeight: 44 }}>
        {(list) => <Calendar games={list} />}
      </QueryContent>
    </div>
  );
}
