import { popupAudienceSchema } from '@plaza/contracts/content';
import type { Announcement, AnnouncementList, AnnouncementListRequest } from '@plaza/contracts/content';
import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../../db/database';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { Executor } from '../../db/transaction';
import { insertAnnouncement, selectAnnouncementImages, selectAnnouncements } from './content.repository';
import type { AnnouncementInsert, AnnouncementRow } from './content.repository';

export type { AnnouncementInsert } from './content.repository';

function toAnnouncement(
  row: AnnouncementRow,
  images: { sequence: number; url: string }[],
  type: AnnouncementListRequest['type'],
): Announcement {
  const execution = popupAudienceSchema.safeParse(row.execution);
  return {
    id: row.id,
    type,
    title: row.title,
    content: row.content,
    startDateStr: new Date(row.startsAt).toISOString(),
    groupName: row.groupName,
    url: row.imageUrl,
    linkageType: row.linkageType,
    linkageTarget: row.linkageTarget,
    execution: execution.success ? execution.data : null,
    announcementImages: images,
  };
}

/**
 * The announcements: the items of one type in force now, in the request's language, or in the
 * deployment's default language when the request's language has none.
 */
export async function listAnnouncements(
  handle: DatabaseHandle,
  request: AnnouncementListRequest,
  language: Language,
  now: number = Date.now(),
): Promise<AnnouncementList> {
  const filter = { type: request.type, now, groupName: request.groupName, execution: request.execution };
  let rows = await selectAnnouncements(handle.db, { ...filter, language });
  if (rows.length === 0) {
    const { defaultLanguage } = await getDeploymentSettings(handle);
    if (defaultLanguage !== language) {
      rows = await selectAnnouncements(handle.db, { ...filter, language: defaultLanguage });
    }
  }
  const images = await selectAnnouncementImages(
    handle.db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => toAnnouncement(row, images.get(row.id) ?? [], request.type)) };
}

/** Adds an announcement (banner, notice, pop-up, promotion) with its images; answers its id. */
export function addAnnouncement(db: Executor, announcement: AnnouncementInsert): Promise<number> {
  return insertAnnouncement(db, announcement);
}
