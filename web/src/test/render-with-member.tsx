import { encryptedPayloadSchema } from '@plaza/contracts/encryption';
import type { Whitelabel } from '@plaza/contracts/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { z } from 'zod';

import { startI18n } from '../i18n/i18n';
import { whitelabelQueryKey } from '../lib/api/get-whitelabel';
import { MemberCenterContext } from '../lib/member-center';
import type { MemberCenterControls } from '../lib/member-center';
import { storeSessionToken } from '../lib/session-token';

/** The deployment settings the wallet reads: US dollars with two decimals. */
export const TEST_WHITELABEL: Whitelabel = {
  merchantCode: 'PLAZA',
  platform: 'WEB',
  brandName: 'Plaza',
  logoUrl: '/media/logo/plaza.svg',
  defaultLanguage: 'en',
  languages: ['en'],
  currency: { code: 'USD', symbol: '$', decimals: 2 },
  lotteryType: 'SEA',
  gameCategories: [],
  ageLimit: 18,
  licence: 'Curaçao',
  copyrightYear: 2023,
  featureSwitches: [],
  resources: [],
  customerService: [],
  imageCDN: '',
};

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; value?: unknown; errorCode?: string; message?: string; details?: unknown };

/**
 * Answers the web app's calls from a table of `METHOD /path` → answer (a function may look at the call), and
 * records every call; an unknown call fails the test loudly with a 404.
 */
export function serveApi(routes: Record<string, Answer | ((call: RecordedCall) => Answer)>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://test',
    );
    const method = init?.method ?? 'GET';
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : (rawBody ?? null);
    const call = { method, path: url.pathname, body, query: url.searchParams };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(call) : route;
    if (answer === undefined) {
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            errorCode: 'not.found',
            message: `No route ${method} ${url.pathname}`,
          }),
          {
            status: 404,
          },
        ),
      );
    }
    if (answer.errorCode !== undefined) {
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            errorCode: answer.errorCode,
            message: answer.message ?? '',
            ...(answer.details === undefined ? {} : { value: answer.details }),
          }),
          { status: answer.status ?? 400 },
        ),
      );
    }
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, value: answer.value ?? null }), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders wallet UI as the app does: a member's session, the query cache with the deployment settings. */
export function renderWithMember(
  ui: ReactNode,
  memberCenter: MemberCenterControls = { openMemberCenter: vi.fn() },
) {
  storeSessionToken('member-token');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(whitelabelQueryKey, TEST_WHITELABEL);
  return render(
    <QueryClientProvider client={client}>
      <MemberCenterContext value={memberCenter}>{ui}</MemberCenterContext>
    </QueryClientProvider>,
  );
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

/**
 * A server key pair for calls marked E: the public key to answer GET /wps/system/publicKey with, and `open` to
 * read what the web app encrypted, as the server does (RSA-OAEP unwraps the AES-GCM key).
 */
export async function createTestKeyPair() {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = toBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return {
    publicKey: { keyId: 'test-key', spki },
    open: async (body: unknown): Promise<Record<string, unknown>> => {
      const sealed = encryptedPayloadSchema.parse(body);
      const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64(sealed.key));
      const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
        aesKey,
        fromBase64(sealed.data),
      );
      return z.record(z.string(), z.unknown()).parse(JSON.parse(new TextDecoder().decode(plain)));
    },
  };
}

/**
 * The lifecycle of a member page's test file: the interface in English before the first test; after each test the
 * page unmounted, the API's answers taken away and the session forgotten.
 */
export function setUpMemberPageTests(): void {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}
