import {
  DEMO_PLAYABLE_GAME,
  demoSessionRequestSchema,
  demoSessionSchema,
  demoSpinRequestSchema,
  demoSpinSchema,
} from '@plaza/contracts/demo-studio';
import type { DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { resolveOwnBaseUrl, SeamlessWalletClient } from '../../modules/bgs/seamless-wallet-client';
import type { MoneyCall } from '../../modules/bgs/seamless-wallet-client';
import { selectGameByCode } from '../../modules/games/games.repository';
import type { VendorDirectory } from '../../modules/seamless/vendor-directory';
import { DEMO_SLOT_RTP, payDemoSlot, spinDemoSlot } from './demo-slot';

/** The demo studio's vendor code. */
export const DEMO_STUDIO_VENDOR = 'DEMO';
/** Where the demo studio's game server answers, in this process. */
export const DEMO_STUDIO_API = `/demo-studio/${DEMO_STUDIO_VENDOR}/api`;

interface Player {
  playerId: string;
  currency: string;
  balance: number;
}

async function resolvePlayer(wallet: SeamlessWalletClient, token: string): Promise<Player> {
  const result = await wallet.balance({ token });
  if (!result.isAnswered) {
    throw new AppError('network.error');
  }
  const { status, playerId, currency, balance } = result.answer;
  if (status !== 'OK' || playerId === undefined || currency === undefined) {
    throw new AppError('game.session.expired');
  }
  return { playerId, currency, balance: balance ?? 0 };
}

async function findLimits(
  handle: DatabaseHandle,
  gameCode: string,
): Promise<{ minBet: number; maxBet: number }> {
  const game = await selectGameByCode(handle.db, DEMO_STUDIO_VENDOR, gameCode);
  if (game === undefined) {
    throw new AppError('game.not.found');
  }
  if (game.status !== 'active') {
    throw new AppError('game.maintenance', { vassalage: DEMO_STUDIO_VENDOR, gameCode, suggestions: [] });
  }
  return { minBet: Number(game.min_bet), maxBet: Number(game.max_bet) };
}

/**
 * The demo studio (vendor DEMO): the third-party stand-in's game server, served by this process so that every
 * DEMO game in the lobby launches to something real. It knows the platform only as a vendor does: the launch
 * token, and the seamless wallet API signed with DEMO's secret. DEMO_SLOT plays; the other DEMO games answer
 * their session with `isPlayable: false`, and their page says so.
 *
 * A stand-in keeps no books of its own: a win whose answer is lost after the client's repeats is reported as
 * pending (the wallet's record of the bet stands; an operator settles it), where BGS's recovery pass repeats it.
 */
export function registerDemoStudio(
  app: FastifyInstance,
  handle: DatabaseHandle,
  vendors: VendorDirectory,
): void {
  const wallet = new SeamlessWalletClient(DEMO_STUDIO_VENDOR, vendors, () =>
    resolveOwnBaseUrl(app.server.address()),
  );
  const options = (body: unknown, answer: unknown) => ({
    schema: { tags: ['demo studio'], body, response: { 200: answer } },
  });

  app.post(
    `${DEMO_STUDIO_API}/session`,
    options(demoSessionRequestSchema, successEnvelope(demoSessionSchema)),
    async (request) => {
      const body = request.body as { token: string; gameCode: string };
      const player = await resolvePlayer(wallet, body.token);
      const limits = await findLimits(handle, body.gameCode);
      const session: DemoSession = {
        playerId: player.playerId,
        currency: player.currency,
        balance: player.balance,
        gameCode: body.gameCode,
        isPlayable: body.gameCode === DEMO_PLAYABLE_GAME,
        ...limits,
        rtp: DEMO_SLOT_RTP,
      };
      return ok(session);
    },
  );

  app.post(
    `${DEMO_STUDIO_API}/spin`,
    options(demoSpinRequestSchema, successEnvelope(demoSpinSchema)),
    async (request) => {
      const body = request.body as { token: string; stake: number };
      const player = await resolvePlayer(wallet, body.token);
      const limits = await findLimits(handle, DEMO_PLAYABLE_GAME);
      if (body.stake < limits.minBet || body.stake > limits.maxBet) {
        throw new AppError('game.stake.out.of.range', limits);
      }
      const roundId = `DEMO-${randomUUID()}`;
      const base = {
        playerId: player.playerId,
        currency: player.currency,
        gameCode: DEMO_PLAYABLE_GAME,
        roundId,
      };
      const betId = `${roundId}:bet`;
      const rollBack = () =>
        wallet.rollback({
          ...base,
          transactionId: `${roundId}:rollback`,
          refTransactionId: betId,
          amount: body.stake,
        });
      const bet = await wallet.bet({ ...base, token: body.token, transactionId: betId, amount: body.stake });
      if (!bet.isAnswered) {
        await rollBack();
        throw new AppError('game.round.failed');
      }
      if (bet.answer.status === 'INSUFFICIENT_FUNDS') {
        throw new AppError('balance.insufficient');
      }
      if (bet.answer.status === 'INVALID_TOKEN') {
        throw new AppError('game.session.expired');
      }
      if (bet.answer.status !== 'OK') {
        throw new AppError('game.round.failed');
      }
      const reels = spinDemoSlot();
      const payout = payDemoSlot(reels, body.stake);
      const winCall: MoneyCall = {
        ...base,
        token: body.token,
        transactionId: `${roundId}:win`,
        refTransactionId: betId,
        amount: payout,
      };
      const win = await wallet.win(winCall);
      if (!win.isAnswered) {
        throw new AppError('game.round.pending');
      }
      if (win.answer.status !== 'OK') {
        await rollBack();
        throw new AppError('game.round.failed');
      }
      const spin: DemoSpin = { roundId, reels, stake: body.stake, payout, balance: win.answer.balance ?? 0 };
      return ok(spin);
    },
  );

  app.all(`${DEMO_STUDIO_API}/*`, { schema: { hide: true } }, () => {
    throw new AppError('not.found');
  });
}
