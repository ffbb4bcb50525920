import { useEffect, useRef } from 'react';

/**
 * Scrolls a horizontal strip (chips, tabs) so that its chosen item, the child matching `selector`, is in view:
 * on a phone the chosen filter may otherwise sit beyond the edge. Only the strip scrolls, never the page.
 */
export function useSelectedInView<T extends HTMLElement>(selector: string, selectedKey: string) {
  const containerRef = useRef<T>(null);
  useEffect(() => {
    const container = containerRef.current;
    const item = container?.querySelector<HTMLElement>(selector);
    if (container === null || item === null || item === undefined) {
      return;
    }
    const start = item.offsetLeft - container.offsetLeft;
    const end = start + item.offsetWidth;
    if (start < container.scrollLeft || end > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = Math.max(0, start - 16);
    }
  }, [selector, selectedKey]);
  return containerRef;
}
