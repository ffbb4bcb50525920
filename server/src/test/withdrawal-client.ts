import { randomBytes } from 'node:crypto';

import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import type { DatabaseHandle } from '../db/database';
import { createMember } from '../modules/accounts/accounts.service';
import { getPublicKey } from '../modules/encryption/encryption.service';

/** The login password and payment password of test members. */
export const TEST_LOGIN_PASSWORD = 'Secret1234';
export const TEST_PAYMENT_PASSWORD = 'Pay123456';

let addressSequence = 0;

/**
 * A logged-in member and a client calling the API as that member's browser would: from an address of its own
 * (per-address rate limits then count each test member apart), with its session token and a language.
 */
export interface TestMember {
  memberId: number;
  token: string;
  get: (url: string, language?: string) => Promise<LightMyRequestResponse>;
  /** A plain JSON POST. */
  post: (url: string, body: unknown, language?: string) => Promise<LightMyRequestResponse>;
  /** An encrypted (E) POST, as the web app sends calls marked E. */
  postEncrypted: (
    url: string,
    payload: Record<string, unknown>,
    language?: string,
  ) => Promise<LightMyRequestResponse>;
  postMultipart: (
    url: string,
    fields: Record<string, string>,
    files: readonly MultipartFile[],
    language?: string,
  ) => Promise<LightMyRequestResponse>;
}

/** Builds the client of a member already logged in with `token`. */
export function clientFor(
  app: FastifyInstance,
  handle: DatabaseHandle,
  member: { memberId: number; token: string },
  remoteAddress: string,
): TestMember {
  const headers = (language?: string) => ({
    authorization: member.token,
    ...(language === undefined ? {} : { language }),
  });
  return {
    ...member,
    get: (url, language) => app.inject({ url, headers: headers(language), remoteAddress }),
    post: (url, body, language) =>
      app.inject({ method: 'POST', url, headers: headers(language), payload: body as object, remoteAddress }),
    postEncrypted: async (url, payload, language) =>
      app.inject({
        method: 'POST',
        url,
        headers: headers(language),
        payload: await encryptPayload(await getPublicKey(handle), payload),
        remoteAddress,
      }),
    postMultipart: (url, fields, files, language) => {
      const body = buildMultipart(fields, files);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...headers(language), 'content-type': body.contentType },
        payload: body.payload,
        remoteAddress,
      });
    },
  };
}

/** A new address for a test member (private range, so no region rule applies). */
export function nextTestAddress(): string {
  addressSequence += 1;
  return `10.77.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

/** Creates a member (type 0) and logs it in from an address of its own. */
export async function createTestMember(
  app: FastifyInstance,
  handle: DatabaseHandle,
  username: string,
  options: { mobile?: string; countryDialingCode?: string; realName?: string } = {},
): Promise<TestMember> {
  const memberId = await createMember(handle, {
    username,
    password: TEST_LOGIN_PASSWORD,
    type: 0,
    isFirstLogin: false,
    mobile: options.mobile ?? null,
    countryDialingCode: options.countryDialingCode ?? null,
    realName: options.realName ?? null,
  });
  const remoteAddress = nextTestAddress();
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: await encryptPayload(await getPublicKey(handle), { username, password: TEST_LOGIN_PASSWORD }),
    remoteAddress,
  });
  const body = response.json<{ success: boolean; value?: { token: string } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`member login failed: ${response.body}`);
  }
  return clientFor(app, handle, { memberId, token: body.value.token }, remoteAddress);
}

/** Starts a trial member (type 4) through the free-play login. */
export async function createTestTrialMember(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<TestMember> {
  const remoteAddress = nextTestAddress();
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: await encryptPayload(await getPublicKey(handle), { os: 'linux', platform: 'W' }),
    remoteAddress,
  });
  const body = response.json<{ success: boolean; value?: { token: string; userInfo: { id: number } } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`trial login failed: ${response.body}`);
  }
  return clientFor(app, handle, { memberId: body.value.userInfo.id, token: body.value.token }, remoteAddress);
}

/** Sets the member's first payment password (TEST_PAYMENT_PASSWORD). */
export async function setTestPaymentPassword(member: TestMember): Promise<void> {
  const response = await member.postEncrypted('/wps/member/paymentPassword', {
    loginPassword: TEST_LOGIN_PASSWORD,
    newPassword: TEST_PAYMENT_PASSWORD,
    confirmNewPassword: TEST_PAYMENT_PASSWORD,
  });
  if (response.statusCode !== 200) {
    throw new Error(`setting the payment password failed: ${response.body}`);
  }
}

/** A random account number of 11 digits. */
export function randomAccountNumber(): string {
  return `9${String(randomBytes(5).readUIntBE(0, 5)).padStart(10, '0').slice(0, 10)}`;
}

/** Binds a bank account for the member; answers its id. */
export async function bindTestBankAccount(
  member: TestMember,
  options: { bankCode?: string; accountNumber?: string; holderName?: string } = {},
): Promise<string> {
  const response = await member.postEncrypted('/wps/member/boundAccounts', {
    kind: 'BANK',
    bankCode: options.bankCode ?? 'CHASE',
    accountNumber: options.accountNumber ?? randomAccountNumber(),
    holderName: options.holderName ?? 'Test Member',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  const body = response.json<{ success: boolean; value?: { id: string } }>();
  if (!body.success || body.value === undefined) {
    throw new Error(`binding a bank account failed: ${response.body}`);
  }
  return body.value.id;
}

/** One file of a multipart body. */
export interface MultipartFile {
  field: string;
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body and its content-type header, built by hand as a browser's FormData would. */
export function buildMultipart(
  fields: Record<string, string>,
  files: readonly MultipartFile[],
): { payload: Buffer; contentType: string } {
  const boundary = `----plaza${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Bytes that start like a PNG file, `size` long. */
export function pngBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

/** Bytes that start like a JPEG file, `size` long. */
export function jpegBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 9);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}
