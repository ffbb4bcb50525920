import type { Insertable, Selectable } from 'kysely';

import type { FeedbackImageTable, FeedbackTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type FeedbackRow = Selectable<FeedbackTable> & { username: string };

/** Appends a feedback; answers its id. */
export async function insertFeedback(db: Executor, row: Insertable<FeedbackTable>): Promise<number> {
  const inserted = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Appends an image of a feedback. */
export async function insertFeedbackImage(db: Executor, row: Insertable<FeedbackImageTable>): Promise<void> {
  await db.insertInto('feedback_image').values(row).execute();
}

/** Feedback rows with their member's username, newest first, filtered. */
function feedbackRows(
  db: Executor,
  filter: { memberId?: number | undefined; isReplied?: boolean | undefined },
) {
  let query = db
    .selectFrom('feedback')
    .innerJoin('member', 'member.id', 'feedback.member_id')
    .selectAll('feedback')
    .select('member.username');
  if (filter.memberId !== undefined) {
    query = query.where('feedback.member_id', '=', filter.memberId);
  }
  if (filter.isReplied !== undefined) {
    query = query.where('feedback.replied_at', filter.isReplied ? 'is not' : 'is', null);
  }
  return query;
}

/** One page of feedback, newest first, and how many match. */
export async function selectFeedbackPage(
  db: Executor,
  filter: { memberId?: number | undefined; isReplied?: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const rows = await feedbackRows(db, filter)
    .orderBy('feedback.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const counted = await feedbackRows(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

/** One feedback with its member's username. */
export function selectFeedback(db: Executor, id: number): Promise<FeedbackRow | undefined> {
  return feedbackRows(db, {}).where('feedback.id', '=', id).executeTakeFirst();
}

/** The image ids of each of `feedbackIds`. */
export async function selectImageIds(
  db: Executor,
  feedbackIds: readonly number[],
): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (feedbackIds.length === 0) {
    return ids;
  }
  const rows = await db
    .selectFrom('feedback_image')
    .select(['id', 'feedback_id'])
    .where('feedback_id', 'in', feedbackIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const feedbackId = Number(row.feedback_id);
    ids.set(feedbackId, [...(ids.get(feedbackId) ?? []), Number(row.id)]);
  }
  return ids;
}

/** One image of a feedback. */
export function selectFeedbackImage(db: Executor, id: number) {
  return db
    .selectFrom('feedback_image')
    .select(['member_id', 'content_type', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes (or rewrites) the operator's reply to a feedback; answers whether the feedback exists. */
export async function updateFeedbackReply(
  db: Executor,
  id: number,
  reply: { reply: string; replied_by: number; replied_at: number },
): Promise<boolean> {
  const result = await db.updateTable('feedback').set(reply).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
