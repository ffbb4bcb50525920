import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLoggedInMember, createTrialMember, relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { saveDeploymentSettings } from '../deployment/deployment.service';
import { verifyLedger } from '../ledger/ledger-verify.service';
import { listOperatorActions } from '../operator/operator-audit.service';
import { createOperator } from '../operator/operator.service';
import { getTurnoverStatus } from '../payments/turnover.service';
import { runInTransaction } from '../../db/transaction';
import { findPromotionByCode, grantReward } from './promotions.service';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(32, 1),
]);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A multipart/form-data body of fields and files. */
function multipart(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Buffer; type?: string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plaza${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Envelope<T = unknown> {
  success: boolean;
  errorCode?: string;
  value: T;
}

describeIntegration('promotions and the reward center', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let operatorToken: string;
  let supportToken: string;
  let welcomeId: number;
  let checkInId: number;
  let festivalId: number;
  let memberCount = 0;

  const handle = () => testApp.database.handle;
  let addressCount = 0;
  // A fresh address for each call: the per-address rate limits are not what these tests are about.
  const call = async <T = unknown>(options: InjectOptions) => {
    addressCount += 1;
    const remoteAddress = `10.77.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
    const response = await app.inject({ remoteAddress, ...options });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  };
  const newMember = async () => {
    memberCount += 1;
    return createLoggedInMember(app, handle(), `promo${memberCount}`);
  };
  const join = (token: string, promotionId: number) =>
    call<{ status: string }>({
      method: 'POST',
      url: '/wps/relay/MCSFE_signUpPromotionJoin',
      headers: { authorization: token },
      payload: { promotionId },
    });
  const requestReward = (
    token: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const body = multipart(fields, files);
    return call<{ status: string; participation: { imageCount: number; remark: string | null } }>({
      method: 'POST',
      url: '/wps/relay/MCSFE_signUpRequestReward',
      headers: { authorization: token, ...body.headers },
      payload: body.payload,
    });
  };
  const rewards = (token: string, status?: string) =>
    call<{
      content: Array<{ id: string; status: string; amount: number; title: string; turnoverRequired: number }>;
    }>({
      method: 'GET',
      url: `/wps/member/rewards${status === undefined ? '' : `?status=${status}`}`,
      headers: { authorization: token },
    });
  const claim = (token: string, id: string) =>
    call<{ status: string }>({
      method: 'POST',
      url: `/wps/member/rewards/${id}/claim`,
      headers: { authorization: token },
    });
  const balance = async (token: string) =>
    (
      await call<{ sumBalance: number }>({
        method: 'GET',
        url: '/wps/v2/wallets/balance',
        headers: { authorization: token },
      })
    ).body.value.sumBalance;
  const requests = (token: string, status = 'APPLYING') =>
    call<{
      content: Array<{
        id: string;
        memberId: number;
        promotionId: number;
        remark: string | null;
        imageCount: number;
      }>;
    }>({
      method: 'GET',
      url: `/ops/promotions/requests?status=${status}`,
      headers: { authorization: token },
    });
  const requestOf = async (memberId: number) => {
    const found = (await requests(operatorToken)).body.value.content.find(
      (each) => each.memberId === memberId,
    );
    if (found === undefined) {
      throw new Error(`no request of member ${memberId}`);
    }
    return found;
  };
  const tableCounts = async () => ({
    participations: (await handle().db.selectFrom('promotion_participation').selectAll().execute()).map(
      (row) => ({
        ...row,
      }),
    ),
    images: (await handle().db.selectFrom('promotion_request_image').select('participation_id').execute())
      .length,
  });

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    app = testApp.app;
    await relaxLoginChecks(handle());
    operatorToken = await loginTestOperator(app);
    await createOperator(handle(), { username: 'promosupport', password: 'Support1234', role: 'SUPPORT' });
    supportToken = await loginTestOperator(app, { username: 'promosupport', password: 'Support1234' });
    const id = async (code: string) => {
      const row = await findPromotionByCode(handle().db, code);
      if (row === undefined) {
        throw new Error(`demo promotion ${code} missing`);
      }
      return row.id;
    };
    welcomeId = await id('WELCOME_GIFT');
    checkInId = await id('WEEKLY_CHECK_IN');
    festivalId = await id('LANTERN_FESTIVAL');
  });
  afterAll(async () => {
    expect((await verifyLedger(handle().db)).isPassing).toBe(true);
    await testApp.close();
  });

  describe('the list', () => {
    it('shows visitors the promotions with types, terms, dates and whether they are open', async () => {
      const { status, body } = await call<{
        bonusesEnabled: boolean;
        types: string[];
        list: Array<{
          id: number;
          status: string;
          title: string;
          terms: string;
          startsAt: string;
          audience: string;
        }>;
      }>({ method: 'GET', url: '/wps/promotions', headers: { language: 'pt' } });
      expect(status).toBe(200);
      expect(body.value.bonusesEnabled).toBe(true);
      expect(body.value.types).toEqual(['NEW_MEMBER', 'DEPOSIT', 'DAILY', 'EVENT']);
      const welcome = body.value.list.find((each) => each.id === welcomeId);
      expect(welcome).toMatchObject({ status: 'JOIN', audience: 'NEW_MEMBERS' });
      expect(welcome?.title).toBe('Presente de boas-vindas para novos membros');
      expect(body.value.list.find((each) => each.id === festivalId)?.status).toBe('COMING_SOON');
      const daily = await call<{ list: Array<{ id: number }> }>({
        method: 'GET',
        url: '/wps/promotions?type=DAILY',
      });
      expect(daily.body.value.list.map((each) => each.id)).toEqual([checkInId]);
      const one = await call<{ id: number }>({ method: 'GET', url: `/wps/promotions/${welcomeId}` });
      expect(one.body.value.id).toBe(welcomeId);
      expect((await call({ method: 'GET', url: '/wps/promotions/999999' })).status).toBe(404);
    });
  });

  describe('joining, requesting, the operator deciding, claiming', () => {
    it('pays an approved sign-up reward once, through the reward center, with its turnover', async () => {
      const member = await newMember();
      expect((await join(member.token, welcomeId)).body.value.status).toBe('JOINED');
      // Joining twice answers the promotion as it is.
      expect((await join(member.token, welcomeId)).body.value.status).toBe('JOINED');
      const requested = await requestReward(
        member.token,
        { promotionId: String(welcomeId), remark: 'New here!' },
        [{ field: 'image', name: 'shot.png', bytes: PNG }],
      );
      expect(requested.status).toBe(200);
      expect(requested.body.value.status).toBe('APPLYING');
      expect(requested.body.value.participation).toMatchObject({ imageCount: 1, remark: 'New here!' });
      // Under review: a second request is refused.
      expect((await requestReward(member.token, { promotionId: String(welcomeId) })).body.errorCode).toBe(
        'already.processed',
      );

      const request = await requestOf(member.memberId);
      expect(request).toMatchObject({ promotionId: welcomeId, remark: 'New here!', imageCount: 1 });
      const image = await app.inject({
        method: 'GET',
        url: `/ops/promotions/requests/${request.id}/images/1`,
        headers: { authorization: operatorToken },
      });
      expect(image.headers['content-type']).toBe('image/png');
      expect(Buffer.from(image.rawPayload).equals(PNG)).toBe(true);

      const approved = await call<{ status: string; rewardId: string }>({
        method: 'POST',
        url: `/ops/promotions/requests/${request.id}/approve`,
        headers: { authorization: operatorToken },
      });
      expect(approved.body.value.status).toBe('APPROVED');
      const again = await call({
        method: 'POST',
        url: `/ops/promotions/requests/${request.id}/approve`,
        headers: { authorization: operatorToken },
      });
      expect(again.body.errorCode).toBe('already.processed');
      const audit = await listOperatorActions(handle().db, 'promotion_request', request.id);
      expect(audit.map((entry) => entry.action)).toEqual(['promotion.approve']);

      const state = await call<{ availablePromoCount: number }>({
        method: 'GET',
        url: '/wps/member/promotion-state',
        headers: { authorization: member.token },
      });
      expect(state.body.value.availablePromoCount).toBe(1);
      const center = await rewards(member.token, 'CLAIMABLE');
      expect(center.body.value.content).toHaveLength(1);
      const reward = center.body.value.content[0];
      expect(reward).toMatchObject({ amount: 8_800, turnoverRequired: 8_800, status: 'CLAIMABLE' });
      expect(reward?.title).toBe('Welcome gift for new members');
      const listed = await call<{ list: Array<{ id: number; status: string }> }>({
        method: 'GET',
        url: '/wps/member/promotions',
        headers: { authorization: member.token },
      });
      expect(listed.body.value.list.find((each) => each.id === welcomeId)?.status).toBe('CLAIM');

      const before = await balance(member.token);
      expect((await claim(member.token, reward?.id ?? '')).body.value.status).toBe('CLAIMED');
      expect(await balance(member.token)).toBe(before + 8_800);
      expect((await claim(member.token, reward?.id ?? '')).body.errorCode).toBe('reward.not.claimable');
      expect(await balance(member.token)).toBe(before + 8_800);
      expect(await getTurnoverStatus(handle().db, member.memberId)).toMatchObject({
        required: 8_800,
        isMet: false,
      });
      const bonuses = await call<{ content: Array<{ amount: number; description: string | null }> }>({
        method: 'GET',
        url: '/wps/member/bonuses',
        headers: { authorization: member.token },
      });
      expect(bonuses.body.value.content).toEqual([
        expect.objectContaining({ amount: 8_800, description: 'Welcome gift for new members' }),
      ]);
      const after = await call<{ availablePromoCount: number }>({
        method: 'GET',
        url: '/wps/member/promotion-state',
        headers: { authorization: member.token },
      });
      expect(after.body.value.availablePromoCount).toBe(0);
    });

    it('narrows the claims queue by promotion, member and time requested, paged', async () => {
      const startedAt = Date.now();
      const first = await newMember();
      const firstName = `promo${memberCount}`;
      const second = await newMember();
      await join(first.token, welcomeId);
      await requestReward(first.token, { promotionId: String(welcomeId), remark: 'Filter me' });
      await join(second.token, checkInId);
      await requestReward(second.token, { promotionId: String(checkInId), remark: 'Me too' });
      const endedAt = Date.now() + 1_000;
      const list = (query: string) =>
        call<{
          content: Array<{ id: string; memberId: number; promotionId: number }>;
          total: number;
          promotions: Array<{ id: number; title: string }>;
        }>({
          method: 'GET',
          url: `/ops/promotions/requests?${query}`,
          headers: { authorization: operatorToken },
        });
      const members = async (query: string) => {
        const answer = await list(query);
        expect(answer.status).toBe(200);
        return answer.body.value.content.map((each) => [each.memberId, each.promotionId]);
      };
      // By promotion and member (a user name in any case, or an id).
      expect(await members(`promotionId=${welcomeId}&member=${firstName.toUpperCase()}`)).toEqual([
        [first.memberId, welcomeId],
      ]);
      expect(await members(`member=${second.memberId}`)).toEqual([[second.memberId, checkInId]]);
      expect(await members(`promotionId=${checkInId}&member=${firstName}`)).toEqual([]);
      // By the time requested, [from, to).
      const window = `from=${new Date(startedAt).toISOString()}&to=${new Date(endedAt).toISOString()}`;
      expect(await members(`${window}&status=APPLYING`)).toEqual([
        [second.memberId, checkInId],
        [first.memberId, welcomeId],
      ]);
      expect(await members(`from=${new Date(endedAt).toISOString()}`)).toEqual([]);
      expect(await members(`to=${new Date(startedAt).toISOString()}&member=${first.memberId}`)).toEqual([]);
      // The filter offers every promotion with a request, whatever the filter.
      const offered = await list(`member=${second.memberId}`);
      expect(offered.body.value.promotions).toContainEqual({
        id: welcomeId,
        title: 'Welcome gift for new members',
      });
      expect(offered.body.value.promotions.map((each) => each.id)).toContain(checkInId);
      // Paged: one a page, newest first, the total of the whole filter.
      const pageOne = await list(`${window}&status=APPLYING&pageSize=1`);
      const pageTwo = await list(`${window}&status=APPLYING&pageSize=1&pageNum=2`);
      expect(pageOne.body.value.total).toBe(2);
      expect(
        [...pageOne.body.value.content, ...pageTwo.body.value.content].map((each) => each.memberId),
      ).toEqual([second.memberId, first.memberId]);
      // Bad filters: refused on their field.
      for (const query of [
        'promotionId=welcome',
        'from=yesterday',
        `from=${new Date(endedAt).toISOString()}&to=${new Date(startedAt).toISOString()}`,
        `member=${'x'.repeat(33)}`,
      ]) {
        const refused = await list(query);
        expect([query, refused.status, refused.body.errorCode]).toEqual([query, 400, 'request_param_err']);
      }
      // A member's session is no operator's: refused (every role: permission-matrix.int.test.ts).
      const asMember = await call({
        method: 'GET',
        url: `/ops/promotions/requests?member=${first.memberId}`,
        headers: { authorization: first.token },
      });
      expect(asMember.status).toBe(401);
    });

    it('lets a rejected member see the reason and ask again', async () => {
      const member = await newMember();
      await join(member.token, checkInId);
      await requestReward(member.token, { promotionId: String(checkInId), remark: 'Played 3 days' });
      const request = await requestOf(member.memberId);
      const rejected = await call<{ status: string; rejectReason: string }>({
        method: 'POST',
        url: `/ops/promotions/requests/${request.id}/reject`,
        headers: { authorization: operatorToken },
        payload: { reason: 'Only two days played' },
      });
      expect(rejected.body.value).toMatchObject({ status: 'REJECTED', rejectReason: 'Only two days played' });
      const seen = await call<{ status: string; participation: { rejectReason: string } }>({
        method: 'GET',
        url: `/wps/member/promotions/${checkInId}`,
        headers: { authorization: member.token },
      });
      expect(seen.body.value).toMatchObject({
        status: 'REJECTED',
        participation: { rejectReason: 'Only two days played' },
      });
      expect((await requestReward(member.token, { promotionId: String(checkInId) })).body.value.status).toBe(
        'APPLYING',
      );
      expect(
        (await listOperatorActions(handle().db, 'promotion_request', request.id)).map((each) => each.action),
      ).toEqual(['promotion.reject']);
    });
  });

  describe('refusals', () => {
    it('refuses bad requests with a clear code and changes nothing', async () => {
      const member = await newMember();
      await join(member.token, checkInId);
      const before = await tableCounts();
      const cases: Array<[Record<string, string>, Parameters<typeof multipart>[1], string]> = [
        [{ promotionId: String(checkInId), remark: 'x'.repeat(141) }, [], 'remark.too.long'],
        [
          { promotionId: String(checkInId) },
          Array.from({ length: 4 }, (_, index) => ({ field: 'image', name: `s${index}.png`, bytes: PNG })),
          'upload.invalid',
        ],
        [
          { promotionId: String(checkInId) },
          [{ field: 'image', name: 'fake.png', bytes: Buffer.from('not a png at all') }],
          'upload.invalid',
        ],
        [
          { promotionId: String(checkInId) },
          [{ field: 'image', name: 'shot.gif', bytes: PNG }],
          'upload.invalid',
        ],
        [
          { promotionId: String(checkInId) },
          [{ field: 'image', name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }],
          'upload.invalid',
        ],
        [{ promotionId: String(welcomeId) }, [], 'promotion.not.joined'],
      ];
      for (const [fields, files, code] of cases) {
        const answer = await requestReward(member.token, fields, files);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.body.errorCode).toBe(code);
      }
      expect((await join(member.token, festivalId)).body.errorCode).toBe('promotion.not.open');
      expect(await tableCounts()).toEqual(before);
    });

    it('gives one sign-up bonus per person: a second account with the same mobile number is refused', async () => {
      const first = await newMember();
      const second = await newMember();
      await handle()
        .db.updateTable('member')
        .set({ mobile: '5550001' })
        .where('id', 'in', [first.memberId, second.memberId])
        .execute();
      expect((await join(first.token, welcomeId)).body.value.status).toBe('JOINED');
      expect((await join(second.token, welcomeId)).body.errorCode).toBe('promotion.one.per.person');
    });

    it('keeps new-member promotions for accounts of the last 30 days', async () => {
      const member = await newMember();
      await handle()
        .db.updateTable('member')
        .set({ created_at: Date.now() - 31 * DAY_MS })
        .where('id', '=', member.memberId)
        .execute();
      expect((await join(member.token, welcomeId)).body.errorCode).toBe('promotion.not.eligible');
    });

    it("refuses another member's reward, an expired reward, a trial member, a guest and an operator without the role", async () => {
      const owner = await newMember();
      const other = await newMember();
      const now = Date.now();
      const [live, expired] = await runInTransaction(handle(), async (db) => [
        await grantReward(db, {
          memberId: owner.memberId,
          source: 'PROMOTION',
          sourceKey: `test:live:${owner.memberId}`,
          promotionId: null,
          titles: { en: 'Test reward' },
          amount: 500,
          turnoverRequired: 0,
          claimDays: 7,
          now,
        }),
        await grantReward(db, {
          memberId: owner.memberId,
          source: 'PROMOTION',
          sourceKey: `test:expired:${owner.memberId}`,
          promotionId: null,
          titles: { en: 'Old reward' },
          amount: 500,
          turnoverRequired: 0,
          claimDays: 1,
          now: now - 2 * DAY_MS,
        }),
      ]);
      expect((await claim(other.token, String(live?.id))).status).toBe(404);
      expect((await rewards(other.token)).body.value.content).toEqual([]);
      expect((await claim(owner.token, String(expired?.id))).body.errorCode).toBe('reward.not.claimable');
      expect((await rewards(owner.token, 'EXPIRED')).body.value.content.map((each) => each.title)).toEqual([
        'Old reward',
      ]);
      const trial = await createTrialMember(app, handle());
      expect((await join(trial.token, checkInId)).body.errorCode).toBe('need.true.account');
      expect((await call({ method: 'GET', url: '/wps/member/rewards' })).status).toBe(401);
      expect((await call({ method: 'POST', url: `/wps/member/rewards/${live?.id}/claim` })).status).toBe(401);
      expect((await call({ method: 'GET', url: '/wps/member/promotion-state' })).status).toBe(401);

      await join(other.token, checkInId);
      await requestReward(other.token, { promotionId: String(checkInId) });
      const request = await requestOf(other.memberId);
      const refused = await call({
        method: 'POST',
        url: `/ops/promotions/requests/${request.id}/approve`,
        headers: { authorization: supportToken },
      });
      expect(refused.body.errorCode).toBe('operator.forbidden');
      const asMember = await call({
        method: 'POST',
        url: `/ops/promotions/requests/${request.id}/approve`,
        headers: { authorization: owner.token },
      });
      expect(asMember.status).toBe(401);
      expect((await call({ method: 'GET', url: '/ops/promotions/requests' })).status).toBe(401);
      expect(
        (await requests(operatorToken)).body.value.content.find((each) => each.id === request.id),
      ).toBeDefined();
    });
  });

  describe('a deployment without bonuses (Brazil)', () => {
    it('lists no promotion, counts no reward and refuses joining and claiming', async () => {
      const member = await newMember();
      const [reward] = await runInTransaction(handle(), async (db) => [
        await grantReward(db, {
          memberId: member.memberId,
          source: 'PROMOTION',
          sourceKey: `test:off:${member.memberId}`,
          promotionId: null,
          titles: { en: 'Off' },
          amount: 100,
          turnoverRequired: 0,
          claimDays: 7,
          now: Date.now(),
        }),
      ]);
      await saveDeploymentSettings(handle(), { areBonusesEnabled: false });
      try {
        const list = await call<{ bonusesEnabled: boolean; list: unknown[] }>({
          method: 'GET',
          url: '/wps/promotions',
        });
        expect(list.body.value).toMatchObject({ bonusesEnabled: false, list: [] });
        expect((await join(member.token, checkInId)).body.errorCode).toBe('operation.not.enabled');
        expect((await claim(member.token, String(reward?.id))).body.errorCode).toBe('operation.not.enabled');
        const state = await call<{ availablePromoCount: number }>({
          method: 'GET',
          url: '/wps/member/promotion-state',
          headers: { authorization: member.token },
        });
        expect(state.body.value.availablePromoCount).toBe(0);
      } finally {
        await saveDeploymentSettings(handle(), { areBonusesEnabled: true });
      }
    });
  });
});
