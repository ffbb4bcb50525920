import type { Mission, MissionPeriod } from '@plaza/contracts/missions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { TrophyIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import {
  useClaimMissionMutation,
  useMissionLeaderboard,
  useMissionSummary,
  useSignInMutation,
} from '../api/missions';
import { Raffles } from './raffles';
import './missions.css';

/** The confirmation before a mission's reward moves money. */
function ClaimDialog({ mission, onClose }: { mission: Mission; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const claim = useClaimMissionMutation();
  return (
    <Modal title={t('missions.claimTitle')} onClose={onClose}>
      <div className="missions__dialog">
        {claim.isSuccess ? (
          <p role="status">{t('missions.claimDone', { amount: money.format(mission.rewardAmount) })}</p>
        ) : (
          <p>
            {t('missions.claimConfirm', {
              title: mission.title,
              amount: money.format(mission.rewardAmount),
              turnover: money.format(mission.turnoverRequired),
            })}
          </p>
        )}
        {claim.isError ? <p role="alert">{errorText(claim.error)}</p> : null}
        <div className="missions__buttons">
          <button type="button" className="button button--outline" onClick={onClose}>
            {claim.isSuccess ? t('missions.close') : t('missions.cancel')}
          </button>
          {claim.isSuccess ? null : (
            <button
              type="button"
              className="button button--primary"
              disabled={claim.isPending}
              onClick={() => claim.mutate(mission.id)}
            >
              {t('missions.confirmClaim')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}

function progressText(mission: Mission, format: (amount: number) => string): string {
  return mission.kind === 'SIGN_IN'
    ? `${mission.progress} / ${mission.target}`
    : `${format(mission.progress)} / ${format(mission.target)}`;
}

function MissionList({
  period,
  missions,
  onClaim,
}: {
  period: MissionPeriod;
  missions: readonly Mission[];
  onClaim: (mission: Mission) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const shown = missions.filter((mission) => mission.period === period);
  if (shown.length === 0) {
    return null;
  }
  return (
    <section>
      <h4 className="missions__heading">{t(`missions.period.${period}`)}</h4>
      <ul className="missions__list">
        {shown.map((mission) => (
          <li key={mission.id} className="mission">
            <div>
              <p className="mission__title">{mission.title}</p>
              <p className="mission__text">
                {mission.description} {t('missions.reward', { amount: money.format(mission.rewardAmount) })}
              </p>
            </div>
            {mission.status === 'CLAIMABLE' ? (
              <button type="button" className="button button--primary" onClick={() => onClaim(mission)}>
                {t('missions.claim')}
              </button>
            ) : (
              <StatusBadge
                tone={mission.status === 'CLAIMED' ? 'success' : 'pending'}
                label={t(`missions.status.${mission.status}`)}
              />
            )}
            <progress
              className="mission__bar"
              max={mission.target}
              value={mission.progress}
              aria-label={t('missions.progress', { progress: progressText(mission, money.format) })}
            />
            <p className="mission__text">{progressText(mission, money.format)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const board = useMissionLeaderboard();
  return (
    <section>
      <h4 className="missions__heading">{t('missions.leaderboard')}</h4>
      <QueryContent query={board} skeleton={{ rows: 3, rowHeight: 40 }}>
        {(data) =>
          data.entries.length === 0 ? (
            <StateMessage
              icon={<TrophyIcon />}
              title={t('missions.noRanking')}
              text={t('missions.noRankingText')}
            />
          ) : (
            <>
              <p className="mission__text">
                {data.me.rank === null
                  ? t('missions.notRanked', { amount: money.format(data.me.validBet) })
                  : t('missions.myRank', { rank: data.me.rank, amount: money.format(data.me.validBet) })}
              </p>
              <DataTable
                caption={t('missions.leaderboard')}
                rows={data.entries}
                rowKey={(row) => String(row.rank)}
                columns={[
                  { key: 'rank', header: t('missions.rank'), render: (row) => row.rank },
                  { key: 'name', header: t('missions.player'), render: (row) => row.name },
                  { key: 'bet', header: t('missions.validBet'), render: (row) => money.format(row.validBet) },
                ]}
              />
            </>
          )
        }
      </QueryContent>
    </section>
  );
}

/**
 * Missions and the mission leaderboard (missionLeaderboard, docs/product/missions.md): today's sign-in, the daily
 * and weekly tasks with their progress and claim, and the week's ranking by valid bet.
 */
export function MissionsPage() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const signIn = useSignInMutation();
  const [claiming, setClaiming] = useState<Mission | null>(null);
  return (
    <div className="missions">
      <QueryContent query={summary} skeleton={{ rows: 4, rowHeight: 64 }}>
        {(data) => (
          <>
            <div className="missions__sign-in">
              <p>{t('missions.streak', { days: data.signInStreak })}</p>
              <button
                type="button"
                className="button button--primary"
                disabled={data.isSignedInToday || signIn.isPending}
                onClick={() => signIn.mutate(undefined)}
              >
                {data.isSignedInToday ? t('missions.signedIn') : t('missions.signIn')}
              </button>
            </div>
            <MissionList period="DAILY" missions={data.missions} onClaim={setClaiming} />
            <MissionList period="WEEKLY" missions={data.missions} onClaim={setClaiming} />
          </>
        )}
      </QueryContent>
      <Leaderboard />
      <Raffles />
      {claiming === null ? null : <ClaimDialog mission={claiming} onClose={() => setClaiming(null)} />}
    </div>
  );
}
