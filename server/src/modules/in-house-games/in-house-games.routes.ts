import {
  baccaratRoundRequestSchema,
  bgsBalanceSchema,
  bgsHistoryRequestSchema,
  bgsHistorySchema,
  bgsPlayResultSchema,
  bgsRoundDetailRequestSchema,
  bgsRoundSchema,
  bgsSessionRequestSchema,
  bgsSessionSchema,
  bgsTokenRequestSchema,
  diceRoundRequestSchema,
  fairnessStateSchema,
  minesCashOutRequestSchema,
  minesCurrentSchema,
  minesRevealRequestSchema,
  minesStartRequestSchema,
  rotateSeedRequestSchema,
  rotateSeedResponseSchema,
  rouletteRoundRequestSchema,
  setClientSeedRequestSchema,
  slotRoundRequestSchema,
} from '@plaza/contracts/bgs';
import { successEnvelope } from '@plaza/contracts/envelope';
import { jackpotWinParamsSchema, jackpotWinProofSchema } from '@plaza/contracts/jackpot';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { resolveOwnBaseUrl } from '../vendors/own-base-url';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { registerCrashRoutes } from './crash.routes';
import { getFairnessState, rotateServerSeed, setClientSeed } from './fairness.service';
import { BACCARAT_GAME, DICE_GAME, ROULETTE_GAME, SLOT_GAME, sumStakes } from './in-house-games';
import { inHouseRoute } from './in-house-route';
import { getJackpotWinProof } from './jackpot-proof.service';
import type { InHouseDependencies } from './in-house-rounds.service';
import {
  describePlayerRound,
  IN_HOUSE_VENDOR_CODE,
  listPlayerRounds,
  openSession,
  playInstantRound,
  readBalance,
  resolvePlayer,
} from './in-house-rounds.service';
import { cashOutMines, getCurrentMines, revealMinesTile, startMines } from './mines.service';
import { VendorWalletClient } from './vendor-wallet-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house game server's dependencies: main.ts runs its round-recovery job with them. */
    inHouseGames: InHouseDependencies;
  }
}

/**
 * The in-house game server (vendor BGS) that the game screens call: POST /bgs/api/…, each call with the
 * launch token. It reaches the player's money only through the vendor wallet API, over HTTP and signed
 * with BGS's secret, as an outside studio does (docs/decisions/012-in-house-games.md).
 */
export function registerInHouseGameRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
  options: { wallet?: InHouseDependencies['wallet'] } = {},
): InHouseDependencies {
  const deps: InHouseDependencies = {
    handle: context.database,
    vendors,
    wallet:
      options.wallet ??
      new VendorWalletClient(IN_HOUSE_VENDOR_CODE, vendors, () => resolveOwnBaseUrl(app.server.address())),
    players: new Map(),
  };
  app.decorate('inHouseGames', deps);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/bgs/api/session',
    inHouseRoute('Who plays, the balance, stake limits and seeds', bgsSessionRequestSchema, bgsSessionSchema),
    async ({ body }) => ok(await openSession(deps, body.token, body.gameCode)),
  );

  typed.post(
    '/bgs/api/balance',
    inHouseRoute("The player's balance", bgsTokenRequestSchema, bgsBalanceSchema),
    async ({ body }) => {
      const player = await resolvePlayer(deps, body.token);
      return ok({ balance: await readBalance(deps, player), currency: player.currency });
    },
  );

  typed.post(
    '/bgs/api/fairness',
    inHouseRoute('The seeds of the next round', bgsTokenRequestSchema, fairnessStateSchema),
    async ({ body }) => {
      const player = await resolvePlayer(deps, body.token);
      return ok(await getFairnessState(deps.handle, player.playerId, Date.now()));
    },
  );

  typed.post(
    '/bgs/api/fairness/client-seed',
    inHouseRoute('Sets the client seed', setClientSeedRequestSchema, fairnessStateSchema),
    async ({ body }) => {
      const player = await resolvePlayer(deps, body.token);
      return ok(await setClientSeed(deps.handle, player.playerId, body.clientSeed, Date.now()));
    },
  );

  typed.post(
    '/bgs/api/fairness/rotate',
    inHouseRoute(
      'Reveals the server seed and commits a new one',
      rotateSeedRequestSchema,
      rotateSeedResponseSchema,
    ),
    async ({ body }) => {
      const player = await resolvePlayer(deps, body.token);
      return ok(await rotateServerSeed(deps.handle, player.playerId, body.clientSeed, Date.now()));
    },
  );

  typed.post(
    '/bgs/api/rounds',
    inHouseRoute("The player's rounds of a game, newest first", bgsHistoryRequestSchema, bgsHistorySchema),
    async ({ body }) => {
      const { token, ...request } = body;
      return ok(await listPlayerRounds(deps, await resolvePlayer(deps, token), request));
    },
  );

  typed.post(
    '/bgs/api/rounds/detail',
    inHouseRoute(
      'One round, with its server seed once revealed',
      bgsRoundDetailRequestSchema,
      bgsRoundSchema,
    ),
    async ({ body }) => {
      const player = await resolvePlayer(deps, body.token);
      return ok(await describePlayerRound(deps, player, body.roundId));
    },
  );

  typed.post(
    '/bgs/api/dice/round',
    inHouseRoute('Rolls the dice', diceRoundRequestSchema, bgsPlayResultSchema),
    async ({ body }) =>
      ok(
        await playInstantRound(deps, body.token, DICE_GAME, body.stake, {
          direction: body.direction,
          targetHundredths: body.targetHundredths,
        }),
      ),
  );

  typed.post(
    '/bgs/api/roulette/round',
    inHouseRoute('Spins the wheel', rouletteRoundRequestSchema, bgsPlayResultSchema),
    async ({ body }) =>
      ok(await playInstantRound(deps, body.token, ROULETTE_GAME, sumStakes(body.bets), { bets: body.bets })),
  );

  typed.post(
    '/bgs/api/baccarat/round',
    inHouseRoute('Deals a coup', baccaratRoundRequestSchema, bgsPlayResultSchema),
    async ({ body }) =>
      ok(await playInstantRound(deps, body.token, BACCARAT_GAME, sumStakes(body.bets), { bets: body.bets })),
  );

  typed.post(
    '/bgs/api/slot/round',
    inHouseRoute('Spins the reels (free spins included)', slotRoundRequestSchema, bgsPlayResultSchema),
    async ({ body }) => ok(await playInstantRound(deps, body.token, SLOT_GAME, body.stake, {})),
  );

  typed.post(
    '/bgs/api/mines/current',
    inHouseRoute('The open mines round', bgsTokenRequestSchema, minesCurrentSchema),
    async ({ body }) => ok(await getCurrentMines(deps, body.token)),
  );
  typed.post(
    '/bgs/api/mines/start',
    inHouseRoute('Starts a mines round', minesStartRequestSchema, bgsPlayResultSchema),
    async ({ body }) => ok(await startMines(deps, body.token, body.stake, body.mineCount)),
  );
  typed.post(
    '/bgs/api/mines/reveal',
    inHouseRoute('Reveals a tile', minesRevealRequestSchema, bgsPlayResultSchema),
    async ({ body }) => ok(await revealMinesTile(deps, body.token, body.roundId, body.tile)),
  );
  typed.post(
    '/bgs/api/mines/cashout',
    inHouseRoute('Cashes out', minesCashOutRequestSchema, bgsPlayResultSchema),
    async ({ body }) => ok(await cashOutMines(deps, body.token, body.roundId)),
  );

  registerCrashRoutes(app, deps);

  // A jackpot win with its slot round's seeds, for anyone to check (decisions 081 and 065): public.
  typed.get(
    '/lgw/jackpot/wins/:roundId',
    {
      schema: {
        tags: ['games'],
        summary: 'One jackpot win with the seeds and rule to check it in the browser (public)',
        params: jackpotWinParamsSchema,
        response: { 200: successEnvelope(jackpotWinProofSchema) },
      },
    },
    async (request) => ok(await getJackpotWinProof(deps.handle, request.params.roundId)),
  );

  // Every /bgs/api address is the API's: an unknown one is a 404 envelope, never the web app's page.
  app.all('/bgs/api/*', { schema: { hide: true } }, () => {
    throw new AppError('not.found');
  });

  return deps;
}
