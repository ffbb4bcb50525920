import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import type { FastifyRequest } from 'fastify';

import type { DatabaseHandle } from '../db/database';
import type { MemberRow } from '../modules/accounts/accounts.repository';
import { authenticate } from '../modules/accounts/accounts.service';
import { readAuthorizationToken } from '../modules/accounts/session-token';
import { AppError } from './app-error';

/** The session token of a request (`Authorization: <token>` or `Bearer <token>`). */
export function readRequestToken(request: FastifyRequest): string | undefined {
  return readAuthorizationToken(request.headers.authorization);
}

/** The logged-in member of a call marked T, or 401 not.logged.in. */
export function requireMember(handle: DatabaseHandle, request: FastifyRequest): Promise<MemberRow> {
  return authenticate(handle, readRequestToken(request), Date.now());
}

/** A logged-in member with a real account: trial members get 403 need.true.account (spec.md §6). */
export async function requireRealMember(handle: DatabaseHandle, request: FastifyRequest): Promise<MemberRow> {
  const member = await requireMember(handle, request);
  if (member.type === MEMBER_TYPE.trial) {
    throw new AppError('need.true.account');
  }
  return member;
}
