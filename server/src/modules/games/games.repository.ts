import type { Executor } from '../../db/transaction';

export interface VendorCategoryRow {
  vendorCode: string;
  vendorName: string;
  logoUrl: string;
  gameType: string;
}

/** Enabled vendors with each category they serve, in display order. */
export async function selectVendorCategories(db: Executor): Promise<VendorCategoryRow[]> {
  const rows = await db
    .selectFrom('game_vendor_category')
    .innerJoin('game_vendor', 'game_vendor.code', 'game_vendor_category.vendor_code')
    .select([
      'game_vendor.code',
      'game_vendor.name',
      'game_vendor.logo_url',
      'game_vendor_category.game_type',
    ])
    .where('game_vendor.enabled', '=', 1)
    .orderBy('game_vendor_category.sort_order')
    .orderBy('game_vendor.sort_order')
    .orderBy('game_vendor.code')
    .execute();
  return rows.map((row) => ({
    vendorCode: row.code,
    vendorName: row.name,
    logoUrl: row.logo_url,
    gameType: row.game_type,
  }));
}

export interface VendorInsert {
  code: string;
  name: string;
  logoUrl: string;
  sortOrder: number;
  categories: string[];
}

/** Inserts a vendor and the categories it serves. */
export async function insertVendor(db: Executor, vendor: VendorInsert): Promise<void> {
  await db
    .insertInto('game_vendor')
    .values({
      code: vendor.code,
      name: vendor.name,
      logo_url: vendor.logoUrl,
      sort_order: vendor.sortOrder,
      enabled: 1,
    })
    .execute();
  for (const [index, gameType] of vendor.categories.entries()) {
    await db
      .insertInto('game_vendor_category')
      .values({ vendor_code: vendor.code, game_type: gameType, sort_order: index })
      .execute();
  }
}
