import type { LotteryGameDetail, OpenedNumber } from '@plaza/contracts/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable } from '../../../components/data-table';
import type { DataColumn } from '../../../components/data-table';
import { TicketIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useGameDetail } from '../api/get-game-detail';
import { useResults } from '../api/get-results';
import { useLotteryAddress } from '../hooks/lottery-address';
import { lotteryKey } from '../hooks/lottery-keys';
import { DigitResult, FourDBoard, NorthBoard, SouthBoard } from './result-board';

function VerifyLinks({ game, issue }: { game: LotteryGameDetail; issue: OpenedNumber }) {
  const { t } = useTranslation();
  const { href } = useLotteryAddress();
  if (!game.isPlatformDrawn || issue.status !== 'DRAWN') {
    return null;
  }
  return (
    <span className="lottery-results__verify">
      {issue.results.map((station) => (
        <Link
          key={station.drawCode}
          to={href({ view: 'verify', gameCode: station.drawCode, issueNo: issue.issueNo })}
        >
          {station.stationName === ''
            ? t('lottery.results.verify')
            : t('lottery.results.verifyStation', { station: station.stationName })}
        </Link>
      ))}
    </span>
  );
}

function IssueStatus({ issue }: { issue: OpenedNumber }) {
  const { t } = useTranslation();
  return issue.status === 'DRAWN' ? null : (
    <StatusBadge
      tone={issue.status === 'VOID' ? 'danger' : 'pending'}
      label={t(lotteryKey('issueStatus', issue.status))}
    />
  );
}

/** A Vietnamese or 4D issue: its official table, one column per station for Miền Trung and Miền Nam. */
function BoardIssue({ game, issue }: { game: LotteryGameDetail; issue: OpenedNumber }) {
  const { t } = useTranslation();
  const title = t('lottery.results.issueTitle', {
    issueNo: issue.issueNo,
    time: formatDateTime(issue.drawAt),
  });
  return (
    <li className="lottery-card lottery-results__issue">
      <h3>
        {title} <IssueStatus issue={issue} />
      </h3>
      {issue.results.length === 0 ? null : (
        <div className="result-board-scroll">
          {issue.structure === 'vn_central_south' ? (
            <SouthBoard
              stations={issue.results.map((station) => ({
                name: station.stationName,
                result: station.result,
              }))}
            />
          ) : issue.structure === '4d' ? (
            <FourDBoard result={issue.results[0]?.result ?? []} />
          ) : (
            <NorthBoard result={issue.results[0]?.result ?? []} />
          )}
        </div>
      )}
      <VerifyLinks game={game} issue={issue} />
    </li>
  );
}

function useFastColumns(game: LotteryGameDetail): DataColumn<OpenedNumber>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'issue',
      header: t('lottery.results.issue'),
      render: (issue) => <span className="mono">{issue.issueNo}</span>,
    },
    { key: 'time', header: t('lottery.results.drawAt'), render: (issue) => formatDateTime(issue.drawAt) },
    {
      key: 'result',
      header: t('lottery.results.result'),
      render: (issue) =>
        issue.status === 'DRAWN' && (issue.structure === 'ssc' || issue.structure === 'k3') ? (
          <DigitResult structure={issue.structure} result={issue.results[0]?.result ?? []} isSmall />
        ) : (
          <IssueStatus issue={issue} />
        ),
    },
    {
      key: 'verify',
      header: t('lottery.results.verifyColumn'),
      render: (issue) => <VerifyLinks game={game} issue={issue} />,
    },
  ];
}

function ResultsList({ game }: { game: LotteryGameDetail }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const results = useResults({
    gameCode: game.gameCode,
    area: game.area,
    prizeMode: game.prizeMode,
    pageNum,
  });
  const columns = useFastColumns(game);
  const isDigitGame = game.structure === 'ssc' || game.structure === 'k3';
  return (
    <QueryContent query={results} skeleton={{ rows: 5, rowHeight: 56 }}>
      {(page) =>
        page.content.length === 0 ? (
          <StateMessage
            icon={<TicketIcon />}
            title={t('lottery.results.emptyTitle')}
            text={t('lottery.results.emptyText')}
          />
        ) : (
          <>
            {isDigitGame ? (
              <DataTable
                caption={t('lottery.results.title', { game: game.name })}
                columns={columns}
                rows={page.content}
                rowKey={(issue) => issue.issueNo}
              />
            ) : (
              <ol className="lottery-results">
                {page.content.map((issue) => (
                  <BoardIssue key={issue.issueNo} game={game} issue={issue} />
                ))}
              </ol>
            )}
            <Pagination
              pageNum={page.pageNum}
              totalPages={page.totalPages}
              onChange={setPageNum}
              isBusy={results.isFetching}
            />
          </>
        )
      }
    </QueryContent>
  );
}

/** A game's results history (docs/product/lottery-pages.md, "Results"). */
export function ResultsView({ gameCode }: { gameCode: string }) {
  const detail = useGameDetail(gameCode);
  return (
    <QueryContent query={detail} skeleton={{ rows: 4, rowHeight: 80 }}>
      {(game) => (
        <section aria-labelledby="lottery-results-title">
          <h2 id="lottery-results-title" className="lottery-section-title">
            {game.name}
          </h2>
          <ResultsList key={game.gameCode} game={game} />
        </section>
      )}
    </QueryContent>
  );
}
