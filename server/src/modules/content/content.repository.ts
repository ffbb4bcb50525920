import type { Selectable } from 'kysely';

import type { AnnouncementTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export interface AnnouncementRow {
  id: number;
  type: string;
  title: string;
  content: string;
  groupName: string | null;
  imageUrl: string | null;
  linkageType: string | null;
  linkageTarget: string | null;
  execution: string | null;
  startsAt: number;
}

export interface AnnouncementFilter {
  type: string;
  language: string;
  now: number;
  groupName?: string | undefined;
  execution?: string | undefined;
}

/** Announcements in force at `now` for one type and language, in display order. */
export async function selectAnnouncements(
  db: Executor,
  filter: AnnouncementFilter,
): Promise<AnnouncementRow[]> {
  let query = db
    .selectFrom('announcement')
    .select([
      'id',
      'type',
      'title',
      'content',
      'group_name',
      'image_url',
      'linkage_type',
      'linkage_target',
      'execution',
      'starts_at',
    ])
    .where('type', '=', filter.type)
    .where('language', '=', filter.language)
    .where('starts_at', '<=', filter.now)
    .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', filter.now)]));
  if (filter.groupName !== undefined) {
    query = query.where('group_name', '=', filter.groupName);
  }
  if (filter.execution !== undefined) {
    query = query.where('execution', '=', filter.execution);
  }
  const rows = await query.orderBy('sort_order').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    groupName: row.group_name,
    imageUrl: row.image_url,
    linkageType: row.linkage_type,
    linkageTarget: row.linkage_target,
    execution: row.execution,
    startsAt: row.starts_at,
  }));
}

/** The images of some announcements, by announcement id, in sequence order. */
export async function selectAnnouncementImages(
  db: Executor,
  announcementIds: readonly number[],
): Promise<Map<number, { sequence: number; url: string }[]>> {
  const images = new Map<number, { sequence: number; url: string }[]>();
  if (announcementIds.length === 0) {
    return images;
  }
  const rows = await db
    .selectFrom('announcement_image')
    .select(['announcement_id', 'sequence', 'url'])
    .where('announcement_id', 'in', announcementIds)
    .orderBy('sequence')
    .execute();
  for (const row of rows) {
    const list = images.get(row.announcement_id) ?? [];
    list.push({ sequence: row.sequence, url: row.url });
    images.set(row.announcement_id, list);
  }
  return images;
}

export interface AnnouncementInsert {
  type: string;
  language: string;
  title: string;
  content: string;
  groupName?: string | null;
  imageUrl?: string | null;
  linkageType?: string | null;
  linkageTarget?: string | null;
  execution?: string | null;
  sortOrder: number;
  startsAt: number;
  endsAt?: number | null;
  images?: { sequence: number; url: string }[];
}

/** Inserts one announcement with its images and returns its id. */
export async function insertAnnouncement(db: Executor, announcement: AnnouncementInsert): Promise<number> {
  const inserted = await db
    .insertInto('announcement')
    .values({
      type: announcement.type,
      language: announcement.language,
      title: announcement.title,
      content: announcement.content,
      group_name: announcement.groupName ?? null,
      image_url: announcement.imageUrl ?? null,
      linkage_type: announcement.linkageType ?? null,
      linkage_target: announcement.linkageTarget ?? null,
      execution: announcement.execution ?? null,
      sort_order: announcement.sortOrder,
      starts_at: announcement.startsAt,
      ends_at: announcement.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const image of announcement.images ?? []) {
    await db
      .insertInto('announcement_image')
      .values({ announcement_id: inserted.id, sequence: image.sequence, url: image.url })
      .execute();
  }
  return inserted.id;
}

/** Announcements of one type and language in force at `now`, newest first, one page, with their count. */
export async function selectAnnouncementPage(
  db: Executor,
  filter: { type: string; language: string; now: number },
  page: { limit: number; offset: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const base = db
    .selectFrom('announcement')
    .where('type', '=', filter.type)
    .where('language', '=', filter.language)
    .where('starts_at', '<=', filter.now)
    .where((where) => where.or([where('ends_at', 'is', null), where('ends_at', '>', filter.now)]));
  const count = await base
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: Number(count.count),
    rows: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      groupName: row.group_name,
      imageUrl: row.image_url,
      linkageType: row.linkage_type,
      linkageTarget: row.linkage_target,
      execution: row.execution,
      startsAt: row.starts_at,
    })),
  };
}

/** An announcement row whole, as the back office edits it. */
export type AnnouncementRecord = Selectable<AnnouncementTable>;

/** The back office's filter of announcements: any state, by type, language and part of the title. */
export interface OperatorAnnouncementFilter {
  type?: string | undefined;
  language?: string | undefined;
  search?: string | undefined;
}

/** One page of announcements in every state, in display order or newest first, with their count. */
export async function selectOperatorAnnouncementPage(
  db: Executor,
  filter: OperatorAnnouncementFilter,
  page: { limit: number; offset: number; newestFirst: boolean },
): Promise<{ rows: AnnouncementRecord[]; total: number }> {
  let base = db.selectFrom('announcement');
  if (filter.type !== undefined) {
    base = base.where('type', '=', filter.type);
  }
  if (filter.language !== undefined) {
    base = base.where('language', '=', filter.language);
  }
  if (filter.search !== undefined && filter.search !== '') {
    const pattern = `%${filter.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    base = base.where((where) => where(where.fn('lower', ['title']), 'like', pattern));
  }
  const count = await base
    .select((select) => select.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  let query = base.selectAll();
  query = page.newestFirst
    ? query.orderBy('starts_at', 'desc').orderBy('id', 'desc')
    : query.orderBy('type').orderBy('language').orderBy('sort_order').orderBy('id');
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(count.count) };
}

/** One announcement by id, or undefined. */
export function selectAnnouncementById(db: Executor, id: number): Promise<AnnouncementRecord | undefined> {
  return db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces an announcement's fields (its images stay). */
export async function updateAnnouncement(
  db: Executor,
  id: number,
  values: Omit<AnnouncementInsert, 'images'>,
): Promise<void> {
  await db
    .updateTable('announcement')
    .set({
      type: values.type,
      language: values.language,
      title: values.title,
      content: values.content,
      group_name: values.groupName ?? null,
      image_url: values.imageUrl ?? null,
      linkage_type: values.linkageType ?? null,
      linkage_target: values.linkageTarget ?? null,
      execution: values.execution ?? null,
      sort_order: values.sortOrder,
      starts_at: values.startsAt,
      ends_at: values.endsAt ?? null,
    })
    .where('id', '=', id)
    .execute();
}
