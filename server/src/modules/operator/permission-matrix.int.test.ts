import { OPERATOR_ROLES, operatorMay } from '@plaza/contracts/operator';
import type { OperatorPermission, OperatorRole } from '@plaza/contracts/operator';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { listDeclaredRoutes } from '../../http/route-sessions';
import { loginTestOperator } from '../../test/operator-client';
import { createTestApp, describeIntegration } from '../../test/test-database';
import { createOperator } from './operator.service';

/**
 * The permission matrix, call by call (docs/product/back-office.md#roles). Every operator route of the app must be
 * in this table with the permission reviewed for it: a new call fails here until it is added. Then every role
 * calls every route: a role without the permission gets 403 operator.forbidden before its input is read, a role
 * with it gets past the check (whatever its empty input then earns), and no session gets 401.
 */
const MATRIX: Record<string, OperatorPermission | 'session'> = {
  'GET /ops/session': 'session',
  'DELETE /ops/session/logout': 'session',
  'GET /ops/operators': 'operators.manage',
  'POST /ops/operators': 'operators.manage',
  'PUT /ops/operators/:operatorId': 'operators.manage',
  'POST /ops/operators/:operatorId/second-factor/reset': 'operators.manage',
  'POST /ops/operators/:operatorId/password/reset': 'operators.manage',
  'GET /ops/audit': 'audit.read',
  'GET /ops/settings/maintenance': 'settings.manage',
  'PUT /ops/settings/maintenance': 'settings.manage',
  'GET /ops/settings/switches': 'settings.manage',
  'PUT /ops/settings/switches/:id': 'settings.manage',
  'GET /ops/settings/regions': 'settings.manage',
  'PUT /ops/settings/regions': 'settings.manage',
  'GET /ops/deposits': 'finance.read',
  'POST /ops/deposits/:id/approve': 'finance.act',
  'POST /ops/deposits/:id/reject': 'finance.act',
  'POST /ops/members/:memberId/adjustments': 'finance.act',
  'GET /ops/adjustments': 'finance.read',
  'POST /ops/adjustments/:adjustmentId/approve': 'finance.act',
  'POST /ops/adjustments/:adjustmentId/reject': 'finance.act',
  'GET /ops/members/:memberId/transactions': 'members.read',
  'GET /ops/members/:memberId/bets': 'members.read',
  'GET /ops/members/:memberId/notes': 'members.read',
  'POST /ops/members/:memberId/notes': 'members.manage',
  'POST /ops/members/:memberId/password': 'members.manage',
  'GET /ops/dashboard': 'finance.read',
  'GET /ops/reports/daily': 'finance.read',
  'GET /ops/reports/members': 'finance.read',
  'GET /ops/withdrawals': 'finance.read',
  'GET /ops/withdrawals/:id': 'finance.read',
  'POST /ops/withdrawals/:id/approve': 'finance.act',
  'POST /ops/withdrawals/:id/reject': 'finance.act',
  'POST /ops/withdrawals/:id/disburse': 'finance.act',
  'POST /ops/withdrawals/:id/payouts/:payoutId/resolve': 'finance.act',
  'GET /ops/withdrawals/proofs/:id': 'finance.read',
  'GET /ops/vendors': 'games.read',
  'PUT /ops/vendors/:vendorCode': 'vendors.configure',
  'GET /ops/members/:memberId/tree': 'members.read',
  'GET /ops/agents/tree': 'members.read',
  'GET /ops/games': 'games.read',
  'PUT /ops/games/:gameId': 'games.manage',
  'GET /ops/games/categories': 'games.read',
  'PUT /ops/games/categories': 'games.manage',
  'POST /ops/members/:memberId/upline': 'members.move',
  'GET /ops/contracts': 'members.read',
  'GET /ops/contracts/settlements': 'members.read',
  'POST /ops/contracts/:contractId/end': 'contracts.manage',
  'POST /ops/contracts/settlements/:id/approve': 'contracts.manage',
  'POST /ops/contracts/settle': 'contracts.manage',
  'GET /ops/members/:memberId/gamblingControls': 'members.read',
  'GET /ops/messages': 'messages.send',
  'POST /ops/messages': 'messages.send',
  'GET /ops/feedback': 'support.answer',
  'GET /ops/feedback/images/:id': 'support.answer',
  'POST /ops/feedback/:id/reply': 'support.answer',
  'GET /ops/support/chats': 'support.answer',
  'GET /ops/support/chats/:id': 'support.answer',
  'POST /ops/support/chats/:id/messages': 'support.answer',
  'POST /ops/support/chats/:id/read': 'support.answer',
  'POST /ops/support/chats/:id/typing': 'support.answer',
  'GET /ops/support/chats/images/:id': 'support.answer',
  'GET /ops/chat-room/rooms': 'chatroom.moderate',
  'GET /ops/chat-room/rooms/:roomId/messages': 'chatroom.moderate',
  'POST /ops/chat-room/messages/:messageId/remove': 'chatroom.moderate',
  'GET /ops/chat-room/mutes': 'chatroom.moderate',
  'PUT /ops/chat-room/mutes/:memberId': 'chatroom.moderate',
  'DELETE /ops/chat-room/mutes/:memberId': 'chatroom.moderate',
  'GET /ops/promotions/requests': 'promotions.review',
  'GET /ops/promotions/requests/:id/images/:sequence': 'promotions.review',
  'POST /ops/promotions/requests/:id/approve': 'promotions.review',
  'POST /ops/promotions/requests/:id/reject': 'promotions.review',
  'GET /ops/rebate/rates': 'rewards.configure',
  'PUT /ops/rebate/rates': 'rewards.configure',
  'GET /ops/vip/levels': 'rewards.configure',
  'PUT /ops/vip/levels': 'rewards.configure',
  'GET /ops/referral/rules': 'rewards.configure',
  'PUT /ops/referral/rules': 'rewards.configure',
  'GET /ops/points/redemptions': 'promotions.review',
  'POST /ops/points/redemptions/:id/approve': 'promotions.review',
  'POST /ops/points/redemptions/:id/reject': 'promotions.review',
  'GET /ops/promotions': 'rewards.configure',
  'POST /ops/promotions': 'rewards.configure',
  'PUT /ops/promotions/:id': 'rewards.configure',
  'POST /ops/promotions/:id/end': 'rewards.configure',
  'POST /ops/promotions/covers': 'rewards.configure',
  'GET /ops/points/rewards': 'rewards.configure',
  'POST /ops/points/rewards': 'rewards.configure',
  'PUT /ops/points/rewards/:id': 'rewards.configure',
  'GET /ops/missions': 'rewards.configure',
  'POST /ops/missions': 'rewards.configure',
  'PUT /ops/missions/:id': 'rewards.configure',
  'GET /ops/raffles': 'rewards.configure',
  'POST /ops/raffles': 'rewards.configure',
  'PUT /ops/raffles/:id': 'rewards.configure',
  'GET /ops/lottery/games': 'lottery.read',
  'GET /ops/lottery/calendar': 'lottery.read',
  'GET /ops/lottery/games/:gameCode/limits': 'lottery.read',
  'GET /ops/lottery/exposure': 'lottery.read',
  'GET /ops/lottery/games/:gameCode/odds': 'lottery.read',
  'PUT /ops/lottery/games/:gameCode/odds': 'lottery.configure',
  'PUT /ops/lottery/games/:gameCode/limits': 'lottery.configure',
  'GET /ops/lottery/results/pending': 'lottery.read',
  'POST /ops/lottery/results': 'lottery.results',
  'POST /ops/lottery/results/:entryId/confirm': 'lottery.results',
  'POST /ops/lottery/results/import': 'lottery.results',
  'POST /ops/lottery/draws/:drawCode/:issueNo/void': 'lottery.results',
  'GET /ops/content/announcements': 'content.manage',
  'POST /ops/content/announcements': 'content.manage',
  'PUT /ops/content/announcements/:id': 'content.manage',
  'GET /ops/members': 'members.read',
  'GET /ops/members/:memberId': 'members.read',
  'POST /ops/members/:memberId/lock': 'members.manage',
  'POST /ops/members/:memberId/unlock': 'members.manage',
};

/** Path parameters that name nothing, so an allowed call changes nothing. */
const fillParameters = (url: string) =>
  url.replace(/:vendorCode/g, 'NOPE_VENDOR').replace(/:[A-Za-z]+/g, '987654321');

describeIntegration('the operator permission matrix', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const tokens = new Map<OperatorRole, string>();

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    for (const role of OPERATOR_ROLES) {
      const username = `matrix_${role.toLowerCase()}`;
      await createOperator(testApp.database.handle, { username, password: 'Matrix12345', role });
      tokens.set(role, await loginTestOperator(testApp.app, { username, password: 'Matrix12345' }));
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  const operatorRoutes = () =>
    listDeclaredRoutes(testApp.app).filter((route) => route.session === 'operator');

  it('has every operator route in the table with the permission it declares, and nothing else', () => {
    const declared = Object.fromEntries(
      operatorRoutes().map((route) => [`${route.method} ${route.url}`, route.permission ?? 'session']),
    );
    expect(declared).toEqual(MATRIX);
  });

  it('answers each role on each route as the matrix says, and 401 without a session', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [index, route] of operatorRoutes().entries()) {
      const url = fillParameters(route.url);
      const payload = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
      // Each route's calls from an address of their own: the matrix makes more calls than one address may make
      // in a minute (the global rate limit), and a 429 would hide the answer under test.
      const remoteAddress = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
      const call = (authorization?: string) =>
        testApp.app.inject({
          method: route.method,
          url,
          remoteAddress,
          ...(payload === undefined ? {} : { payload }),
          ...(authorization === undefined ? {} : { headers: { authorization } }),
        });
      const guest = await call();
      outcomes.push(`${route.method} ${route.url} guest ${guest.statusCode}`);
      expected.push(`${route.method} ${route.url} guest 401`);
      for (const role of OPERATOR_ROLES) {
        if (route.url === '/ops/session/logout') {
          continue;
        }
        const response = await call(tokens.get(role));
        const errorCode = response.json<{ errorCode?: string }>().errorCode;
        const refused = response.statusCode === 403 && errorCode === 'operator.forbidden';
        const allowed = route.permission === undefined || operatorMay(role, route.permission);
        outcomes.push(
          `${route.method} ${route.url} ${role} ${refused ? 'refused' : `passed ${response.statusCode === 401 ? 401 : ''}`}`,
        );
        expected.push(`${route.method} ${route.url} ${role} ${allowed ? 'passed ' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
    // The table above is not empty and refuses something to every role but ADMIN.
    for (const role of OPERATOR_ROLES.filter((role) => role !== 'ADMIN')) {
      expect(expected.some((line) => line.endsWith(`${role} refused`))).toBe(true);
    }
  });
});
