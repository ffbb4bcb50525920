import { UPLOAD_LIMITS } from '@plaza/contracts/constants';

/**
 * Images a member picks to upload (a proof of non-receipt, a reward request, feedback, a chat picture): the same
 * rules everywhere, checked before anything is sent and again by the server by the files' first bytes.
 */

/** Why a picked image is refused. */
export type ImageFileIssue = 'type' | 'size' | 'count';

export interface ImageFileRejection {
  name: string;
  issue: ImageFileIssue;
}

const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** What the file picker offers: png and jpg only. */
export const IMAGE_FILE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Whether a file says it is a png or jpeg, by its declared type and its name's extension together. */
export function isAcceptedImageFile(file: File): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const isTypeAccepted = (UPLOAD_LIMITS.types as readonly string[]).includes(file.type);
  return isTypeAccepted && (extension === undefined || ACCEPTED_EXTENSIONS.includes(extension));
}

/**
 * Adds newly picked files to those already chosen: png or jpg only, at most 5 MB each, at most `maxImages` in all
 * (3 unless said). Refused files are named with the reason.
 */
export function addImageFiles(
  chosen: readonly File[],
  picked: readonly File[],
  maxImages: number = UPLOAD_LIMITS.maxImages,
): { files: File[]; rejections: ImageFileRejection[] } {
  const files = [...chosen];
  const rejections: ImageFileRejection[] = [];
  for (const file of picked) {
    if (!isAcceptedImageFile(file)) {
      rejections.push({ name: file.name, issue: 'type' });
    } else if (file.size > UPLOAD_LIMITS.maxBytes) {
      rejections.push({ name: file.name, issue: 'size' });
    } else if (files.length >= maxImages) {
      rejections.push({ name: file.name, issue: 'count' });
    } else {
      files.push(file);
    }
  }
  return { files, rejections };
}
