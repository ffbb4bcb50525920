import { LANGUAGES } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import {
  promotionAudienceSchema,
  promotionKindSchema,
  promotionTypeSchema,
  turnoverBaseSchema,
} from '@plaza/contracts/promotions';
import type { promotionSaveRequestSchema, promotionTextsSchema } from '@plaza/contracts/rewards-operator';
import { PROMOTION_COVER_PATH } from '@plaza/contracts/rewards-operator';
import type {
  OperatorPromotion,
  OperatorPromotionPage,
  PromotionCover,
  PromotionPhase,
} from '@plaza/contracts/rewards-operator';
import type { z } from 'zod';

import type { DatabaseHandle, Dialect } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { UploadedImage } from '../../http/uploaded-image';
import { matchesSearch, pageInMemory } from '../../http/paging';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  countParticipationsByPromotion,
  endPromotionAt,
  deletePromotionCover,
  insertPromotion,
  insertPromotionCover,
  isPromotionCoverInUse,
  lockPromotionCover,
  replacePromotionTexts,
  selectPromotion,
  selectPromotionCover,
  selectPromotions,
  selectPromotionTexts,
  updatePromotion,
} from './promotions.repository';
import type { PromotionInsert, PromotionRow, PromotionTextRow } from './promotions.repository';

type PromotionSave = z.output<typeof promotionSaveRequestSchema>;

function phaseOf(row: PromotionRow, now: number): PromotionPhase {
  if (row.starts_at > now) {
    return 'UPCOMING';
  }
  return row.ends_at !== null && row.ends_at <= now ? 'ENDED' : 'ACTIVE';
}

/** Every language's text, an absent one read as the deployment's first one (a promotion seeded in fewer). */
function textsOf(rows: readonly PromotionTextRow[], code: string): z.output<typeof promotionTextsSchema> {
  const fallback = rows.find((row) => row.language === 'en') ?? rows[0];
  const pick = (language: Language) => {
    const row = rows.find((each) => each.language === language) ?? fallback;
    return { title: row?.title ?? code, summary: row?.summary ?? '', terms: row?.terms ?? '' };
  };
  return {
    en: pick('en'),
    pt: pick('pt'),
    vi: pick('vi'),
    th: pick('th'),
    'zh-CN': pick('zh-CN'),
  };
}

function toOperatorPromotion(
  row: PromotionRow,
  texts: readonly PromotionTextRow[],
  counts: { joined: number; pending: number } | undefined,
  language: Language,
  now: number,
): OperatorPromotion {
  const all = textsOf(texts, row.code);
  return {
    id: row.id,
    code: row.code,
    type: promotionTypeSchema.parse(row.type),
    kind: promotionKindSchema.parse(row.kind),
    audience: promotionAudienceSchema.parse(row.audience),
    title: all[language].title,
    texts: all,
    rewardAmount: row.reward_amount,
    bonusBasisPoints: row.bonus_basis_points,
    maxBonus: row.max_bonus,
    minDeposit: row.min_deposit,
    turnoverMultipleX100: row.turnover_multiple_x100,
    turnoverBase: turnoverBaseSchema.parse(row.turnover_base),
    claimDays: row.claim_days,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    coverUrl: row.cover_url,
    sortOrder: row.sort_order,
    phase: phaseOf(row, now),
    participantCount: counts?.joined ?? 0,
    pendingCount: counts?.pending ?? 0,
  };
}

async function describeAll(
  db: Executor,
  rows: readonly PromotionRow[],
  language: Language,
  now: number,
): Promise<OperatorPromotion[]> {
  const texts = await selectPromotionTexts(
    db,
    rows.map((row) => row.id),
  );
  const counts = await countParticipationsByPromotion(db);
  return rows.map((row) =>
    toOperatorPromotion(
      row,
      texts.filter((text) => text.promotion_id === row.id),
      counts.get(row.id),
      language,
      now,
    ),
  );
}

/**
 * GET /ops/promotions: every promotion in any phase, newest first, by part of its code or a title in any language,
 * its type and phase, paged.
 */
export async function listOperatorPromotions(
  handle: DatabaseHandle,
  query: {
    search?: string | undefined;
    type?: string | undefined;
    phase?: PromotionPhase | undefined;
    pageNum: number;
    pageSize: number;
  },
  language: Language,
  now: number = Date.now(),
): Promise<OperatorPromotionPage> {
  const rows = [...(await selectPromotions(handle.db))].sort((a, b) => b.id - a.id);
  const described = await describeAll(handle.db, rows, language, now);
  const matching = described.filter(
    (promotion) =>
      (query.type === undefined || promotion.type === query.type) &&
      (query.phase === undefined || promotion.phase === query.phase) &&
      matchesSearch(query.search, [promotion.code, ...LANGUAGES.map((each) => promotion.texts[each].title)]),
  );
  return pageInMemory(matching, query);
}

/** The columns of a saved promotion; the fields its kind does not use are cleared. */
function valuesOf(request: PromotionSave): Omit<PromotionInsert, 'code' | 'created_at'> {
  const isSignUp = request.kind === 'SIGN_UP';
  const isDeposit = request.kind === 'FIRST_DEPOSIT' || request.kind === 'RELOAD';
  return {
    type: request.type,
    kind: request.kind,
    audience: request.audience,
    reward_amount: isSignUp ? request.rewardAmount : null,
    bonus_basis_points: isDeposit ? request.bonusBasisPoints : null,
    max_bonus: isDeposit ? request.maxBonus : null,
    min_deposit: isDeposit ? request.minDeposit : null,
    turnover_multiple_x100: request.turnoverMultipleX100,
    turnover_base: isDeposit ? request.turnoverBase : 'BONUS',
    claim_days: request.claimDays,
    starts_at: Date.parse(request.startsAt),
    ends_at: request.endsAt === null ? null : Date.parse(request.endsAt),
    cover_url: request.coverUrl,
    sort_order: request.sortOrder,
  };
}

function textRowsOf(request: PromotionSave): Omit<PromotionTextRow, 'promotion_id'>[] {
  return LANGUAGES.map((language) => ({ language, ...request.texts[language] }));
}

async function answerOne(db: Executor, id: number, language: Language, now: number) {
  const row = await selectPromotion(db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  const [answer] = await describeAll(db, [row], language, now);
  if (answer === undefined) {
    throw new AppError('not.found');
  }
  return answer;
}

/**
 * The id of the upload a picture address names: undefined for another address (the demo's files), 0 for an upload's
 * address that names no possible upload.
 */
function coverIdOf(coverUrl: string | null): number | undefined {
  if (coverUrl === null || !coverUrl.startsWith(`${PROMOTION_COVER_PATH}/`)) {
    return undefined;
  }
  const id = Number(coverUrl.slice(PROMOTION_COVER_PATH.length + 1));
  return Number.isSafeInteger(id) && id >= 1 ? id : 0;
}

/**
 * The uploads a save involves (the picture it names, and the one it replaces), locked in id order (two saves never
 * wait for each other in a circle). A picture named by its upload's address must exist
 * (docs/decisions/076-exposure-liability-and-promotion-covers.md): otherwise 400 request_param_err on `coverUrl`,
 * nothing saved. Other addresses (the demo's files) pass as before.
 */
async function lockCovers(
  db: Executor,
  dialect: Dialect,
  coverUrl: string | null,
  replaced: string | null = null,
): Promise<void> {
  const named = coverIdOf(coverUrl);
  const old = coverIdOf(replaced);
  const ids = [...new Set([named, old])].flatMap((id) => (id === undefined || id < 1 ? [] : [id]));
  let isNamedKept = named === undefined;
  for (const id of ids.sort((left, right) => left - right)) {
    const exists = await lockPromotionCover(db, id, dialect);
    isNamedKept ||= id === named && exists;
  }
  if (!isNamedKept) {
    throw new AppError('request_param_err', { fields: { coverUrl: 'validation.invalid' } });
  }
}

/**
 * Removes the uploaded picture a promotion no longer shows, when no other promotion shows it either (an operator may
 * have typed its address into another), in the save's transaction (docs/decisions/106-promotion-cover-cleanup.md):
 * the bytes live in the database, so a save that fails keeps the picture and one that commits has removed it.
 */
async function removeCoverIfUnused(db: Executor, coverUrl: string | null): Promise<void> {
  const id = coverIdOf(coverUrl);
  if (id === undefined || id < 1 || coverUrl === null || (await isPromotionCoverInUse(db, coverUrl))) {
    return;
  }
  await deletePromotionCover(db, id);
}

/**
 * POST /ops/promotions/covers: keeps an uploaded picture (png or jpg of at most 5 MB, checked by its first bytes as
 * the claims' and feedback's images) and answers the address a promotion's `coverUrl` then names. Audited as
 * `promotion.cover.upload`.
 */
export async function uploadPromotionCover(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  image: UploadedImage,
  now: number = Date.now(),
): Promise<PromotionCover> {
  return runInTransaction(handle, async (db) => {
    const id = await insertPromotionCover(db, {
      content_type: image.contentType,
      size_bytes: image.bytes.length,
      data: image.bytes,
      uploaded_by: actor.id,
      created_at: now,
    });
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.cover.upload',
      targetType: 'promotion_cover',
      targetId: id,
      details: { contentType: image.contentType, sizeBytes: image.bytes.length },
      now,
    });
    return { coverUrl: `${PROMOTION_COVER_PATH}/${id}` };
  });
}

/** GET /wps/promotions/covers/:id: an uploaded promotion picture, to everyone (404 when there is none). */
export async function readPromotionCover(handle: DatabaseHandle, id: number): Promise<UploadedImage> {
  const row = await selectPromotionCover(handle.db, id);
  if (row === undefined) {
    throw new AppError('not.found');
  }
  return {
    contentType: row.content_type === 'image/png' ? 'image/png' : 'image/jpeg',
    bytes: Buffer.from(row.data),
  };
}

/** POST /ops/promotions: a new promotion, listed to players from its start; audited as `promotion.create`. */
export async function createPromotion(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  request: PromotionSave,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorPromotion> {
  return runInTransaction(handle, async (db) => {
    const code = `P${now.toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
      .toString(36)
      .toUpperCase()
      .padStart(2, '0')}`;
    await lockCovers(db, handle.dialect, request.coverUrl);
    const id = await insertPromotion(
      db,
      { ...valuesOf(request), code, created_at: now },
      textRowsOf(request),
    );
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: id,
      details: { code, kind: request.kind, type: request.type, title: request.texts.en.title },
      now,
    });
    return answerOne(db, id, language, now);
  });
}

/**
 * PUT /ops/promotions/:id: the promotion's settings and texts replaced; requests and rewards already made keep
 * their amounts. Audited as `promotion.update` with the settings before and after.
 */
export async function updateOperatorPromotion(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  request: PromotionSave,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorPromotion> {
  return runInTransaction(handle, async (db) => {
    const before = await selectPromotion(db, id);
    if (before === undefined) {
      throw new AppError('not.found');
    }
    await lockCovers(db, handle.dialect, request.coverUrl, before.cover_url);
    const values = valuesOf(request);
    await updatePromotion(db, id, values);
    await replacePromotionTexts(db, id, textRowsOf(request));
    if (before.cover_url !== values.cover_url) {
      await removeCoverIfUnused(db, before.cover_url);
    }
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.update',
      targetType: 'promotion',
      targetId: id,
      details: { before: { ...before }, after: values, title: request.texts.en.title },
      now,
    });
    return answerOne(db, id, language, now);
  });
}

/**
 * POST /ops/promotions/:id/end: the promotion ends now (no one joins it any more; rewards waiting keep their
 * claim window). One already ended is 409 already.processed. Audited as `promotion.end`.
 */
export async function endOperatorPromotion(
  handle: DatabaseHandle,
  actor: AuthenticatedOperator,
  id: number,
  language: Language,
  now: number = Date.now(),
): Promise<OperatorPromotion> {
  return runInTransaction(handle, async (db) => {
    const before = await selectPromotion(db, id);
    if (before === undefined) {
      throw new AppError('not.found');
    }
    if (!(await endPromotionAt(db, id, now))) {
      throw new AppError('already.processed');
    }
    await recordOperatorAction(db, {
      actor,
      action: 'promotion.end',
      targetType: 'promotion',
      targetId: id,
      details: { code: before.code, endsAtBefore: before.ends_at },
      now,
    });
    return answerOne(db, id, language, now);
  });
}
