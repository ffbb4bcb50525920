import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { FastifyRequest } from 'fastify';

import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/app-error';
import { readRequestToken } from '../sessions/session-token';
import { authenticateMember } from './member-session.service';
import type { MemberRow } from './members.service';

/** The members that routes declaring `session: 'member'` authenticated when their requests arrived. */
const sessionMembers = new WeakMap<FastifyRequest, MemberRow>();

/** Authenticates the member of a request as it arrives (http/route-sessions.ts), or throws 401 not.logged.in. */
export async function authenticateMemberRequest(
  handle: DatabaseHandle,
  request: FastifyRequest,
): Promise<void> {
  sessionMembers.set(request, await authenticateMember(handle, readRequestToken(request), Date.now()));
}

/**
 * The logged-in member of a call marked T, or 401 not.logged.in. A route that declares `session: 'member'` has
 * it already (checked before its input); any other route authenticates here.
 */
export async function requireMember(handle: DatabaseHandle, request: FastifyRequest): Promise<MemberRow> {
  return sessionMembers.get(request) ?? authenticateMember(handle, readRequestToken(request), Date.now());
}

/**
 * A logged-in member with a real account: trial members get 403 need.true.account
 * (docs/product/accounts.md#trial-members).
 */
export async function requireRealMember(handle: DatabaseHandle, request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(handle, request);
  if (member.type === MEMBER_TYPE.trial) {
    throw new AppError('need.true.account');
  }
  return member;
}
