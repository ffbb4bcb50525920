import { describe, expect, it } from 'vitest';

import { isRemarkWithinLimit, remarkLength } from './request-images';

describe('reward request remark', () => {
  it('counts the remark in characters, as the server does', () => {
    expect(remarkLength('  ok  ')).toBe(2);
    expect(isRemarkWithinLimit('😀'.repeat(140))).toBe(true);
    expect(isRemarkWithinLimit('x'.repeat(141))).toBe(false);
  });
});
