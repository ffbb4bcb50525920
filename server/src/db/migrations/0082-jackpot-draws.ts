import type { Kysely } from 'kysely';

/**
 * Each in-house slot round's jackpot draw, as the game server decided it (docs/decisions/065-jackpot-rules-and-draw-
 * check.md): the rule's `one_in` when the round was drawn and the value drawn (the round won when it is 0), so that
 * the verifier compares what a browser recomputes from the revealed seeds with what was recorded, even after the
 * pool's rules change. Null for every other round and for slot rounds drawn while no pool was open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bgs_round').addColumn('jackpot_one_in', 'bigint').execute();
  await db.schema.alterTable('bgs_round').addColumn('jackpot_draw', 'bigint').execute();
}
