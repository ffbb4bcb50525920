import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a hash target that arrives with data loaded after the page. */
const HASH_TARGET_WAIT_MS = 10_000;

/**
 * Scrolls to the top when the page changes, or to the element the hash names (`/promotions#12`), waiting
 * for it to appear when its content is still loading (docs/product/site.md#routes-and-screens).
 */
export function useScrollToTarget(): void {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (hash === '' || hash === '#') {
      window.scrollTo(0, 0);
      return undefined;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = (): boolean => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return target !== null;
    };
    if (scrollToTarget()) {
      return undefined;
    }
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) {
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash]);
}
