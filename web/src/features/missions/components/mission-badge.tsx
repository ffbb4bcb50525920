import { useTranslation } from 'react-i18next';

import { useMissionSummary } from '../api/missions';
import './missions.css';

/** The mission leaderboard tab's badge: missions finished and waiting to be claimed; nothing when there are none. */
export function MissionBadge() {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const count = summary.data?.claimableCount ?? 0;
  if (count === 0) {
    return null;
  }
  return (
    <span className="mission-badge" aria-label={t('missions.badge', { count })}>
      {count}
    </span>
  );
}
