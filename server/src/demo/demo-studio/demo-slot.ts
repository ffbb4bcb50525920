import type { DemoSlotSymbol } from '@plaza/contracts/demo-studio';
import { randomInt } from 'node:crypto';

/**
 * The demo studio's slot: three reels, each a strip of ten symbols (one seven, two bars, two bells, two lemons,
 * three cherries) stopped uniformly at random. Three of a kind pays the table below, two cherries anywhere pay
 * the stake back. The return is exact: 0.08 + 0.2 + 0.2 + 0.16 + 0.135 + 0.189 = 96.4%.
 */
export const DEMO_SLOT_STRIP: readonly DemoSlotSymbol[] = [
  'seven',
  'bar',
  'bar',
  'bell',
  'bell',
  'lemon',
  'lemon',
  'cherry',
  'cherry',
  'cherry',
];

/** Multiples of the stake paid for three of a kind. */
export const DEMO_SLOT_THREE_OF_A_KIND: Readonly<Record<DemoSlotSymbol, number>> = {
  seven: 80,
  bar: 25,
  bell: 25,
  lemon: 20,
  cherry: 5,
};
/** Exactly two cherries anywhere pay the stake back. */
export const DEMO_SLOT_TWO_CHERRIES = 1;
export const DEMO_SLOT_RTP = '96.40%';

/** What three reels pay for `stake` (minor units; the multiples are whole, so nothing is rounded). */
export function payDemoSlot(reels: readonly DemoSlotSymbol[], stake: number): number {
  const [first] = reels;
  if (first !== undefined && reels.every((symbol) => symbol === first)) {
    return stake * DEMO_SLOT_THREE_OF_A_KIND[first];
  }
  return reels.filter((symbol) => symbol === 'cherry').length === 2 ? stake * DEMO_SLOT_TWO_CHERRIES : 0;
}

/** Stops the three reels at random. */
export function spinDemoSlot(): DemoSlotSymbol[] {
  return [0, 1, 2].map(() => DEMO_SLOT_STRIP[randomInt(DEMO_SLOT_STRIP.length)] ?? 'cherry');
}
