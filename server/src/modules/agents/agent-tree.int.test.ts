import type { AgentTreePage } from '@plaza/contracts/agents-operator';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createMember } from '../accounts/accounts.service';
import { createOperator } from '../operator/operator.service';

describeIntegration('the back office agent tree', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let adminToken = '';
  let contentToken = '';
  let supportToken = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    adminToken = await loginTestOperator(testApp.app);
    for (const role of ['CONTENT', 'SUPPORT'] as const) {
      await createOperator(testApp.database.handle, {
        username: `tree_${role.toLowerCase()}`,
        password: 'Tree1234567',
        role,
      });
    }
    contentToken = await loginTestOperator(testApp.app, {
      username: 'tree_content',
      password: 'Tree1234567',
    });
    supportToken = await loginTestOperator(testApp.app, {
      username: 'tree_support',
      password: 'Tree1234567',
    });
    // treetopa ─ treesuba ─ treem1, treem2; treetopb; treesuba also has treesubsub ─ treem3
    const make = async (username: string, type: number, parent?: string) => {
      ids[username] = await createMember(testApp.database.handle, {
        username,
        password: 'Secret1234',
        type,
        parentId: parent === undefined ? null : (ids[parent] ?? null),
        isFirstLogin: false,
      });
    };
    await make('treetopa', 1);
    await make('treetopb', 1);
    await make('treesuba', 2, 'treetopa');
    await make('treem1', 0, 'treesuba');
    await make('treem2', 0, 'treesuba');
    await make('treesubsub', 2, 'treesuba');
    await make('treem3', 0, 'treesubsub');
  });
  afterAll(async () => {
    await testApp.close();
  });

  const tree = async (query: string, token = adminToken) => {
    const response = await testApp.app.inject({
      url: `/ops/agents/tree?${query}`,
      headers: token === '' ? {} : { authorization: token },
    });
    return { status: response.statusCode, page: response.json<{ value: AgentTreePage }>().value };
  };
  const id = (name: string) => ids[name] ?? 0;

  it('lists the top agents, then one level at a time with team counts and figures, paged', async () => {
    const top = await tree('pageSize=100');
    expect(top.status).toBe(200);
    const topa = top.page.content.find((node) => node.account === 'treetopa');
    expect(topa).toMatchObject({ isAgent: true, directMembers: 1, teamSize: 5, subAgents: 2, uplines: [] });
    expect(topa?.figures).toEqual({ deposits: 0, validBet: 0, profitLoss: 0 });
    expect(top.page.content.map((node) => node.account)).not.toContain('treesuba');

    const children = await tree(`parentId=${id('treesuba')}&pageSize=2`);
    expect(children.page.total).toBe(3);
    expect(children.page.totalPages).toBe(2);
    expect(children.page.content.map((node) => node.account)).toEqual(['treem1', 'treem2']);
    const second = await tree(`parentId=${id('treesuba')}&pageSize=2&pageNum=2`);
    expect(second.page.content).toMatchObject([{ account: 'treesubsub', teamSize: 1, directMembers: 1 }]);
  });

  it('finds members by the start of their account, with their uplines', async () => {
    const found = await tree('search=TREEM');
    expect(found.page.content.map((node) => node.account)).toEqual(['treem1', 'treem2', 'treem3']);
    expect(found.page.content[2]?.uplines.map((upline) => upline.account)).toEqual([
      'treetopa',
      'treesuba',
      'treesubsub',
    ]);
  });

  it('shows a move at once, and refuses a move into the own team as a loop', async () => {
    const moved = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${id('treesubsub')}/upline`,
      headers: { authorization: supportToken },
      payload: { uplineId: id('treetopb'), reason: 'new house' },
    });
    expect(moved.json()).toMatchObject({ value: { movedCount: 2, previousUplineId: id('treesuba') } });
    expect((await tree(`parentId=${id('treetopb')}`)).page.content).toMatchObject([
      { account: 'treesubsub', teamSize: 1 },
    ]);
    expect((await tree('search=treetop')).page.content.map((node) => [node.account, node.teamSize])).toEqual([
      ['treetopa', 3],
      ['treetopb', 2],
    ]);
    const nonAgent = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${id('treetopb')}/upline`,
      headers: { authorization: adminToken },
      payload: { uplineId: id('treem3'), reason: 'not an agent' },
    });
    expect(nonAgent.json()).toMatchObject({ errorCode: 'upline.invalid' });
    const cycle = await testApp.app.inject({
      method: 'POST',
      url: `/ops/members/${id('treetopb')}/upline`,
      headers: { authorization: adminToken },
      payload: { uplineId: id('treesubsub'), reason: 'loop' },
    });
    expect(cycle.statusCode).toBe(409);
    expect(cycle.json()).toMatchObject({ errorCode: 'upline.in.team' });
  });

  it('refuses another role (403), no session (401), bad input (400) and an unknown parent (404)', async () => {
    expect((await tree('', contentToken)).status).toBe(403);
    expect((await tree('', '')).status).toBe(401);
    expect((await tree('parentId=abc')).status).toBe(400);
    expect((await tree('pageSize=1000')).status).toBe(400);
    expect((await tree('search=%20')).status).toBe(400);
    expect((await tree('parentId=987654321')).status).toBe(404);
  });
});
