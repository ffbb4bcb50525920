import { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

import { failureEnvelopeSchema } from '@plaza/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, describeIntegration } from '../test/test-database';

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Writes `request` as it is to a real socket and reads the answer until the server closes: the HTTP parser's own
 * limits apply there, which inject does not go through.
 */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, split).split('\r\n');
      const headers = new Map(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) });
    });
    socket.connect(port, '127.0.0.1', () => socket.end(request));
  });
}

function expectEnvelope(body: string, errorCode: string): void {
  // The contract's schema: only a code of the closed list passes.
  const envelope = failureEnvelopeSchema.parse(JSON.parse(body));
  expect(envelope.errorCode).toBe(errorCode);
  expect(envelope.message).not.toBe('');
}

describeIntegration('errors raised before a route runs, answered in the envelope', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp('PLAZA');
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('the router', () => {
    it('answers a malformed percent-encoding in the path (FST_ERR_BAD_URL) with 400 request_param_err', async () => {
      for (const url of ['/wps/%ZZ', '/ops/withdrawals/%E0%A4%A', '/gateway/seamless/%ZZ/balance']) {
        const response = await testApp.app.inject({ url, headers: { language: 'pt' } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          success: false,
          errorCode: 'request_param_err',
          message: 'Algumas das informações inseridas não são válidas.',
          value: { fields: { url: 'validation.invalid' } },
        });
      }
    });

    it('answers a path parameter longer than the router keeps (FST_ERR_MAX_PARAM_LENGTH) with the envelope', async () => {
      const response = await testApp.app.inject({ url: `/ops/withdrawals/${'a'.repeat(500)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        value: { fields: { url: 'validation.invalid' } },
      });
    });
  });

  describe("the HTTP parser's limits", () => {
    it('answers a URL longer than 16 KB with 431 request.header.too.large in the envelope', async () => {
      const path = `/wps/system/status?filler=${'a'.repeat(17 * 1024)}`;
      const answer = await sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answer.status).toBe(431);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body));
      expectEnvelope(answer.body, 'request.header.too.large');
    });

    it('answers headers over the limit the same way, in the deployment language', async () => {
      const answer = await sendRaw(
        port,
        `GET /wps/system/status HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'b'.repeat(17 * 1024)}\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        errorCode: 'request.header.too.large',
        message: 'The web address or headers of the request are too long.',
      });
    });

    it('answers a request the parser cannot read with 400 request_param_err in the envelope', async () => {
      const answer = await sendRaw(port, 'NOT A REQUEST\r\n\r\n');
      expect(answer.status).toBe(400);
      expectEnvelope(answer.body, 'request_param_err');
    });
  });

  describe('body parsing', () => {
    it('answers a body over the 1 MiB limit with 413 request.too.large', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_gameList',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ keyword: 'a'.repeat(1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expectEnvelope(response.body, 'request.too.large');
    });
  });
});
