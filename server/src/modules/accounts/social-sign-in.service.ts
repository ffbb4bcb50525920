import { MEMBER_TYPE, SITE_MEMBER_TYPES } from '@plaza/contracts/accounts';
import type { LoginResponse } from '@plaza/contracts/accounts';
import type { Language } from '@plaza/contracts/languages';
import type {
  SignInProvider,
  SocialCallback,
  SocialRegisterRequest,
  SocialStart,
} from '@plaza/contracts/social-sign-in';
import { SOCIAL_CALLBACK_PATH } from '@plaza/contracts/social-sign-in';
import { createHash, randomBytes } from 'node:crypto';

import type { DatabaseHandle } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import type { Executor } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getDeploymentSettings } from '../deployment/deployment.service';
import type { DeploymentSettings } from '../deployment/deployment.schema';
import { selectMemberById, selectMemberByUsername } from './accounts.repository';
import type { MemberRow } from './accounts.repository';
import { verifyIdToken } from './id-token';
import type { IdTokenClaims } from './id-token';
import { readTokenKeyId } from './identity-provider-client';
import type { IdentityFetch, KeySetCache } from './identity-provider-client';
import { readLoginLimits, recordLoginFailure } from './login-attempts.service';
import { endBlockIfOver } from './members.service';
import { startSession, toMemberInfo } from './member-session.service';
import type { ClientContext } from './member-session.service';
import { verifyPassword } from './password-hashing';
import { register } from './registration.service';
import type { RegistrationOptions } from './registration.service';
import {
  hasMemberIdentity,
  deleteOldSocialSignIns,
  insertMemberIdentity,
  insertSocialSignIn,
  markSocialSignInOutcome,
  markSocialStateUsed,
  selectIdentityMember,
  selectSocialSignInByState,
  selectSocialSignInByTicket,
  updateSocialSignInChoice,
} from './social-sign-in.repository';
import type { SocialSignInRow } from './social-sign-in.repository';

/** A visitor has ten minutes at the provider, and ten more to link or register. */
const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;
const TICKET_LIFETIME_MS = 10 * 60 * 1000;
/** Ended sign-ins are kept a day, then removed when a new one starts. */
const SIGN_IN_KEPT_MS = 24 * 60 * 60 * 1000;

type ProviderSettings = DeploymentSettings['signInProviders'][number];

/** What the sign-in calls need from the running server. */
export interface SocialSignInDependencies {
  handle: DatabaseHandle;
  fetchIdentity: IdentityFetch;
  keySets: KeySetCache;
}

function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function randomText(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

async function findProvider(handle: DatabaseHandle, provider: string): Promise<ProviderSettings> {
  const settings = await getDeploymentSettings(handle);
  const found = settings.signInProviders.find((candidate) => candidate.provider === provider);
  if (!found) {
    throw new AppError('social.provider.unavailable');
  }
  return found;
}

/** GET /wps/session/social/providers: the providers configured for this deployment. */
export async function listSignInProviders(handle: DatabaseHandle): Promise<SignInProvider[]> {
  return (await getDeploymentSettings(handle)).signInProviders.map((provider) => provider.provider);
}

/**
 * Starts a sign-in (POST /wps/session/social/start): a state, a nonce and a PKCE verifier kept on the server, the
 * state and a browser key answered to the web app (which keeps them in session storage), and the provider's
 * authorization address with the S256 challenge.
 */
export async function startSocialSignIn(
  handle: DatabaseHandle,
  request: { provider: SignInProvider; language?: Language | undefined },
  site: { origin: string; now: number },
): Promise<SocialStart> {
  const provider = await findProvider(handle, request.provider);
  const state = randomText();
  const browserKey = randomText();
  const nonce = randomText();
  const codeVerifier = randomText(48);
  const redirectUri = `${site.origin}${SOCIAL_CALLBACK_PATH}`;
  await runInTransaction(handle, async (db) => {
    await deleteOldSocialSignIns(db, site.now - SIGN_IN_KEPT_MS);
    await insertSocialSignIn(db, {
      state_hash: hashText(state),
      provider: provider.provider,
      browser_key_hash: hashText(browserKey),
      nonce,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
      expires_at: site.now + SIGN_IN_LIFETIME_MS,
      created_at: site.now,
    });
  });
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    scope: provider.scope,
    state,
    nonce,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(request.language === undefined ? {} : { ui_locales: request.language }),
  });
  const separator = provider.authorizationEndpoint.includes('?') ? '&' : '?';
  return {
    authorizationUrl: `${provider.authorizationEndpoint}${separator}${query.toString()}`,
    state,
    browserKey,
  };
}

/** The code exchanged at the provider's token endpoint (with the PKCE verifier), and its ID token verified. */
async function redeemCode(
  dependencies: SocialSignInDependencies,
  provider: ProviderSettings,
  signIn: SocialSignInRow,
  code: string,
  now: number,
): Promise<IdTokenClaims> {
  let answer: { status: number; body: unknown };
  try {
    answer = await dependencies.fetchIdentity(provider.tokenEndpoint, {
      method: 'POST',
      form: {
        grant_type: 'authorization_code',
        code,
        redirect_uri: signIn.redirect_uri,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: signIn.code_verifier,
      },
    });
  } catch {
    throw new AppError('social.provider.unavailable');
  }
  const body = answer.body;
  const idToken =
    typeof body === 'object' && body !== null && 'id_token' in body && typeof body.id_token === 'string'
      ? body.id_token
      : undefined;
  if (answer.status !== 200 || idToken === undefined) {
    throw new AppError('social.token.invalid');
  }
  const keys = await dependencies.keySets.read(provider.jwksUri, readTokenKeyId(idToken), now);
  return verifyIdToken(idToken, keys, {
    issuer: provider.issuer,
    audience: provider.clientId,
    nonce: signIn.nonce,
    now,
  });
}

/** A member who may sign in: active, a site member, no trial; a time-out that has ended is over. */
async function requireSignInMember(
  db: Executor,
  member: MemberRow | undefined,
  now: number,
): Promise<MemberRow> {
  if (!member) {
    throw new AppError('non.member.login');
  }
  const current = await endBlockIfOver(db, member, now);
  if (
    !SITE_MEMBER_TYPES.includes(current.type) ||
    current.type === MEMBER_TYPE.trial ||
    current.status !== 'ACTIVE'
  ) {
    throw new AppError('non.member.login');
  }
  return current;
}

function toLoginResponse(token: string, member: MemberRow): LoginResponse {
  return {
    token,
    firstTimeLogin: member.is_first_login === 1,
    passwordExpired: false,
    isDefaultPassword: false,
    userInfo: toMemberInfo(member),
  };
}

/** A user name to offer from the identity's e-mail: its letters and digits, when no member has it. */
async function suggestUsername(db: Executor, email: string | null): Promise<string | null> {
  const local = (email?.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 12);
  if (local.length < 4) {
    return null;
  }
  return (await selectMemberByUsername(db, local)) ? null : local;
}

/**
 * The provider's answer (POST /wps/session/social/callback). The state must be one this server gave, to this
 * browser (its key), unused and unexpired: it is then used, whatever follows. The code is redeemed and the ID token
 * verified (signature, issuer, audience, expiry, nonce). A linked identity signs its member in; an unlinked one
 * answers a ticket for the link-or-register choice. A refusal changes no member, identity or session.
 */
export async function completeSocialSignIn(
  dependencies: SocialSignInDependencies,
  request: { state: string; code: string; browserKey: string },
  client: ClientContext,
): Promise<SocialCallback> {
  const { handle } = dependencies;
  const stateHash = hashText(request.state);
  const signIn = await selectSocialSignInByState(handle.db, stateHash);
  if (!signIn || signIn.browser_key_hash !== hashText(request.browserKey) || signIn.used_at !== null) {
    throw new AppError('social.state.invalid');
  }
  if (signIn.expires_at <= client.now) {
    throw new AppError('social.sign.in.expired');
  }
  if (!(await markSocialStateUsed(handle.db, stateHash, client.now))) {
    throw new AppError('social.state.invalid');
  }
  const provider = await findProvider(handle, signIn.provider);
  const identity = await redeemCode(dependencies, provider, signIn, request.code, client.now);
  const memberId = await selectIdentityMember(handle.db, provider.provider, identity.subject);
  if (memberId !== undefined) {
    const member = await requireSignInMember(
      handle.db,
      await selectMemberById(handle.db, memberId),
      client.now,
    );
    const { token } = await runInTransaction(handle, async (db) => {
      await markSocialSignInOutcome(db, stateHash, 'SIGNED_IN');
      return startSession(db, member.id, member.username, 'social', client);
    });
    return { outcome: 'SIGNED_IN', login: toLoginResponse(token, member) };
  }
  const ticket = randomText();
  await updateSocialSignInChoice(handle.db, stateHash, {
    ticketHash: hashText(ticket),
    ticketExpiresAt: client.now + TICKET_LIFETIME_MS,
    subject: identity.subject,
    email: identity.isEmailVerified ? identity.email : null,
    name: identity.name,
  });
  return {
    outcome: 'CHOICE',
    choice: {
      ticket,
      provider: provider.provider,
      email: identity.isEmailVerified ? identity.email : null,
      name: identity.name,
      suggestedUsername: await suggestUsername(handle.db, identity.isEmailVerified ? identity.email : null),
    },
  };
}

/** The identity a ticket waits to link: unused and unexpired. */
async function readOpenTicket(
  db: Executor,
  ticket: string,
  now: number,
): Promise<SocialSignInRow & { subject: string }> {
  const signIn = await selectSocialSignInByTicket(db, hashText(ticket));
  if (!signIn || signIn.subject === null || signIn.outcome !== null) {
    throw new AppError('social.state.invalid');
  }
  if ((signIn.ticket_expires_at ?? 0) <= now) {
    throw new AppError('social.sign.in.expired');
  }
  return { ...signIn, subject: signIn.subject };
}

/**
 * Links the ticket's identity to a member (inside the caller's transaction), for good: the ticket is used, the
 * identity must be no one's and the member must have none of this provider.
 */
async function linkIdentity(
  db: Executor,
  signIn: SocialSignInRow & { subject: string },
  memberId: number,
  linkedVia: 'LINK' | 'REGISTER',
  now: number,
): Promise<void> {
  if (!(await markSocialSignInOutcome(db, signIn.state_hash, linkedVia))) {
    throw new AppError('social.state.invalid');
  }
  if (
    (await selectIdentityMember(db, signIn.provider, signIn.subject)) !== undefined ||
    (await hasMemberIdentity(db, memberId, signIn.provider))
  ) {
    throw new AppError('identity.already.linked');
  }
  await insertMemberIdentity(db, {
    provider: signIn.provider,
    subject: signIn.subject,
    memberId,
    email: signIn.email,
    linkedVia,
    now,
  });
}

/**
 * Links the identity to an existing account (POST /wps/session/social/link, E) once the visitor proves its
 * password; the login limits of a password login apply. The choice is final: the ticket is used and the link is
 * never undone.
 */
export async function linkSocialIdentity(
  handle: DatabaseHandle,
  request: { ticket: string; username: string; password: string },
  client: ClientContext,
): Promise<LoginResponse> {
  const signIn = await readOpenTicket(handle.db, request.ticket, client.now);
  const username = request.username.trim();
  const limits = await readLoginLimits(handle, username, client.ip, client.now);
  if (limits.isRefused) {
    throw new AppError('too.many.requests');
  }
  const found = await selectMemberByUsername(handle.db, username);
  if (!found || !(await verifyPassword(found.password_hash, request.password))) {
    await recordLoginFailure(
      handle,
      {
        username,
        memberId: found?.id ?? null,
        ip: client.ip,
        device: client.device,
        method: 'social',
        now: client.now,
      },
      'password',
    );
    throw new AppError('password.incorrect');
  }
  const member = await requireSignInMember(handle.db, found, client.now);
  const { token } = await runInTransaction(handle, async (db) => {
    await linkIdentity(db, signIn, member.id, 'LINK', client.now);
    return startSession(db, member.id, member.username, 'social', client);
  });
  return toLoginResponse(token, member);
}

/**
 * Registers a new account for the identity (PUT /wps/member/register/social, E): registration's consent, field
 * rules, challenge and invitation code as ever, no password (the member signs in through the provider), and the
 * identity linked in the registration's transaction.
 */
export async function registerWithSocialIdentity(
  handle: DatabaseHandle,
  request: SocialRegisterRequest,
  client: ClientContext,
  options: Pick<RegistrationOptions, 'checkPhone'> = {},
): Promise<LoginResponse> {
  const signIn = await readOpenTicket(handle.db, request.ticket, client.now);
  return register(handle, request, 'SOCIAL', client, {
    ...options,
    onCreated: (db, memberId) => linkIdentity(db, signIn, memberId, 'REGISTER', client.now),
  });
}
