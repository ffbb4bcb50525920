import { writeGameMaintenanceDetails } from '@plaza/contracts/catalogue';
import {
  demoPickRequestSchema,
  demoPickSchema,
  demoSessionRequestSchema,
  demoSessionSchema,
  demoSpinRequestSchema,
  demoSpinSchema,
} from '@plaza/contracts/demo-studio';
import type { DemoPick, DemoSession, DemoSpin } from '@plaza/contracts/demo-studio';
import { languageSchema } from '@plaza/contracts/languages';
import { sportsFeedSchema } from '@plaza/contracts/sports';
import { successEnvelope } from '@plaza/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { resolveRequestLanguage } from '../../http/language';
import { findVendorGame, pickName } from '../../modules/games/games.service';
import type { VendorGame } from '../../modules/games/games.service';
import { VendorWalletClient } from '../../modules/in-house-games/vendor-wallet-client';
import type { MoneyCall } from '../../modules/in-house-games/vendor-wallet-client';
import { resolveOwnBaseUrl } from '../../modules/vendors/own-base-url';
import type { VendorDirectory } from '../../modules/vendors/vendor-directory';
import {
  describeMarket,
  describeMarketReturn,
  drawOutcome,
  findDemoGameKind,
  findOutcomeOdds,
  formatOdds,
  payPick,
} from './demo-markets';
import { DEMO_SLOT_RTP, payDemoSlot, spinDemoSlot } from './demo-slot';
import { buildDemoSportsFeed, DEMO_SPORTS_FEED_PATH } from './demo-sports-feed';

/** The demo studio's vendor code. */
export const DEMO_STUDIO_VENDOR = 'DEMO';
/** Where the demo studio's game server answers, in this process. */
export const DEMO_STUDIO_API = `/demo-studio/${DEMO_STUDIO_VENDOR}/api`;

interface Player {
  playerId: string;
  currency: string;
  balance: number;
}

async function resolvePlayer(wallet: VendorWalletClient, token: string): Promise<Player> {
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

/** The catalogue's DEMO game the studio can play now: its limits and names. */
async function findGame(handle: DatabaseHandle, gameCode: string): Promise<VendorGame> {
  const game = await findVendorGame(handle.db, DEMO_STUDIO_VENDOR, gameCode);
  if (game === undefined) {
    throw new AppError('game.not.found');
  }
  if (!game.isActive) {
    throw new AppError(
      'game.maintenance',
      writeGameMaintenanceDetails({ vendorCode: DEMO_STUDIO_VENDOR, gameCode, suggestions: [] }),
    );
  }
  return game;
}

/** The game's own limits; a stake outside them is refused before any call to the wallet. */
async function checkStake(handle: DatabaseHandle, gameCode: string, stake: number): Promise<void> {
  const { minBet, maxBet } = await findGame(handle, gameCode);
  if (stake < minBet || stake > maxBet) {
    throw new AppError('game.stake.out.of.range', { minBet, maxBet });
  }
}

/**
 * One paid round through the vendor wallet: the bet, then `draw` (called only once the bet is accepted), then
 * the win with its payout (a win of 0 is sent too, closing the round), rolled back when the bet's answer is lost
 * or the win is refused.
 */
async function playRound<Outcome>(
  wallet: VendorWalletClient,
  round: { token: string; gameCode: string; stake: number },
  draw: () => { outcome: Outcome; payout: number },
): Promise<{ roundId: string; outcome: Outcome; payout: number; balance: number }> {
  const player = await resolvePlayer(wallet, round.token);
  const roundId = `DEMO-${randomUUID()}`;
  const base = { playerId: player.playerId, currency: player.currency, gameCode: round.gameCode, roundId };
  const betId = `${roundId}:bet`;
  const rollBack = () =>
    wallet.rollback({
      ...base,
      transactionId: `${roundId}:rollback`,
      refTransactionId: betId,
      amount: round.stake,
    });
  const bet = await wallet.bet({ ...base, token: round.token, transactionId: betId, amount: round.stake });
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
  const { outcome, payout } = draw();
  const winCall: MoneyCall = {
    ...base,
    token: round.token,
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
  return { roundId, outcome, payout, balance: win.answer.balance ?? 0 };
}

/**
 * The demo studio (vendor DEMO): the third-party stand-in's game server, served by this process so that every
 * DEMO game in the lobby launches to something real. It knows the platform only as a vendor does: the launch
 * token, and the vendor wallet API signed with DEMO's secret. Slot-like DEMO games spin the three-reel slot
 * (`/spin`); every other one picks an outcome of its category's market (`/pick`, demo-markets.ts).
 *
 * A stand-in keeps no books of its own: a win whose answer is lost after the client's repeats is reported as
 * pending (the wallet's record of the bet stands; an operator settles it), where BGS's recovery pass repeats it.
 */
export function registerDemoStudio(
  app: FastifyInstance,
  handle: DatabaseHandle,
  vendors: VendorDirectory,
): void {
  const wallet = new VendorWalletClient(DEMO_STUDIO_VENDOR, vendors, () =>
    resolveOwnBaseUrl(app.server.address()),
  );
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['demo studio'];

  // The stand-in sportsbook's feed of matches, which the sports live page reads (demo-sports-feed.ts).
  typed.get(
    DEMO_SPORTS_FEED_PATH,
    {
      schema: {
        tags,
        querystring: z.object({ language: languageSchema.default('en') }),
        response: { 200: sportsFeedSchema },
      },
    },
    (request) => buildDemoSportsFeed(Date.now(), request.query.language),
  );

  typed.post(
    `${DEMO_STUDIO_API}/session`,
    {
      schema: { tags, body: demoSessionRequestSchema, response: { 200: successEnvelope(demoSessionSchema) } },
    },
    async (request) => {
      const body = request.body;
      const kind = findDemoGameKind(body.gameCode);
      const player = await resolvePlayer(wallet, body.token);
      const game = await findGame(handle, body.gameCode);
      if (kind.kind === 'none') {
        // A DEMO game an operator added that the stand-in has no round for: as unknown to it as to any studio.
        throw new AppError('game.not.found');
      }
      const language = resolveRequestLanguage(request, 'en');
      const session: DemoSession = {
        playerId: player.playerId,
        currency: player.currency,
        balance: player.balance,
        gameCode: body.gameCode,
        gameName: pickName(game.names, language, body.gameCode),
        isPlayable: true,
        kind: kind.kind === 'market' ? 'market' : 'slot',
        market:
          kind.kind === 'market' ? { id: kind.marketId, outcomes: describeMarket(kind.marketId) } : null,
        minBet: game.minBet,
        maxBet: game.maxBet,
        rtp: kind.kind === 'market' ? describeMarketReturn(kind.marketId) : DEMO_SLOT_RTP,
      };
      return ok(session);
    },
  );

  typed.post(
    `${DEMO_STUDIO_API}/spin`,
    { schema: { tags, body: demoSpinRequestSchema, response: { 200: successEnvelope(demoSpinSchema) } } },
    async (request) => {
      const body = request.body;
      if (findDemoGameKind(body.gameCode).kind !== 'slot') {
        throw new AppError('request_param_err', { fields: { gameCode: 'validation.invalid' } });
      }
      await checkStake(handle, body.gameCode, body.stake);
      const round = await playRound(wallet, body, () => {
        const reels = spinDemoSlot();
        return { outcome: reels, payout: payDemoSlot(reels, body.stake) };
      });
      const spin: DemoSpin = {
        roundId: round.roundId,
        reels: round.outcome,
        stake: body.stake,
        payout: round.payout,
        balance: round.balance,
      };
      return ok(spin);
    },
  );

  typed.post(
    `${DEMO_STUDIO_API}/pick`,
    { schema: { tags, body: demoPickRequestSchema, response: { 200: successEnvelope(demoPickSchema) } } },
    async (request) => {
      const body = request.body;
      const kind = findDemoGameKind(body.gameCode);
      if (kind.kind !== 'market') {
        throw new AppError('request_param_err', { fields: { gameCode: 'validation.invalid' } });
      }
      const odds = findOutcomeOdds(kind.marketId, body.outcome);
      if (odds === undefined) {
        throw new AppError('request_param_err', { fields: { outcome: 'validation.invalid' } });
      }
      await checkStake(handle, body.gameCode, body.stake);
      const round = await playRound(wallet, body, () => {
        const drawn = drawOutcome(kind.marketId);
        return { outcome: drawn, payout: payPick(body.outcome, drawn, body.stake, odds) };
      });
      const pick: DemoPick = {
        roundId: round.roundId,
        outcome: body.outcome,
        drawn: round.outcome,
        odds: formatOdds(odds),
        stake: body.stake,
        payout: round.payout,
        balance: round.balance,
      };
      return ok(pick);
    },
  );

  app.all(`${DEMO_STUDIO_API}/*`, { schema: { hide: true } }, () => {
    throw new AppError('not.found');
  });
}
