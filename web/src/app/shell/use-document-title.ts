import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { PAGE_TITLE_KEYS } from '../route-handle';
import type { PageKey } from '../route-handle';

/** Sets the document title to the brand name and the page title. */
export function useDocumentTitle(pageKey: PageKey): void {
  const { t } = useTranslation();
  const { brandName } = useWhitelabel();
  const pageTitle = t(PAGE_TITLE_KEYS[pageKey]);
  useEffect(() => {
    document.title = `${brandName} - ${pageTitle}`;
  }, [brandName, pageTitle]);
}
