import type { Whitelabel } from '@plaza/contracts/system';
import { useEffect, useState } from 'react';

import { showLanguage } from '../i18n/i18n';
import { resolveDeploymentLanguage } from '../i18n/language-storage';

/**
 * Once the brand settings are known, shows the stored language if the deployment offers it, or else the
 * deployment's default (written back to storage). True once that language's messages are in place.
 */
export function useDeploymentLanguage(whitelabel: Whitelabel | undefined): boolean {
  const [readyFor, setReadyFor] = useState<Whitelabel | null>(null);

  useEffect(() => {
    if (whitelabel === undefined) {
      return undefined;
    }
    let isCurrent = true;
    const language = resolveDeploymentLanguage(
      localStorage,
      whitelabel.languages,
      whitelabel.defaultLanguage,
    );
    const markReady = () => {
      if (isCurrent) {
        setReadyFor(whitelabel);
      }
    };
    // A locale chunk that fails to load leaves the start-up language on screen rather than no site at all.
    showLanguage(language, false).then(markReady, markReady);
    return () => {
      isCurrent = false;
    };
  }, [whitelabel]);

  return whitelabel !== undefined && readyFor === whitelabel;
}
