import { REMARK_MAX_LENGTH, UPLOAD_LIMITS } from '@plaza/contracts/constants';

/** Why an image is refused before upload (docs/product/promotions.md "Requesting a reward"). */
export type ImageIssue = 'type' | 'size' | 'count';

export interface ImageRejection {
  name: string;
  issue: ImageIssue;
}

const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** What the file picker offers: png and jpg only. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

function isAcceptedType(file: File): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const isTypeAccepted = (UPLOAD_LIMITS.types as readonly string[]).includes(file.type);
  // The server decides by the first bytes; here the declared type and the name's extension must both agree.
  return isTypeAccepted && (extension === undefined || ACCEPTED_EXTENSIONS.includes(extension));
}

/** Adds picked images to those chosen: png or jpg, at most 5 MB each, at most 3 in all; refusals are named. */
export function addImages(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; rejections: ImageRejection[] } {
  const files = [...chosen];
  const rejections: ImageRejection[] = [];
  for (const file of picked) {
    if (!isAcceptedType(file)) {
      rejections.push({ name: file.name, issue: 'type' });
    } else if (file.size > UPLOAD_LIMITS.maxBytes) {
      rejections.push({ name: file.name, issue: 'size' });
    } else if (files.length >= UPLOAD_LIMITS.maxImages) {
      rejections.push({ name: file.name, issue: 'count' });
    } else {
      files.push(file);
    }
  }
  return { files, rejections };
}

/** The remark's length as the server counts it (characters, not UTF-16 units). */
export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

export function isRemarkWithinLimit(remark: string): boolean {
  return remarkLength(remark) <= REMARK_MAX_LENGTH;
}
