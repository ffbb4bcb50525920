import { REMARK_MAX_LENGTH } from '@plaza/contracts/constants';

/** The remark's length as the server counts it (characters, not UTF-16 units). */
export function remarkLength(remark: string): number {
  return [...remark.trim()].length;
}

export function isRemarkWithinLimit(remark: string): boolean {
  return remarkLength(remark) <= REMARK_MAX_LENGTH;
}
