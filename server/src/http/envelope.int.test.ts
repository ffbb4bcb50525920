import { ERROR_CODES } from '@plaza/contracts/error-codes';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../test/test-database';
import { AppError } from './app-error';

describeIntegration('the envelope and its errors', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    testApp.app.get('/wps/test/crash', () => {
      throw new Error('database password is hunter2');
    });
    testApp.app.get('/wps/test/app-error', () => {
      throw new AppError('need.true.account');
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers an unknown API path with 404 not.found in the request language', async () => {
    const response = await testApp.app.inject({ url: '/wps/does-not-exist', headers: { language: 'zh-CN' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, errorCode: 'not.found', message: '未找到。' });
  });

  it('falls back to the default language for an unsupported Language header', async () => {
    const response = await testApp.app.inject({ url: '/wps/does-not-exist', headers: { language: 'xx' } });
    expect(response.json()).toMatchObject({ message: 'Not found.' });
  });

  it('never shows a stack trace or internal message: 500 unknown.error', async () => {
    const response = await testApp.app.inject({ url: '/wps/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'unknown.error',
      message: 'Unknown error.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('maps an AppError code to its status and localized message', async () => {
    const response = await testApp.app.inject({ url: '/wps/test/app-error', headers: { language: 'pt' } });
    expect(response.statusCode).toBe(403);
    const body = response.json<{ errorCode: string; message: string }>();
    expect(body.errorCode).toBe('need.true.account');
    expect(body.message).toContain('conta real');
  });

  it('refuses a Merchant header naming another merchant', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/status', headers: { merchant: 'OTHER' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'function.not.available' });
    const same = await testApp.app.inject({ url: '/wps/system/status', headers: { merchant: 'PLAZA' } });
    expect(same.statusCode).toBe(200);
  });

  it('answers invalid input with 400 request_param_err and the offending fields', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { type: 'NOPE' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: { type: 'validation.invalid' } },
    });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ url: '/wps/system/status' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("leaves the browser's headers off the vendors' wallet calls, server to server", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/seamless/DEMO/balance',
      headers: { 'content-type': 'application/json', 'x-signature': '00'.repeat(32) },
      payload: '{}',
    });
    expect(response.json()).toEqual({ status: 'INVALID_SIGNATURE' });
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('has a closed list of codes, each answering with its own status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describeIntegration('rate limits shared through Redis', () => {
  it('counts requests in Redis when REDIS_URL is set, and answers 429 past the limit', async () => {
    const { Redis } = await import('ioredis');
    const probe = new Redis(process.env.PLAZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    const isRedisAvailable = await probe.connect().then(
      () => true,
      () => false,
    );
    if (!isRedisAvailable) {
      expect(process.env.CI, 'Redis is required on CI').toBeFalsy();
      return;
    }
    const testApp = await createTestApp('PLAZA', {
      redisUrl: process.env.PLAZA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
    try {
      const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      let last = 0;
      for (let request = 0; request < 61; request += 1) {
        last = (await testApp.app.inject({ url: '/wps/captcha', remoteAddress: address })).statusCode;
      }
      expect(last).toBe(429);
      const keys = await probe.keys('plaza-PLAZA-rate-*');
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await testApp.close();
      await probe.quit();
    }
  });
});

describeIntegration('the global rate limit', () => {
  it('does not count the files pages load, and still guards the API from the same address', async () => {
    const testApp = await createTestApp('PLAZA');
    try {
      const address = `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses = new Set<number>();
      // More than the 600 requests a minute the API allows one address.
      for (let request = 0; request < 610; request += 1) {
        const answer = await testApp.app.inject({ url: '/media/games/BGS_DICE.svg', remoteAddress: address });
        statuses.add(answer.statusCode);
      }
      expect([...statuses]).toEqual([200]);
      const api = await testApp.app.inject({
        url: '/wps/captcha',
        remoteAddress: address,
        headers: { merchant: 'PLAZA' },
      });
      expect(api.statusCode).toBe(200);
      let last = 0;
      for (let request = 0; request < 61; request += 1) {
        last = (await testApp.app.inject({ url: '/wps/captcha', remoteAddress: address })).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
