import { z } from 'zod';

import { gameCategorySchema } from './system';

/** A vendor card of GCSGAME_newGameVendor (spec.md §3 "Game vendor card"). */
export const vendorCardSchema = z.object({
  vassalage: z.string(),
  accountTypeName: z.string(),
  gameType: gameCategorySchema,
  logoUrl: z.string(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  title: gameCategorySchema,
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(z.string()),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const newGameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type NewGameVendor = z.infer<typeof newGameVendorSchema>;
