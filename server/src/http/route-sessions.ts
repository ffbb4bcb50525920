import type { OperatorPermission } from '@plaza/contracts/operator';
import type { FastifyInstance, HTTPMethods, onRequestAsyncHookHandler } from 'fastify';

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
    /**
     * What an operator route needs of the permission matrix (contracts/src/operator.ts ROLE_PERMISSIONS), checked
     * with the session, before the input: an operator whose role lacks it gets 403 operator.forbidden.
     */
    permission?: OperatorPermission;
  }
}

/** A route that declares a session, as registered: the permission-matrix test walks every operator route. */
export interface DeclaredRoute {
  method: HTTPMethods;
  url: string;
  session: RouteSession;
  permission: OperatorPermission | undefined;
}

const declaredRoutes = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** The routes of `app` that declare a session, in the order they were registered. */
export function listDeclaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declaredRoutes.get(app) ?? [];
}

/**
 * Checks the session of every route that declares one (`config: { session: 'member' }`), in one place: an
 * onRequest hook added to the route as it is registered, and the session named in the route's OpenAPI description.
 * Installed after the rate limit, whose own hook it follows, so a caller without a session still counts against
 * the route's limit.
 */
export function installRouteSessions(app: FastifyInstance, context: AppContext): void {
  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(app, routes);
  const checkOf = (session: RouteSession, permission?: OperatorPermission): onRequestAsyncHookHandler =>
    session === 'member'
      ? async (request) => authenticateMemberRequest(context.database, request)
      : async (request) => authenticateOperatorRequest(request, context, permission);
  app.addHook('onRoute', (route) => {
    const session = route.config?.session;
    if (session === undefined) {
      return;
    }
    const permission = route.config?.permission;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routes.push({ method, url: route.url, session, permission });
      }
    }
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...existing, checkOf(session, permission)];
    route.schema = { ...route.schema, security: [{ [SECURITY_SCHEME_OF[session]]: [] }] };
  });
}
