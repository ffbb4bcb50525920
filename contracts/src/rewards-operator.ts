import { z } from 'zod';

import { missionKindSchema, missionPeriodSchema } from './missions';
import { pointRewardKindSchema } from './points';
import {
  promotionAudienceSchema,
  promotionKindSchema,
  promotionTypeSchema,
  turnoverBaseSchema,
} from './promotions';
import { raffleStatusSchema } from './raffle';
import { pageOf, pageQueryShape } from './records';
import { typedTextSchema } from './typed-text';

/**
 * The back office's configuration of promotions and loyalty (docs/product/back-office.md, issue 24): promotions,
 * points-mall items, missions and raffles, each with its texts in every interface language. Apart from the
 * player's contracts so that the player's pages do not carry it. Every call needs rewards.configure and is audited.
 *
 * GET  /ops/promotions              operatorPromotionQuerySchema → operatorPromotionPageSchema
 * POST /ops/promotions              promotionSaveRequestSchema   → operatorPromotionSchema   (promotion.create)
 * PUT  /ops/promotions/:id          promotionSaveRequestSchema   → operatorPromotionSchema   (promotion.update)
 * POST /ops/promotions/:id/end                                   → operatorPromotionSchema   (promotion.end)
 * GET  /ops/points/rewards          operatorListQuerySchema      → operatorPointRewardPageSchema
 * POST /ops/points/rewards, PUT …/:id  pointRewardSaveRequestSchema → operatorPointRewardSchema (points.reward.save)
 * GET  /ops/missions                operatorListQuerySchema      → operatorMissionPageSchema
 * POST /ops/missions, PUT …/:id     missionSaveRequestSchema     → operatorMissionSchema     (mission.save)
 * GET  /ops/raffles                 operatorListQuerySchema      → operatorRafflePageSchema
 * POST /ops/raffles, PUT …/:id      raffleSaveRequestSchema      → operatorRaffleSchema      (raffle.save)
 */

const amountSchema = z.number().int().min(0).max(1_000_000_000_000);
const positiveAmountSchema = z.number().int().min(1).max(1_000_000_000_000);
const instantSchema = z.iso.datetime({ offset: true });

/** An image: an absolute http(s) address or a path of this site. */
export const imageAddressSchema = z
  .string()
  .max(500)
  .regex(/^(https?:\/\/[^\s/]+(\/\S*)?|\/[^\s]*)$/);

/** A title and a description in one language. */
export const titledTextSchema = z.object({
  title: typedTextSchema(1, 120),
  description: z.string().trim().max(2_000).default(''),
});
/** A title and description in every interface language: a player reads the item in theirs. */
export const titledTextsSchema = z.object({
  en: titledTextSchema,
  pt: titledTextSchema,
  vi: titledTextSchema,
  th: titledTextSchema,
  'zh-CN': titledTextSchema,
});
export type TitledTexts = z.input<typeof titledTextsSchema>;

/** A promotion's title, summary and terms (HTML) in one language. */
export const promotionTextSchema = z.object({
  title: typedTextSchema(1, 120),
  summary: z.string().trim().max(500).default(''),
  terms: z.string().trim().max(20_000).default(''),
});
export const promotionTextsSchema = z.object({
  en: promotionTextSchema,
  pt: promotionTextSchema,
  vi: promotionTextSchema,
  th: promotionTextSchema,
  'zh-CN': promotionTextSchema,
});
export type PromotionTexts = z.input<typeof promotionTextsSchema>;

/** Where a promotion stands by its dates: not started, running, or ended. */
export const PROMOTION_PHASES = ['UPCOMING', 'ACTIVE', 'ENDED'] as const;
export const promotionPhaseSchema = z.enum(PROMOTION_PHASES);
export type PromotionPhase = z.infer<typeof promotionPhaseSchema>;

/** A promotion as the back office edits it: every field, times as ISO 8601, its texts in every language. */
export const operatorPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: promotionTypeSchema,
  kind: promotionKindSchema,
  audience: promotionAudienceSchema,
  /** The title in the operator's language. */
  title: z.string(),
  texts: promotionTextsSchema,
  rewardAmount: z.number().int().nullable(),
  /** A deposit bonus in basis points of the deposit (10,000 = 100%), its cap and the smallest deposit. */
  bonusBasisPoints: z.number().int().nullable(),
  maxBonus: z.number().int().nullable(),
  minDeposit: z.number().int().nullable(),
  /** The turnover multiple in hundredths (100 = 1×). */
  turnoverMultipleX100: z.number().int(),
  turnoverBase: turnoverBaseSchema,
  claimDays: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  coverUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  phase: promotionPhaseSchema,
  /** Members who joined, and requests waiting for a decision. */
  participantCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type OperatorPromotion = z.infer<typeof operatorPromotionSchema>;
export const operatorPromotionPageSchema = pageOf(operatorPromotionSchema);
export type OperatorPromotionPage = z.infer<typeof operatorPromotionPageSchema>;

export const operatorPromotionQuerySchema = z.object({
  /** Part of the code or of a title. */
  search: typedTextSchema(0, 64).optional(),
  type: promotionTypeSchema.optional(),
  phase: promotionPhaseSchema.optional(),
  ...pageQueryShape,
});
export type OperatorPromotionQuery = z.input<typeof operatorPromotionQuerySchema>;

/**
 * POST /ops/promotions and PUT /ops/promotions/:id: a promotion whole. A sign-up promotion names its reward; a
 * deposit bonus its percentage (at most 1,000%), cap and smallest deposit; the end, when given, comes after the start.
 */
export const promotionSaveRequestSchema = z
  .object({
    type: promotionTypeSchema,
    kind: promotionKindSchema,
    audience: promotionAudienceSchema,
    texts: promotionTextsSchema,
    rewardAmount: positiveAmountSchema.nullable().default(null),
    bonusBasisPoints: z.number().int().min(1).max(100_000).nullable().default(null),
    maxBonus: positiveAmountSchema.nullable().default(null),
    minDeposit: amountSchema.nullable().default(null),
    turnoverMultipleX100: z.number().int().min(0).max(10_000),
    turnoverBase: turnoverBaseSchema,
    claimDays: z.number().int().min(1).max(365),
    startsAt: instantSchema,
    endsAt: instantSchema.nullable().default(null),
    coverUrl: imageAddressSchema.nullable().default(null),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((request) => request.kind !== 'SIGN_UP' || request.rewardAmount !== null, {
    path: ['rewardAmount'],
  })
  .refine(
    (request) =>
      (request.kind !== 'FIRST_DEPOSIT' && request.kind !== 'RELOAD') || request.bonusBasisPoints !== null,
    { path: ['bonusBasisPoints'] },
  )
  .refine((request) => request.endsAt === null || Date.parse(request.endsAt) > Date.parse(request.startsAt), {
    path: ['endsAt'],
  });
export type PromotionSaveRequest = z.input<typeof promotionSaveRequestSchema>;

/**
 * Where an uploaded promotion picture is served to everyone (GET /wps/promotions/covers/:id); POST
 * /ops/promotions/covers (multipart: one file named `image`, png or jpg of at most 5 MB) answers its address, which
 * a promotion's `coverUrl` then names.
 */
export const PROMOTION_COVER_PATH = '/wps/promotions/covers';
export const promotionCoverSchema = z.object({ coverUrl: z.string() });
export type PromotionCover = z.infer<typeof promotionCoverSchema>;

/** /ops/…/:id of the configuration calls. */
export const configIdParamsSchema = z.object({ id: z.number().int().min(1).max(2_147_483_647) });

/** The plain list query of the configuration lists: a search over code and titles, and paging. */
export const operatorListQuerySchema = z.object({
  search: typedTextSchema(0, 64).optional(),
  isActive: z.enum(['true', 'false']).optional(),
  ...pageQueryShape,
});
export type OperatorListQuery = z.input<typeof operatorListQuerySchema>;

/** A points-mall item as the back office edits it. */
export const operatorPointRewardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: pointRewardKindSchema,
  title: z.string(),
  texts: titledTextsSchema,
  imageUrl: z.string(),
  pointsRequired: z.number().int(),
  amountRequired: z.number().int(),
  cashAmount: z.number().int(),
  stock: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Redemptions waiting for a decision. */
  pendingCount: z.number().int(),
});
export type OperatorPointReward = z.infer<typeof operatorPointRewardSchema>;
export const operatorPointRewardPageSchema = pageOf(operatorPointRewardSchema);

/** POST /ops/points/rewards and PUT …/:id: a CASH item pays money, so it names a positive amount. */
export const pointRewardSaveRequestSchema = z
  .object({
    kind: pointRewardKindSchema,
    texts: titledTextsSchema,
    imageUrl: imageAddressSchema,
    pointsRequired: z.number().int().min(1).max(1_000_000_000),
    amountRequired: amountSchema,
    cashAmount: amountSchema,
    stock: z.number().int().min(0).max(1_000_000),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    isActive: z.boolean(),
  })
  .refine((request) => request.kind !== 'CASH' || request.cashAmount > 0, { path: ['cashAmount'] });
export type PointRewardSaveRequest = z.input<typeof pointRewardSaveRequestSchema>;

/** A mission as the back office edits it. */
export const operatorMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  title: z.string(),
  texts: titledTextsSchema,
  target: z.number().int(),
  rewardAmount: z.number().int(),
  turnoverX100: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type OperatorMission = z.infer<typeof operatorMissionSchema>;
export const operatorMissionPageSchema = pageOf(operatorMissionSchema);

/** POST /ops/missions and PUT …/:id: a sign-in target is days (at most 7 a week, 1 a day). */
export const missionSaveRequestSchema = z
  .object({
    period: missionPeriodSchema,
    kind: missionKindSchema,
    texts: titledTextsSchema,
    target: z.number().int().min(1).max(1_000_000_000_000),
    rewardAmount: positiveAmountSchema,
    turnoverX100: z.number().int().min(0).max(10_000),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    isActive: z.boolean(),
  })
  .refine((request) => request.kind !== 'SIGN_IN' || request.target <= (request.period === 'DAILY' ? 1 : 7), {
    path: ['target'],
  });
export type MissionSaveRequest = z.input<typeof missionSaveRequestSchema>;

/** A raffle as the back office sees it: its commitment (the anchor) shown from the moment it is made. */
export const operatorRaffleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  texts: titledTextsSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  validBetPerTicket: z.number().int(),
  maxTicketsPerMember: z.number().int(),
  prizes: z.array(z.number().int()),
  status: raffleStatusSchema,
  ticketCount: z.number().int(),
  /** SHA-256 of the draw's secret seed, published before any ticket: the commitment. */
  anchor: z.string(),
  /** The seed, once drawn; null before. */
  seed: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
  /** Whether the terms may still change: not drawn and no ticket taken yet. */
  isEditable: z.boolean(),
});
export type OperatorRaffle = z.infer<typeof operatorRaffleSchema>;
export const operatorRafflePageSchema = pageOf(operatorRaffleSchema);

/**
 * POST /ops/raffles and PUT …/:id: the window, the draw after its end, what earns a ticket and the prizes (first
 * prize first, at most 50). A raffle drawn or with tickets taken is 409
 * already.processed.
 */
export const raffleSaveRequestSchema = z
  .object({
    texts: titledTextsSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    drawAt: instantSchema,
    validBetPerTicket: positiveAmountSchema,
    maxTicketsPerMember: z.number().int().min(1).max(10_000),
    prizes: z.array(positiveAmountSchema).min(1).max(50),
  })
  .refine((request) => Date.parse(request.endsAt) > Date.parse(request.startsAt), { path: ['endsAt'] })
  .refine((request) => Date.parse(request.drawAt) >= Date.parse(request.endsAt), { path: ['drawAt'] });
export type RaffleSaveRequest = z.input<typeof raffleSaveRequestSchema>;

const storedTextsSchema = z.record(
  z.string(),
  z.object({ title: z.string(), description: z.string().default('') }),
);

/**
 * The texts of a mall item, mission or raffle as stored (JSON `{language: {title, description}}`), every language
 * filled: one missing reads as English, or as the first there is, or as `fallbackTitle`.
 */
export function readTitledTexts(json: string, fallbackTitle: string): z.output<typeof titledTextsSchema> {
  let parsed: Record<string, { title: string; description: string }> = {};
  try {
    const result = storedTextsSchema.safeParse(JSON.parse(json));
    parsed = result.success ? result.data : {};
  } catch {
    parsed = {};
  }
  const fallback = parsed.en ?? Object.values(parsed)[0] ?? { title: fallbackTitle, description: '' };
  const pick = (language: string) => {
    const text = parsed[language] ?? fallback;
    return { title: text.title, description: text.description };
  };
  return { en: pick('en'), pt: pick('pt'), vi: pick('vi'), th: pick('th'), 'zh-CN': pick('zh-CN') };
}
