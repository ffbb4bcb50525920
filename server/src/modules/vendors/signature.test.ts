import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { isBodySigned, signBody } from './signature';

const reference = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('seamless signature', () => {
  it('is the HMAC-SHA256 of the body, for any secret and body (ASCII or not, short or past a block)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 })),
        fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'grapheme', maxLength: 400 })),
        (secret, body) => {
          expect(signBody(body, secret)).toBe(reference(body, secret));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('gives the same answer on the second call with a secret (the padded keys are kept)', () => {
    const body = '{"amount":100,"note":"héllo ✓"}';
    for (const secret of ['demo-secret', 'x'.repeat(64), 'x'.repeat(65), 'clé', '']) {
      expect(signBody(body, secret)).toBe(reference(body, secret));
      expect(signBody(`${body} `, secret)).toBe(reference(`${body} `, secret));
    }
  });

  it('accepts the signature in either case, and nothing else', () => {
    const body = '{"transactionId":"t-1","amount":100}';
    const signature = reference(body, 'demo-secret');
    expect(isBodySigned(body, 'demo-secret', signature)).toBe(true);
    expect(isBodySigned(body, 'demo-secret', signature.toUpperCase())).toBe(true);
    const flipped = `${signature.slice(0, 63)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(isBodySigned(body, 'demo-secret', flipped)).toBe(false);
    expect(isBodySigned(`${body} `, 'demo-secret', signature)).toBe(false);
    expect(isBodySigned(body, 'other-secret', signature)).toBe(false);
    expect(isBodySigned(body, 'demo-secret', signature.slice(0, 62))).toBe(false);
    expect(isBodySigned(body, 'demo-secret', `${signature}00`)).toBe(false);
    expect(isBodySigned(body, 'demo-secret', `${signature.slice(0, 63)}g`)).toBe(false);
    expect(isBodySigned(body, 'demo-secret', undefined)).toBe(false);
    expect(isBodySigned(body, 'demo-secret', [signature])).toBe(false);
  });
});
