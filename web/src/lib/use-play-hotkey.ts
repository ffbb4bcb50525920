import { useEffect, useRef } from 'react';
import type { FormEvent } from 'react';

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

/**
 * The play form of a game's controls: submitting it plays, and so do Space and Enter (usePlayHotkey) while
 * `isEnabled`. Answers the form's submit handler.
 */
export function usePlayForm(play: () => Promise<void>, isEnabled: boolean): (event: FormEvent) => void {
  usePlayHotkey(() => void play(), isEnabled);
  return (event) => {
    event.preventDefault();
    void play();
  };
}
