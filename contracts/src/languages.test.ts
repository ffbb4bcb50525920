import { describe, expect, it } from 'vitest';

import { matchLanguage } from './languages';

describe('matchLanguage', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt'],
    ['PT', 'pt'],
    ['zh-cn', 'zh-CN'],
    ['zh-TW', 'zh-CN'],
    ['th_TH', 'th'],
    [' vi ', 'vi'],
  ])('maps %s to %s', (input, expected) => {
    expect(matchLanguage(input)).toBe(expected);
  });

  it.each([undefined, null, '', 'xx', 'fr-FR'])('refuses %s', (input) => {
    expect(matchLanguage(input)).toBeUndefined();
  });
});
