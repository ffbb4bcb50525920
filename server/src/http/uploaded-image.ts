import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { AppError } from './app-error';
import { parseOrThrow } from './field-errors';
import { registerMultipart } from './multipart';

/**
 * The image types a member may upload (a proof of non-receipt, a reward request, feedback, a chat picture:
 * docs/product/withdrawals.md#confirmation-of-each-payment, png or jpg only).
 */
export type UploadedImageType = 'image/png' | 'image/jpeg';

/** An uploaded image checked by its first bytes and its size. */
export interface UploadedImage {
  contentType: UploadedImageType;
  bytes: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const ALLOWED_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** Errors @fastify/multipart raises when a limit is passed: each is an upload the rules refuse. */
const UPLOAD_LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * The type of an uploaded image decided by its first bytes (its magic number), not by what the client says:
 * PNG's 8-byte signature or JPEG's SOI marker followed by a marker byte. A file name with an extension must
 * also say png, jpg or jpeg. Anything else is undefined (refused).
 */
export function detectImageType(bytes: Buffer, fileName: string): UploadedImageType | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot >= 0 && !ALLOWED_EXTENSIONS.includes(fileName.slice(dot + 1).toLowerCase())) {
    return undefined;
  }
  if (bytes.length > PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return 'image/png';
  }
  if (
    bytes.length > JPEG_SIGNATURE.length &&
    bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)
  ) {
    return 'image/jpeg';
  }
  return undefined;
}

/**
 * Checks one uploaded image as it is read: at most 5 MB, and a png or jpeg by its first bytes whatever the client
 * says; anything else is 400 upload.invalid.
 */
export function checkUploadedImage(file: { fileName: string; bytes: Buffer }): UploadedImage {
  const contentType = detectImageType(file.bytes, file.fileName);
  if (contentType === undefined || file.bytes.length > UPLOAD_LIMITS.maxBytes) {
    throw new AppError('upload.invalid');
  }
  return { contentType, bytes: file.bytes };
}

function hasCode(error: unknown): error is { code: string } {
  return error !== null && typeof error === 'object' && 'code' in error && typeof error.code === 'string';
}

/**
 * Reads a multipart form of text fields (parsed with `fieldsSchema`: 400 request_param_err naming the field) and
 * up to 3 image files named `fileField`, each checked as it arrives (checkUploadedImage); a file of another name,
 * or past the upload limits, is 400 upload.invalid. Nothing is stored before the whole request has been read.
 */
export async function readImageForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  fileField: string,
  fieldsSchema: Schema,
): Promise<{ fields: z.infer<Schema>; images: UploadedImage[] }> {
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  if (!request.isMultipart()) {
    throw new AppError('request_param_err', { fields: { body: 'validation.invalid' } });
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) {
          throw new AppError('upload.invalid');
        }
        images.push(checkUploadedImage({ fileName: part.filename, bytes }));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (hasCode(error) && UPLOAD_LIMIT_ERRORS.has(error.code)) {
      throw new AppError('upload.invalid');
    }
    throw error;
  }
  return { fields: parseOrThrow(fieldsSchema, fields), images };
}

/**
 * Registers, in a scope of their own, routes that accept image forms: multipart is parsed only there, with the
 * upload limits (3 images of at most 5 MB, a few short fields).
 */
export function registerImageFormScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void,
  fieldSize = 4096,
): void {
  void app.register(async (scope) => {
    await registerMultipart(scope, {
      limits: {
        fileSize: UPLOAD_LIMITS.maxBytes,
        files: UPLOAD_LIMITS.maxImages,
        fields: 10,
        fieldSize,
        parts: 16,
      },
    });
    register(scope);
  });
}
