import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

import type { AppContext } from '../app-context';
import { authenticateMemberRequest } from '../modules/accounts/member-authentication';
import { authenticateOperatorRequest } from '../modules/operator/operator-authentication';

/** Who a route serves: a logged-in member or a logged-in operator. */
export type RouteSession = 'member' | 'operator';

/** How the OpenAPI description names each session, so a client sees which calls need the `Authorization` header. */
export const SESSION_SECURITY_SCHEMES = {
  memberSession: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "A member's session token (POST /wps/session/login), with or without `Bearer `.",
  },
  operatorSession: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: "An operator's session token (POST /ops/session/login).",
  },
} as const;

const SECURITY_SCHEME_OF: Record<RouteSession, keyof typeof SESSION_SECURITY_SCHEMES> = {
  member: 'memberSession',
  operator: 'operatorSession',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The session the route needs. It is checked as the request arrives, before the body is read or validated:
     * a caller without one gets 401 not.logged.in and learns nothing of the call's shape (issue 26). The handler
     * then reads it with requireMember / requireRealMember / requireOperator.
     */
    session?: RouteSession;
  }
}

/**
 * Checks the session of every route that declares one (`config: { session: 'member' }`), in one place: an
 * onRequest hook added to the route as it is registered, and the session named in the route's OpenAPI description.
 * Installed after the rate limit, whose own hook it follows, so a caller without a session still counts against
 * the route's limit.
 */
export function installRouteSessions(app: FastifyInstance, context: AppContext): void {
  const checks: Record<RouteSession, onRequestAsyncHookHandler> = {
    member: async (request) => authenticateMemberRequest(context.database, request),
    operator: async (request) => authenticateOperatorRequest(request, context),
  };
  app.addHook('onRoute', (route) => {
    const session = route.config?.session;
    if (session === undefined) {
      return;
    }
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, checks[session]];
    route.schema = { ...route.schema, security: [{ [SECURITY_SCHEME_OF[session]]: [] }] };
  });
}
