/** 'open': messages arrive; 'connecting' at first; 'reconnecting' after the connection dropped. */
export type LiveSocketStatus = 'connecting' | 'open' | 'reconnecting';

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/** A WebSocket path's address on this page's host (ws: or wss: as the page). */
export function liveSocketUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${path}`;
}

export interface LiveSocketHandlers {
  /** Each new connection, once open (the place to send a first frame). */
  onOpen?: (socket: WebSocket) => void;
  /** Each text message, parsed as JSON (a message that is not JSON is dropped). */
  onMessage: (message: unknown) => void;
  onStatus: (status: LiveSocketStatus) => void;
}

/**
 * Keeps a WebSocket to `path` open, reconnecting after 0.5, 1, 2, 5 then every 10 seconds when it drops; answers
 * the function that closes it for good.
 */
export function openLiveSocket(path: string, handlers: LiveSocketHandlers): () => void {
  let socket: WebSocket | null = null;
  let retryTimer: number | undefined;
  let attempt = 0;
  let isClosed = false;
  const connect = () => {
    const current = new WebSocket(liveSocketUrl(path));
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      handlers.onStatus('open');
      handlers.onOpen?.(current);
    });
    current.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') {
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      handlers.onMessage(message);
    });
    current.addEventListener('close', () => {
      if (isClosed) {
        return;
      }
      handlers.onStatus('reconnecting');
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 10_000;
      attempt += 1;
      retryTimer = window.setTimeout(connect, delay);
    });
  };
  connect();
  return () => {
    isClosed = true;
    window.clearTimeout(retryTimer);
    socket?.close();
  };
}
