import { describe, expect, it } from 'vitest';

import { lookupCountry } from './geo-location';
import { pickRandom } from './pick-random';

describe('lookupCountry', () => {
  it('finds the country of public addresses', () => {
    expect(lookupCountry('8.8.8.8')).toBe('US');
    expect(lookupCountry('::ffff:200.147.67.142')).toBe('BR');
  });

  it('answers null for private, loopback and IPv6 addresses', () => {
    expect(lookupCountry('127.0.0.1')).toBeNull();
    expect(lookupCountry('192.168.1.10')).toBeNull();
    expect(lookupCountry('::1')).toBeNull();
  });
});

describe('pickRandom', () => {
  it('eventually picks every element', () => {
    const seen = new Set<string>();
    for (let draw = 0; draw < 200; draw += 1) {
      seen.add(pickRandom(['a', 'b', 'c']));
    }
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
  });

  it('refuses an empty list', () => {
    expect(() => pickRandom([])).toThrow();
  });
});
