import { REMARK_MAX_LENGTH, UPLOAD_LIMITS } from '@plaza/contracts/constants';
import { describe, expect, it } from 'vitest';

import { addProofFiles, isRemarkWithinLimit, remarkLength } from './proof-files';

function image(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(1)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('addProofFiles', () => {
  it('accepts png and jpg images', () => {
    const picked = [image('a.png', 'image/png'), image('b.jpg', 'image/jpeg'), image('c.JPEG', 'image/jpeg')];
    expect(addProofFiles([], picked)).toEqual({ files: picked, rejections: [] });
  });

  it('refuses other types, whatever the name or the declared type says', () => {
    const result = addProofFiles(
      [],
      [
        image('a.gif', 'image/gif'),
        image('b.png', 'image/webp'),
        image('c.pdf', 'image/png'),
        image('d.png', ''),
      ],
    );
    expect(result.files).toEqual([]);
    expect(result.rejections.map((rejection) => rejection.issue)).toEqual(['type', 'type', 'type', 'type']);
  });

  it('refuses an image over 5 MB and keeps one of exactly 5 MB', () => {
    const exact = image('exact.png', 'image/png', UPLOAD_LIMITS.maxBytes);
    const over = image('over.png', 'image/png', UPLOAD_LIMITS.maxBytes + 1);
    expect(addProofFiles([], [exact, over])).toEqual({
      files: [exact],
      rejections: [{ name: 'over.png', issue: 'size' }],
    });
  });

  it('keeps at most 3 images, counting those chosen before', () => {
    const chosen = [image('1.png', 'image/png'), image('2.png', 'image/png')];
    const result = addProofFiles(chosen, [image('3.png', 'image/png'), image('4.png', 'image/png')]);
    expect(result.files.map((file) => file.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(result.rejections).toEqual([{ name: '4.png', issue: 'count' }]);
  });
});

describe('remark limit', () => {
  it('allows 140 characters and refuses 141, counting characters rather than UTF-16 units', () => {
    expect(isRemarkWithinLimit('x'.repeat(REMARK_MAX_LENGTH))).toBe(true);
    expect(isRemarkWithinLimit('x'.repeat(REMARK_MAX_LENGTH + 1))).toBe(false);
    expect(remarkLength('😀'.repeat(REMARK_MAX_LENGTH))).toBe(REMARK_MAX_LENGTH);
    expect(isRemarkWithinLimit('😀'.repeat(REMARK_MAX_LENGTH))).toBe(true);
  });

  it('does not count surrounding spaces, as the server trims them', () => {
    expect(remarkLength('  hello  ')).toBe(5);
  });
});
