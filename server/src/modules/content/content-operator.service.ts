import { popupAudienceSchema } from '@plaza/contracts/content';
import { operatorAnnouncementTypeSchema } from '@plaza/contracts/content-operator';
import type {
  announcementSaveRequestSchema,
  OperatorAnnouncement,
  OperatorAnnouncementPage,
  operatorAnnouncementQuerySchema,
} from '@plaza/contracts/content-operator';
import { languageSchema } from '@plaza/contracts/languages';
import type { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  insertAnnouncement,
  selectAnnouncementById,
  selectOperatorAnnouncementPage,
  updateAnnouncement,
} from './content.repository';
import type { AnnouncementInsert, AnnouncementRecord } from './content.repository';

type SaveRequest = z.output<typeof announcementSaveRequestSchema>;

function toOperatorAnnouncement(row: AnnouncementRecord): OperatorAnnouncement {
  const execution = popupAudienceSchema.safeParse(row.execution);
  return {
    id: row.id,
    type: operatorAnnouncementTypeSchema.parse(row.type),
    language: languageSchema.parse(row.language),
    title: row.title,
    content: row.content,
    groupName: row.group_name,
    imageUrl: row.image_url,
    linkageTarget: row.linkage_target,
    execution: execution.success ? execution.data : null,
    sortOrder: row.sort_order,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
  };
}

/**
 * What is stored for a request. A link makes the item clickable (`linkage_type` LINK); an item keeps a linkage
 * type of its own (the demo's PROMOTION) while it has a link.
 */
function toInsert(
  request: SaveRequest,
  previousLinkageType: string | null,
): Omit<AnnouncementInsert, 'images'> {
  return {
    type: request.type,
    language: request.language,
    title: request.title,
    content: request.content,
    groupName: request.type === 'B' ? request.groupName : null,
    imageUrl: request.imageUrl,
    linkageType: request.linkageTarget === null ? null : (previousLinkageType ?? 'LINK'),
    linkageTarget: request.linkageTarget,
    execution: request.type === 'PU' ? request.execution : null,
    sortOrder: request.sortOrder,
    startsAt: Date.parse(request.startsAt),
    endsAt: request.endsAt === null ? null : Date.parse(request.endsAt),
  };
}

/** One page of the content list (banners, notices, pop-ups, promotions, home notices) in every state. */
export async function listAnnouncementsForOperator(
  handle: DatabaseHandle,
  query: z.output<typeof operatorAnnouncementQuerySchema>,
): Promise<OperatorAnnouncementPage> {
  const { rows, total } = await selectOperatorAnnouncementPage(
    handle.db,
    { type: query.type, language: query.language, search: query.search },
    {
      limit: query.pageSize,
      offset: (query.pageNum - 1) * query.pageSize,
      newestFirst: query.sort === 'newest',
    },
  );
  return {
    content: rows.map(toOperatorAnnouncement),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** Adds an announcement from the back office, audited (`content.create`) in the same transaction. */
export function createAnnouncementByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: SaveRequest,
  now: number = Date.now(),
): Promise<OperatorAnnouncement> {
  return runInTransaction(handle, async (db) => {
    const id = await insertAnnouncement(db, toInsert(request, null));
    await recordOperatorAction(db, {
      actor,
      action: 'content.create',
      targetType: 'content',
      targetId: id,
      details: { type: request.type, language: request.language, title: request.title },
      now,
    });
    const row = await selectAnnouncementById(db, id);
    if (row === undefined) {
      throw new AppError('not.found');
    }
    return toOperatorAnnouncement(row);
  });
}

/**
 * Replaces an announcement from the back office, audited (`content.update`, with the fields that changed) in the
 * same transaction. Members see it on their next call.
 */
export function updateAnnouncementByOperator(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  request: SaveRequest,
  now: number = Date.now(),
): Promise<OperatorAnnouncement> {
  return runInTransaction(handle, async (db) => {
    const before = await selectAnnouncementById(db, id);
    if (before === undefined) {
      throw new AppError('not.found');
    }
    await updateAnnouncement(db, id, toInsert(request, before.linkage_type));
    const after = await selectAnnouncementById(db, id);
    if (after === undefined) {
      throw new AppError('not.found');
    }
    const previous = toOperatorAnnouncement(before);
    const next = toOperatorAnnouncement(after);
    const changed = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => previous[key as keyof OperatorAnnouncement] !== value),
    );
    await recordOperatorAction(db, {
      actor,
      action: 'content.update',
      targetType: 'content',
      targetId: id,
      details: changed,
      now,
    });
    return next;
  });
}
