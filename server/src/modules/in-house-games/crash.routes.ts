import {
  bgsTokenRequestSchema,
  crashBetRequestSchema,
  crashBetResultSchema,
  crashCashOutRequestSchema,
  crashGamesRequestSchema,
  crashGamesSchema,
  crashPlayerStateSchema,
} from '@plaza/contracts/bgs';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import type { BgsDependencies } from './in-house-rounds.service';
import { CrashRounds } from './crash.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared crash rounds: main.ts starts them once the server listens; tests start them on their clock. */
    bgsCrash: CrashRounds;
  }
}

/** How bgs.routes.ts declares a POST /bgs/api/… call: body and answer schemas, and the handler. */
export type BgsPostRoute = <Body extends z.ZodType, Answer extends z.ZodType>(
  path: string,
  summary: string,
  body: Body,
  answer: Answer,
  handler: (body: z.infer<Body>) => Promise<z.infer<Answer>>,
) => void;

/**
 * The crash game's calls (docs/decisions/014-crash.md): the state with the player's bet, a bet, a cash-out and
 * the crashed games with what verifies them, each with the launch token; and the WebSocket
 * GET /bgs/api/crash/live that pushes the live state (public: player ids are masked) on every change.
 */
export function registerCrashRoutes(
  app: FastifyInstance,
  deps: BgsDependencies,
  post: BgsPostRoute,
): CrashRounds {
  const rounds = new CrashRounds(deps, app.log);
  app.decorate('bgsCrash', rounds);

  post(
    '/bgs/api/crash/state',
    'Crash: the live state and the player’s bet',
    bgsTokenRequestSchema,
    crashPlayerStateSchema,
    async (body) => rounds.getPlayerState(body.token),
  );
  post(
    '/bgs/api/crash/bet',
    'Crash: bets on the game taking bets',
    crashBetRequestSchema,
    crashBetResultSchema,
    async (body) => rounds.placeBet(body.token, body.stake, body.autoCashOutHundredths),
  );
  post(
    '/bgs/api/crash/cashout',
    'Crash: cashes the bet out at the multiplier of now',
    crashCashOutRequestSchema,
    crashBetResultSchema,
    async (body) => rounds.cashOut(body.token, body.roundId),
  );
  post(
    '/bgs/api/crash/games',
    'Crash: crashed games with their hashes, newest first',
    crashGamesRequestSchema,
    crashGamesSchema,
    async (body) => rounds.listGames(body.token, body),
  );

  // On the root (it decorates it with injectWS for tests); the route is declared once the plugin has loaded.
  void app.register(fastifyWebsocket, { options: { maxPayload: 1_024 } });
  void app.register((scope, _options, done) => {
    scope.get(
      '/bgs/api/crash/live',
      {
        websocket: true,
        schema: {
          tags: ['in-house games'],
          summary: 'Crash: the live state (WebSocket, one JSON state a change)',
        },
      },
      (socket) => {
        const unsubscribe = rounds.subscribe((message) => socket.send(message));
        socket.on('close', unsubscribe);
      },
    );
    done();
  });
  app.addHook('onClose', () => rounds.stop());
  return rounds;
}
