import { describe, expect, it } from 'vitest';

import { formatRtp } from './format-rtp';

describe('formatRtp', () => {
  it('writes the percentage in the number format of the language, with its own decimals', () => {
    expect(formatRtp('96.47%', 'en')).toBe('96.47%');
    expect(formatRtp('96.47%', 'pt')).toBe('96,47%');
    expect(formatRtp('97.30%', 'vi')).toBe('97,30%');
    expect(formatRtp('99%', 'zh-CN')).toBe('99%');
  });

  it('leaves text that is no percentage alone', () => {
    expect(formatRtp('varies', 'en')).toBe('varies');
  });
});
