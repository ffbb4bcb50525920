import type { ClusterBus } from '../../cluster/cluster-bus';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicJob } from '../../jobs/periodic-job';
import type { JobLogger } from '../../jobs/periodic-job';
import { selectMessagesAfter, selectNewestMessageId } from './inbox.repository';

/**
 * Message badges pushed to the live connections (decision 101). A message reaches a member from many places: an
 * operator on any node, and system messages written inside other modules' transactions (a deposit credited, a
 * withdrawal approved, a reward ready). So, as the ledger watch does for wallets (decision 082), one node (the jobs
 * lease's holder) reads the messages committed since its last look and publishes on the cluster bus whose inbox
 * changed: members by id, and the audiences of broadcasts. Every node's live hub tells only the connections of
 * those members (or of that audience) "your inbox changed"; the frame carries no count or text, the page asks for
 * its own count. A member reading or deleting in one tab is published at once by the node that served it.
 */
export const INBOX_LIVE_CHANNEL = 'live.inbox';

/** The audiences of a broadcast (decision 050): everyone, or one segment. */
export type InboxAudience = 'ALL' | 'PLAYERS' | 'AGENTS';

export interface InboxLiveMessage {
  memberIds: number[];
  audiences: InboxAudience[];
}

/** How often the watch looks (the ledger watch's period: a badge within about half a second of the commit). */
export const INBOX_WATCH_INTERVAL_MS = 500;
/** Read again below the newest id seen: PostgreSQL takes ids before commit, so a lower id may commit later. */
const LOOKBACK_IDS = 256;
const PAGE_SIZE = 2_000;

export interface InboxWatch {
  /** One look: publishes whose inbox the messages committed since the last look changed; answers how many it read. */
  scan: () => Promise<number>;
}

function isAudience(value: string): value is InboxAudience {
  return value === 'ALL' || value === 'PLAYERS' || value === 'AGENTS';
}

/** A watch that starts after the newest message committed now. */
export async function createInboxWatch(handle: DatabaseHandle, bus: ClusterBus): Promise<InboxWatch> {
  let highest = await selectNewestMessageId(handle.db);
  // Ids already announced (or there before the watch began), kept only within the lookback.
  const announced = new Set<number>(
    (await selectMessagesAfter(handle.db, Math.max(0, highest - LOOKBACK_IDS), PAGE_SIZE)).map(
      (row) => row.id,
    ),
  );
  return {
    scan: async () => {
      const floor = Math.max(0, highest - LOOKBACK_IDS);
      const rows = await selectMessagesAfter(handle.db, floor, PAGE_SIZE);
      const memberIds = new Set<number>();
      const audiences = new Set<InboxAudience>();
      for (const row of rows) {
        if (announced.has(row.id) || row.id <= floor) {
          continue;
        }
        announced.add(row.id);
        highest = Math.max(highest, row.id);
        if (row.audience === 'MEMBER' && row.memberId !== null) {
          memberIds.add(row.memberId);
        } else if (isAudience(row.audience)) {
          audiences.add(row.audience);
        }
      }
      for (const id of announced) {
        if (id <= highest - LOOKBACK_IDS) {
          announced.delete(id);
        }
      }
      if (memberIds.size > 0 || audiences.size > 0) {
        publishInboxChange(bus, { memberIds: [...memberIds], audiences: [...audiences] });
      }
      return rows.length;
    },
  };
}

/** Tells the member's (or the audiences') connections on every node that their inbox changed. */
export function publishInboxChange(bus: ClusterBus, message: InboxLiveMessage): void {
  bus.publish(INBOX_LIVE_CHANNEL, message);
}

/** A watch idle this long (its node did not hold the jobs lease) starts again from the newest message. */
const STALE_WATCH_MS = 10_000;

/**
 * Starts the periodic job `inbox.live-watch`: every `intervalMs`, on the jobs lease's holder, the messages committed
 * since the last look are announced on the cluster bus. Answers a function that stops it.
 */
export function startInboxWatchJob(
  handle: DatabaseHandle,
  bus: ClusterBus,
  logger: JobLogger,
  intervalMs: number = INBOX_WATCH_INTERVAL_MS,
): () => Promise<void> {
  let watch: InboxWatch | undefined;
  let lastRunAt = 0;
  return startPeriodicJob({
    name: 'inbox.live-watch',
    intervalMs,
    logger,
    run: async () => {
      const now = Date.now();
      if (watch === undefined || now - lastRunAt > STALE_WATCH_MS) {
        watch = await createInboxWatch(handle, bus);
      }
      lastRunAt = now;
      await watch.scan();
      return undefined;
    },
  });
}
