import { ERROR_STATUS } from '@plaza/contracts/error-codes';
import type { ErrorCode } from '@plaza/contracts/error-codes';
import { getErrorMessage } from '@plaza/contracts/error-messages';
import type { FailureEnvelope } from '@plaza/contracts/envelope';
import type { Language } from '@plaza/contracts/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** Sends the failure envelope for `code` with its HTTP status. */
export function sendFailure(
  reply: FastifyReply,
  request: FastifyRequest,
  defaultLanguage: () => Language,
  code: ErrorCode,
  value?: unknown,
): FastifyReply {
  return reply
    .status(ERROR_STATUS[code])
    .send(buildFailure(code, resolveRequestLanguage(request, defaultLanguage()), value));
}

/**
 * Installs the one place where errors become envelopes: AppError codes, schema validation (400 with field
 * errors), Fastify's own client errors, rate limiting, and anything else as 500 unknown.error without a trace.
 */
export function installErrorHandler(app: FastifyInstance, defaultLanguage: () => Language): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendFailure(reply, request, defaultLanguage, error.code, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter((part) => part !== ''),
        code: issue.keyword,
        isMissing: issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? ''),
      }));
      return sendFailure(reply, request, defaultLanguage, 'request_param_err', toFieldErrors(issues));
    }
    if (error.statusCode === 429) {
      return sendFailure(reply, request, defaultLanguage, 'too.many.requests');
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendFailure(
        reply,
        request,
        defaultLanguage,
        error.statusCode === 404 ? 'not.found' : 'request_param_err',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, request, defaultLanguage, 'unknown.error');
  });
}
