import { GAME_CATEGORIES, gameCategorySchema } from '@plaza/contracts/system';
import type { NewGameVendor, VendorLane } from '@plaza/contracts/games';

import type { DatabaseHandle } from '../../db/database';
import { selectVendorCategories } from './games.repository';

/**
 * GCSGAME_newGameVendor: one lane per game category, in the catalogue's category order, each with the cards
 * of the vendors that serve it. Categories without a vendor are left out, which is what the header's
 * navigation is built from (spec.md §2.1).
 */
export async function getVendorLanes(handle: DatabaseHandle): Promise<NewGameVendor> {
  const rows = await selectVendorCategories(handle.db);
  const lanes: VendorLane[] = [];
  for (const category of GAME_CATEGORIES) {
    const cards = rows
      .filter((row) => row.gameType === category)
      .map((row) => ({
        vassalage: row.vendorCode,
        accountTypeName: row.vendorName,
        gameType: gameCategorySchema.parse(row.gameType),
        logoUrl: row.logoUrl,
      }));
    if (cards.length > 0) {
      lanes.push({ title: category, cards, gameClassify: [] });
    }
  }
  return { data: { lanes } };
}
