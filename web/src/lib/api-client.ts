import { failureEnvelopeSchema } from '@plaza/contracts/envelope';
import { ERROR_STATUS } from '@plaza/contracts/error-codes';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import type { Language } from '@plaza/contracts/languages';
import type { z } from 'zod';

import { announceSessionEnd } from './session-end';
import { clearSessionToken, readStoredSessionToken } from './session-token';

/**
 * A failed API call: the envelope's error code and the server's message in the request's language, or, for a
 * network failure or an answer that breaks the contract, a code the client chose and no server message
 * (`isFromServer` false: the interface words those itself).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly isFromServer: boolean;

  constructor(code: ErrorCode, message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.isFromServer = message !== '';
  }
}

/**
 * What every call sends: the interface language and, once the whitelabel call has named it, the merchant code
 * (docs/product/wire.md#headers). Kept here so the headers are built in one place.
 */
const requestContext: { language: Language; merchantCode: string | null } = {
  language: 'en',
  merchantCode: null,
};

/** Sets the `Language` header of every later call. */
export function setRequestLanguage(language: Language): void {
  requestContext.language = language;
}

/** Sets the `Merchant` header of every later call. */
export function setRequestMerchant(merchantCode: string): void {
  requestContext.merchantCode = merchantCode;
}

export interface ApiRequest<Schema extends z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  schema: Schema;
  query?: Record<string, string>;
  body?: unknown;
  /** A form-encoded body, for the calls the contract marks as forms (instead of `body`). */
  form?: Record<string, string>;
  /** A multipart/form-data body (file uploads); the browser sets the content type with its boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /**
   * The `Authorization` to send instead of the member's stored token (the back office's operator token); a 401
   * then leaves the member's token alone.
   */
  authorization?: string | null;
}

function buildUrl(path: string, query: Record<string, string> | undefined): string {
  if (query === undefined) {
    return path;
  }
  return `${path}?${new URLSearchParams(query).toString()}`;
}

function buildHeaders(contentType: string | null, authorization?: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json', Language: requestContext.language });
  if (requestContext.merchantCode !== null) {
    headers.set('Merchant', requestContext.merchantCode);
  }
  if (contentType !== null) {
    headers.set('Content-Type', contentType);
  }
  // Calls marked T need the member's token; sending it on every call lets the server know the member.
  const token = authorization === undefined ? readStoredSessionToken() : authorization;
  if (token !== null) {
    headers.set('Authorization', token);
  }
  return headers;
}

function clientError(code: ErrorCode, status: number): ApiError {
  return new ApiError(code, '', status);
}

/**
 * Calls the API and returns the envelope's `value` parsed with `schema`, with the stored session token as
 * `Authorization`; a 401 answer clears that token. Throws an ApiError for a failure
 * envelope, an answer that is not an envelope or does not match the contract, and a network failure.
 */
export async function apiRequest<Schema extends z.ZodType>(
  request: ApiRequest<Schema>,
): Promise<z.output<Schema>> {
  const isForm = request.form !== undefined;
  const hasBody = request.body !== undefined;
  const contentType = isForm ? 'application/x-www-form-urlencoded' : hasBody ? 'application/json' : null;
  let response: Response;
  try {
    response = await fetch(buildUrl(request.path, request.query), {
      method: request.method,
      headers: buildHeaders(contentType, request.authorization),
      body:
        request.formData ??
        (isForm
          ? new URLSearchParams(request.form).toString()
          : hasBody
            ? JSON.stringify(request.body)
            : undefined),
      signal: request.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw clientError('network.error', 0);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw clientError(response.ok ? 'unknown.error' : 'network.error', response.status);
  }

  const failure = failureEnvelopeSchema.safeParse(payload);
  if (failure.success) {
    const { errorCode, message, value } = failure.data;
    const status = response.ok ? ERROR_STATUS[errorCode] : response.status;
    if (status === 401 && request.authorization === undefined) {
      // The session is over on the server: forget the token so the page shows the guest state.
      clearSessionToken();
      if (errorCode === 'gambling.session.ended') {
        announceSessionEnd({ reason: 'time-limit', message });
      }
    }
    throw new ApiError(errorCode, message, status, value);
  }
  if (
    typeof payload !== 'object' ||
    payload === null ||
    !('success' in payload) ||
    payload.success !== true ||
    !('value' in payload)
  ) {
    throw clientError('unknown.error', response.status);
  }
  const parsed = request.schema.safeParse(payload.value);
  if (!parsed.success) {
    throw clientError('unknown.error', response.status);
  }
  return parsed.data;
}

/**
 * Fetches a file the API answers only to its owner (an uploaded image), with the same headers as every call;
 * throws an ApiError for a failure.
 */
export async function apiFileRequest(
  path: string,
  signal?: AbortSignal,
  authorization?: string | null,
): Promise<Blob> {
  const response = await fetch(path, { headers: buildHeaders(null, authorization), signal });
  if (!response.ok) {
    throw clientError(response.status === 404 ? 'not.found' : 'unknown.error', response.status);
  }
  return response.blob();
}
