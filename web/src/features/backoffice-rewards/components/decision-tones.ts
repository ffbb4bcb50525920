import type { StatusTone } from '../../../components/status-badge';

/** The tone of a reviewed request's status: waiting, approved or rejected (reward claims, points redemptions). */
export const DECISION_TONES: Record<string, StatusTone> = {
  APPLYING: 'pending',
  IN_PROCESS: 'pending',
  APPROVED: 'success',
  REJECTED: 'danger',
};
