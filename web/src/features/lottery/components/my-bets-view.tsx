import type { LotteryBet, LotteryChase } from '@plaza/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import type { DataColumn } from '../../../components/data-table';
import { TicketIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useCancelBet, useCancelChase, useMyBets, useMyChases } from '../api/my-bets';
import { lotteryKey } from '../hooks/lottery-keys';
import { useSelectionText } from '../hooks/use-selection-text';
import { ConfirmDialog } from './confirm-dialog';

const BET_TONES: Record<LotteryBet['status'], StatusTone> = {
  open: 'pending',
  won: 'success',
  lost: 'neutral',
  cancelled: 'neutral',
  refunded: 'neutral',
};

const CHASE_TONES: Record<LotteryChase['status'], StatusTone> = {
  running: 'pending',
  stopped_on_win: 'success',
  completed: 'neutral',
  cancelled: 'neutral',
};

function useBetColumns(onCancel: (bet: LotteryBet) => void): DataColumn<LotteryBet>[] {
  const { t } = useTranslation();
  const selectionText = useSelectionText();
  const money = useMoneyFormat();
  return [
    {
      key: 'game',
      header: t('lottery.bets.game'),
      render: (bet) => (
        <span className="my-bets__game">
          {bet.gameName}
          <span className="mono">{bet.issueNo}</span>
        </span>
      ),
    },
    {
      key: 'bet',
      header: t('lottery.bets.bet'),
      render: (bet) => (
        <span className="my-bets__game">
          {t(lotteryKey('betType', bet.betCode))}
          <span className="mono">
            {selectionText(bet.betCode, bet.picks)}
            {bet.stations.length > 0 ? ` · ${bet.stations.join(', ')}` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'stake',
      header: t('lottery.bets.stake'),
      align: 'end',
      render: (bet) => money.format(bet.totalStake),
    },
    {
      key: 'payout',
      header: t('lottery.bets.payout'),
      align: 'end',
      render: (bet) => (bet.payout === null ? '—' : money.format(bet.payout)),
    },
    {
      key: 'status',
      header: t('lottery.bets.status'),
      render: (bet) => (
        <span data-testid={`bet-status-${bet.betId}`} data-status={bet.status}>
          <StatusBadge tone={BET_TONES[bet.status]} label={t(lotteryKey('betStatus', bet.status))} />
        </span>
      ),
    },
    { key: 'time', header: t('lottery.bets.placedAt'), render: (bet) => formatDateTime(bet.placedAt) },
    {
      key: 'action',
      header: t('lottery.bets.action'),
      render: (bet) =>
        bet.isCancellable ? (
          <button type="button" className="button button--quiet" onClick={() => onCancel(bet)}>
            {t('lottery.bets.cancel')}
          </button>
        ) : null,
    },
  ];
}

function BetList({ gameCode }: { gameCode: string | null }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const [pageNum, setPageNum] = useState(1);
  const [toCancel, setToCancel] = useState<LotteryBet | null>(null);
  const bets = useMyBets({ gameCode, pageNum });
  const cancel = useCancelBet();
  const columns = useBetColumns(setToCancel);
  return (
    <section className="my-bets" aria-labelledby="my-bets-title">
      <h2 id="my-bets-title" className="lottery-section-title">
        {t('lottery.bets.title')}
      </h2>
      {cancel.isError ? (
        <p className="bet-slip__error" role="alert">
          {errorText(cancel.error)}
        </p>
      ) : null}
      <QueryContent query={bets} skeleton={{ rows: 5, rowHeight: 56 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              icon={<TicketIcon />}
              title={t('lottery.bets.emptyTitle')}
              text={t('lottery.bets.emptyText')}
            />
          ) : (
            <>
              <DataTable
                caption={t('lottery.bets.title')}
                columns={columns}
                rows={page.content}
                rowKey={(bet) => bet.betId}
              />
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={bets.isFetching}
              />
            </>
          )
        }
      </QueryContent>
      {toCancel === null ? null : (
        <ConfirmDialog
          title={t('lottery.bets.cancelTitle')}
          text={t('lottery.bets.cancelText', {
            issueNo: toCancel.issueNo,
            amount: money.format(toCancel.totalStake),
          })}
          confirmLabel={t('lottery.bets.cancel')}
          onConfirm={() => cancel.mutate(toCancel.betId)}
          onClose={() => setToCancel(null)}
        />
      )}
    </section>
  );
}

function useChaseColumns(onCancel: (chase: LotteryChase) => void): DataColumn<LotteryChase>[] {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return [
    {
      key: 'game',
      header: t('lottery.bets.game'),
      render: (chase) => (
        <span className="my-bets__game">
          {chase.gameName}
          <span className="mono">{t('lottery.chases.from', { issueNo: chase.firstIssueNo })}</span>
        </span>
      ),
    },
    {
      key: 'progress',
      header: t('lottery.chases.progress'),
      render: (chase) =>
        t('lottery.chases.progressText', {
          settled: chase.settledIssues,
          issues: chase.issues,
          won: chase.wonIssues,
        }),
    },
    {
      key: 'stake',
      header: t('lottery.bets.stake'),
      align: 'end',
      render: (chase) => money.format(chase.totalStake),
    },
    {
      key: 'payout',
      header: t('lottery.bets.payout'),
      align: 'end',
      render: (chase) => money.format(chase.payout),
    },
    {
      key: 'refunded',
      header: t('lottery.chases.refunded'),
      align: 'end',
      render: (chase) => money.format(chase.refunded),
    },
    {
      key: 'status',
      header: t('lottery.bets.status'),
      render: (chase) => (
        <StatusBadge tone={CHASE_TONES[chase.status]} label={t(lotteryKey('chaseStatus', chase.status))} />
      ),
    },
    {
      key: 'action',
      header: t('lottery.bets.action'),
      render: (chase) =>
        chase.status === 'running' ? (
          <button type="button" className="button button--quiet" onClick={() => onCancel(chase)}>
            {t('lottery.chases.cancel')}
          </button>
        ) : null,
    },
  ];
}

function ChaseList({ gameCode }: { gameCode: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNum, setPageNum] = useState(1);
  const [toCancel, setToCancel] = useState<LotteryChase | null>(null);
  const chases = useMyChases({ gameCode, pageNum });
  const cancel = useCancelChase();
  const columns = useChaseColumns(setToCancel);
  return (
    <section className="my-bets" aria-labelledby="my-chases-title">
      <h2 id="my-chases-title" className="lottery-section-title">
        {t('lottery.chases.title')}
      </h2>
      {cancel.isError ? (
        <p className="bet-slip__error" role="alert">
          {errorText(cancel.error)}
        </p>
      ) : null}
      <QueryContent query={chases} skeleton={{ rows: 3, rowHeight: 56 }}>
        {(page) =>
          page.content.length === 0 ? (
            <p className="bet-slip__empty">{t('lottery.chases.empty')}</p>
          ) : (
            <>
              <DataTable
                caption={t('lottery.chases.title')}
                columns={columns}
                rows={page.content}
                rowKey={(chase) => chase.chaseId}
              />
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={chases.isFetching}
              />
            </>
          )
        }
      </QueryContent>
      {toCancel === null ? null : (
        <ConfirmDialog
          title={t('lottery.chases.cancelTitle')}
          text={t('lottery.chases.cancelText', { issueNo: toCancel.firstIssueNo })}
          confirmLabel={t('lottery.chases.cancel')}
          onConfirm={() => cancel.mutate(toCancel.chaseId)}
          onClose={() => setToCancel(null)}
        />
      )}
    </section>
  );
}

/** My lottery bets and chases with their status, and cancellation before the close (docs/product/lottery-pages.md). */
export function MyBetsView({ gameCode }: { gameCode: string | null }) {
  return (
    <div className="my-bets-view">
      <BetList gameCode={gameCode} />
      <ChaseList gameCode={gameCode} />
    </div>
  );
}
