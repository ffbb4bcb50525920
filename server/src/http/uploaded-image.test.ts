import { describe, expect, it } from 'vitest';

import { detectImageType } from './uploaded-image';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('detectImageType', () => {
  it('decides by the first bytes', () => {
    expect(detectImageType(PNG, 'proof.png')).toBe('image/png');
    expect(detectImageType(JPEG, 'proof.jpg')).toBe('image/jpeg');
    expect(detectImageType(JPEG, 'proof.JPEG')).toBe('image/jpeg');
    // A name without an extension is judged by its bytes alone; a misnamed png or jpeg is still one.
    expect(detectImageType(PNG, 'blob')).toBe('image/png');
    expect(detectImageType(JPEG, 'photo.png')).toBe('image/jpeg');
  });

  it('refuses other bytes whatever the name says, and other extensions whatever the bytes are', () => {
    expect(detectImageType(Buffer.from('GIF89a......'), 'proof.png')).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7 ....'), 'proof.jpg')).toBeUndefined();
    expect(
      detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png'),
    ).toBeUndefined();
    expect(detectImageType(PNG.subarray(0, 8), 'proof.png')).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0), 'proof.png')).toBeUndefined();
    expect(detectImageType(PNG, 'proof.gif')).toBeUndefined();
    expect(detectImageType(JPEG, 'proof.jpg.exe')).toBeUndefined();
  });
});
