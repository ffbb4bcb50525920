import type { NewGame, VendorInsert } from '../modules/games/games.service';
import { LOTTERY_GAMES } from '../modules/lottery/lottery-catalogue';

/**
 * The lottery in the demo catalogue: three vendors (TCG_LOTTO_VN first among the LOTT lane, so the header's
 * lottery entry opens /vnLottery; TCG_SEA; ELOTT for the fast games) and a catalogue card per lottery game.
 */
export const LOTTERY_VENDORS: VendorInsert[] = [
  {
    code: 'TCG_LOTTO_VN',
    name: 'Vietnamese Lottery',
    logoUrl: '/media/vendors/TCG_LOTTO_VN.svg',
    sortOrder: 2,
    categories: ['LOTT'],
  },
  {
    code: 'TCG_SEA',
    name: '4D Lottery',
    logoUrl: '/media/vendors/TCG_SEA.svg',
    sortOrder: 3,
    categories: ['LOTT'],
  },
  {
    code: 'ELOTT',
    name: 'Plaza E-Lottery',
    logoUrl: '/media/vendors/ELOTT.svg',
    sortOrder: 4,
    categories: ['ELOTT'],
  },
];

/** A catalogue card per lottery game (its image by area). */
export const LOTTERY_CATALOGUE_GAMES: Omit<NewGame, 'sortOrder'>[] = LOTTERY_GAMES.map((game) => ({
  vendorCode: game.vendorCode,
  gameCode: game.code,
  names: game.names,
  gameType: game.gameType,
  imageUrl: `/media/games/LOTTERY_${game.area}.svg`,
  isHot: game.code === 'VN_MB' || game.code === 'SSC_1M',
  minBet: 1,
  maxBet: 100_000_000,
}));
