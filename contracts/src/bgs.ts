import { z } from 'zod';

/**
 * The in-house game server's API (vendor BGS, docs/decisions/012-in-house-games.md): what a game screen in the
 * browser calls under /bgs/api/…. Every call is a POST with the launch token that /wps/game/launchGame put in
 * the game's address; the answer is the usual envelope. Money is integer minor units of `currency`.
 */

/** Plaza's own games, as the catalogue names them. */
export const BGS_GAME_CODES = [
  'BGS_DICE',
  'BGS_MINES',
  'BGS_ROULETTE',
  'BGS_BACCARAT',
  'BGS_CRASH',
  'BGS_SLOT',
] as const;
export const bgsGameCodeSchema = z.enum(BGS_GAME_CODES);
export type BgsGameCode = z.infer<typeof bgsGameCodeSchema>;

/** The longest client seed a player may choose. */
export const CLIENT_SEED_MAX_LENGTH = 64;
/** Rounds listed per history page unless asked otherwise, and the most one page holds. */
export const BGS_HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;

const launchToken = z.string().min(1).max(255);
const minorUnits = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

/** A client seed: printable text without spaces at either end. */
export const clientSeedSchema = z
  .string()
  .min(1)
  .max(CLIENT_SEED_MAX_LENGTH)
  .regex(/^[\x21-\x7e]+(?: [\x21-\x7e]+)*$/);

/** The seeds the next round will use: the server seed only as its hash (the commitment). */
export const fairnessStateSchema = z.object({
  serverSeedHash: hex64,
  clientSeed: z.string(),
  /** The nonce the next round takes. */
  nextNonce: z.number().int().nonnegative(),
});
export type FairnessState = z.infer<typeof fairnessStateSchema>;

/** `{token}`: the calls that need nothing else. */
export const bgsTokenRequestSchema = z.object({ token: launchToken });
export type BgsTokenRequest = z.infer<typeof bgsTokenRequestSchema>;

/** POST /bgs/api/session: who plays, the balance, the game's stake limits and the seeds. */
export const bgsSessionRequestSchema = z.object({ token: launchToken, gameCode: bgsGameCodeSchema });
export type BgsSessionRequest = z.infer<typeof bgsSessionRequestSchema>;
export const bgsSessionSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  gameCode: bgsGameCodeSchema,
  minBet: z.number().int(),
  maxBet: z.number().int(),
  fairness: fairnessStateSchema,
});
export type BgsSession = z.infer<typeof bgsSessionSchema>;

/** POST /bgs/api/balance: the player's balance now. */
export const bgsBalanceSchema = z.object({ balance: z.number().int(), currency: z.string() });
export type BgsBalance = z.infer<typeof bgsBalanceSchema>;

/** POST /bgs/api/fairness/client-seed: the next rounds use this client seed (same server seed and nonces). */
export const setClientSeedRequestSchema = z.object({ token: launchToken, clientSeed: clientSeedSchema });
export type SetClientSeedRequest = z.infer<typeof setClientSeedRequestSchema>;

/**
 * POST /bgs/api/fairness/rotate: reveals the active server seed and commits a new one (nonce from 0), with
 * the given client seed or the current one.
 */
export const rotateSeedRequestSchema = z.object({
  token: launchToken,
  clientSeed: clientSeedSchema.optional(),
});
export type RotateSeedRequest = z.infer<typeof rotateSeedRequestSchema>;
export const rotateSeedResponseSchema = z.object({
  revealed: z.object({
    serverSeed: hex64,
    serverSeedHash: hex64,
    /** Nonces the revealed seed served: 0 to nonceCount − 1. */
    nonceCount: z.number().int().nonnegative(),
  }),
  fairness: fairnessStateSchema,
});
export type RotateSeedResponse = z.infer<typeof rotateSeedResponseSchema>;

// ---- Bets and outcomes, one pair per game (the engines' own shapes) ----

export const diceInputSchema = z.object({
  direction: z.enum(['under', 'over']),
  /** The target in hundredths: 50.50 is 5050. */
  targetHundredths: z.number().int().min(0).max(9_999),
});
export const diceOutcomeSchema = z.object({
  rollHundredths: z.number().int(),
  isWin: z.boolean(),
  winChancePercent: z.number(),
  payoutMultiplier: z.number(),
  payout: z.number().int(),
});

const rouletteNumber = z.number().int().min(0).max(36);
const rouletteStake = minorUnits;
export const rouletteBetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['straight', 'split', 'street', 'corner', 'line']),
    numbers: z.array(rouletteNumber).min(1).max(6),
    stake: rouletteStake,
  }),
  z.object({
    type: z.literal('dozen'),
    dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    stake: rouletteStake,
  }),
  z.object({
    type: z.literal('column'),
    column: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    stake: rouletteStake,
  }),
  z.object({ type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), stake: rouletteStake }),
]);
export type RouletteBetInput = z.infer<typeof rouletteBetSchema>;
export const rouletteInputSchema = z.object({ bets: z.array(rouletteBetSchema).min(1).max(60) });
export const rouletteOutcomeSchema = z.object({
  pocket: z.number().int(),
  color: z.enum(['green', 'red', 'black']),
  betResults: z.array(z.object({ isWin: z.boolean(), payout: z.number().int() })),
  payout: z.number().int(),
});

export const baccaratSideSchema = z.enum(['player', 'banker', 'tie']);
export const baccaratInputSchema = z.object({
  bets: z
    .array(z.object({ side: baccaratSideSchema, stake: minorUnits }))
    .min(1)
    .max(3)
    .refine((bets) => new Set(bets.map((bet) => bet.side)).size === bets.length, {
      message: 'one bet per side',
    }),
});
const playingCardSchema = z.object({ rank: z.string(), suit: z.string(), value: z.number().int() });
export const baccaratOutcomeSchema = z.object({
  playerCards: z.array(playingCardSchema),
  bankerCards: z.array(playingCardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: baccaratSideSchema,
  isNatural: z.boolean(),
  betResults: z.array(z.object({ result: z.enum(['win', 'push', 'loss']), payout: z.number().int() })),
  payout: z.number().int(),
});

export const slotInputSchema = z.object({});
const slotPositionSchema = z.object({ reel: z.number().int(), row: z.number().int() });
export const slotSpinSchema = z.object({
  mode: z.enum(['base', 'free']),
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({
      paylineNumber: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      positions: z.array(slotPositionSchema),
      payout: z.number().int(),
    }),
  ),
  scatterPositions: z.array(slotPositionSchema),
  scatterPayout: z.number().int(),
  freeSpinsAwarded: z.number().int(),
  winMultiplier: z.number().int(),
  payout: z.number().int(),
});
export type SlotSpinResult = z.infer<typeof slotSpinSchema>;
/** A paid spin and every free spin it led to, each on the next nonce. */
export const slotOutcomeSchema = z.object({ spins: z.array(slotSpinSchema), payout: z.number().int() });

export const minesInputSchema = z.object({ mineCount: z.number().int().min(1).max(24) });
export const minesOutcomeSchema = z.object({
  /** Mine tiles, ascending; only once the round is over. */
  minePositions: z.array(z.number().int()),
  revealedPicks: z.array(z.object({ tile: z.number().int(), isMine: z.boolean() })),
  safePickCount: z.number().int(),
  isWin: z.boolean(),
  payoutMultiplier: z.number(),
  payout: z.number().int(),
});

export const crashInputSchema = z.object({
  /** Automatic cash-out in hundredths (2.00× is 200), if set. */
  autoCashOutHundredths: z.number().int().min(101).max(1_000_000).optional(),
});
export const crashOutcomeSchema = z.object({
  crashPointHundredths: z.number().int(),
  cashOutHundredths: z.number().int().nullable(),
  isWin: z.boolean(),
  payout: z.number().int(),
});

// ---- Play requests ----

const stakeField = { stake: minorUnits };
export const diceRoundRequestSchema = z.object({
  token: launchToken,
  ...stakeField,
  ...diceInputSchema.shape,
});
export type DiceRoundRequest = z.infer<typeof diceRoundRequestSchema>;
export const rouletteRoundRequestSchema = z.object({ token: launchToken, ...rouletteInputSchema.shape });
export type RouletteRoundRequest = z.infer<typeof rouletteRoundRequestSchema>;
export const baccaratRoundRequestSchema = z.object({
  token: launchToken,
  bets: baccaratInputSchema.shape.bets,
});
export type BaccaratRoundRequest = z.infer<typeof baccaratRoundRequestSchema>;
export const slotRoundRequestSchema = z.object({ token: launchToken, ...stakeField });
export type SlotRoundRequest = z.infer<typeof slotRoundRequestSchema>;
export const minesStartRequestSchema = z.object({
  token: launchToken,
  ...stakeField,
  ...minesInputSchema.shape,
});
export type MinesStartRequest = z.infer<typeof minesStartRequestSchema>;
export const minesRevealRequestSchema = z.object({
  token: launchToken,
  roundId: z.string().min(1).max(64),
  tile: z.number().int().min(0).max(24),
});
export type MinesRevealRequest = z.infer<typeof minesRevealRequestSchema>;
export const minesCashOutRequestSchema = z.object({ token: launchToken, roundId: z.string().min(1).max(64) });
export type MinesCashOutRequest = z.infer<typeof minesCashOutRequestSchema>;
export const crashBetRequestSchema = z.object({
  token: launchToken,
  ...stakeField,
  ...crashInputSchema.shape,
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;
export const crashCashOutRequestSchema = z.object({ token: launchToken, roundId: z.string().min(1).max(64) });
export type CrashCashOutRequest = z.infer<typeof crashCashOutRequestSchema>;

// ---- Rounds as answered ----

/** What fixed a round's randomness; `serverSeed` appears once the seed was rotated (revealed). */
export const roundFairnessSchema = z.object({
  serverSeedHash: hex64,
  serverSeed: hex64.nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().nonnegative(),
  /** Nonces used from `nonce` on (a slot round's free spins take one each). */
  nonceCount: z.number().int().nonnegative(),
});
export type RoundFairness = z.infer<typeof roundFairnessSchema>;

/**
 * A slot round's jackpot draw as the game server recorded it (docs/decisions/081-progressive-jackpot.md, 065): the
 * rule then (one chance in `oneIn`), the value drawn from the round's seeds (engines/src/jackpot.ts), whether it won
 * (the value is 0), and what the pool paid when it did.
 */
export const roundJackpotSchema = z.object({
  oneIn: z.number().int().positive(),
  draw: z.number().int().nonnegative(),
  isWin: z.boolean(),
  /** Minor units the pool paid the round; null when it did not win. */
  amount: z.number().int().nullable(),
});
export type RoundJackpot = z.infer<typeof roundJackpotSchema>;

export const BGS_ROUND_STATUSES = ['open', 'settled', 'rolled_back', 'pending'] as const;
export const bgsRoundStatusSchema = z.enum(BGS_ROUND_STATUSES);
export type BgsRoundStatus = z.infer<typeof bgsRoundStatusSchema>;

const roundBase = {
  roundId: z.string(),
  stake: z.number().int(),
  /** Null while the round is open or its settlement is pending. */
  payout: z.number().int().nullable(),
  /**
   * 'open': waiting for the player (mines) or the flight (crash); 'settled'; 'rolled_back': the stake was given
   * back; 'pending': the settlement is still being delivered to the wallet.
   */
  status: bgsRoundStatusSchema,
  /** ISO 8601. */
  createdAt: z.string(),
  /** Null for a crash bet (its randomness is the shared game's hash) and while no nonce was taken. */
  fairness: roundFairnessSchema.nullable(),
};

export const bgsRoundSchema = z.discriminatedUnion('gameCode', [
  z.object({
    gameCode: z.literal('BGS_DICE'),
    ...roundBase,
    input: diceInputSchema,
    outcome: diceOutcomeSchema.nullable(),
  }),
  z.object({
    gameCode: z.literal('BGS_ROULETTE'),
    ...roundBase,
    input: rouletteInputSchema,
    outcome: rouletteOutcomeSchema.nullable(),
  }),
  z.object({
    gameCode: z.literal('BGS_BACCARAT'),
    ...roundBase,
    input: baccaratInputSchema,
    outcome: baccaratOutcomeSchema.nullable(),
  }),
  z.object({
    gameCode: z.literal('BGS_SLOT'),
    ...roundBase,
    input: slotInputSchema,
    outcome: slotOutcomeSchema.nullable(),
    /** The round's jackpot draw; absent or null when no pool was open when it was drawn (or it is not drawn yet). */
    jackpot: roundJackpotSchema.nullable().optional(),
  }),
  z.object({
    gameCode: z.literal('BGS_MINES'),
    ...roundBase,
    input: minesInputSchema,
    outcome: minesOutcomeSchema.nullable(),
  }),
  z.object({
    gameCode: z.literal('BGS_CRASH'),
    ...roundBase,
    input: crashInputSchema,
    outcome: crashOutcomeSchema.nullable(),
  }),
]);
export type BgsRound = z.infer<typeof bgsRoundSchema>;

/** A round played: the round and the balance after it. */
export const bgsPlayResultSchema = z.object({
  round: bgsRoundSchema,
  balance: z.number().int(),
  fairness: fairnessStateSchema,
});
export type BgsPlayResult = z.infer<typeof bgsPlayResultSchema>;

/** POST /bgs/api/rounds: the player's rounds of one game, newest first, a page before `beforeRoundId`. */
export const bgsHistoryRequestSchema = z.object({
  token: launchToken,
  gameCode: bgsGameCodeSchema,
  beforeRoundId: z.string().min(1).max(64).optional(),
  pageSize: z.number().int().min(1).max(BGS_HISTORY_PAGE_SIZE.max).default(BGS_HISTORY_PAGE_SIZE.default),
});
export type BgsHistoryRequest = z.infer<typeof bgsHistoryRequestSchema>;
export const bgsHistorySchema = z.object({ rounds: z.array(bgsRoundSchema), hasMore: z.boolean() });
export type BgsHistory = z.infer<typeof bgsHistorySchema>;

/** POST /bgs/api/rounds/detail: one round of the player, with the server seed if it was revealed. */
export const bgsRoundDetailRequestSchema = z.object({
  token: launchToken,
  roundId: z.string().min(1).max(64),
});
export type BgsRoundDetailRequest = z.infer<typeof bgsRoundDetailRequestSchema>;

/** POST /bgs/api/mines/current: the player's open mines round, if any. */
export const minesCurrentSchema = z.object({ round: bgsRoundSchema.nullable(), balance: z.number().int() });
export type MinesCurrent = z.infer<typeof minesCurrentSchema>;

// ---- Crash: one shared round at a time (docs/decisions/014-crash.md) ----

/**
 * 'betting': bets are taken until `bettingEndsAt`; 'running': the multiplier climbs from `bettingEndsAt` on
 * (engines/src/crash-flight.ts draws the curve); 'crashed': the game's hash and crash point are revealed.
 */
export const CRASH_PHASES = ['betting', 'running', 'crashed'] as const;
export const crashPhaseSchema = z.enum(CRASH_PHASES);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

/** 'open': still riding; 'cashed_out': won at `cashOutHundredths`; 'lost': busted with the rocket. */
export const crashBetStatusSchema = z.enum(['open', 'cashed_out', 'lost']);
export type CrashBetStatus = z.infer<typeof crashBetStatusSchema>;

/** A bet of the round as every player sees it: the player's id masked, the automatic cash-out not shown. */
export const crashBetSchema = z.object({
  roundId: z.string(),
  player: z.string(),
  stake: z.number().int(),
  status: crashBetStatusSchema,
  cashOutHundredths: z.number().int().nullable(),
  /** Stake included; null while open, 0 when lost. */
  payout: z.number().int().nullable(),
});
export type CrashBet = z.infer<typeof crashBetSchema>;

/** The player's own bet: with the game it rides and its automatic cash-out. */
export const crashPlayerBetSchema = crashBetSchema.extend({
  gameId: z.number().int(),
  autoCashOutHundredths: z.number().int().nullable(),
});
export type CrashPlayerBet = z.infer<typeof crashPlayerBetSchema>;

/** The chain the games are played from: its terminating hash and salt are public before its first game. */
export const crashChainSchema = z.object({
  chainId: z.number().int(),
  terminatingHash: hex64,
  salt: z.string(),
  /** Games in the chain; a new chain is committed when they are played out. */
  length: z.number().int(),
});
export type CrashChain = z.infer<typeof crashChainSchema>;

/** The game in play (or the last one, between games). Hash and crash point only once it crashed. */
export const crashGameSchema = z.object({
  gameId: z.number().int(),
  chainId: z.number().int(),
  gameNumber: z.number().int(),
  phase: crashPhaseSchema,
  /** ISO 8601: bets close and the flight starts. */
  bettingEndsAt: z.string(),
  crashedAt: z.string().nullable(),
  crashPointHundredths: z.number().int().nullable(),
  gameHash: hex64.nullable(),
});
export type CrashGame = z.infer<typeof crashGameSchema>;

/** A past game in the history strip. */
export const crashHistoryEntrySchema = z.object({
  gameId: z.number().int(),
  gameNumber: z.number().int(),
  crashPointHundredths: z.number().int(),
});
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;

/**
 * The live state every player sees: each message of the WebSocket GET /bgs/api/crash/live is one, and
 * POST /bgs/api/crash/state answers one. `serverTime` lets the client set its clock to the server's.
 */
export const crashStateSchema = z.object({
  serverTime: z.string(),
  /** Null only before the deployment's first game. */
  game: crashGameSchema.nullable(),
  /** The round's bets, biggest stakes first (at most CRASH_LISTED_BETS of them). */
  bets: z.array(crashBetSchema),
  betCount: z.number().int(),
  /** The last games, newest first. */
  history: z.array(crashHistoryEntrySchema),
  chain: crashChainSchema.nullable(),
});
export type CrashState = z.infer<typeof crashStateSchema>;

/** Bets listed in the live state; `betCount` counts them all. */
export const CRASH_LISTED_BETS = 50;
/** Games in the history strip. */
export const CRASH_HISTORY_LENGTH = 20;

/** POST /bgs/api/crash/state: the live state and the player's bet on the current game, if any. */
export const crashPlayerStateSchema = z.object({
  state: crashStateSchema,
  myBet: crashPlayerBetSchema.nullable(),
});
export type CrashPlayerState = z.infer<typeof crashPlayerStateSchema>;

/** POST /bgs/api/crash/bet and /bgs/api/crash/cashout: the player's bet and the balance after it. */
export const crashBetResultSchema = z.object({ bet: crashPlayerBetSchema, balance: z.number().int() });
export type CrashBetResult = z.infer<typeof crashBetResultSchema>;

/** A crashed game with what verifies it: sha256(gameHash) = previousHash, and HMAC(gameHash, salt) → point. */
export const crashRevealedGameSchema = z.object({
  gameId: z.number().int(),
  chainId: z.number().int(),
  gameNumber: z.number().int(),
  crashPointHundredths: z.number().int(),
  gameHash: hex64,
  /** The previous game's hash in the chain, or the chain's terminating hash for its first game. */
  previousHash: hex64,
  salt: z.string(),
  crashedAt: z.string(),
});
export type CrashRevealedGame = z.infer<typeof crashRevealedGameSchema>;

/** POST /bgs/api/crash/games: crashed games, newest first, a page before `beforeGameId`. */
export const crashGamesRequestSchema = z.object({
  token: launchToken,
  beforeGameId: z.number().int().positive().optional(),
  pageSize: z.number().int().min(1).max(BGS_HISTORY_PAGE_SIZE.max).default(BGS_HISTORY_PAGE_SIZE.default),
});
export type CrashGamesRequest = z.infer<typeof crashGamesRequestSchema>;
export const crashGamesSchema = z.object({ games: z.array(crashRevealedGameSchema), hasMore: z.boolean() });
export type CrashGames = z.infer<typeof crashGamesSchema>;
