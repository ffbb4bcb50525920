import { describe, expect, it } from 'vitest';

import en from './locales/en.json';
import pt from './locales/pt.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zhCn from './locales/zh-CN.json';
import { DEFERRED_MESSAGES, splitPlayerMessages } from './split-player-messages';
import type { Messages } from './split-player-messages';

/** Every leaf key of `messages`, as dotted paths. */
function leafKeys(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) {
    return [prefix];
  }
  return Object.entries(messages).flatMap(([key, value]) =>
    leafKeys(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('splitPlayerMessages', () => {
  it.each([
    ['en', en],
    ['pt', pt],
    ['vi', vi],
    ['th', th],
    ['zh-CN', zhCn],
  ])('puts each of the player keys of %s in exactly one part, and the back office in neither', (_, file) => {
    const messages: Messages = file;
    const { first, rest } = splitPlayerMessages(messages);
    const firstKeys = leafKeys(first);
    const restKeys = leafKeys(rest);
    const playerKeys = leafKeys(messages).filter((key) => !key.startsWith('backoffice.'));

    expect([...firstKeys, ...restKeys].sort()).toEqual([...playerKeys].sort());
    expect(firstKeys.filter((key) => restKeys.includes(key))).toEqual([]);
    expect(restKeys.length).toBeGreaterThan(firstKeys.length);
  });

  it('keeps in the first part the named keys of a section that waits in part', () => {
    const { first, rest } = splitPlayerMessages(en);

    expect(Object.keys(first.wallet ?? {})).toEqual(
      Object.keys(en.wallet).filter((key) => (DEFERRED_MESSAGES.wallet as readonly string[]).includes(key)),
    );
    expect(first.lottery).toBeUndefined();
    expect(rest.lottery).toEqual(en.lottery);
    expect(rest.home).toBeUndefined();
  });

  it('names only sections the locale files have', () => {
    expect(Object.keys(DEFERRED_MESSAGES).filter((section) => !(section in en))).toEqual([]);
  });
});
