import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiRequest, setRequestLanguage, setRequestMerchant } from './api-client';
import { readStoredSessionToken, storeSessionToken } from './session-token';

const schema = z.object({ name: z.string() });

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('returns the validated value and sends the language and merchant headers', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(answer({ success: true, value: { name: 'Plaza' } }));
    vi.stubGlobal('fetch', fetchMock);
    setRequestLanguage('pt');
    setRequestMerchant('PLAZABR');

    await expect(apiRequest({ method: 'POST', path: '/wps/x', schema, body: { a: 1 } })).resolves.toEqual({
      name: 'Plaza',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Language')).toBe('pt');
    expect(headers.get('Merchant')).toBe('PLAZABR');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends form data as multipart, leaving the content type and its boundary to the browser', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(answer({ success: true, value: { name: 'Plaza' } }));
    vi.stubGlobal('fetch', fetchMock);
    const formData = new FormData();
    formData.append('remark', 'hello');

    await apiRequest({ method: 'POST', path: '/wps/upload', schema, formData });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(formData);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('throws the failure envelope as an ApiError with code, message and status', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          answer({ success: false, errorCode: 'not.logged.in', message: 'Não conectado' }, 401),
        ),
    );
    const error = await apiRequest({ method: 'GET', path: '/wps/x', schema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'not.logged.in',
      message: 'Não conectado',
      status: 401,
      isFromServer: true,
    });
  });

  it('refuses a value that breaks the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(answer({ success: true, value: { name: 3 } })),
    );
    await expect(apiRequest({ method: 'GET', path: '/wps/x', schema })).rejects.toMatchObject({
      code: 'unknown.error',
      isFromServer: false,
    });
  });

  it('reports a network failure as network.error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest({ method: 'GET', path: '/wps/x', schema })).rejects.toMatchObject({
      code: 'network.error',
      status: 0,
    });
  });

  it('sends the stored session token and forgets it on a 401', async () => {
    storeSessionToken('member-token');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer({ success: true, value: { name: 'Plaza' } }))
      .mockResolvedValueOnce(answer({ success: false, errorCode: 'not.logged.in', message: 'Log in' }, 401));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest({ method: 'GET', path: '/wps/member/info', schema });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('member-token');
    await expect(apiRequest({ method: 'GET', path: '/wps/member/info', schema })).rejects.toMatchObject({
      status: 401,
    });
    expect(readStoredSessionToken()).toBeNull();
  });
});
