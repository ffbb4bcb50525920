import { describe, expect, it } from 'vitest';

import { addImageFiles } from './image-files';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('addImageFiles', () => {
  it('takes png and jpg images up to three and names the refused ones with the reason', () => {
    const { files, rejections } = addImageFiles(
      [],
      [
        file('a.png', 'image/png'),
        file('b.gif', 'image/gif'),
        file('c.jpg', 'image/jpeg'),
        file('d.png', 'image/png', 5 * 1024 * 1024 + 1),
        file('e.jpeg', 'image/jpeg'),
        file('f.png', 'image/png'),
      ],
    );
    expect(files.map((each) => each.name)).toEqual(['a.png', 'c.jpg', 'e.jpeg']);
    expect(rejections).toEqual([
      { name: 'b.gif', issue: 'type' },
      { name: 'd.png', issue: 'size' },
      { name: 'f.png', issue: 'count' },
    ]);
  });
});
