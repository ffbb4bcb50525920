import { useEffect, useRef } from 'react';

const TYPING_OR_CONTROL =
  'input, textarea, select, button, a[href], [contenteditable="true"], [role="dialog"]';

/**
 * Space or Enter plays (spin, roll, deal) while nothing that takes those keys itself has the focus: a focused
 * button or link keeps its own Space and Enter, an input its typing, and an open dialog its keys.
 */
export function usePlayHotkey(onPlay: () => void, isEnabled: boolean): void {
  const onPlayRef = useRef(onPlay);
  useEffect(() => {
    onPlayRef.current = onPlay;
  }, [onPlay]);

  useEffect(() => {
    if (!isEnabled) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.key !== ' ' && event.key !== 'Enter') ||
        event.repeat ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey
      ) {
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING_OR_CONTROL) || document.body.classList.contains('has-modal')) {
        return;
      }
      event.preventDefault();
      onPlayRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
