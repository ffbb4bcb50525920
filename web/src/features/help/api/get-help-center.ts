import type { Language } from '@plaza/contracts/languages';
import { helpCenterSchema } from '@plaza/contracts/system';
import type { HelpCenter } from '@plaza/contracts/system';
import { useQuery } from '@tanstack/react-query';

import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

/** Query key of the help center in one language. */
export function helpCenterQueryKey(language: Language) {
  return ['system', 'helpCenter', language] as const;
}

/** GET /wps/system/helpCenter?lang=&device=WEB: help categories and their articles. */
export function fetchHelpCenter(language: Language, signal?: AbortSignal): Promise<HelpCenter> {
  return apiRequest({
    method: 'GET',
    path: '/wps/system/helpCenter',
    query: { lang: language, device: 'WEB' },
    schema: helpCenterSchema,
    signal,
  });
}

/** The help center in the current language (the footer's help menu and the help page). */
export function useHelpCenter() {
  const language = useLanguage();
  return useQuery({
    queryKey: helpCenterQueryKey(language),
    queryFn: ({ signal }) => fetchHelpCenter(language, signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** Element id of a help category, the target of the footer's help links (`/help#help-<index>`). */
export function getHelpCategoryId(index: number): string {
  return `help-${index}`;
}
