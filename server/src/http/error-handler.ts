import { STATUS_CODES } from 'node:http';

import { ERROR_STATUS } from '@plaza/contracts/error-codes';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import { getErrorMessage } from '@plaza/contracts/error-messages';
import type { FailureEnvelope } from '@plaza/contracts/envelope';
import type { Language } from '@plaza/contracts/languages';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError } from './app-error';
import { toFieldErrors } from './field-errors';
import { resolveRequestLanguage } from './language';

/** Builds the failure envelope of `code` in `language`. */
export function buildFailure(code: ErrorCode, language: Language, value?: unknown): FailureEnvelope {
  return {
    success: false,
    errorCode: code,
    message: getErrorMessage(code, language),
    ...(value === undefined ? {} : { value }),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route answers a failure when its API is not the envelope's (the vendors' wallet calls answer a status
     * of their own protocol): from the code and HTTP status the error handler chose, the status and body to send.
     */
    failureAnswer?: (code: ErrorCode, status: number) => { status: number; body: unknown };
  }
}

/** Sends the failure envelope for `code` with its HTTP status, or the route's own answer to it. */
export function sendFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  defaultLanguage: () => Language,
  code: ErrorCode,
  value?: unknown,
): FastifyReply {
  const ownAnswer = request.routeOptions.config.failureAnswer?.(code, ERROR_STATUS[code]);
  if (ownAnswer !== undefined) {
    return reply.status(ownAnswer.status).send(ownAnswer.body);
  }
  return reply
    .status(ERROR_STATUS[code])
    .send(buildFailure(code, resolveRequestLanguage(request, defaultLanguage()), value));
}

/** What an error is answered with: a code of the closed list and its details. */
interface Failure {
  code: ErrorCode;
  details?: unknown;
}

// The request's address could not be read (a malformed percent-encoding, a path parameter past the router's
// length): the address is the field in error.
const BAD_ADDRESS_CODES = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

function hasStringCode(error: unknown): error is { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string';
}

/**
 * The code for a client error of the framework, a library or the HTTP parser, from its status; undefined for a
 * server fault. Statuses with no code of their own are invalid input.
 */
function classifyClientError(error: unknown, statusCode: number | undefined): Failure | undefined {
  if (hasStringCode(error) && BAD_ADDRESS_CODES.has(error.code)) {
    return { code: 'request_param_err', details: { fields: { url: 'validation.invalid' } } };
  }
  if (statusCode === undefined || statusCode < 400 || statusCode >= 500) {
    return undefined;
  }
  switch (statusCode) {
    case 404:
      return { code: 'not.found' };
    case 408:
      return { code: 'request.timeout' };
    case 413:
      return { code: 'request.too.large' };
    case 429:
      return { code: 'too.many.requests' };
    case 431:
      return { code: 'request.header.too.large' };
    default:
      return { code: 'request_param_err' };
  }
}

/** Decides the answer to any error raised while serving a request; undefined details are left out. */
function classifyError(error: FastifyError): Failure | undefined {
  if (error instanceof AppError) {
    return { code: error.code, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter((part) => part !== ''),
      code: issue.keyword,
      isMissing: issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? ''),
    }));
    return { code: 'request_param_err', details: toFieldErrors(issues) };
  }
  return classifyClientError(error, error.statusCode);
}

/** Answers `error` with its envelope; a server fault is logged and answered 500 unknown.error without a trace. */
function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  defaultLanguage: () => Language,
): FastifyReply {
  const failure = classifyError(error);
  if (failure === undefined) {
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, request, defaultLanguage, 'unknown.error');
  }
  if (!(error instanceof AppError) && failure.details === undefined) {
    request.log.info({ err: error }, 'client error');
  }
  return sendFailure(reply, request, defaultLanguage, failure.code, failure.details);
}

/**
 * Installs the one place where errors become envelopes: AppError codes, schema validation (400 with field
 * errors), Fastify's own client errors (body parsing, limits, rate limiting), and anything else as 500
 * unknown.error without a trace. The errors raised before a route is found, and those of the HTTP parser, come
 * here through the server options of errorHandlingOptions.
 */
export function installErrorHandler(app: FastifyInstance, defaultLanguage: () => Language): void {
  app.setErrorHandler((error: FastifyError, request, reply) =>
    answerError(error, request, reply, defaultLanguage),
  );
  // A library that answers a failure itself, with a status and no body (@fastify/websocket's 404 to a plain GET
  // of a WebSocket route), gets the envelope of that status.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || (payload !== undefined && payload !== null && payload !== '')) {
      return payload;
    }
    const code = classifyClientError(undefined, reply.statusCode)?.code ?? 'unknown.error';
    reply.code(ERROR_STATUS[code]).header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(buildFailure(code, resolveRequestLanguage(request, defaultLanguage())));
  });
}

/**
 * Fastify's server options that send the errors it raises outside any route through the same answer: the
 * router's (a malformed percent-encoding, an over-long path parameter) and the HTTP parser's, which arrive on
 * the socket before there is a request (an address or headers past 16 KB: 431; headers that never arrive: 408;
 * anything unreadable: 400), answered in the deployment's language since no Language header could be read.
 */
export function errorHandlingOptions(
  defaultLanguage: () => Language,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors: (error, request, reply) => {
      answerError(error, request, reply, defaultLanguage);
    },
    clientErrorHandler: (error: Error & { code?: string }, socket) => {
      // The peer is gone: nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) {
        return;
      }
      const statusCode =
        error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const code = classifyClientError(error, statusCode)?.code ?? 'request_param_err';
      if (socket.writable) {
        const body = JSON.stringify(buildFailure(code, defaultLanguage()));
        socket.write(
          `HTTP/1.1 ${ERROR_STATUS[code]} ${STATUS_CODES[ERROR_STATUS[code]] ?? ''}\r\n` +
            'Content-Type: application/json; charset=utf-8\r\n' +
            `Content-Length: ${Buffer.byteLength(body)}\r\n` +
            'X-Content-Type-Options: nosniff\r\n' +
            'Connection: close\r\n\r\n' +
            body,
        );
      }
      socket.destroy(error);
    },
  };
}
