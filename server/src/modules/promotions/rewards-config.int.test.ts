import type {
  OperatorMission,
  OperatorPointReward,
  OperatorPromotion,
  OperatorPromotionPage,
  OperatorRaffle,
  PromotionCover,
  PromotionSaveRequest,
  RaffleSaveRequest,
} from '@plaza/contracts/rewards-operator';
import type { PromotionList } from '@plaza/contracts/promotions';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { buildMultipart } from '../../test/withdrawal-client';
import type { MultipartFile } from '../../test/withdrawal-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';
import { sweepUnusedPromotionCovers } from './promotion-cover-sweep.job';

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A png's signature and header chunk: what the upload check reads. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(32, 1),
]);
const text = (title: string) => ({ title, description: `${title}: the details` });
const texts = (title: string) => ({
  en: text(title),
  pt: text(`${title} pt`),
  vi: text(`${title} vi`),
  th: text(`${title} th`),
  'zh-CN': text(`${title} zh`),
});

/**
 * The back office's configuration of promotions, the points mall, missions and raffles (issue 24): created and
 * changed by an operator with rewards.configure, audited; refused to another role and to no session; bad input
 * refused on its field with nothing changed. (Every role against every call: permission-matrix.int.test.ts.)
 */
describeIntegration('promotions and loyalty configuration', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let token: string;
  let financeToken: string;
  const handle = () => testApp.database.handle;
  const call = async <T = unknown>(options: InjectOptions) => {
    const response = await app.inject({ remoteAddress: '10.67.0.1', ...options });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const auditCount = async (action: string) =>
    (await handle().db.selectFrom('operator_audit').select('id').where('action', '=', action).execute())
      .length;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    token = await loginTestOperator(app);
    await createOperator(handle(), { username: 'finance9', password: 'Finance1234', role: 'FINANCE' });
    financeToken = await loginTestOperator(app, { username: 'finance9', password: 'Finance1234' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const promotion = (now: number): PromotionSaveRequest => ({
    type: 'DEPOSIT',
    kind: 'RELOAD',
    audience: 'ALL',
    texts: {
      en: { title: 'Spring reload', summary: '30% on deposits', terms: '<p>Terms</p>' },
      pt: { title: 'Recarga de primavera', summary: '30%', terms: '<p>Termos</p>' },
      vi: { title: 'Nạp lại mùa xuân', summary: '30%', terms: '<p>Điều khoản</p>' },
      th: { title: 'โบนัสฝากซ้ำฤดูใบไม้ผลิ', summary: '30%', terms: '<p>เงื่อนไข</p>' },
      'zh-CN': { title: '春季续存', summary: '30%', terms: '<p>条款</p>' },
    },
    bonusBasisPoints: 3_000,
    maxBonus: 50_000,
    minDeposit: 5_000,
    turnoverMultipleX100: 800,
    turnoverBase: 'DEPOSIT_PLUS_BONUS',
    claimDays: 7,
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + 30 * DAY_MS).toISOString(),
    coverUrl: '/media/promotions/promo-1.svg',
    sortOrder: 1,
  });

  it('creates, lists, edits and ends a promotion that players see while it runs; each step audited', async () => {
    const now = Date.now();
    const created = await call<OperatorPromotion>({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: token },
      payload: promotion(now),
    });
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ kind: 'RELOAD', phase: 'ACTIVE', bonusBasisPoints: 3_000 });
    const id = created.body.value.id;
    const players = await call<PromotionList>({ method: 'GET', url: '/wps/promotions' });
    expect(players.body.value.list.map((each) => each.title)).toContain('Spring reload');

    const found = await call<OperatorPromotionPage>({
      method: 'GET',
      url: '/ops/promotions?search=primavera&type=DEPOSIT&phase=ACTIVE',
      headers: { authorization: token },
    });
    expect(found.body.value.content.map((each) => each.id)).toEqual([id]);

    const edited = await call<OperatorPromotion>({
      method: 'PUT',
      url: `/ops/promotions/${id}`,
      headers: { authorization: token },
      payload: { ...promotion(now), texts: { ...promotion(now).texts, en: { title: 'Spring reload+' } } },
    });
    expect(edited.body.value.texts.en.title).toBe('Spring reload+');

    const ended = await call<OperatorPromotion>({
      method: 'POST',
      url: `/ops/promotions/${id}/end`,
      headers: { authorization: token },
    });
    expect(ended.body.value.phase).toBe('ENDED');
    const again = await call({
      method: 'POST',
      url: `/ops/promotions/${id}/end`,
      headers: { authorization: token },
    });
    expect(again.status).toBe(409);
    expect(await auditCount('promotion.create')).toBe(1);
    expect(await auditCount('promotion.update')).toBe(1);
    expect(await auditCount('promotion.end')).toBe(1);
  });

  it('keeps an uploaded cover picture, serves it to everyone, and shows it on the member’s promotion', async () => {
    const upload = (files: MultipartFile[], authorization = token) => {
      const body = buildMultipart({}, files);
      return call<PromotionCover>({
        method: 'POST',
        url: '/ops/promotions/covers',
        headers: { authorization, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const uploaded = await upload([{ field: 'image', filename: 'autumn.png', content: PNG }]);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.value.coverUrl).toMatch(/^\/wps\/promotions\/covers\/\d+$/);
    const { coverUrl } = uploaded.body.value;
    // To everyone, without a session, as the bytes uploaded.
    const served = await app.inject({ method: 'GET', url: coverUrl, remoteAddress: '10.67.0.2' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true);
    expect(await auditCount('promotion.cover.upload')).toBe(1);

    const now = Date.now();
    const created = await call<OperatorPromotion>({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: token },
      payload: {
        ...promotion(now),
        coverUrl,
        texts: { ...promotion(now).texts, en: { title: 'Autumn reload' } },
      },
    });
    expect(created.body.value.coverUrl).toBe(coverUrl);
    const players = await call<PromotionList>({ method: 'GET', url: '/wps/promotions' });
    expect(players.body.value.list.find((each) => each.title === 'Autumn reload')?.coverUrl).toBe(coverUrl);

    // A bad file, two files, a file of another field, or a picture that was never uploaded: refused, nothing kept.
    const covers = async () =>
      (await handle().db.selectFrom('promotion_cover').select('id').execute()).length;
    const kept = await covers();
    for (const files of [
      [{ field: 'image', filename: 'fake.png', content: Buffer.from('not a png at all') }],
      [{ field: 'image', filename: 'autumn.gif', content: PNG }],
      [
        {
          field: 'image',
          filename: 'huge.png',
          content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        },
      ],
      [
        { field: 'image', filename: 'one.png', content: PNG },
        { field: 'image', filename: 'two.png', content: PNG },
      ],
      [{ field: 'picture', filename: 'autumn.png', content: PNG }],
      [],
    ]) {
      const refused = await upload(files);
      expect([files.length, refused.status, refused.body.errorCode]).toEqual([
        files.length,
        400,
        'upload.invalid',
      ]);
    }
    expect(await covers()).toBe(kept);
    const missing = await call({
      method: 'PUT',
      url: `/ops/promotions/${created.body.value.id}`,
      headers: { authorization: token },
      payload: { ...promotion(now), coverUrl: '/wps/promotions/covers/999999' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('request_param_err');
    expect(Object.keys((missing.body.value as { fields: Record<string, string> }).fields)).toEqual([
      'coverUrl',
    ]);
    const unchanged = await call<PromotionList>({ method: 'GET', url: '/wps/promotions' });
    expect(unchanged.body.value.list.find((each) => each.title === 'Autumn reload')?.coverUrl).toBe(coverUrl);
    expect((await app.inject({ method: 'GET', url: '/wps/promotions/covers/999999' })).statusCode).toBe(404);

    // Another role 403, no session 401, nothing kept.
    expect((await upload([{ field: 'image', filename: 'a.png', content: PNG }], financeToken)).status).toBe(
      403,
    );
    const body = buildMultipart({}, [{ field: 'image', filename: 'a.png', content: PNG }]);
    const guest = await call({
      method: 'POST',
      url: '/ops/promotions/covers',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(guest.status).toBe(401);
    expect(await covers()).toBe(kept);
  });

  it('removes a picture a save replaces unless another promotion shows it, and one never saved a day after', async () => {
    const upload = async () => {
      const body = buildMultipart({}, [{ field: 'image', filename: 'winter.png', content: PNG }]);
      const uploaded = await call<PromotionCover>({
        method: 'POST',
        url: '/ops/promotions/covers',
        headers: { authorization: token, 'content-type': body.contentType },
        payload: body.payload,
      });
      return uploaded.body.value.coverUrl;
    };
    const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    const now = Date.now();
    const save = (title: string, coverUrl: string, id?: number) =>
      call<OperatorPromotion>({
        method: id === undefined ? 'POST' : 'PUT',
        url: id === undefined ? '/ops/promotions' : `/ops/promotions/${id}`,
        headers: { authorization: token },
        payload: { ...promotion(now), coverUrl, texts: { ...promotion(now).texts, en: { title } } },
      });
    const first = await upload();
    const second = await upload();
    const shared = await upload();
    const loose = await upload();

    const created = await save('Winter reload', first);
    const id = created.body.value.id;
    // Replaced: the old picture is gone with the save, the new one served.
    expect((await save('Winter reload', second, id)).status).toBe(200);
    expect([await served(first), await served(second)]).toEqual([404, 200]);
    // A save refused keeps the picture it would have replaced.
    expect((await save('Winter reload', '/wps/promotions/covers/999999', id)).status).toBe(400);
    expect(await served(second)).toBe(200);
    // A picture two promotions show stays while one of them still does.
    await save('Winter twin', shared);
    await save('Winter reload', shared, id);
    expect(await served(second)).toBe(404);
    await save('Winter reload', '/media/promotions/promo-1.svg', id);
    expect(await served(shared)).toBe(200);

    // The one never saved with a promotion: kept for a day after its upload, then swept, once.
    expect(await sweepUnusedPromotionCovers(handle(), now)).toBe(0);
    expect(await served(loose)).toBe(200);
    expect(await sweepUnusedPromotionCovers(handle(), now + DAY_MS + 60_000)).toBeGreaterThanOrEqual(1);
    expect([await served(loose), await served(shared)]).toEqual([404, 200]);
    expect(await sweepUnusedPromotionCovers(handle(), now + DAY_MS + 60_000)).toBe(0);
  });

  it('refuses bad promotions on their field and changes nothing; another role 403, no session 401', async () => {
    const now = Date.now();
    const before = await call<OperatorPromotionPage>({
      method: 'GET',
      url: '/ops/promotions?pageSize=100',
      headers: { authorization: token },
    });
    const bad = await call({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: token },
      payload: {
        ...promotion(now),
        bonusBasisPoints: null,
        endsAt: new Date(now - 2 * DAY_MS).toISOString(),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    const missingLanguage = await call({
      method: 'POST',
      url: '/ops/promotions',
      headers: { authorization: token },
      payload: { ...promotion(now), texts: { en: { title: 'Only English' } } },
    });
    expect(missingLanguage.status).toBe(400);
    const after = await call<OperatorPromotionPage>({
      method: 'GET',
      url: '/ops/promotions?pageSize=100',
      headers: { authorization: token },
    });
    expect(after.body.value.total).toBe(before.body.value.total);

    for (const options of [
      { method: 'GET', url: '/ops/promotions' },
      { method: 'POST', url: '/ops/promotions', payload: promotion(now) },
      { method: 'POST', url: '/ops/points/rewards', payload: {} },
      { method: 'PUT', url: '/ops/missions/1', payload: {} },
      { method: 'POST', url: '/ops/raffles', payload: {} },
    ] as const) {
      expect((await call({ ...options, headers: { authorization: financeToken } })).status).toBe(403);
      expect((await call(options)).status).toBe(401);
    }
    expect(
      (await call({ method: 'POST', url: '/ops/promotions/999999/end', headers: { authorization: token } }))
        .status,
    ).toBe(404);
  });

  it('adds and edits a mall item, a mission and a raffle; bad ones change nothing', async () => {
    const item = await call<OperatorPointReward>({
      method: 'POST',
      url: '/ops/points/rewards',
      headers: { authorization: token },
      payload: {
        kind: 'CASH',
        texts: texts('Cash 5'),
        imageUrl: '/media/points/cash.svg',
        pointsRequired: 500,
        amountRequired: 0,
        cashAmount: 500,
        stock: 10,
        isActive: true,
      },
    });
    expect(item.status).toBe(200);
    for (const [change, field] of [
      [{ cashAmount: 0 }, 'cashAmount'],
      [{ stock: -1 }, 'stock'],
      [{ imageUrl: 'not an address' }, 'imageUrl'],
    ] as const) {
      const badItem = await call<{ fields: Record<string, string> }>({
        method: 'PUT',
        url: `/ops/points/rewards/${item.body.value.id}`,
        headers: { authorization: token },
        payload: { ...item.body.value, ...change },
      });
      expect(badItem.status).toBe(400);
      expect(Object.keys(badItem.body.value.fields)).toEqual([field]);
    }
    const items = await call<{ content: OperatorPointReward[] }>({
      method: 'GET',
      url: '/ops/points/rewards?search=cash%205',
      headers: { authorization: token },
    });
    expect(items.body.value.content.map((each) => [each.cashAmount, each.stock])).toEqual([[500, 10]]);

    const mission = await call<OperatorMission>({
      method: 'POST',
      url: '/ops/missions',
      headers: { authorization: token },
      payload: {
        period: 'WEEKLY',
        kind: 'SIGN_IN',
        texts: texts('Sign in 5 days'),
        target: 5,
        rewardAmount: 300,
        turnoverX100: 100,
        isActive: true,
      },
    });
    expect(mission.body.value).toMatchObject({ target: 5, isActive: true });
    const badMission = await call({
      method: 'PUT',
      url: `/ops/missions/${mission.body.value.id}`,
      headers: { authorization: token },
      payload: { ...mission.body.value, target: 8 },
    });
    expect(badMission.status).toBe(400);
    const paused = await call<OperatorMission>({
      method: 'PUT',
      url: `/ops/missions/${mission.body.value.id}`,
      headers: { authorization: token },
      payload: { ...mission.body.value, isActive: false },
    });
    expect(paused.body.value).toMatchObject({ target: 5, isActive: false });

    const now = Date.now();
    const raffle: RaffleSaveRequest = {
      texts: texts('Month raffle'),
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now + 8 * DAY_MS).toISOString(),
      drawAt: new Date(now + 8 * DAY_MS).toISOString(),
      validBetPerTicket: 10_000,
      maxTicketsPerMember: 5,
      prizes: [10_000, 5_000],
    };
    const created = await call<OperatorRaffle>({
      method: 'POST',
      url: '/ops/raffles',
      headers: { authorization: token },
      payload: raffle,
    });
    expect(created.body.value).toMatchObject({ status: 'OPEN', seed: null, isEditable: true });
    expect(created.body.value.anchor).toMatch(/^[0-9a-f]{64}$/);
    const badRaffle = await call({
      method: 'PUT',
      url: `/ops/raffles/${created.body.value.id}`,
      headers: { authorization: token },
      payload: { ...raffle, drawAt: raffle.startsAt, prizes: [] },
    });
    expect(badRaffle.status).toBe(400);
    const edited = await call<OperatorRaffle>({
      method: 'PUT',
      url: `/ops/raffles/${created.body.value.id}`,
      headers: { authorization: token },
      payload: { ...raffle, prizes: [20_000] },
    });
    expect(edited.body.value).toMatchObject({ prizes: [20_000], anchor: created.body.value.anchor });
    await handle()
      .db.updateTable('raffle')
      .set({ ticket_count: 1 })
      .where('id', '=', created.body.value.id)
      .execute();
    const locked = await call({
      method: 'PUT',
      url: `/ops/raffles/${created.body.value.id}`,
      headers: { authorization: token },
      payload: raffle,
    });
    expect(locked.status).toBe(409);
    expect(await auditCount('points.reward.save')).toBe(1);
    expect(await auditCount('mission.save')).toBe(2);
    expect(await auditCount('raffle.save')).toBe(2);
  });
});
