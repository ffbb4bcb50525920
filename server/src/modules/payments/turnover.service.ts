import type { Executor } from '../../db/transaction';
import {
  insertTurnoverRequirement,
  markRequirementsMet,
  selectOpenRequirements,
  sumBetsSince,
} from './turnover.repository';

/** How much a member must still wager before a withdrawal, against what was wagered (minor units). */
export interface TurnoverStatus {
  /** The sum of the requirements still open. */
  required: number;
  /** Bets that stand, placed since the oldest open requirement was created. */
  wagered: number;
  /** `wagered` per game type ('RNG', 'LIVE', 'SPORTS', …). */
  byGameType: Record<string, number>;
  isMet: boolean;
}

/**
 * A member's turnover: the requirements still open (oldest first) are summed into `required`, and every bet
 * that stands since the oldest of them counts toward them, whatever the game type. Requirements are closed
 * (met_at) only when a new one is added while the open ones are met (addTurnoverRequirement), so wagering
 * before a deposit never counts toward that deposit. No open requirement: nothing required, met.
 */
export async function getTurnoverStatus(db: Executor, memberId: number): Promise<TurnoverStatus> {
  const open = await selectOpenRequirements(db, memberId);
  const oldest = open[0];
  if (oldest === undefined) {
    return { required: 0, wagered: 0, byGameType: {}, isMet: true };
  }
  const required = open.reduce((sum, requirement) => sum + requirement.amount_required, 0);
  const bets = await sumBetsSince(db, memberId, oldest.created_at);
  const wagered = bets.reduce((sum, bet) => sum + bet.wagered, 0);
  return {
    required,
    wagered,
    byGameType: Object.fromEntries(bets.map((bet) => [bet.gameType, bet.wagered])),
    isMet: wagered >= required,
  };
}

/**
 * Adds a turnover requirement (inside the caller's transaction, e.g. a deposit's completion). When the
 * requirements open so far are met already, they are closed first, so the new one counts only bets from now
 * on. A second call for the same source adds nothing; a zero amount adds nothing.
 */
export async function addTurnoverRequirement(
  db: Executor,
  requirement: { memberId: number; source: string; sourceId: string; amountRequired: number; now: number },
): Promise<void> {
  if (requirement.amountRequired <= 0) {
    return;
  }
  const open = await selectOpenRequirements(db, requirement.memberId);
  if (open.length > 0 && (await getTurnoverStatus(db, requirement.memberId)).isMet) {
    await markRequirementsMet(
      db,
      open.map((row) => row.id),
      requirement.now,
    );
  }
  await insertTurnoverRequirement(db, {
    member_id: requirement.memberId,
    source: requirement.source,
    source_id: requirement.sourceId,
    amount_required: requirement.amountRequired,
    met_at: null,
    created_at: requirement.now,
  });
}
