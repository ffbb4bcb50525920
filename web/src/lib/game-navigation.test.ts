import type { CatalogueLane, VendorCardItem } from '@plaza/contracts/catalogue';
import type { GameCategory } from '@plaza/contracts/system';
import { describe, expect, it } from 'vitest';

import { buildNavigation, getLotteryPath, getVendorPath } from './game-navigation';

function card(vendorCode: string, gameType: GameCategory): VendorCardItem {
  return { vendorCode, accountTypeName: vendorCode, gameType, logoUrl: `/media/vendors/${vendorCode}.svg` };
}

function lane(title: GameCategory, vendors: string[]): CatalogueLane {
  return { title, cards: vendors.map((vendor) => card(vendor, title)), gameClassify: [] };
}

function paths(lanes: CatalogueLane[]): (string | null)[] {
  return buildNavigation(lanes).map((entry) => (entry.kind === 'route' ? entry.path : null));
}

describe('buildNavigation', () => {
  it('puts home first and promotions then customer service last', () => {
    const entries = buildNavigation([lane('LIVE', ['DEMO'])]);
    expect(entries.map((entry) => entry.id)).toEqual(['home', 'live', 'promotions', 'customerService']);
    expect(entries.at(-1)?.kind).toBe('customerService');
  });

  it('keeps promotions and customer service even without any category', () => {
    expect(buildNavigation([]).map((entry) => entry.id)).toEqual(['home', 'promotions', 'customerService']);
  });

  it('routes each category to its page and leaves out categories without a vendor', () => {
    const lanes = [
      lane('LIVE', ['DEMO']),
      lane('SPORTS', ['DEMO']),
      lane('ESPORTS', []),
      lane('FISH', ['DEMO']),
      lane('RNG', ['BGS', 'DEMO']),
      lane('PVP', ['DEMO']),
      lane('COCKFIGHT', ['DEMO']),
    ];
    expect(paths(lanes)).toEqual([
      '/',
      '/live',
      '/sports',
      '/fish',
      '/rng',
      '/pvp',
      '/cockfight',
      '/promotions',
      null,
    ]);
  });

  it('labels RNG as casino', () => {
    const casino = buildNavigation([lane('RNG', ['BGS'])])[1];
    expect(casino).toMatchObject({ id: 'casino', labelKey: 'category.casino', path: '/rng' });
  });

  it('routes the lottery by its first vendor', () => {
    expect(paths([lane('LOTT', ['TCG_LOTTO_VN', 'TCG_SEA'])])[1]).toBe('/vnLottery');
    expect(paths([lane('LOTT', ['TCG_SEA', 'TCG_LOTTO_VN'])])[1]).toBe('/seaLottery');
    expect(paths([lane('LOTT', ['LOTT'])])[1]).toBe('/lottery');
    expect(paths([lane('ELOTT', ['ELOTT'])])[1]).toBe('/lottery');
    expect(getLotteryPath(undefined)).toBe('/lottery');
  });

  it('makes one lottery entry from LOTT and ELOTT, with the vendors of both', () => {
    const entries = buildNavigation([lane('LOTT', ['TCG_SEA']), lane('ELOTT', ['ELOTT'])]);
    expect(entries.map((entry) => entry.id)).toEqual(['home', 'lottery', 'promotions', 'customerService']);
    const lottery = entries[1];
    expect(lottery?.kind === 'route' ? lottery.vendors.map((vendor) => vendor.vendorCode) : []).toEqual([
      'TCG_SEA',
      'ELOTT',
    ]);
    expect(lottery).toMatchObject({ path: '/seaLottery', labelKey: 'category.lottery' });
  });

  it('links a vendor to its category page with the vendor selected', () => {
    expect(getVendorPath('/rng', card('BGS', 'RNG'))).toBe('/rng?vassalage=BGS');
  });
});
