import type { LotteryGameDetail, LotteryIssue } from '@plaza/contracts/lottery';
import { useTranslation } from 'react-i18next';

import { Countdown } from './countdown';

/** The game's name, the issue on sale and the countdown to its close. */
export function IssueBar({ game, issue }: { game: LotteryGameDetail; issue: LotteryIssue | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="lottery-card issue-bar">
      <h2 className="issue-bar__name">{game.name}</h2>
      {issue === null ? (
        <p className="issue-bar__none">{t('lottery.lobby.noIssue')}</p>
      ) : (
        <dl className="issue-bar__facts">
          <div>
            <dt>{t('lottery.betting.issue')}</dt>
            <dd className="mono" data-testid="current-issue">
              {issue.issueNo}
            </dd>
          </div>
          <div>
            <dt>{t('lottery.betting.closesIn')}</dt>
            <dd>
              <Countdown closeAt={issue.salesCloseAt} className="issue-bar__countdown" />
            </dd>
          </div>
          <div>
            <dt>{t('lottery.betting.drawAt')}</dt>
            <dd>{new Date(issue.drawAt).toLocaleTimeString(i18n.language)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
