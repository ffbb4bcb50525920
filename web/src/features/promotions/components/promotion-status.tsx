import type { ActivityStatus } from '@plaza/contracts/promotions';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';

const TONES: Record<ActivityStatus, StatusTone> = {
  COMING_SOON: 'neutral',
  JOIN: 'pending',
  JOINED: 'pending',
  APPLYING: 'pending',
  REJECTED: 'danger',
  CLAIM: 'success',
  CLAIMED: 'neutral',
  ISSUED: 'neutral',
  PROCESS: 'pending',
  CLOSE: 'neutral',
};

/** A promotion's activity status as a coloured label (docs/product/promotions.md "Statuses"). */
export function PromotionStatus({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status]} label={t(`promotions.status.${status}`)} />;
}
