import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestMember, createTestTrialMember } from '../../test/withdrawal-client';
import type { TestMember } from '../../test/withdrawal-client';
import { relaxLoginChecks } from '../../test/member-client';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from '../operator/operator.service';
import { listOperatorActions } from '../operator/operator-audit.service';

interface MessagePage {
  content: Array<{ id: string; sender: string; title: string; content: string; isRead: boolean }>;
  total: number;
  unread: number;
}

describeIntegration('platform messages', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let operatorToken: string;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await relaxLoginChecks(testApp.database.handle);
    operatorToken = await loginTestOperator(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const handle = () => testApp.database.handle;
  const newMember = async () => {
    sequence += 1;
    return createTestMember(testApp.app, handle(), `inbox${sequence}`);
  };
  const send = (body: Record<string, unknown>, token = operatorToken) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/messages',
      headers: { authorization: token },
      payload: body,
    });
  const texts = (title: string) => ({ en: { title, content: `${title} body` } });
  const unread = async (member: TestMember) =>
    (await member.get('/wps/relay/CSP_unreadCount')).json<{ value: { count: number } }>().value.count;
  const inbox = async (member: TestMember, query = '', language?: string) =>
    (await member.get(`/wps/member/messages${query}`, language)).json<{ value: MessagePage }>().value;

  it('reaches one member: unread until read, then the count clears; another member neither sees nor reads it', async () => {
    const member = await newMember();
    const other = await newMember();
    const sent = await send({ audience: 'MEMBER', memberId: member.memberId, texts: texts('Welcome') });
    expect(sent.statusCode).toBe(200);
    const id = sent.json<{ value: { id: string } }>().value.id;

    expect(await unread(member)).toBe(1);
    expect(await unread(other)).toBe(0);
    const page = await inbox(member);
    expect(page.content).toEqual([
      expect.objectContaining({
        id,
        sender: 'OPERATOR',
        title: 'Welcome',
        content: 'Welcome body',
        isRead: false,
      }),
    ]);
    expect((await inbox(other)).content).toEqual([]);

    const refused = await other.post('/wps/member/messages/read', { ids: [id] });
    expect(refused.statusCode).toBe(404);
    expect((await other.post(`/wps/member/messages/${id}/delete`, {})).statusCode).toBe(404);
    expect(await unread(member)).toBe(1);

    const read = await member.post('/wps/member/messages/read', { ids: [id] });
    expect(read.json()).toEqual({ success: true, value: { count: 0 } });
    expect((await inbox(member)).content[0]?.isRead).toBe(true);
    expect((await inbox(member, '?isRead=false')).total).toBe(0);
  });

  it('reaches everyone and each segment among the members who existed when it was sent', async () => {
    const player = await newMember();
    const agentId = await newMember();
    await testApp.database.handle.db
      .updateTable('member')
      .set({ type: 1 })
      .where('id', '=', agentId.memberId)
      .execute();
    await send({ audience: 'ALL', texts: texts('For all') });
    await send({ audience: 'AGENTS', texts: texts('For agents') });
    await send({ audience: 'PLAYERS', texts: texts('For players') });
    // A member who joins after the messages were sent, in a later millisecond: one joining in the very millisecond
    // of a message gets it (the reader's join time and the message's are compared with >=), which a fast machine did.
    const sentBy = Date.now();
    await expect.poll(() => Date.now()).toBeGreaterThan(sentBy);
    const later = await newMember();

    expect((await inbox(player)).content.map((message) => message.title)).toEqual(['For players', 'For all']);
    expect((await inbox(agentId)).content.map((message) => message.title)).toEqual(['For agents', 'For all']);
    expect((await inbox(later)).content).toEqual([]);

    // Read all, then delete one: it leaves the inbox and never counts again.
    expect((await player.post('/wps/member/messages/read', {})).json()).toEqual({
      success: true,
      value: { count: 0 },
    });
    const first = (await inbox(player)).content[0];
    expect((await player.post(`/wps/member/messages/${first?.id}/delete`, {})).statusCode).toBe(200);
    expect((await inbox(player)).content.map((message) => message.title)).toEqual(['For all']);
    // Another member still has it.
    expect((await inbox(agentId)).total).toBe(2);
  });

  it("shows an operator's message in the reader's language, else the default", async () => {
    const member = await newMember();
    await send({
      audience: 'MEMBER',
      memberId: member.memberId,
      texts: { en: { title: 'Hello', content: 'Hi' }, pt: { title: 'Olá', content: 'Oi' } },
    });
    expect((await inbox(member, '', 'pt')).content[0]?.title).toBe('Olá');
    expect((await inbox(member, '', 'th')).content[0]?.title).toBe('Hello');
  });

  it('sends a system message in the same transaction as a credited deposit, written in the reader language', async () => {
    const member = await newMember();
    const deposit = await member.post('/wps/payment/deposit', { channelCode: 'SANDBOX', amount: 12_345 });
    expect(deposit.json<{ value: { status: string } }>().value.status).toBe('COMPLETED');
    const [message] = (await inbox(member, '', 'pt')).content;
    expect(message).toMatchObject({ sender: 'SYSTEM', title: 'Depósito creditado', isRead: false });
    expect(message?.content).toContain('123.45');
    expect((await inbox(member, '', 'zh-CN')).content[0]?.title).toBe('存款已到账');
  });

  it('audits what an operator sends and refuses bad input, other roles, members and guests', async () => {
    const member = await newMember();
    const sent = await send({ audience: 'MEMBER', memberId: member.memberId, texts: texts('Audited') });
    const id = sent.json<{ value: { id: string } }>().value.id;
    const audit = await listOperatorActions(handle().db, 'message', id);
    expect(audit).toEqual([expect.objectContaining({ action: 'message.send' })]);

    expect((await send({ audience: 'MEMBER', texts: texts('x') })).statusCode).toBe(400);
    expect((await send({ audience: 'ALL', memberId: member.memberId, texts: texts('x') })).statusCode).toBe(
      400,
    );
    expect((await send({ audience: 'ALL', texts: {} })).statusCode).toBe(400);
    expect((await send({ audience: 'MEMBER', memberId: 999_999_999, texts: texts('x') })).statusCode).toBe(
      404,
    );

    await createOperator(handle(), { username: 'inboxfinance', password: 'Finance1234', role: 'FINANCE' });
    const financeToken = await loginTestOperator(testApp.app, {
      username: 'inboxfinance',
      password: 'Finance1234',
    });
    const forbidden = await send({ audience: 'ALL', texts: texts('x') }, financeToken);
    expect(forbidden.json()).toMatchObject({ success: false, errorCode: 'operator.forbidden' });
    expect((await send({ audience: 'ALL', texts: texts('x') }, member.token)).statusCode).toBe(401);
    const guest = await testApp.app.inject({ method: 'GET', url: '/wps/member/messages' });
    expect(guest.statusCode).toBe(401);
    const operatorList = await testApp.app.inject({
      url: `/ops/messages?memberId=${member.memberId}`,
      headers: { authorization: operatorToken },
    });
    expect(operatorList.json<{ value: { total: number } }>().value.total).toBe(1);
  });

  describe('trial members', () => {
    it('have no inbox: the unread count is refused', async () => {
      const trial = await createTestTrialMember(testApp.app, handle());
      const response = await trial.get('/wps/relay/CSP_unreadCount');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'need.true.account' });
    });
  });
});
