import { sql } from 'kysely';

import type { DatabaseHandle } from '../db/database';

/** How long a lease lasts without renewal, and how often its holder renews it (and others try to take it). */
export const LEASE_TIMING = { ttlMs: 6_000, renewMs: 1_500 } as const;

/**
 * Work one node of a cluster does at a time (decision 090): held by at most one node while its time has not run
 * out. Its holder renews it every `renewMs`; when the holder dies, another node takes it within `ttlMs + renewMs`.
 * A holder that cannot renew in time stops counting itself the holder at once (`isHeld` reads the clock), but
 * work it began may still be finishing when another node starts: every job is keyed by its period, so the two
 * never pay twice.
 */
export interface Lease {
  readonly name: string;
  /** True while this node holds the lease and its time has not run out. */
  isHeld: () => boolean;
  /** The holder's term (how many times the lease changed hands), while held. */
  term: () => number | undefined;
  /** Calls `listener` when this node gains or loses the lease; answers a function that removes it. */
  onChange: (listener: (isHeld: boolean) => void) => () => void;
  /** Tries to take the lease at once, then keeps trying or renewing every `renewMs` (an unref'd timer). */
  start: () => void;
  /** Stops renewing, and gives the lease up so another node takes it at its next try. */
  release: () => Promise<void>;
  /** One attempt now: answers whether this node holds the lease afterwards. */
  tryTake: () => Promise<boolean>;
}

/** The lease of a single process (SQLite, one runner): always held, nothing written. */
export function createLocalLease(name: string): Lease {
  return {
    name,
    isHeld: () => true,
    term: () => 1,
    onChange: () => () => {},
    start: () => {},
    release: async () => {},
    tryTake: () => Promise.resolve(true),
  };
}

/**
 * A lease row of `cluster_lease` (migration 0090): taken by one conditional upsert that succeeds only when the row
 * is this node's or has expired. Times are the nodes' clocks, which must agree within a second (NTP): the
 * expiry is 6 s ahead, so a skew below that delays a takeover, never makes two holders at the same time by more
 * than the skew.
 */
export function createDatabaseLease(
  handle: DatabaseHandle,
  options: {
    name: string;
    nodeId: string;
    ttlMs?: number;
    renewMs?: number;
    onError?: (error: unknown) => void;
  },
): Lease {
  const { name, nodeId } = options;
  const ttlMs = options.ttlMs ?? LEASE_TIMING.ttlMs;
  const renewMs = options.renewMs ?? LEASE_TIMING.renewMs;
  const onError = options.onError ?? (() => {});
  const listeners = new Set<(isHeld: boolean) => void>();
  let heldUntil = 0;
  let heldTerm: number | undefined;
  let wasHeld = false;
  let timer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let attempt: Promise<boolean> | undefined;
  let isStopped = false;

  const isHeld = () => Date.now() < heldUntil;
  const announce = () => {
    const now = isHeld();
    if (now !== wasHeld) {
      wasHeld = now;
      for (const listener of listeners) {
        listener(now);
      }
    }
  };

  const take = async (): Promise<boolean> => {
    const startedAt = Date.now();
    const expiresAt = startedAt + ttlMs;
    try {
      const row = await handle.db
        .insertInto('cluster_lease')
        .values({ name, holder: nodeId, expires_at: expiresAt, term: 1 })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({
              holder: nodeId,
              expires_at: expiresAt,
              term: sql<number>`case when cluster_lease.holder = ${nodeId} then cluster_lease.term else cluster_lease.term + 1 end`,
            })
            .where((eb) =>
              eb.or([
                eb('cluster_lease.holder', '=', nodeId),
                eb('cluster_lease.expires_at', '<=', startedAt),
              ]),
            ),
        )
        .returning('term')
        .executeTakeFirst();
      if (row === undefined || isStopped) {
        heldUntil = 0;
        heldTerm = undefined;
      } else {
        // Counted from before the statement was sent: the row says a little later, never earlier.
        heldUntil = expiresAt;
        heldTerm = Number(row.term);
      }
    } catch (error) {
      // Not renewed: stop acting as the holder now rather than at the expiry.
      heldUntil = 0;
      heldTerm = undefined;
      onError(error);
    }
    announce();
    // The loss is announced at the very expiry when no renewal comes first (a slow or unreachable database).
    clearTimeout(expiryTimer);
    if (isHeld()) {
      expiryTimer = setTimeout(announce, heldUntil - Date.now() + 1);
      expiryTimer.unref();
    }
    return isHeld();
  };

  const tryTake = () => {
    attempt ??= take().finally(() => {
      attempt = undefined;
    });
    return attempt;
  };

  return {
    name,
    isHeld,
    term: () => (isHeld() ? heldTerm : undefined),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      if (timer !== undefined) {
        return;
      }
      isStopped = false;
      void tryTake();
      timer = setInterval(() => void tryTake(), renewMs);
      timer.unref();
    },
    release: async () => {
      isStopped = true;
      clearInterval(timer);
      timer = undefined;
      await attempt;
      clearTimeout(expiryTimer);
      heldUntil = 0;
      heldTerm = undefined;
      announce();
      // Conditional on this node holding it: giving up a lease another node took changes nothing.
      await handle.db
        .updateTable('cluster_lease')
        .set({ expires_at: 0 })
        .where('name', '=', name)
        .where('holder', '=', nodeId)
        .execute()
        .catch(onError);
    },
    tryTake,
  };
}

/** The lease a deployment uses: a row on PostgreSQL (several nodes), always held on SQLite (one process). */
export function createLease(
  handle: DatabaseHandle,
  options: {
    name: string;
    nodeId: string;
    ttlMs?: number;
    renewMs?: number;
    onError?: (error: unknown) => void;
  },
): Lease {
  return handle.dialect === 'postgres'
    ? createDatabaseLease(handle, options)
    : createLocalLease(options.name);
}
