import type { Executor } from '../../db/transaction';

/** When the newest `limit` failures of `subject` under `scope` since `since` (exclusive) were made, newest first. */
export async function selectRecentFailures(
  db: Executor,
  scope: string,
  subject: string,
  since: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('failed_attempt')
    .select('created_at')
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** Records one failure, and forgets the subject's failures no longer counted (at or before `forgetUntil`). */
export async function insertFailure(
  db: Executor,
  failure: { scope: string; subject: string; now: number; forgetUntil: number },
): Promise<void> {
  await db
    .deleteFrom('failed_attempt')
    .where('scope', '=', failure.scope)
    .where('subject', '=', failure.subject)
    .where('created_at', '<=', failure.forgetUntil)
    .execute();
  await db
    .insertInto('failed_attempt')
    .values({ scope: failure.scope, subject: failure.subject, created_at: failure.now })
    .execute();
}

/** Forgets every failure of `subject` under `scope`. */
export async function deleteFailures(db: Executor, scope: string, subject: string): Promise<void> {
  await db.deleteFrom('failed_attempt').where('scope', '=', scope).where('subject', '=', subject).execute();
}
