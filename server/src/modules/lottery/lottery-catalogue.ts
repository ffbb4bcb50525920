import type { Language } from '@plaza/contracts/languages';
import type { LotteryArea, LotteryPrizeMode } from '@plaza/contracts/lottery';
import { DEFAULT_ODDS, FOUR_D_OPERATOR_ODDS } from '@plaza/engines/lottery/default-odds';
import type { FourDOperator } from '@plaza/engines/lottery/default-odds';
import type { OddsTableData } from '@plaza/engines/lottery/lottery-odds';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import type { ResultStructure, ResultStructureCode } from '@plaza/engines/lottery/result-structures';

/**
 * The lottery games as data (docs/product/lottery.md): which result structure each draws, when its issues open,
 * close and draw, which stations draw on which weekday, and its default odds. Adding a game, a station or a
 * non-draw day is a change of this file, never of the code that schedules, draws or settles.
 */

export type Names = Readonly<Record<Language, string>>;

export interface LotteryStationDefinition {
  readonly code: string;
  readonly names: Names;
}

/** A game drawn every `periodSeconds`, all day: the fast games. */
export interface FastSchedule {
  readonly kind: 'fast';
  readonly periodSeconds: number;
  /** Sales close this long before each draw. */
  readonly closeBeforeSeconds: number;
}

/** A game drawn once on some weekdays, at a local time. */
export interface DailySchedule {
  readonly kind: 'daily';
  /** Minutes after local midnight of the draw. */
  readonly drawMinutes: number;
  /** Sales close this many minutes before the draw (docs/product/lottery-rules.md#draw-schedules: 15 min). */
  readonly closeBeforeMinutes: number;
  /** Weekdays with a draw, 0 = Sunday. */
  readonly weekdays: readonly number[];
  /** Days without a draw though the weekday has one (Tết), as YYYY-MM-DD local dates. */
  readonly nonDrawDays: readonly string[];
  /**
   * Stations per weekday, in the configured order (multi-station shorthand "2dmn" means the first two). A game
   * whose bets name no station draws once under its own code (Miền Bắc, 4D).
   */
  readonly stations?: Readonly<Record<number, readonly LotteryStationDefinition[]>>;
}

export interface LotteryGameDefinition {
  readonly code: string;
  readonly names: Names;
  readonly area: LotteryArea;
  readonly prizeMode: LotteryPrizeMode;
  /** The catalogue vendor its bets are recorded under (and that the lobby's lottery entry routes by). */
  readonly vendorCode: string;
  /** The game category of its bet records. */
  readonly gameType: 'LOTT' | 'ELOTT';
  readonly structure: ResultStructure;
  /** Local time of its business day: minutes east of UTC. */
  readonly utcOffsetMinutes: number;
  readonly schedule: FastSchedule | DailySchedule;
  /** Drawn by the platform from its commitment (fast games); official draws take the published result. */
  readonly isPlatformDrawn: boolean;
  /** Bets name stations (several a day). */
  readonly isMultiStation: boolean;
  readonly page: '/vnLottery' | '/seaLottery' | '/lottery';
  readonly defaultOdds: OddsTableData;
}

/**
 * Vietnam's days without draws: Tết (no source gives the dates; kept here as data,
 * docs/product/lottery-rules.md#draw-schedules).
 */
export const VIETNAMESE_NON_DRAW_DAYS: readonly string[] = [
  '2027-02-05',
  '2027-02-06',
  '2027-02-07',
  '2027-02-08',
  '2028-01-25',
  '2028-01-26',
  '2028-01-27',
  '2028-01-28',
];

function station(code: string, name: string): LotteryStationDefinition {
  return { code, names: { en: name, pt: name, vi: name, th: name, 'zh-CN': name } };
}

const S = {
  TPHCM: station('TPHCM', 'TP. Hồ Chí Minh'),
  DONGTHAP: station('DONGTHAP', 'Đồng Tháp'),
  CAMAU: station('CAMAU', 'Cà Mau'),
  BENTRE: station('BENTRE', 'Bến Tre'),
  VUNGTAU: station('VUNGTAU', 'Vũng Tàu'),
  BACLIEU: station('BACLIEU', 'Bạc Liêu'),
  DONGNAI: station('DONGNAI', 'Đồng Nai'),
  CANTHO: station('CANTHO', 'Cần Thơ'),
  SOCTRANG: station('SOCTRANG', 'Sóc Trăng'),
  TAYNINH: station('TAYNINH', 'Tây Ninh'),
  ANGIANG: station('ANGIANG', 'An Giang'),
  BINHTHUAN: station('BINHTHUAN', 'Bình Thuận'),
  VINHLONG: station('VINHLONG', 'Vĩnh Long'),
  BINHDUONG: station('BINHDUONG', 'Bình Dương'),
  TRAVINH: station('TRAVINH', 'Trà Vinh'),
  LONGAN: station('LONGAN', 'Long An'),
  BINHPHUOC: station('BINHPHUOC', 'Bình Phước'),
  HAUGIANG: station('HAUGIANG', 'Hậu Giang'),
  TIENGIANG: station('TIENGIANG', 'Tiền Giang'),
  KIENGIANG: station('KIENGIANG', 'Kiên Giang'),
  DALAT: station('DALAT', 'Đà Lạt'),
  HUE: station('HUE', 'Thừa Thiên Huế'),
  PHUYEN: station('PHUYEN', 'Phú Yên'),
  DAKLAK: station('DAKLAK', 'Đắk Lắk'),
  QUANGNAM: station('QUANGNAM', 'Quảng Nam'),
  DANANG: station('DANANG', 'Đà Nẵng'),
  KHANHHOA: station('KHANHHOA', 'Khánh Hòa'),
  BINHDINH: station('BINHDINH', 'Bình Định'),
  QUANGTRI: station('QUANGTRI', 'Quảng Trị'),
  QUANGBINH: station('QUANGBINH', 'Quảng Bình'),
  GIALAI: station('GIALAI', 'Gia Lai'),
  NINHTHUAN: station('NINHTHUAN', 'Ninh Thuận'),
  QUANGNGAI: station('QUANGNGAI', 'Quảng Ngãi'),
  DAKNONG: station('DAKNONG', 'Đắk Nông'),
  KONTUM: station('KONTUM', 'Kon Tum'),
  HANOI: station('HANOI', 'Hà Nội'),
  QUANGNINH: station('QUANGNINH', 'Quảng Ninh'),
  BACNINH: station('BACNINH', 'Bắc Ninh'),
  HAIPHONG: station('HAIPHONG', 'Hải Phòng'),
  NAMDINH: station('NAMDINH', 'Nam Định'),
  THAIBINH: station('THAIBINH', 'Thái Bình'),
};

/** Miền Nam, 16:15 (docs/product/lottery-rules.md#draw-schedules), Sunday first. */
const SOUTH_STATIONS: Readonly<Record<number, readonly LotteryStationDefinition[]>> = {
  0: [S.TIENGIANG, S.KIENGIANG, S.DALAT],
  1: [S.TPHCM, S.DONGTHAP, S.CAMAU],
  2: [S.BENTRE, S.VUNGTAU, S.BACLIEU],
  3: [S.DONGNAI, S.CANTHO, S.SOCTRANG],
  4: [S.TAYNINH, S.ANGIANG, S.BINHTHUAN],
  5: [S.VINHLONG, S.BINHDUONG, S.TRAVINH],
  6: [S.TPHCM, S.LONGAN, S.BINHPHUOC, S.HAUGIANG],
};

/** Miền Trung, 17:15. */
const CENTRAL_STATIONS: Readonly<Record<number, readonly LotteryStationDefinition[]>> = {
  0: [S.KONTUM, S.KHANHHOA, S.HUE],
  1: [S.HUE, S.PHUYEN],
  2: [S.DAKLAK, S.QUANGNAM],
  3: [S.DANANG, S.KHANHHOA],
  4: [S.BINHDINH, S.QUANGTRI, S.QUANGBINH],
  5: [S.GIALAI, S.NINHTHUAN],
  6: [S.DANANG, S.QUANGNGAI, S.DAKNONG],
};

/** Miền Bắc, 18:15: one result a day under the province drawing that day. */
const NORTH_STATIONS: Readonly<Record<number, readonly LotteryStationDefinition[]>> = {
  0: [S.THAIBINH],
  1: [S.HANOI],
  2: [S.QUANGNINH],
  3: [S.BACNINH],
  4: [S.HANOI],
  5: [S.HAIPHONG],
  6: [S.NAMDINH],
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const VIETNAM_OFFSET = 7 * 60;
const MALAYSIA_OFFSET = 8 * 60;

function vietnamese(input: {
  code: string;
  names: Names;
  structure: ResultStructureCode;
  drawMinutes: number;
  stations: Readonly<Record<number, readonly LotteryStationDefinition[]>>;
  isMultiStation: boolean;
}): LotteryGameDefinition {
  return {
    code: input.code,
    names: input.names,
    area: 'VN',
    prizeMode: 'LOTT',
    vendorCode: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    structure: RESULT_STRUCTURES[input.structure],
    utcOffsetMinutes: VIETNAM_OFFSET,
    schedule: {
      kind: 'daily',
      drawMinutes: input.drawMinutes,
      closeBeforeMinutes: 15,
      weekdays: EVERY_DAY,
      nonDrawDays: VIETNAMESE_NON_DRAW_DAYS,
      stations: input.stations,
    },
    isPlatformDrawn: false,
    isMultiStation: input.isMultiStation,
    page: '/vnLottery',
    defaultOdds: DEFAULT_ODDS[input.structure],
  };
}

function fourD(input: {
  code: string;
  names: Names;
  operator: FourDOperator;
  drawMinutes: number;
  closeBeforeMinutes: number;
}): LotteryGameDefinition {
  return {
    code: input.code,
    names: input.names,
    area: 'SEA',
    prizeMode: 'SEA',
    vendorCode: 'TCG_SEA',
    gameType: 'LOTT',
    structure: RESULT_STRUCTURES['4d'],
    utcOffsetMinutes: MALAYSIA_OFFSET,
    // Wednesday, Saturday and Sunday (docs/product/lottery-rules.md#draw-schedules); special Tuesday draws are not
    // scheduled.
    schedule: {
      kind: 'daily',
      drawMinutes: input.drawMinutes,
      closeBeforeMinutes: input.closeBeforeMinutes,
      weekdays: [0, 3, 6],
      nonDrawDays: [],
    },
    isPlatformDrawn: false,
    isMultiStation: false,
    page: '/seaLottery',
    defaultOdds: FOUR_D_OPERATOR_ODDS[input.operator],
  };
}

const FAST_NAMES: Record<'ssc' | 'k3' | 'vnf', Names> = {
  ssc: { en: 'Five-digit', pt: 'Cinco dígitos', vi: 'Xổ số 5 số', th: 'หวยห้าหลัก', 'zh-CN': '时时彩' },
  k3: { en: 'Three dice', pt: 'Três dados', vi: 'Xúc xắc 3 viên', th: 'ลูกเต๋าสามลูก', 'zh-CN': '快三' },
  vnf: {
    en: 'Fast Vietnamese',
    pt: 'Vietnamita rápida',
    vi: 'Xổ số nhanh',
    th: 'หวยเวียดนามด่วน',
    'zh-CN': '越南快彩',
  },
};

function minutesSuffix(minutes: number): Names {
  return {
    en: `${minutes} min`,
    pt: `${minutes} min`,
    vi: `${minutes} phút`,
    th: `${minutes} นาที`,
    'zh-CN': `${minutes}分钟`,
  };
}

function fast(family: 'ssc' | 'k3' | 'vnf', minutes: number): LotteryGameDefinition {
  const structure: ResultStructureCode = family === 'vnf' ? 'vn_north' : family;
  const suffix = minutesSuffix(minutes);
  const names = Object.fromEntries(
    Object.entries(FAST_NAMES[family]).map(([language, name]) => [
      language,
      `${name} ${suffix[language as Language]}`,
    ]),
  ) as Record<Language, string>;
  return {
    code: `${family.toUpperCase()}_${minutes}M`,
    names,
    area: 'FAST',
    prizeMode: 'ELOTT',
    vendorCode: 'ELOTT',
    gameType: 'ELOTT',
    structure: RESULT_STRUCTURES[structure],
    utcOffsetMinutes: VIETNAM_OFFSET,
    // A few seconds before the draw (docs/product/lottery-rules.md#draw-schedules): long enough for a slip in flight
    // to land.
    schedule: { kind: 'fast', periodSeconds: minutes * 60, closeBeforeSeconds: minutes === 1 ? 10 : 30 },
    isPlatformDrawn: true,
    isMultiStation: false,
    page: '/lottery',
    defaultOdds: DEFAULT_ODDS[structure],
  };
}

/** Every game, in menu order. */
export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  vietnamese({
    code: 'VN_MB',
    names: { en: 'Northern', pt: 'Norte', vi: 'Miền Bắc', th: 'ภาคเหนือ', 'zh-CN': '北部' },
    structure: 'vn_north',
    drawMinutes: 18 * 60 + 15,
    stations: NORTH_STATIONS,
    isMultiStation: false,
  }),
  vietnamese({
    code: 'VN_MT',
    names: { en: 'Central', pt: 'Centro', vi: 'Miền Trung', th: 'ภาคกลาง', 'zh-CN': '中部' },
    structure: 'vn_central_south',
    drawMinutes: 17 * 60 + 15,
    stations: CENTRAL_STATIONS,
    isMultiStation: true,
  }),
  vietnamese({
    code: 'VN_MN',
    names: { en: 'Southern', pt: 'Sul', vi: 'Miền Nam', th: 'ภาคใต้', 'zh-CN': '南部' },
    structure: 'vn_central_south',
    drawMinutes: 16 * 60 + 15,
    stations: SOUTH_STATIONS,
    isMultiStation: true,
  }),
  fourD({
    code: 'SEA_MAGNUM',
    names: { en: 'Magnum 4D', pt: 'Magnum 4D', vi: 'Magnum 4D', th: 'Magnum 4D', 'zh-CN': '万能 4D' },
    operator: 'magnum',
    drawMinutes: 19 * 60,
    closeBeforeMinutes: 15,
  }),
  fourD({
    code: 'SEA_TOTO',
    names: {
      en: 'Sports Toto 4D',
      pt: 'Sports Toto 4D',
      vi: 'Sports Toto 4D',
      th: 'Sports Toto 4D',
      'zh-CN': '多多 4D',
    },
    operator: 'sports_toto',
    drawMinutes: 19 * 60,
    closeBeforeMinutes: 15,
  }),
  fourD({
    code: 'SEA_DMC',
    names: {
      en: 'Da Ma Cai 4D',
      pt: 'Da Ma Cai 4D',
      vi: 'Da Ma Cai 4D',
      th: 'Da Ma Cai 4D',
      'zh-CN': '大马彩 4D',
    },
    operator: 'da_ma_cai',
    drawMinutes: 19 * 60,
    closeBeforeMinutes: 15,
  }),
  fourD({
    code: 'SEA_SGP',
    names: {
      en: 'Singapore 4D',
      pt: 'Singapura 4D',
      vi: 'Singapore 4D',
      th: 'สิงคโปร์ 4D',
      'zh-CN': '新加坡 4D',
    },
    operator: 'singapore_pools',
    // 18:30 SGT, bets close at 18:00 (docs/product/lottery-rules.md#draw-schedules).
    drawMinutes: 18 * 60 + 30,
    closeBeforeMinutes: 30,
  }),
  ...[1, 3, 5].flatMap((minutes) => [fast('ssc', minutes), fast('k3', minutes), fast('vnf', minutes)]),
];

const GAMES_BY_CODE = new Map(LOTTERY_GAMES.map((game) => [game.code, game]));

/** The game with this code, or undefined. */
export function findLotteryGame(code: string): LotteryGameDefinition | undefined {
  return GAMES_BY_CODE.get(code);
}

/** A station's draw code: the game's code for a game with one draw, else `<game>_<station>`. */
export function toDrawCode(game: LotteryGameDefinition, stationCode: string | null): string {
  return game.isMultiStation && stationCode !== null ? `${game.code}_${stationCode}` : game.code;
}

/** The game a draw code belongs to, and its station ('' for a game with one draw). */
export function parseDrawCode(
  drawCode: string,
): { game: LotteryGameDefinition; station: string } | undefined {
  const direct = GAMES_BY_CODE.get(drawCode);
  if (direct !== undefined) {
    return { game: direct, station: '' };
  }
  for (const game of LOTTERY_GAMES) {
    if (game.isMultiStation && drawCode.startsWith(`${game.code}_`)) {
      return { game, station: drawCode.slice(game.code.length + 1) };
    }
  }
  return undefined;
}

/** A station's name in a language, found over every weekday of a game. */
export function findStation(
  game: LotteryGameDefinition,
  stationCode: string,
): LotteryStationDefinition | undefined {
  if (game.schedule.kind !== 'daily' || game.schedule.stations === undefined) {
    return undefined;
  }
  for (const list of Object.values(game.schedule.stations)) {
    const found = list.find((entry) => entry.code === stationCode);
    if (found !== undefined) {
      return found;
    }
  }
  return undefined;
}
