import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { threadId } from 'node:worker_threads';

import { HOUSE_SHARDS } from '../ledger/ledger.service';

/**
 * The order in which a process's vendor wallet groups take the house shards (docs/decisions/083-sticky-wallet-
 * routing-and-shard-walks.md): one after another, all 64 in turn, from a start of the process's own. Every process
 * used to start from shard 0, so on several nodes two groups took the same shard row at about the same time and one
 * waited for the other's commit (PostgreSQL `Lock:transactionid`); starting each process elsewhere keeps their
 * groups on different rows.
 */
export class HouseShardWalk {
  private next: number;

  constructor(readonly start: number) {
    if (!Number.isSafeInteger(start) || start < 0 || start >= HOUSE_SHARDS) {
      throw new RangeError(`a shard walk starts at a shard from 0 to ${HOUSE_SHARDS - 1}`);
    }
    this.next = start;
  }

  /** The next shard: start, start + 1, … wrapping round, so 64 takes use every shard once. */
  take(): number {
    const shard = this.next;
    this.next = (this.next + 1) % HOUSE_SHARDS;
    return shard;
  }
}

/** What tells this process (and worker thread) from every other: host, process id, thread and a random part. */
export function describeProcessIdentity(): string {
  return `${hostname()}:${process.pid}:${threadId}:${randomBytes(8).toString('hex')}`;
}

/** The shard a process starts from: a hash of its identity, so the starts of a cluster's processes spread out. */
export function shardWalkStart(identity: string): number {
  return createHash('sha256').update(identity).digest().readUInt32BE(0) % HOUSE_SHARDS;
}

/** A walk for this process, from the start its identity gives. */
export function createProcessShardWalk(identity = describeProcessIdentity()): HouseShardWalk {
  return new HouseShardWalk(shardWalkStart(identity));
}
