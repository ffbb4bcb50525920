import { REMARK_MAX_LENGTH } from '@plaza/contracts/constants';

import { addImageFiles, IMAGE_FILE_ACCEPT } from '../../../lib/image-files';
import type { ImageFileIssue, ImageFileRejection } from '../../../lib/image-files';

/** Why an image is refused before upload, and which (the shared rules of lib/image-files.ts). */
export type ProofFileIssue = ImageFileIssue;
export type ProofFileRejection = ImageFileRejection;

/** What the file picker offers: png and jpg only. */
export const PROOF_FILE_ACCEPT = IMAGE_FILE_ACCEPT;

/** Adds picked images to those chosen: png or jpg, at most 5 MB each, at most 3 in all; refusals are named. */
export const addProofFiles = (chosen: readonly File[], picked: readonly File[]) =>
  addImageFiles(chosen, picked);

/** The remark's length as the server counts it (characters, not UTF-16 units). */
export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

/** Whether a remark fits the 140-character limit (docs/product/withdrawals.md#confirmation-of-each-payment). */
export function isRemarkWithinLimit(remark: string): boolean {
  return remarkLength(remark) <= REMARK_MAX_LENGTH;
}
