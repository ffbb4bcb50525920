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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { ok } from '../../http/envelope';
import type { CrashCalls } from './crash-cluster';
import { CrashRounds } from './crash.service';
import { inHouseRoute } from './in-house-route';
import type { InHouseDependencies } from './in-house-rounds.service';

/** WebSocket close code 1012 (service restart): the client should reconnect. */
export const CLOSE_SERVICE_RESTART = 1012;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared crash rounds: main.ts starts them once the server listens; tests start them on their clock. */
    crashRounds: CrashRounds;
    /**
     * What the routes and the live socket call: `crashRounds` in one process; main.ts puts the cluster's calls here
     * on PostgreSQL (crash-cluster.ts, decision 092), and `createCrashRounds` makes the rounds of a leader's turn.
     */
    crashLive: { calls: CrashCalls; createRounds: () => CrashRounds };
  }
}

/**
 * The crash game's calls (docs/decisions/014-crash.md): the state with the player's bet, a bet, a cash-out and
 * the crashed games with what verifies them, each with the launch token; and the WebSocket
 * GET /bgs/api/crash/live that pushes the live state (public: player ids are masked) on every change.
 */
export function registerCrashRoutes(app: FastifyInstance, deps: InHouseDependencies): CrashRounds {
  const rounds = new CrashRounds(deps, app.log);
  app.decorate('crashRounds', rounds);
  const live: { calls: CrashCalls; createRounds: () => CrashRounds } = {
    calls: rounds,
    createRounds: () => new CrashRounds(deps, app.log),
  };
  app.decorate('crashLive', live);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/bgs/api/crash/state',
    inHouseRoute('Crash: the live state and the player’s bet', bgsTokenRequestSchema, crashPlayerStateSchema),
    async ({ body }) => ok(await live.calls.getPlayerState(body.token)),
  );
  typed.post(
    '/bgs/api/crash/bet',
    inHouseRoute('Crash: bets on the game taking bets', crashBetRequestSchema, crashBetResultSchema),
    async ({ body }) => ok(await live.calls.placeBet(body.token, body.stake, body.autoCashOutHundredths)),
  );
  typed.post(
    '/bgs/api/crash/cashout',
    inHouseRoute(
      'Crash: cashes the bet out at the multiplier of now',
      crashCashOutRequestSchema,
      crashBetResultSchema,
    ),
    async ({ body }) => ok(await live.calls.cashOut(body.token, body.roundId)),
  );
  typed.post(
    '/bgs/api/crash/games',
    inHouseRoute(
      'Crash: crashed games with their hashes, newest first',
      crashGamesRequestSchema,
      crashGamesSchema,
    ),
    async ({ body }) => ok(await rounds.listGames(body.token, body)),
  );

  // On the root (it decorates it with injectWS for tests); the route is declared once the plugin has loaded.
  // On close (a node draining), every live socket is told to come back (1012 service restart): the web app's
  // live socket reconnects, through the proxy, to a node still serving.
  void app.register(fastifyWebsocket, {
    options: { maxPayload: 1_024 },
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(CLOSE_SERVICE_RESTART, 'reconnect');
      }
      done();
    },
  });
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
        const unsubscribe = live.calls.subscribe((message) => socket.send(message));
        socket.on('close', unsubscribe);
      },
    );
    done();
  });
  app.addHook('onClose', () => rounds.stop());
  return rounds;
}
