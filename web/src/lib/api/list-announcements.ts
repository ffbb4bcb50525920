import { announcementListSchema } from '@plaza/contracts/content';
import type { Announcement, AnnouncementListRequest } from '@plaza/contracts/content';
import type { Language } from '@plaza/contracts/languages';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../i18n/use-language';
import { apiRequest } from '../api-client';

const ANNOUNCEMENT_STALE_MS = 5 * 60 * 1000;

/** Query key of one announcement list; the language is part of it so a language change refetches. */
export function announcementsQueryKey(request: AnnouncementListRequest, language: Language) {
  return ['content', 'announcements', request, language] as const;
}

/** POST /wps/relay/MCSFE_getListAnnouncements: banners, notices, pop-ups or promotions in force now. */
export async function fetchAnnouncements(
  request: AnnouncementListRequest,
  signal?: AbortSignal,
): Promise<Announcement[]> {
  const value = await apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    schema: announcementListSchema,
    body: request,
    signal,
  });
  return value.list;
}

/** One announcement list (one type, and for banners one group) in the current language. */
export function useAnnouncements(request: AnnouncementListRequest, isEnabled = true) {
  const language = useLanguage();
  return useQuery({
    queryKey: announcementsQueryKey(request, language),
    queryFn: ({ signal }) => fetchAnnouncements(request, signal),
    staleTime: ANNOUNCEMENT_STALE_MS,
    enabled: isEnabled,
  });
}
