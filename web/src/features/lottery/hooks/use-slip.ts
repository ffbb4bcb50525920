import { useState } from 'react';

import { createRequestId } from '../../../lib/request-id';
import { findSameLine } from './bet-slip';
import type { SlipLine } from './bet-slip';

let nextLineId = 1;

/**
 * The slip's lines and the id of its next submission: the same slip sent again after a lost answer keeps its
 * `requestId` (the server places it once); any change to the slip, or a placed slip, takes a new one.
 */
export function useSlip() {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [requestId, setRequestId] = useState(createRequestId);
  const change = (next: (current: SlipLine[]) => SlipLine[]) => {
    setLines(next);
    setRequestId(createRequestId());
  };
  return {
    lines,
    requestId,
    add: (line: Omit<SlipLine, 'id'>) =>
      change((current) => {
        const same = findSameLine(current, line.betCode, line.selection);
        const rest = same === undefined ? current : current.filter((item) => item !== same);
        nextLineId += 1;
        return [...rest, { ...line, id: String(nextLineId) }];
      }),
    remove: (id: string) => change((current) => current.filter((line) => line.id !== id)),
    clear: () => change(() => []),
  };
}
