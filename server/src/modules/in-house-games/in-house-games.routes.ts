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
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { VendorDirectory } from '../vendors/vendor-directory';
import { selectPlayerRounds, selectRound } from './in-house-games.repository';
import { BACCARAT_GAME, DICE_GAME, ROULETTE_GAME, SLOT_GAME, sumStakes } from './in-house-games';
import type { BgsDependencies } from './in-house-rounds.service';
import {
  BGS_VENDOR,
  findGameLimits,
  findPlayerRound,
  playInstantRound,
  readBalance,
  recoverStaleRounds,
  resolvePlayer,
  toWireRounds,
} from './in-house-rounds.service';
import { getFairnessState, rotateServerSeed, setClientSeed } from './fairness.service';
import { registerCrashRoutes } from './crash.routes';
import { cashOutMines, getCurrentMines, revealMinesTile, startMines } from './mines.service';
import { resolveOwnBaseUrl, SeamlessWalletClient } from './vendor-wallet-client';

/** How often rounds left half-way are looked for. */
const RECOVERY_EVERY_MS = 15_000;

/**
 * The in-house game server (vendor BGS) that the game screens call: POST /bgs/api/…, each call with the
 * launch token. It reaches the player's money only through the seamless wallet API, over HTTP and signed
 * with BGS's secret, as an outside studio does (docs/decisions/012-in-house-games.md).
 */
export function registerBgsRoutes(
  app: FastifyInstance,
  context: AppContext,
  vendors: VendorDirectory,
  options: { wallet?: BgsDependencies['wallet'] } = {},
): BgsDependencies {
  const deps: BgsDependencies = {
    handle: context.database,
    vendors,
    wallet:
      options.wallet ??
      new SeamlessWalletClient(BGS_VENDOR, vendors, () => resolveOwnBaseUrl(app.server.address())),
    players: new Map(),
  };
  const post = <Body extends z.ZodType, Answer extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    answer: Answer,
    handler: (body: z.infer<Body>) => Promise<z.infer<Answer>>,
  ) => {
    // The zod validator (set for the whole app) parses the body; the answer is serialized with its schema.
    app.post(
      path,
      { schema: { tags: ['in-house games'], summary, body, response: { 200: successEnvelope(answer) } } },
      async (request) => ok(await handler(request.body as z.infer<Body>)),
    );
  };

  post(
    '/bgs/api/session',
    'Who plays, the balance, stake limits and seeds',
    bgsSessionRequestSchema,
    bgsSessionSchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      const limits = await findGameLimits(deps, body.gameCode);
      const now = Date.now();
      return {
        playerId: player.playerId,
        currency: player.currency,
        balance: await readBalance(deps, player),
        gameCode: body.gameCode,
        ...limits,
        fairness: await getFairnessState(deps.handle, player.playerId, now),
      };
    },
  );

  post('/bgs/api/balance', "The player's balance", bgsTokenRequestSchema, bgsBalanceSchema, async (body) => {
    const player = await resolvePlayer(deps, body.token);
    return { balance: await readBalance(deps, player), currency: player.currency };
  });

  post(
    '/bgs/api/fairness',
    'The seeds of the next round',
    bgsTokenRequestSchema,
    fairnessStateSchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      return getFairnessState(deps.handle, player.playerId, Date.now());
    },
  );

  post(
    '/bgs/api/fairness/client-seed',
    'Sets the client seed',
    setClientSeedRequestSchema,
    fairnessStateSchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      return setClientSeed(deps.handle, player.playerId, body.clientSeed, Date.now());
    },
  );

  post(
    '/bgs/api/fairness/rotate',
    'Reveals the server seed and commits a new one',
    rotateSeedRequestSchema,
    rotateSeedResponseSchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      return rotateServerSeed(deps.handle, player.playerId, body.clientSeed, Date.now());
    },
  );

  post(
    '/bgs/api/rounds',
    "The player's rounds of a game, newest first",
    bgsHistoryRequestSchema,
    bgsHistorySchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      let beforeId: number | undefined;
      if (body.beforeRoundId !== undefined) {
        const before = await selectRound(deps.handle.db, body.beforeRoundId);
        if (before === undefined || before.player_id !== player.playerId) {
          throw new AppError('request_param_err', { fields: { beforeRoundId: 'validation.invalid' } });
        }
        beforeId = Number(before.id);
      }
      const rows = await selectPlayerRounds(deps.handle.db, player.playerId, body.gameCode, {
        beforeId,
        limit: body.pageSize + 1,
      });
      return {
        rounds: await toWireRounds(deps, rows.slice(0, body.pageSize)),
        hasMore: rows.length > body.pageSize,
      };
    },
  );

  post(
    '/bgs/api/rounds/detail',
    'One round, with its server seed once revealed',
    bgsRoundDetailRequestSchema,
    bgsRoundSchema,
    async (body) => {
      const player = await resolvePlayer(deps, body.token);
      const [round] = await toWireRounds(deps, [await findPlayerRound(deps, player, body.roundId)]);
      if (round === undefined) {
        throw new AppError('not.found');
      }
      return round;
    },
  );

  post('/bgs/api/dice/round', 'Rolls the dice', diceRoundRequestSchema, bgsPlayResultSchema, async (body) =>
    playInstantRound(deps, body.token, DICE_GAME, body.stake, {
      direction: body.direction,
      targetHundredths: body.targetHundredths,
    }),
  );

  post(
    '/bgs/api/roulette/round',
    'Spins the wheel',
    rouletteRoundRequestSchema,
    bgsPlayResultSchema,
    async (body) =>
      playInstantRound(deps, body.token, ROULETTE_GAME, sumStakes(body.bets), { bets: body.bets }),
  );

  post(
    '/bgs/api/baccarat/round',
    'Deals a coup',
    baccaratRoundRequestSchema,
    bgsPlayResultSchema,
    async (body) =>
      playInstantRound(deps, body.token, BACCARAT_GAME, sumStakes(body.bets), { bets: body.bets }),
  );

  post(
    '/bgs/api/slot/round',
    'Spins the reels (free spins included)',
    slotRoundRequestSchema,
    bgsPlayResultSchema,
    async (body) => playInstantRound(deps, body.token, SLOT_GAME, body.stake, {}),
  );

  post(
    '/bgs/api/mines/current',
    'The open mines round',
    bgsTokenRequestSchema,
    minesCurrentSchema,
    async (body) => getCurrentMines(deps, body.token),
  );
  post(
    '/bgs/api/mines/start',
    'Starts a mines round',
    minesStartRequestSchema,
    bgsPlayResultSchema,
    async (body) => startMines(deps, body.token, body.stake, body.mineCount),
  );
  post(
    '/bgs/api/mines/reveal',
    'Reveals a tile',
    minesRevealRequestSchema,
    bgsPlayResultSchema,
    async (body) => revealMinesTile(deps, body.token, body.roundId, body.tile),
  );
  post('/bgs/api/mines/cashout', 'Cashes out', minesCashOutRequestSchema, bgsPlayResultSchema, async (body) =>
    cashOutMines(deps, body.token, body.roundId),
  );

  registerCrashRoutes(app, deps, post);

  // Every /bgs/api address is the API's: an unknown one is a 404 envelope, never the web app's page.
  app.all('/bgs/api/*', { schema: { hide: true } }, () => {
    throw new AppError('not.found');
  });

  const timer = setInterval(() => {
    recoverStaleRounds(deps).catch((error: unknown) => {
      app.log.error({ err: error }, 'recovering in-house game rounds failed');
    });
  }, RECOVERY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
  return deps;
}
