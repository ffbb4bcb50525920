import { createHash } from 'node:crypto';

import type { Language } from '@plaza/contracts/languages';
import type {
  MatchOdds,
  MatchPeriod,
  MatchState,
  Sport,
  SportsFeed,
  SportsMatch,
} from '@plaza/contracts/sports';

/**
 * The demo studio's stand-in sportsbook feed (docs/product/sports.md#the-demo-feed): a match kicks off every
 * SLOT_MS around the clock, its sport, teams, goals and points decided by hashing its number, so every server and
 * every request agrees on a match without storing anything, and scores only ever grow while a match runs. Odds
 * follow the score and the time left, priced with a 6 % margin; the market is suspended for a minute after a goal.
 */
export const DEMO_SPORTS_FEED_PATH = '/demo-studio/sports/feed';

const MINUTE_MS = 60_000;
const SLOT_MS = 12 * MINUTE_MS;
/** Matches listed before the current slot (some still live) and after it (upcoming). */
const SLOTS_BEFORE = 10;
const SLOTS_AFTER = 14;
const MARGIN = 1.06;

type Localized = Readonly<Record<Language, string>>;

interface League {
  sport: Sport;
  name: Localized;
}

const LEAGUES: readonly League[] = [
  {
    sport: 'FOOTBALL',
    name: {
      en: 'Plaza Premier League',
      'zh-CN': '广场超级联赛',
      vi: 'Giải Ngoại hạng Plaza',
      th: 'พลาซ่า พรีเมียร์ลีก',
      pt: 'Liga Premier Plaza',
    },
  },
  {
    sport: 'FOOTBALL',
    name: { en: 'Coastal Cup', 'zh-CN': '海岸杯', vi: 'Cúp Duyên Hải', th: 'โคสทัลคัพ', pt: 'Copa Litoral' },
  },
  {
    sport: 'FOOTBALL',
    name: {
      en: 'Northern Division',
      'zh-CN': '北部联赛',
      vi: 'Giải hạng Miền Bắc',
      th: 'ดิวิชั่นภาคเหนือ',
      pt: 'Divisão Norte',
    },
  },
  {
    sport: 'BASKETBALL',
    name: {
      en: 'Metro Basketball League',
      'zh-CN': '都市篮球联赛',
      vi: 'Giải Bóng rổ Đô thị',
      th: 'เมโทรบาสเกตบอลลีก',
      pt: 'Liga Metropolitana de Basquete',
    },
  },
  {
    sport: 'ESPORTS',
    name: {
      en: 'Arena Masters',
      'zh-CN': '竞技场大师赛',
      vi: 'Arena Masters',
      th: 'อารีน่า มาสเตอร์ส',
      pt: 'Arena Masters',
    },
  },
];

/** Fictional teams: names are the same in every language, as clubs' are. */
const TEAMS: Readonly<Record<Sport, readonly string[]>> = {
  FOOTBALL: [
    'Harbor City FC',
    'Riverside United',
    'Golden Lions',
    'Northgate Rovers',
    'Eastbay Athletic',
    'Sunvale Wanderers',
    'Pine Valley FC',
    'Red Cliff Town',
    'Stonebridge City',
    'Lakeshore Albion',
    'Westmoor Rangers',
    'Silver Coast FC',
    'Oakfield Town',
    'Bayview Rovers',
    'Highland Park FC',
    'Marina Bay United',
    'Ashford City',
    'Greenwood Athletic',
    'Copper Hills FC',
    'Seabrook Town',
  ],
  BASKETBALL: [
    'Metro Hawks',
    'Bay Storm',
    'Capital Titans',
    'Desert Suns',
    'Harbor Sharks',
    'Mountain Kings',
    'River Dragons',
    'Skyline Jets',
    'Valley Comets',
    'Iron Bison',
    'Coastal Waves',
    'Summit Eagles',
  ],
  ESPORTS: [
    'Nova Five',
    'Crimson Wolves',
    'Pixel Ronin',
    'Zero Latency',
    'Blue Phoenix',
    'Iron Owls',
    'Neon Tigers',
    'Shadow Lotus',
    'Quantum Foxes',
    'Storm Giants',
    'Jade Serpents',
    'Frost Byte',
    'Lunar Vipers',
    'Echo Raiders',
    'Solar Knights',
    'Mint Kraken',
  ],
};

/** A number in [0, 1) fixed by the match and what is asked. */
function unit(matchNumber: number, what: string): number {
  const digest = createHash('sha256').update(`demo-sports:${matchNumber}:${what}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * The two sides of match `matchNumber`: home from the even places of the sport's list in turn, away from the odd
 * places shifted each round, so two matches share a side only when at least half the list's length less one of
 * matches apart (football's 20 teams: 108 minutes, basketball's 12: 60, e-sports' 16: 84), by when the earlier one
 * has finished (105, 52 and at most 70 minutes).
 */
function pickTwo(teams: readonly string[], matchNumber: number): [string, string] {
  const pairs = teams.length / 2;
  const round = Math.floor(matchNumber / pairs);
  const home = (2 * matchNumber) % teams.length;
  const away = (2 * matchNumber + 1 + 2 * round) % teams.length;
  return [teams[home] as string, teams[away] as string];
}

function price(probability: number): number {
  return Math.max(101, Math.min(5_000, Math.floor(100 / (Math.max(probability, 0.0001) * MARGIN))));
}

function poisson(mean: number, limit: number): number[] {
  const weights: number[] = [];
  let weight = Math.exp(-mean);
  for (let count = 0; count <= limit; count += 1) {
    weights.push(weight);
    weight = (weight * mean) / (count + 1);
  }
  return weights;
}

/** Home, draw and away chances of a football match led by `lead` goals with these goals still expected. */
function footballChances(lead: number, homeMean: number, awayMean: number): [number, number, number] {
  const home = poisson(homeMean, 10);
  const away = poisson(awayMean, 10);
  let win = 0;
  let draw = 0;
  home.forEach((homeWeight, homeGoals) => {
    away.forEach((awayWeight, awayGoals) => {
      const margin = lead + homeGoals - awayGoals;
      if (margin > 0) {
        win += homeWeight * awayWeight;
      } else if (margin === 0) {
        draw += homeWeight * awayWeight;
      }
    });
  });
  return [win, draw, Math.max(0, 1 - win - draw)];
}

/** The standard normal distribution's cumulative function (Abramowitz and Stegun 26.2.17). */
function normalAtMost(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

interface Progress {
  state: MatchState;
  period: MatchPeriod;
  clockMinutes: number | null;
  homeScore: number;
  awayScore: number;
  odds: MatchOdds | null;
}

function footballProgress(matchNumber: number, elapsedMinutes: number): Progress {
  const homeRate = 1.1 + unit(matchNumber, 'home-strength') * 0.9;
  const awayRate = 0.8 + unit(matchNumber, 'away-strength') * 0.8;
  // 45 minutes, 15 of half-time, 45 more: the match clock runs 1–45 and 46–90.
  const played =
    elapsedMinutes < 45 ? elapsedMinutes : elapsedMinutes < 60 ? 45 : Math.min(90, elapsedMinutes - 15);
  const period: MatchPeriod =
    elapsedMinutes < 45
      ? 'FIRST_HALF'
      : elapsedMinutes < 60
        ? 'HALF_TIME'
        : elapsedMinutes < 105
          ? 'SECOND_HALF'
          : 'FULL_TIME';
  let homeScore = 0;
  let awayScore = 0;
  let lastGoal = -10;
  for (let minute = 1; minute <= played; minute += 1) {
    if (unit(matchNumber, `home-goal-${minute}`) < homeRate / 90) {
      homeScore += 1;
      lastGoal = minute;
    }
    if (unit(matchNumber, `away-goal-${minute}`) < awayRate / 90) {
      awayScore += 1;
      lastGoal = minute;
    }
  }
  const left = (90 - played) / 90;
  const [win, draw, loss] = footballChances(homeScore - awayScore, homeRate * left, awayRate * left);
  const isSuspended = period !== 'HALF_TIME' && played - lastGoal < 1;
  return {
    state: period === 'FULL_TIME' ? 'FINISHED' : 'LIVE',
    period,
    clockMinutes: period === 'HALF_TIME' || period === 'FULL_TIME' ? null : Math.max(1, played),
    homeScore,
    awayScore,
    odds:
      isSuspended || period === 'FULL_TIME'
        ? null
        : { home: price(win), draw: price(draw), away: price(loss) },
  };
}

const QUARTER_STARTS = [0, 14, 26, 40] as const;
const QUARTER_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

function basketballProgress(matchNumber: number, elapsedMinutes: number): Progress {
  // Four quarters of 12 minutes with 2-minute breaks and a 0-minute half-time for the demo: 52 minutes in all.
  let quarter = -1;
  let played = 0;
  QUARTER_STARTS.forEach((start, index) => {
    if (elapsedMinutes >= start) {
      quarter = index;
      played = index * 12 + Math.min(12, elapsedMinutes - start);
    }
  });
  const isBreak = quarter >= 0 && elapsedMinutes - (QUARTER_STARTS[quarter] as number) >= 12;
  const edge = unit(matchNumber, 'home-strength') - unit(matchNumber, 'away-strength');
  let homeScore = 0;
  let awayScore = 0;
  for (let minute = 1; minute <= played; minute += 1) {
    homeScore += Math.floor(unit(matchNumber, `home-points-${minute}`) * (4.2 + edge));
    awayScore += Math.floor(unit(matchNumber, `away-points-${minute}`) * (4.2 - edge));
  }
  const left = 48 - played;
  const expectedLead = homeScore - awayScore + edge * 0.5 * left;
  const spread = Math.sqrt(4 * left + 1);
  const win = normalAtMost(expectedLead / spread);
  const isFinished = played >= 48;
  return {
    state: isFinished ? 'FINISHED' : 'LIVE',
    period: isFinished ? 'FULL_TIME' : isBreak ? 'BREAK' : (QUARTER_PERIODS[quarter] ?? 'Q1'),
    clockMinutes: isFinished || isBreak ? null : Math.min(12, played - quarter * 12),
    homeScore,
    awayScore,
    odds: isFinished ? null : { home: price(win), draw: null, away: price(1 - win) },
  };
}

/** Best of three maps of 20 minutes with 5-minute pauses; the score counts maps won. */
function esportsProgress(matchNumber: number, elapsedMinutes: number): Progress {
  const mapChance = 0.35 + unit(matchNumber, 'home-strength') * 0.3;
  let homeScore = 0;
  let awayScore = 0;
  let map = 0;
  let isPause = false;
  for (; map < 3 && homeScore < 2 && awayScore < 2; map += 1) {
    const start = map * 25;
    if (elapsedMinutes < start + 20) {
      isPause = elapsedMinutes < start;
      break;
    }
    if (unit(matchNumber, `map-${map}`) < mapChance) {
      homeScore += 1;
    } else {
      awayScore += 1;
    }
  }
  const isFinished = homeScore === 2 || awayScore === 2;
  const needHome = 2 - homeScore;
  const needAway = 2 - awayScore;
  // The chance of winning `needHome` maps before losing `needAway`, for a series of at most three.
  const win =
    needHome === 1 && needAway === 1
      ? mapChance
      : needHome === 1
        ? 1 - (1 - mapChance) ** 2
        : needAway === 1
          ? mapChance ** 2
          : mapChance ** 2 * (3 - 2 * mapChance);
  const period: MatchPeriod = isFinished
    ? 'FULL_TIME'
    : isPause
      ? 'BREAK'
      : ((['MAP_1', 'MAP_2', 'MAP_3'] as const)[map] ?? 'MAP_3');
  return {
    state: isFinished ? 'FINISHED' : 'LIVE',
    period,
    clockMinutes: isFinished || isPause ? null : Math.max(1, Math.floor(elapsedMinutes - map * 25)),
    homeScore,
    awayScore,
    odds: isFinished ? null : { home: price(win), draw: null, away: price(1 - win) },
  };
}

function notStarted(sport: Sport, matchNumber: number): Progress {
  const progress =
    sport === 'FOOTBALL'
      ? footballProgress(matchNumber, 0)
      : sport === 'BASKETBALL'
        ? basketballProgress(matchNumber, 0)
        : esportsProgress(matchNumber, 0);
  return {
    ...progress,
    state: 'UPCOMING',
    period: 'NOT_STARTED',
    clockMinutes: null,
    homeScore: 0,
    awayScore: 0,
  };
}

function describeMatch(matchNumber: number, now: number, language: Language): SportsMatch {
  const league = LEAGUES[Math.floor(unit(matchNumber, 'league') * LEAGUES.length)] as League;
  const [home, away] = pickTwo(TEAMS[league.sport], matchNumber);
  const kickoffAt = matchNumber * SLOT_MS;
  const elapsedMinutes = Math.floor((now - kickoffAt) / MINUTE_MS);
  const progress =
    now < kickoffAt
      ? notStarted(league.sport, matchNumber)
      : league.sport === 'FOOTBALL'
        ? footballProgress(matchNumber, elapsedMinutes)
        : league.sport === 'BASKETBALL'
          ? basketballProgress(matchNumber, elapsedMinutes)
          : esportsProgress(matchNumber, elapsedMinutes);
  const popularity = Math.floor(unit(matchNumber, 'popularity') * 4_000);
  return {
    id: `DEMO-${matchNumber}`,
    sport: league.sport,
    league: league.name[language],
    home,
    away,
    kickoffAt,
    ...progress,
    isHot: unit(matchNumber, 'hot') < 0.4,
    betCount: popularity + (progress.state === 'LIVE' ? 1_500 + (elapsedMinutes % 60) * 7 : 0),
  };
}

/** The feed at `now`: the matches of the last slots (live or just finished) and of the next ones. */
export function buildDemoSportsFeed(now: number, language: Language): SportsFeed {
  const current = Math.floor(now / SLOT_MS);
  const matches: SportsMatch[] = [];
  for (let matchNumber = current - SLOTS_BEFORE; matchNumber <= current + SLOTS_AFTER; matchNumber += 1) {
    matches.push(describeMatch(matchNumber, now, language));
  }
  return { generatedAt: now, matches };
}
