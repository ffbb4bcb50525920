import { useSyncExternalStore } from 'react';

/**
 * The server's clock, as the lottery answers give it (`serverTime`): a countdown to an issue's close must not
 * depend on a device whose clock is wrong, so every answer with the server's time sets the offset used here.
 */
let offsetMs = 0;

export function noteServerTime(serverTime: string): void {
  const serverMs = Date.parse(serverTime);
  if (!Number.isNaN(serverMs)) {
    offsetMs = serverMs - Date.now();
  }
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's time now, to the second (the same value all second long, so renders are stable). */
function readServerSecond(): number {
  return Math.floor((Date.now() + offsetMs) / 1000) * 1000;
}

export function useServerNow(): number {
  return useSyncExternalStore(subscribe, readServerSecond, readServerSecond);
}

/** Milliseconds left as `h:mm:ss`, `mm:ss` under an hour, or whole days beyond a day; never negative. */
export function formatCountdown(milliseconds: number): { days: number; clock: string } {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock =
    hours > 0 || days > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
  return { days, clock };
}
