import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import type {
  Feedback,
  FeedbackFields,
  FeedbackPage,
  FeedbackQuery,
  FeedbackReplyRequest,
  OperatorFeedback,
  OperatorFeedbackQuery,
} from '@plaza/contracts/support';
import { feedbackQuestionTypeSchema } from '@plaza/contracts/support';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import type { UploadedImage } from '../../http/uploaded-image';
import type { MemberRow } from '../accounts/members.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  insertFeedback,
  insertFeedbackImage,
  selectFeedback,
  selectFeedbackImage,
  selectFeedbackPage,
  selectImageIds,
  updateFeedbackReply,
} from './feedback.repository';
import type { FeedbackRow } from './feedback.repository';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

function toFeedback(row: FeedbackRow, imageIds: readonly number[]): Feedback {
  const questionType = feedbackQuestionTypeSchema.safeParse(row.question_type);
  return {
    id: String(row.id),
    questionType: questionType.success ? questionType.data : 'OTHER',
    content: row.content,
    imageIds: imageIds.map(String),
    reply: row.reply,
    repliedAt: iso(row.replied_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toOperatorFeedback(row: FeedbackRow, imageIds: readonly number[]): OperatorFeedback {
  return {
    ...toFeedback(row, imageIds),
    memberId: Number(row.member_id),
    username: row.username,
    repliedBy: row.replied_by === null ? null : Number(row.replied_by),
  };
}

/**
 * PUT /wps/feedback: a member's feedback (question type, content of 10 to 500 characters, checked by the
 * contract) with up to 3 png or jpg images (each checked by its first bytes as it arrived); kept with its images
 * in one transaction. More images is 400 upload.invalid and nothing is kept.
 */
export async function sendFeedback(
  handle: DatabaseHandle,
  member: MemberRow,
  feedback: FeedbackFields & { images: readonly UploadedImage[] },
  now: number = Date.now(),
): Promise<Feedback> {
  if (feedback.images.length > UPLOAD_LIMITS.maxImages) {
    throw new AppError('upload.invalid');
  }
  const id = await runInTransaction(handle, async (db) => {
    const feedbackId = await insertFeedback(db, {
      member_id: member.id,
      question_type: feedback.questionType,
      content: feedback.content,
      created_at: now,
    });
    for (const image of feedback.images) {
      await insertFeedbackImage(db, {
        feedback_id: feedbackId,
        member_id: member.id,
        content_type: image.contentType,
        size_bytes: image.bytes.length,
        data: image.bytes,
      });
    }
    return feedbackId;
  });
  const row = await selectFeedback(handle.db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return toFeedback(row, (await selectImageIds(handle.db, [id])).get(id) ?? []);
}

/** The member's own feedback, newest first, with the replies. */
export async function listMemberFeedback(
  handle: DatabaseHandle,
  member: MemberRow,
  query: FeedbackQuery,
): Promise<FeedbackPage> {
  const { rows, total } = await selectFeedbackPage(handle.db, {
    memberId: member.id,
    ...toLimitOffset(query),
  });
  const images = await selectImageIds(
    handle.db,
    rows.map((row) => Number(row.id)),
  );
  return toPage(
    rows.map((row) => toFeedback(row, images.get(Number(row.id)) ?? [])),
    query,
    total,
  );
}

/** A feedback image: the member's own (memberId given: another member's is 404 not.found) or any (operators). */
export async function readFeedbackImage(
  handle: DatabaseHandle,
  imageId: string,
  memberId?: number,
): Promise<{ contentType: string; bytes: Buffer }> {
  const image = await selectFeedbackImage(handle.db, Number(imageId));
  if (image === undefined || (memberId !== undefined && Number(image.member_id) !== memberId)) {
    throw new AppError('not.found');
  }
  return { contentType: image.content_type, bytes: Buffer.from(image.data) };
}

/** GET /ops/feedback: every member's feedback, newest first, optionally unanswered only or one member's. */
export async function listOperatorFeedback(
  handle: DatabaseHandle,
  query: OperatorFeedbackQuery,
): Promise<ReturnType<typeof toPage<OperatorFeedback>>> {
  const { rows, total } = await selectFeedbackPage(handle.db, {
    memberId: query.memberId,
    isReplied: query.isReplied,
    ...toLimitOffset(query),
  });
  const images = await selectImageIds(
    handle.db,
    rows.map((row) => Number(row.id)),
  );
  return toPage(
    rows.map((row) => toOperatorFeedback(row, images.get(Number(row.id)) ?? [])),
    query,
    total,
  );
}

/**
 * POST /ops/feedback/:id/reply: the operator's reply, shown to the member in their feedback list (a later reply
 * replaces it); 404 not.found for no such feedback. Audited as `feedback.reply` in the same transaction.
 */
export async function replyToFeedback(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  feedbackId: string,
  request: FeedbackReplyRequest,
  now: number = Date.now(),
): Promise<OperatorFeedback> {
  const id = Number(feedbackId);
  await runInTransaction(handle, async (db) => {
    if (
      !(await updateFeedbackReply(db, id, { reply: request.reply, replied_by: operator.id, replied_at: now }))
    ) {
      throw new AppError('not.found');
    }
    await recordOperatorAction(db, {
      actor: operator,
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
      details: {},
      now,
    });
  });
  const row = await selectFeedback(handle.db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return toOperatorFeedback(row, (await selectImageIds(handle.db, [id])).get(id) ?? []);
}
