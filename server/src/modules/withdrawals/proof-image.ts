/**
 * The image types a proof of non-receipt may be (docs/product/withdrawals.md#confirmation-of-each-payment: png or
 * jpg only).
 */
export type ProofImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const ALLOWED_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/**
 * The type of an uploaded image decided by its first bytes (its magic number), not by what the client says:
 * PNG's 8-byte signature or JPEG's SOI marker followed by a marker byte. A file name with an extension must
 * also say png, jpg or jpeg. Anything else is undefined (refused).
 */
export function detectProofImageType(bytes: Buffer, fileName: string): ProofImageType | undefined {
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
