import { BACCARAT_BANKER_RTP } from '@plaza/engines/baccarat';
import { CRASH_RTP } from '@plaza/engines/crash';
import { DICE_RTP } from '@plaza/engines/dice';
import { MINES_RTP } from '@plaza/engines/mines';
import { ROULETTE_RTP } from '@plaza/engines/roulette';
import { SLOT_RTP } from '@plaza/engines/slot';

import type { DatabaseHandle } from '../db/database';
import { runInTransaction } from '../db/transaction';
import { countCatalogueGames } from '../modules/games/games.service';
import { addGame, setGameDetail } from '../modules/games/games.service';
import { findStatedDemoReturn } from './demo-studio/demo-markets';
import type { NewGame } from '../modules/games/games.service';
import { DEMO_GAME_DETAILS } from './demo-game-details';
import { LOTTERY_CATALOGUE_GAMES } from './demo-lottery-games';

function percent(rtp: number): string {
  return `${(rtp * 100).toFixed(2)}%`;
}

/** The image of a demo game (scripts/generate-game-art.ts draws them into server/demo/media/games). */
export function demoGameImage(gameCode: string): string {
  return `/media/games/${gameCode}.svg`;
}

type DemoGame = Omit<NewGame, 'imageUrl' | 'sortOrder'>;

// Stakes in minor units of the deployment currency.
const SLOT_BETS = { minBet: 10, maxBet: 10_000 };
const TABLE_BETS = { minBet: 100, maxBet: 50_000 };
const LIVE_BETS = { minBet: 100, maxBet: 100_000 };
const BOOK_BETS = { minBet: 100, maxBet: 500_000 };

/**
 * Plaza's own games (vendor BGS): the engines in engines/ play them, and their stated return to player comes
 * from those engines (baccarat states the banker bet's).
 */
const BGS_GAMES: DemoGame[] = [
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_SLOT',
    names: {
      en: 'Plaza Gems',
      pt: 'Joias da Plaza',
      vi: 'Đá Quý Plaza',
      th: 'อัญมณีพลาซ่า',
      'zh-CN': '广场宝石',
    },
    gameType: 'RNG',
    classify: 'SLOT',
    isHot: true,
    isNew: true,
    rtp: percent(SLOT_RTP),
    ...SLOT_BETS,
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_CRASH',
    names: {
      en: 'Rocket Crash',
      pt: 'Foguete Crash',
      vi: 'Tên Lửa Crash',
      th: 'จรวดแครช',
      'zh-CN': '火箭崩盘',
    },
    gameType: 'RNG',
    classify: 'AC',
    isHot: true,
    isNew: true,
    rtp: percent(CRASH_RTP),
    ...SLOT_BETS,
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_DICE',
    names: { en: 'Dice', pt: 'Dados', vi: 'Xúc Xắc', th: 'ลูกเต๋า', 'zh-CN': '骰子' },
    gameType: 'RNG',
    classify: 'AC',
    rtp: percent(DICE_RTP),
    ...SLOT_BETS,
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_MINES',
    names: { en: 'Mines', pt: 'Minas', vi: 'Dò Mìn', th: 'เหมืองระเบิด', 'zh-CN': '扫雷' },
    gameType: 'RNG',
    classify: 'AC',
    isNew: true,
    rtp: percent(MINES_RTP),
    ...SLOT_BETS,
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_ROULETTE',
    names: {
      en: 'European Roulette',
      pt: 'Roleta Europeia',
      vi: 'Roulette Châu Âu',
      th: 'รูเล็ตยุโรป',
      'zh-CN': '欧式轮盘',
    },
    gameType: 'RNG',
    classify: 'TG',
    rtp: percent(ROULETTE_RTP),
    ...TABLE_BETS,
  },
  {
    vendorCode: 'BGS',
    gameCode: 'BGS_BACCARAT',
    names: { en: 'Baccarat', pt: 'Bacará', vi: 'Baccarat', th: 'บาคาร่า', 'zh-CN': '百家乐' },
    gameType: 'RNG',
    classify: 'TG',
    isHot: true,
    rtp: percent(BACCARAT_BANKER_RTP),
    ...TABLE_BETS,
  },
];

/**
 * The demo vendor's games (DEMO, a stand-in for third-party studios): a launchable game in every category it
 * serves, so that every lobby page of the demo leads somewhere. One slot is under maintenance, to show how a
 * lobby treats one.
 */
const DEMO_STUDIO_GAMES: DemoGame[] = [
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT',
    names: {
      en: 'Golden Fruits',
      pt: 'Frutas Douradas',
      vi: 'Trái Cây Vàng',
      th: 'ผลไม้ทองคำ',
      'zh-CN': '黄金水果',
    },
    gameType: 'RNG',
    classify: 'SLOT',
    isHot: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT_PHARAOH',
    names: {
      en: "Pharaoh's Fortune",
      pt: 'Fortuna do Faraó',
      vi: 'Kho Báu Pharaoh',
      th: 'สมบัติฟาโรห์',
      'zh-CN': '法老的财富',
    },
    gameType: 'RNG',
    classify: 'SLOT',
    isNew: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT_DRAGON',
    names: { en: 'Dragon Pearls', pt: 'Pérolas do Dragão', vi: 'Ngọc Rồng', th: 'ไข่มุกมังกร', 'zh-CN': '龙珠' },
    gameType: 'RNG',
    classify: 'SLOT',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT_WILD_WEST',
    names: {
      en: 'Wild West Gold',
      pt: 'Ouro do Velho Oeste',
      vi: 'Vàng Miền Tây',
      th: 'ทองคำตะวันตก',
      'zh-CN': '西部黄金',
    },
    gameType: 'RNG',
    classify: 'SLOT',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SLOT_OCEAN',
    names: {
      en: 'Ocean Treasure',
      pt: 'Tesouro do Oceano',
      vi: 'Kho Báu Đại Dương',
      th: 'สมบัติใต้ทะเล',
      'zh-CN': '海洋宝藏',
    },
    gameType: 'RNG',
    classify: 'SLOT',
    status: 'maintenance',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_JACKPOT_WHEEL',
    names: {
      en: 'Mega Jackpot Wheel',
      pt: 'Roda do Mega Jackpot',
      vi: 'Vòng Quay Jackpot',
      th: 'วงล้อแจ็คพอต',
      'zh-CN': '超级奖池转盘',
    },
    gameType: 'RNG',
    classify: 'JP',
    isHot: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_VIDEO_POKER',
    names: {
      en: 'Jacks or Better',
      pt: 'Valetes ou Melhor',
      vi: 'Poker Jacks or Better',
      th: 'แจ็คส์ออร์เบทเทอร์',
      'zh-CN': '对J以上',
    },
    gameType: 'RNG',
    classify: 'VP',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SCRATCH',
    names: {
      en: 'Lucky Scratch',
      pt: 'Raspadinha da Sorte',
      vi: 'Cào Thẻ May Mắn',
      th: 'ขูดเลขนำโชค',
      'zh-CN': '幸运刮刮乐',
    },
    gameType: 'RNG',
    classify: 'SC',
    isNew: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_PLINKO',
    names: { en: 'Plinko', pt: 'Plinko', vi: 'Plinko', th: 'พลิงโก', 'zh-CN': '弹珠台' },
    gameType: 'RNG',
    classify: 'AC',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_KENO',
    names: { en: 'Keno', pt: 'Keno', vi: 'Keno', th: 'คีโน', 'zh-CN': '基诺' },
    gameType: 'RNG',
    classify: 'AC',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_BLACKJACK',
    names: { en: 'Blackjack', pt: 'Blackjack', vi: 'Xì Dách', th: 'แบล็คแจ็ค', 'zh-CN': '二十一点' },
    gameType: 'RNG',
    classify: 'TG',
    ...TABLE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_LIVE_BACCARAT',
    names: {
      en: 'Live Baccarat',
      pt: 'Bacará ao Vivo',
      vi: 'Baccarat Trực Tiếp',
      th: 'บาคาร่าสด',
      'zh-CN': '真人百家乐',
    },
    gameType: 'LIVE',
    isHot: true,
    ...LIVE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_LIVE_ROULETTE',
    names: {
      en: 'Live Roulette',
      pt: 'Roleta ao Vivo',
      vi: 'Roulette Trực Tiếp',
      th: 'รูเล็ตสด',
      'zh-CN': '真人轮盘',
    },
    gameType: 'LIVE',
    ...LIVE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_LIVE_BLACKJACK',
    names: {
      en: 'Live Blackjack',
      pt: 'Blackjack ao Vivo',
      vi: 'Xì Dách Trực Tiếp',
      th: 'แบล็คแจ็คสด',
      'zh-CN': '真人二十一点',
    },
    gameType: 'LIVE',
    ...LIVE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_LIVE_SICBO',
    names: {
      en: 'Live Sic Bo',
      pt: 'Sic Bo ao Vivo',
      vi: 'Tài Xỉu Trực Tiếp',
      th: 'ไฮโลสด',
      'zh-CN': '真人骰宝',
    },
    gameType: 'LIVE',
    isNew: true,
    ...LIVE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_LIVE_DRAGON_TIGER',
    names: {
      en: 'Live Dragon Tiger',
      pt: 'Dragão Tigre ao Vivo',
      vi: 'Rồng Hổ Trực Tiếp',
      th: 'เสือมังกรสด',
      'zh-CN': '真人龙虎',
    },
    gameType: 'LIVE',
    ...LIVE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_SPORTSBOOK',
    names: {
      en: 'Sportsbook',
      pt: 'Apostas Esportivas',
      vi: 'Cá Cược Thể Thao',
      th: 'เดิมพันกีฬา',
      'zh-CN': '体育投注',
    },
    gameType: 'SPORTS',
    isHot: true,
    ...BOOK_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_ESPORTS',
    names: {
      en: 'E-sports Arena',
      pt: 'Arena de E-sports',
      vi: 'Đấu Trường Thể Thao Điện Tử',
      th: 'อีสปอร์ตอารีน่า',
      'zh-CN': '电竞竞技场',
    },
    gameType: 'ESPORTS',
    ...BOOK_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_FISH_HUNTER',
    names: {
      en: 'Fish Hunter',
      pt: 'Caçador de Peixes',
      vi: 'Thợ Săn Cá',
      th: 'นักล่าปลา',
      'zh-CN': '捕鱼猎人',
    },
    gameType: 'FISH',
    isHot: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_FISH_OCEAN_KING',
    names: {
      en: 'Ocean King',
      pt: 'Rei do Oceano',
      vi: 'Vua Đại Dương',
      th: 'ราชาแห่งมหาสมุทร',
      'zh-CN': '海洋之王',
    },
    gameType: 'FISH',
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_FISH_DRAGON',
    names: {
      en: 'Dragon Fishing',
      pt: 'Pesca do Dragão',
      vi: 'Câu Cá Rồng',
      th: 'ตกปลามังกร',
      'zh-CN': '龙王捕鱼',
    },
    gameType: 'FISH',
    isNew: true,
    ...SLOT_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_TEXAS_HOLDEM',
    names: {
      en: "Texas Hold'em",
      pt: "Texas Hold'em",
      vi: 'Poker Texas',
      th: 'เท็กซัสโฮลเด็ม',
      'zh-CN': '德州扑克',
    },
    gameType: 'PVP',
    isHot: true,
    ...TABLE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_TEEN_PATTI',
    names: { en: 'Teen Patti', pt: 'Teen Patti', vi: 'Teen Patti', th: 'ทีนปัตตี', 'zh-CN': '三张牌' },
    gameType: 'PVP',
    ...TABLE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_NIU_NIU',
    names: { en: 'Niu Niu', pt: 'Niu Niu', vi: 'Ngầu Hầm', th: 'นิวนิว', 'zh-CN': '抢庄牛牛' },
    gameType: 'PVP',
    ...TABLE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_RUMMY',
    names: { en: 'Rummy', pt: 'Rummy', vi: 'Rummy', th: 'รัมมี่', 'zh-CN': '拉米牌' },
    gameType: 'PVP',
    isNew: true,
    ...TABLE_BETS,
  },
  {
    vendorCode: 'DEMO',
    gameCode: 'DEMO_COCKFIGHT',
    names: {
      en: 'Cockfight Arena',
      pt: 'Arena de Rinha de Galo',
      vi: 'Đấu Trường Đá Gà',
      th: 'สนามชนไก่',
      'zh-CN': '斗鸡竞技场',
    },
    gameType: 'COCKFIGHT',
    ...BOOK_BETS,
  },
];

/** The demo catalogue, each game with its image and its place in the lobby (in list order). */
export const DEMO_GAMES: NewGame[] = [
  ...[...BGS_GAMES, ...DEMO_STUDIO_GAMES].map((game, index) => ({
    ...game,
    rtp: game.rtp ?? findStatedDemoReturn(game.gameCode) ?? undefined,
    imageUrl: demoGameImage(game.gameCode),
    sortOrder: (index + 1) * 10,
  })),
  // Plaza's lottery games, after the others (demo-lottery.ts).
  ...LOTTERY_CATALOGUE_GAMES.map((game, index) => ({
    ...game,
    sortOrder: (BGS_GAMES.length + DEMO_STUDIO_GAMES.length + index + 1) * 10,
  })),
];

/**
 * Fills an empty catalogue with the demo games of the vendors the database has. A catalogue that holds any
 * game is the operator's and is left alone; so is a vendor the operator removed.
 */
export async function ensureDemoCatalogue(handle: DatabaseHandle, now: number): Promise<void> {
  if ((await countCatalogueGames(handle.db)) > 0) {
    return;
  }
  const vendorCodes = new Set(
    (await handle.db.selectFrom('game_vendor').select('code').execute()).map((row) => row.code),
  );
  await runInTransaction(handle, async (db) => {
    for (const game of DEMO_GAMES.filter((candidate) => vendorCodes.has(candidate.vendorCode))) {
      await addGame(db, game, now);
    }
    for (const detail of DEMO_GAME_DETAILS.filter((candidate) => vendorCodes.has(candidate.vendorCode))) {
      await setGameDetail(db, detail.vendorCode, detail.gameCode, detail);
    }
  });
}
