import type { ErrorCode } from '@plaza/contracts/error-codes';

/** The one error type services throw; the error handler turns its code into an HTTP status and a localized message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, details?: unknown) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
