import fastifyMultipart from '@fastify/multipart';
import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

import { AppError } from './app-error';

/**
 * A multipart body the parser cannot read: no boundary, another boundary than the header names, cut short, a
 * malformed part. The parser (busboy) raises these as plain errors, which would be answered as a server fault; with
 * this status the error handler answers 400 request_param_err.
 */
export class MalformedMultipartError extends Error {
  readonly statusCode = 400;
  readonly code = 'PLAZA_MALFORMED_MULTIPART';

  constructor(cause: unknown) {
    super('the multipart body cannot be read', { cause });
    this.name = 'MalformedMultipartError';
  }
}

/** The parser's own errors carry their status (limits 413, a forbidden field name 400); ours are AppErrors. */
function asRequestError(error: unknown): unknown {
  if (error instanceof AppError || (typeof error === 'object' && error !== null && 'statusCode' in error)) {
    return error;
  }
  return new MalformedMultipartError(error);
}

/** The parts as the parser yields them, its errors (reading the next part, or a file's bytes) marked as the request's. */
async function* markParserErrors<Part extends Multipart>(
  parts: AsyncIterableIterator<Part>,
): AsyncGenerator<Part> {
  let isDone = false;
  try {
    for (;;) {
      let next: IteratorResult<Part>;
      try {
        next = await parts.next();
      } catch (error) {
        isDone = true;
        throw asRequestError(error);
      }
      if (next.done === true) {
        isDone = true;
        return;
      }
      const part = next.value;
      if (part.type === 'file') {
        const toBuffer = part.toBuffer.bind(part);
        part.toBuffer = () =>
          toBuffer().catch((error: unknown) => {
            throw asRequestError(error);
          });
      }
      yield part;
    }
  } finally {
    // The reader stopped early (an upload it refuses): let the parser finish and drain the request.
    if (!isDone) {
      await parts.return?.();
    }
  }
}

/**
 * Parses multipart/form-data in `scope` (and only there) with `options`' limits. request.parts() and
 * request.files() then raise a body the parser cannot read as MalformedMultipartError (400), and the limits as the
 * plugin's 413 errors; a file part's bytes are read with toBuffer().
 */
export async function registerMultipart(
  scope: FastifyInstance,
  options: FastifyMultipartBaseOptions,
): Promise<void> {
  await scope.register(fastifyMultipart, options);
  scope.addHook('onRequest', (request, _reply, done) => {
    const { parts, files } = request;
    request.parts = (partOptions) => markParserErrors(parts.call(request, partOptions));
    request.files = (fileOptions) => markParserErrors(files.call(request, fileOptions));
    done();
  });
}
