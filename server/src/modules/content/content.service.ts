import { popupAudienceSchema } from '@plaza/contracts/content';
import type { Announcement, AnnouncementList, AnnouncementListRequest } from '@plaza/contracts/content';
import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from '../../db/database';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { Executor } from '../../db/transaction';
import {
  insertAnnouncement,
  selectAnnouncementImages,
  selectAnnouncementPage,
  selectAnnouncements,
} from './content.repository';
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

/**
 * Announcements addressed to agents (the agent center's announcement page) are stored with this type, which the
 * member site's announcement call never serves (its types are a closed list).
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

/** Announcements to agents in force now, newest first, in `language` or else the deployment's default language. */
export async function listAgentAnnouncements(
  handle: DatabaseHandle,
  language: Language,
  page: { limit: number; offset: number },
  now: number = Date.now(),
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const result = await selectAnnouncementPage(
    handle.db,
    { type: AGENT_ANNOUNCEMENT_TYPE, language, now },
    page,
  );
  if (result.total > 0) {
    return result;
  }
  const { defaultLanguage } = await getDeploymentSettings(handle);
  return defaultLanguage === language
    ? result
    : selectAnnouncementPage(
        handle.db,
        { type: AGENT_ANNOUNCEMENT_TYPE, language: defaultLanguage, now },
        page,
      );
}
