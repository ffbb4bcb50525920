import { randomInt } from 'node:crypto';

/**
 * One element of a non-empty list picked at random (docs/product/site.md#status-maintenance-and-regions: CDN
 * domains are picked at random).
 */
export function pickRandom<T>(items: readonly [T, ...T[]] | readonly T[]): T {
  const item = items[randomInt(items.length)];
  if (item === undefined) {
    throw new Error('pickRandom needs a non-empty list');
  }
  return item;
}
