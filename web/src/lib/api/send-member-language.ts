import type { Language } from '@plaza/contracts/languages';
import { z } from 'zod';

import { apiRequest } from '../api-client';
import { readStoredSessionToken } from '../session-token';

/**
 * POST /wps/member/language (T): tells the server the language a logged-in member chose, for the SMS, e-mail and
 * messages it sends (docs/product/my-account.md#language). A guest's choice stays in the browser; a
 * failure changes nothing on screen, the next change sends it again.
 */
export function sendMemberLanguage(language: Language): void {
  if (readStoredSessionToken() === null) {
    return;
  }
  apiRequest({ method: 'POST', path: '/wps/member/language', schema: z.null(), body: { language } }).catch(
    () => {
      // The interface already switched; the server keeps the previous language until the next change.
    },
  );
}
