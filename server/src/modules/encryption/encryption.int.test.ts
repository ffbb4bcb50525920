import { encryptPayload } from '@plaza/contracts/encrypt-payload';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError } from '../../http/app-error';
import { createTestDatabase, describeIntegration } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { getPublicKey, openEncryptedBody } from './encryption.service';

const loginSchema = z.object({ username: z.string().min(1), password: z.string().min(1) });

async function expectRefused(promise: Promise<unknown>): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error instanceof AppError && error.code).toBe('request_param_err');
}

describeIntegration('encrypted payloads', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('opens a payload encrypted with Web Crypto against the published key', async () => {
    const key = await getPublicKey(database.handle);
    const body = await encryptPayload(key, { username: 'alice', password: 'secret1' });
    await expect(openEncryptedBody(database.handle, body, loginSchema)).resolves.toEqual({
      username: 'alice',
      password: 'secret1',
    });
  });

  it('refuses the same payload a second time', async () => {
    const key = await getPublicKey(database.handle);
    const body = await encryptPayload(key, { username: 'bob', password: 'secret1' });
    await openEncryptedBody(database.handle, body, loginSchema);
    await expectRefused(openEncryptedBody(database.handle, body, loginSchema));
  });

  it('refuses a payload older than five minutes and one from the future', async () => {
    const key = await getPublicKey(database.handle);
    const now = Date.now();
    const old = await encryptPayload(key, { username: 'carol', password: 'x' }, now - 5 * 60 * 1000 - 1);
    await expectRefused(openEncryptedBody(database.handle, old, loginSchema, now));
    const future = await encryptPayload(key, { username: 'carol', password: 'x' }, now + 10 * 60 * 1000);
    await expectRefused(openEncryptedBody(database.handle, future, loginSchema, now));
  });

  it('refuses a plain body, a tampered ciphertext and an unknown key id', async () => {
    const key = await getPublicKey(database.handle);
    await expectRefused(openEncryptedBody(database.handle, { username: 'dave', password: 'x' }, loginSchema));
    const body = await encryptPayload(key, { username: 'dave', password: 'x' });
    const bytes = Buffer.from(body.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    await expectRefused(
      openEncryptedBody(database.handle, { ...body, data: bytes.toString('base64') }, loginSchema),
    );
    await expectRefused(openEncryptedBody(database.handle, { ...body, keyId: 'nope' }, loginSchema));
  });

  it('reports schema problems of the decrypted payload as field errors', async () => {
    const key = await getPublicKey(database.handle);
    const body = await encryptPayload(key, { username: '' });
    const error: unknown = await openEncryptedBody(database.handle, body, loginSchema).catch(
      (caught: unknown) => caught,
    );
    expect(error instanceof AppError && error.details).toEqual({
      fields: { username: 'validation.tooShort', password: 'validation.required' },
    });
  });
});
