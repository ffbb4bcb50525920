import {
  operatorAnnouncementPageSchema,
  operatorAnnouncementSchema,
} from '@plaza/contracts/content-operator';
import type {
  AnnouncementSaveRequest,
  OperatorAnnouncement,
  OperatorAnnouncementPage,
} from '@plaza/contracts/content-operator';

import { operatorRequest } from '../../../lib/operator-session';

/** GET /ops/content/announcements with the screen's filters (empty ones left out). */
export function fetchAnnouncements(query: Record<string, string>): Promise<OperatorAnnouncementPage> {
  return operatorRequest({
    method: 'GET',
    path: '/ops/content/announcements',
    query,
    schema: operatorAnnouncementPageSchema,
  });
}

/** POST /ops/content/announcements (no id) or PUT /ops/content/announcements/:id. */
export function saveAnnouncement(
  id: number | null,
  request: AnnouncementSaveRequest,
): Promise<OperatorAnnouncement> {
  return operatorRequest({
    method: id === null ? 'POST' : 'PUT',
    path: id === null ? '/ops/content/announcements' : `/ops/content/announcements/${id}`,
    body: request,
    schema: operatorAnnouncementSchema,
  });
}
