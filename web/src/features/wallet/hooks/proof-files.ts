import { REMARK_MAX_LENGTH, UPLOAD_LIMITS } from '@plaza/contracts/constants';

/** Why a proof image is refused before upload (docs/product/withdrawals.md#confirmation-of-each-payment). */
export type ProofFileIssue = 'type' | 'size' | 'count';

export interface ProofFileRejection {
  name: string;
  issue: ProofFileIssue;
}

const ACCEPTED_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** What the file picker offers: png and jpg only. */
export const PROOF_FILE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

function isAcceptedType(file: File): boolean {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const isTypeAccepted = (UPLOAD_LIMITS.types as readonly string[]).includes(file.type);
  // The server decides by the first bytes; here the declared type and the name's extension must both agree.
  return isTypeAccepted && (extension === undefined || ACCEPTED_EXTENSIONS.includes(extension));
}

/**
 * Adds newly picked files to those already chosen, keeping the rules of
 * docs/product/withdrawals.md#confirmation-of-each-payment before anything is sent: png or jpg only, at most 5 MB
 * each, at most 3 in all. Refused files are named with the reason.
 */
export function addProofFiles(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; rejections: ProofFileRejection[] } {
  const files = [...chosen];
  const rejections: ProofFileRejection[] = [];
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

/** Whether a remark fits the 140-character limit (docs/product/withdrawals.md#confirmation-of-each-payment). */
export function isRemarkWithinLimit(remark: string): boolean {
  return remarkLength(remark) <= REMARK_MAX_LENGTH;
}
