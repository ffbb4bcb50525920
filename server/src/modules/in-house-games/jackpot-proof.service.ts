import type { JackpotWinProof } from '@plaza/contracts/jackpot';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findJackpotWinOfRound } from '../jackpot/jackpot.service';
import { selectRevealedSeeds, selectRound } from './in-house-games.repository';

/**
 * GET /lgw/jackpot/wins/<roundId>: a jackpot win with what anyone needs to check it in the browser
 * (docs/decisions/065-jackpot-rules-and-draw-check.md): the winning slot round's seeds (its server seed only once
 * revealed), the rule it was drawn under and the value recorded. 404 for a round that did not win, and for a win
 * recorded without a draw (the demo's history).
 */
export async function getJackpotWinProof(handle: DatabaseHandle, roundId: string): Promise<JackpotWinProof> {
  const win = await findJackpotWinOfRound(handle.db, roundId);
  const round = win === undefined ? undefined : await selectRound(handle.db, roundId);
  if (
    win === undefined ||
    round === undefined ||
    round.seed_id === null ||
    round.server_seed_hash === null ||
    round.nonce === null ||
    round.jackpot_one_in === null ||
    round.jackpot_draw === null
  ) {
    throw new AppError('not.found');
  }
  const revealed = await selectRevealedSeeds(handle.db, [Number(round.seed_id)]);
  return {
    ...win,
    roundId,
    oneIn: Number(round.jackpot_one_in),
    draw: Number(round.jackpot_draw),
    serverSeedHash: round.server_seed_hash,
    serverSeed: revealed.get(Number(round.seed_id)) ?? null,
    clientSeed: round.client_seed ?? '',
    nonce: Number(round.nonce),
  };
}
