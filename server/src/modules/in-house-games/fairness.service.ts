import type { FairnessState, RotateSeedResponse } from '@plaza/contracts/bgs';
import type { FairSeeds } from '@plaza/engines/provably-fair';
import { generateFloats, hashServerSeed } from '@plaza/engines/provably-fair';
import { randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import {
  advanceNonce,
  insertPlayer,
  insertSeed,
  markSeedRevealed,
  selectPlayerSeeds,
  selectSeed,
  updatePlayer,
} from './in-house-games.repository';
import type { PlayerSeeds } from './in-house-games.repository';

/** How often a nonce reservation is tried again after losing a race for the seed. */
const RESERVATION_ATTEMPTS = 20;

/** A new server seed: 32 random bytes as 64 lowercase hex characters. */
export function drawServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A new player's client seed: random, until the player picks one. */
function drawClientSeed(): string {
  return randomBytes(8).toString('hex');
}

function toFairnessState(seeds: PlayerSeeds): FairnessState {
  return {
    serverSeedHash: seeds.seed.server_seed_hash,
    clientSeed: seeds.clientSeed,
    nextNonce: seeds.seed.next_nonce,
  };
}

async function createPlayerSeeds(db: Executor, playerId: string, now: number): Promise<void> {
  const serverSeed = drawServerSeed();
  const seedId = await insertSeed(db, {
    player_id: playerId,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    created_at: now,
  });
  if (
    !(await insertPlayer(db, {
      player_id: playerId,
      client_seed: drawClientSeed(),
      active_seed_id: seedId,
      updated_at: now,
    }))
  ) {
    // Another request made the player first; this seed was never shown and is dropped with the transaction.
    throw new PlayerCreatedConcurrently();
  }
}

class PlayerCreatedConcurrently extends Error {}

/** The player's seeds, created (a server seed committed, a random client seed) on the player's first visit. */
export async function ensurePlayerSeeds(
  handle: DatabaseHandle,
  playerId: string,
  now: number,
): Promise<PlayerSeeds> {
  const existing = await selectPlayerSeeds(handle.db, playerId);
  if (existing !== undefined) {
    return existing;
  }
  try {
    await runInTransaction(handle, (db) => createPlayerSeeds(db, playerId, now));
  } catch (error) {
    if (!(error instanceof PlayerCreatedConcurrently) && !isUniqueViolation(error)) {
      throw error;
    }
  }
  const created = await selectPlayerSeeds(handle.db, playerId);
  if (created === undefined) {
    throw new Error(`in-house games: no seeds for player ${playerId}`);
  }
  return created;
}

/** The seeds the player's next round will use (the server seed as its hash). */
export async function getFairnessState(
  handle: DatabaseHandle,
  playerId: string,
  now: number,
): Promise<FairnessState> {
  return toFairnessState(await ensurePlayerSeeds(handle, playerId, now));
}

/** Sets the client seed of the next rounds; the server seed and its nonces go on. */
export async function setClientSeed(
  handle: DatabaseHandle,
  playerId: string,
  clientSeed: string,
  now: number,
): Promise<FairnessState> {
  await ensurePlayerSeeds(handle, playerId, now);
  await runInTransaction(handle, (db) =>
    updatePlayer(db, playerId, { client_seed: clientSeed, updated_at: now }),
  );
  return getFairnessState(handle, playerId, now);
}

/**
 * Reveals the active server seed and commits a new one, nonces from 0: the player can now check every round
 * the old seed served against the hash shown before them.
 */
export async function rotateServerSeed(
  handle: DatabaseHandle,
  playerId: string,
  clientSeed: string | undefined,
  now: number,
): Promise<RotateSeedResponse> {
  await ensurePlayerSeeds(handle, playerId, now);
  for (let attempt = 0; attempt < RESERVATION_ATTEMPTS; attempt += 1) {
    const rotated = await runInTransaction(handle, async (db) => {
      const current = await selectPlayerSeeds(db, playerId);
      if (current === undefined || !(await markSeedRevealed(db, current.seed.id, now))) {
        return undefined;
      }
      // The revealed row may have taken nonces since it was read: read its final count inside the transaction.
      const revealed = await selectSeed(db, current.seed.id);
      if (revealed === undefined) {
        throw new Error('in-house games: a seed revealed in this transaction is gone');
      }
      const serverSeed = drawServerSeed();
      const seedId = await insertSeed(db, {
        player_id: playerId,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        created_at: now,
      });
      await updatePlayer(db, playerId, {
        client_seed: clientSeed ?? current.clientSeed,
        active_seed_id: seedId,
        updated_at: now,
      });
      return {
        serverSeed: revealed.server_seed,
        serverSeedHash: revealed.server_seed_hash,
        nonceCount: Number(revealed.next_nonce),
      };
    });
    if (rotated !== undefined) {
      return { revealed: rotated, fairness: await getFairnessState(handle, playerId, now) };
    }
  }
  throw new Error('in-house games: could not rotate the server seed');
}

/** What a round drew: the seeds and first nonce, how many nonces it used, and what the engine made of them. */
export interface Draw<T> {
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  nonceCount: number;
  result: T;
}

/**
 * Plays a round against the player's active seeds inside `db`'s transaction: `play` gets a float source for
 * the nonces from the seed's next nonce on and answers how many nonces it used; those are then taken from the
 * seed, unless another round or a rotation got there first, in which case the round is played again on the
 * new state. The server seed is read here only, on the server.
 */
export async function drawWithActiveSeeds<T>(
  db: Executor,
  playerId: string,
  play: (
    floatsAt: (offset: number, count: number) => number[],
    seeds: FairSeeds,
  ) => { result: T; nonceCount: number },
): Promise<Draw<T>> {
  for (let attempt = 0; attempt < RESERVATION_ATTEMPTS; attempt += 1) {
    const seeds = await selectPlayerSeeds(db, playerId);
    if (seeds === undefined) {
      throw new Error(`in-house games: no seeds for player ${playerId}`);
    }
    const first = Number(seeds.seed.next_nonce);
    const floatsAt = (offset: number, count: number) =>
      generateFloats({ ...toFairSeeds(seeds, first + offset), count });
    const { result, nonceCount } = play(floatsAt, toFairSeeds(seeds, first));
    if (await advanceNonce(db, seeds.seed.id, first, nonceCount)) {
      return {
        seedId: seeds.seed.id,
        serverSeedHash: seeds.seed.server_seed_hash,
        clientSeed: seeds.clientSeed,
        nonce: first,
        nonceCount,
        result,
      };
    }
  }
  throw new Error('in-house games: could not take a nonce');
}

function toFairSeeds(seeds: PlayerSeeds, nonce: number): FairSeeds {
  return { serverSeed: seeds.seed.server_seed, clientSeed: seeds.clientSeed, nonce };
}
