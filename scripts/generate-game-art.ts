// Draws the cover of every demo game (server/src/demo/demo-games.ts) as an SVG in server/demo/media/games/,
// served at /media/games/<CODE>.svg. Plain shapes, no text but card ranks, no external resources: the art
// reads the same in every language. Run `npx tsx scripts/generate-game-art.ts` after adding a demo game.
import { mkdirSync, writeFileSync } from 'node:fs';

import { DEMO_GAMES } from '../server/src/demo/demo-games';

const OUTPUT = 'server/demo/media/games';
const WIDTH = 400;
const HEIGHT = 300;

type Suit = 'spade' | 'heart' | 'diamond' | 'club';

const SUIT_PATHS: Record<Suit, string> = {
  heart:
    'M10 18C10 18 1 12 1 6.5 1 3.5 3.5 1 6.2 1 8 1 9.3 2 10 3.3 10.7 2 12 1 13.8 1 16.5 1 19 3.5 19 6.5 19 12 10 18 10 18Z',
  diamond: 'M10 0L18 10 10 20 2 10Z',
  spade:
    'M10 1C10 1 1 7 1 12.5 1 15.5 3.5 17.5 6 17.5 7.8 17.5 9.2 16.6 9.6 15.4L8 20H12L10.4 15.4C10.8 16.6 12.2 17.5 14 17.5 16.5 17.5 19 15.5 19 12.5 19 7 10 1 10 1Z',
  club: 'M10 1.5A4.5 4.5 0 0 1 13.9 8.2 4.5 4.5 0 1 1 11 15.4L12.5 20H7.5L9 15.4A4.5 4.5 0 1 1 6.1 8.2 4.5 4.5 0 0 1 10 1.5Z',
};

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

function suit(kind: Suit, x: number, y: number, size: number): string {
  const color = kind === 'heart' || kind === 'diamond' ? '#d8283f' : '#1b1d2b';
  return `<path d="${SUIT_PATHS[kind]}" transform="translate(${x} ${y}) scale(${size / 20})" fill="${color}"/>`;
}

/** A playing card with its rank in the corner and its suit in the middle. */
function card(x: number, y: number, rank: string, kind: Suit, rotate = 0, scale = 1): string {
  const color = kind === 'heart' || kind === 'diamond' ? '#d8283f' : '#1b1d2b';
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">
    <rect x="-45" y="-63" width="90" height="126" rx="9" fill="#000" opacity=".25" transform="translate(4 6)"/>
    <rect x="-45" y="-63" width="90" height="126" rx="9" fill="#fffdf7" stroke="#d9d3c3" stroke-width="1.5"/>
    <text x="-33" y="-36" font-family="${FONT}" font-size="24" font-weight="800" fill="${color}">${rank}</text>
    ${suit(kind, -37, -32, 14)}
    ${suit(kind, -18, -10, 36)}
  </g>`;
}

/** A card seen from the back. */
function cardBack(x: number, y: number, rotate: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect x="-45" y="-63" width="90" height="126" rx="9" fill="#000" opacity=".25" transform="translate(4 6)"/>
    <rect x="-45" y="-63" width="90" height="126" rx="9" fill="#fffdf7"/>
    <rect x="-38" y="-56" width="76" height="112" rx="6" fill="${color}"/>
    <path d="M-38 -56l76 112M38 -56l-76 112" stroke="#fff" stroke-width="2" opacity=".35"/>
    <circle r="16" fill="none" stroke="#fff" stroke-width="3" opacity=".6"/>
  </g>`;
}

/** A casino chip. */
function chip(x: number, y: number, radius: number, color: string): string {
  const dash = (Math.PI * 2 * radius * 0.78) / 12;
  return `<g transform="translate(${x} ${y})">
    <ellipse cx="2" cy="5" rx="${radius}" ry="${radius}" fill="#000" opacity=".25"/>
    <circle r="${radius}" fill="${color}"/>
    <circle r="${radius * 0.78}" fill="none" stroke="#fff" stroke-width="${radius * 0.22}" stroke-dasharray="${dash} ${dash}"/>
    <circle r="${radius * 0.55}" fill="${color}" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>
  </g>`;
}

/** A stack of chips seen from the side. */
function chipStack(x: number, y: number, count: number, color: string): string {
  const layers = Array.from(
    { length: count },
    (_, index) =>
      `<ellipse cx="0" cy="${-index * 9}" rx="30" ry="11" fill="${color}" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="8 6"/>`,
  ).join('');
  return `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="6" rx="34" ry="12" fill="#000" opacity=".25"/>${layers}</g>`;
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die showing `face`. */
function die(x: number, y: number, size: number, face: number, rotate: number, pipColor = '#1b1d2b'): string {
  const half = size / 2;
  const pips = (PIPS[face] ?? [])
    .map(
      ([column, row]) =>
        `<circle cx="${column * size * 0.26}" cy="${row * size * 0.26}" r="${size * 0.09}" fill="${face === 1 ? '#d8283f' : pipColor}"/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect x="${-half + 5}" y="${-half + 7}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#000" opacity=".25"/>
    <rect x="${-half}" y="${-half}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#fffdf7"/>
    <rect x="${-half}" y="${-half}" width="${size}" height="${size}" rx="${size * 0.18}" fill="none" stroke="#d9d3c3" stroke-width="2"/>
    ${pips}
  </g>`;
}

/** A gold coin. */
function coin(x: number, y: number, radius: number): string {
  return `<g transform="translate(${x} ${y})">
    <circle r="${radius}" fill="#e09a12"/>
    <circle r="${radius * 0.92}" fill="url(#gold)"/>
    <circle r="${radius * 0.68}" fill="none" stroke="#b86f00" stroke-width="${Math.max(1.5, radius * 0.08)}" opacity=".7"/>
    <path d="M${-radius * 0.3} ${-radius * 0.45}q${radius * 0.3} ${-radius * 0.2} ${radius * 0.55} 0" stroke="#fff" stroke-width="${radius * 0.1}" fill="none" opacity=".7" stroke-linecap="round"/>
  </g>`;
}

/** A faceted gem. */
function gem(x: number, y: number, size: number, color: string, rotate = 0): string {
  const s = size / 2;
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <path d="M${-s} ${-s * 0.35}L${-s * 0.55} ${-s * 0.85}H${s * 0.55}L${s} ${-s * 0.35}L0 ${s}Z" fill="${color}"/>
    <path d="M${-s} ${-s * 0.35}H${s}L0 ${s}Z" fill="#000" opacity=".18"/>
    <path d="M${-s * 0.55} ${-s * 0.85}L${-s * 0.25} ${-s * 0.35}H${s * 0.25}L${s * 0.55} ${-s * 0.85}Z" fill="#fff" opacity=".45"/>
    <path d="M${-s * 0.25} ${-s * 0.35}L0 ${s}L${s * 0.25} ${-s * 0.35}Z" fill="#fff" opacity=".22"/>
  </g>`;
}

/** A fish facing left (or right when `isFlipped`). */
function fish(x: number, y: number, size: number, color: string, isFlipped = false): string {
  const flip = isFlipped ? -1 : 1;
  return `<g transform="translate(${x} ${y}) scale(${(flip * size) / 100} ${size / 100})">
    <path d="M40 0L78 -30L70 0L78 30Z" fill="${color}" opacity=".85"/>
    <ellipse cx="0" cy="0" rx="50" ry="30" fill="${color}"/>
    <path d="M-10 -28Q5 -55 30 -24Z" fill="${color}" opacity=".8"/>
    <ellipse cx="0" cy="8" rx="40" ry="14" fill="#fff" opacity=".22"/>
    <path d="M8 -22Q18 0 8 22" stroke="#fff" stroke-width="4" fill="none" opacity=".45"/>
    <circle cx="-28" cy="-6" r="8" fill="#fff"/><circle cx="-30" cy="-6" r="4" fill="#1b1d2b"/>
  </g>`;
}

function bubbles(points: Array<[number, number, number]>): string {
  return points
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".18" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`,
    )
    .join('');
}

/** A wheel of `colors` segments with a rim, a hub and a pointer on top. */
function wheel(x: number, y: number, radius: number, colors: string[], hasPointer = true): string {
  const count = colors.length;
  const segments = colors
    .map((color, index) => {
      const start = (index / count) * Math.PI * 2 - Math.PI / 2;
      const end = ((index + 1) / count) * Math.PI * 2 - Math.PI / 2;
      const x1 = (Math.cos(start) * radius).toFixed(2);
      const y1 = (Math.sin(start) * radius).toFixed(2);
      const x2 = (Math.cos(end) * radius).toFixed(2);
      const y2 = (Math.sin(end) * radius).toFixed(2);
      return `<path d="M0 0L${x1} ${y1}A${radius} ${radius} 0 0 1 ${x2} ${y2}Z" fill="${color}"/>`;
    })
    .join('');
  const pointer = hasPointer
    ? `<path d="M0 ${-radius + 14}L-14 ${-radius - 16}H14Z" fill="url(#gold)" stroke="#8a5200" stroke-width="2"/>`
    : '';
  return `<g transform="translate(${x} ${y})">
    <circle r="${radius + 14}" fill="#000" opacity=".25" transform="translate(4 8)"/>
    <circle r="${radius + 14}" fill="url(#gold)"/>
    <circle r="${radius + 6}" fill="#4a2a00"/>
    ${segments}
    <circle r="${radius}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
    <circle r="${radius * 0.36}" fill="#3b1f00"/>
    <circle r="${radius * 0.26}" fill="url(#gold)"/>
    ${pointer}
  </g>`;
}

function rouletteWheel(x: number, y: number, radius: number): string {
  const colors = Array.from({ length: 37 }, (_, index) =>
    index === 0 ? '#1c9a4f' : index % 2 === 0 ? '#1b1d2b' : '#c8213a',
  );
  return wheel(x, y, radius, colors, false);
}

function sparkles(points: Array<[number, number, number]>): string {
  return points
    .map(
      ([x, y, size]) =>
        `<path d="M${x} ${y - size}Q${x} ${y} ${x + size} ${y}Q${x} ${y} ${x} ${y + size}Q${x} ${y} ${x - size} ${y}Q${x} ${y} ${x} ${y - size}Z" fill="#fff" opacity=".85"/>`,
    )
    .join('');
}

/** A slot machine's three reels showing `symbols` (SVG fragments drawn around 0,0). */
function reels(symbols: [string, string, string], frame: string): string {
  const cells = symbols
    .map(
      (symbol, index) => `<g transform="translate(${128 + index * 72} 150)">
        <rect x="-32" y="-44" width="64" height="88" rx="10" fill="#fffdf7"/>
        <rect x="-32" y="-44" width="64" height="20" rx="10" fill="#000" opacity=".08"/>
        ${symbol}
      </g>`,
    )
    .join('');
  return `<rect x="82" y="92" width="236" height="116" rx="20" fill="${frame}"/>
    <rect x="82" y="92" width="236" height="116" rx="20" fill="none" stroke="url(#gold)" stroke-width="6"/>
    ${cells}`;
}

const CHERRY = `<g><path d="M-2 -22Q4 -6 -10 8M-2 -22Q10 -8 12 6" stroke="#2c7a2c" stroke-width="4" fill="none"/><circle cx="-10" cy="12" r="11" fill="#d8283f"/><circle cx="12" cy="10" r="11" fill="#e83a50"/><circle cx="-13" cy="8" r="3" fill="#fff" opacity=".6"/></g>`;
const LEMON = `<g><ellipse rx="22" ry="16" fill="#ffd23f"/><ellipse cx="-6" cy="-5" rx="7" ry="4" fill="#fff" opacity=".5"/></g>`;
const SEVEN = `<text y="18" text-anchor="middle" font-family="${FONT}" font-size="54" font-weight="900" fill="#d8283f" stroke="#7a0016" stroke-width="2">7</text>`;

interface Art {
  /** Background gradient from, to. */
  colors: [string, string];
  /** The picture, drawn over the background. */
  motif: string;
}

const DEFAULT_SPARKLES = sparkles([
  [44, 46, 7],
  [356, 58, 9],
  [340, 246, 6],
  [62, 236, 5],
]);

function table(felt: string): string {
  return `<ellipse cx="200" cy="300" rx="250" ry="120" fill="#5a3413"/><ellipse cx="200" cy="300" rx="236" ry="108" fill="${felt}"/><ellipse cx="200" cy="300" rx="190" ry="80" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>`;
}

/** A studio light over a live table. */
const STUDIO_LIGHT = `<path d="M150 0L250 0L330 300H70Z" fill="#fff" opacity=".07"/>`;

const ART: Record<string, Art> = {
  BGS_SLOT: {
    colors: ['#3b1a8f', '#b04cf0'],
    motif: `${gem(200, 150, 110, '#2fd3c6')}${gem(104, 176, 70, '#ff4f8b', -12)}${gem(298, 176, 70, '#ffc23f', 12)}${gem(150, 92, 40, '#7c6bff', -20)}${gem(258, 86, 36, '#4fe07a', 16)}`,
  },
  BGS_CRASH: {
    colors: ['#0d1b4a', '#6a2bd9'],
    motif: `<g stroke="#fff" stroke-opacity=".12" stroke-width="2">${[80, 140, 200, 260].map((y) => `<path d="M24 ${y}H376"/>`).join('')}${[90, 170, 250, 330].map((x) => `<path d="M${x} 40V276"/>`).join('')}</g>
      <path d="M30 262Q200 252 318 92L318 276H30Z" fill="#ffd23f" opacity=".16"/>
      <path d="M30 262Q200 252 318 92" stroke="#ffd23f" stroke-width="8" fill="none" stroke-linecap="round"/>
      <g transform="translate(322 84) rotate(40)">
        <path d="M-10 22Q0 64 10 22Z" fill="#ffb020"/>
        <path d="M0 -46Q20 -20 16 20H-16Q-20 -20 0 -46Z" fill="#f4f5ff"/>
        <circle cy="-10" r="8" fill="#4aa8ff" stroke="#1b1d2b" stroke-width="3"/>
        <path d="M-16 8L-30 30H-14ZM16 8L30 30H14Z" fill="#ff4f6d"/>
      </g>`,
  },
  BGS_DICE: {
    colors: ['#0f5132', '#1fae6b'],
    motif: `${die(150, 150, 96, 5, -14)}${die(258, 140, 96, 6, 12)}`,
  },
  BGS_MINES: {
    colors: ['#0b2a4a', '#1f6fb8'],
    motif: (() => {
      const cells: string[] = [];
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 5; column += 1) {
          const x = 80 + column * 50;
          const y = 60 + row * 48;
          cells.push(`<rect x="${x}" y="${y}" width="42" height="40" rx="8" fill="#fff" opacity=".14"/>`);
        }
      }
      return `${cells.join('')}${gem(151, 129, 30, '#2fe08b')}${gem(251, 81, 30, '#2fe08b')}${gem(101, 225, 30, '#2fe08b')}
        <g transform="translate(251 178)"><circle r="17" fill="#1b1d2b"/><path d="M8 -14L16 -24" stroke="#ffb020" stroke-width="4"/><circle cx="-5" cy="-5" r="4" fill="#fff" opacity=".5"/></g>`;
    })(),
  },
  BGS_ROULETTE: {
    colors: ['#4a0d1a', '#c8213a'],
    motif: `${rouletteWheel(200, 152, 100)}<circle cx="236" cy="86" r="9" fill="#fff"/>`,
  },
  BGS_BACCARAT: {
    colors: ['#0c3d2e', '#138a5e'],
    motif: `${card(160, 150, '9', 'heart', -10)}${card(240, 150, 'K', 'spade', 10)}${chip(96, 236, 26, '#d8283f')}${chip(312, 232, 26, '#2b5bd8')}`,
  },
  DEMO_SLOT: { colors: ['#7a1030', '#ff7a3d'], motif: reels([CHERRY, SEVEN, LEMON], '#4a0d1a') },
  DEMO_SLOT_PHARAOH: {
    colors: ['#3a2205', '#d69a2d'],
    motif: `<circle cx="290" cy="88" r="40" fill="#ffe58a" opacity=".85"/>
      <path d="M60 250L180 92L300 250Z" fill="#c7892a"/><path d="M180 92L300 250H214Z" fill="#8a5a12"/>
      <path d="M210 250L290 150L370 250Z" fill="#b87a1f"/><path d="M290 150L370 250H316Z" fill="#7a4d0c"/>
      <path d="M150 170Q180 150 210 170Q180 190 150 170Z" fill="#fff" opacity=".9"/><circle cx="180" cy="170" r="8" fill="#1b4fd8"/>`,
  },
  DEMO_SLOT_DRAGON: {
    colors: ['#5a0a0a', '#d8283f'],
    motif: `<path d="M30 210Q100 90 190 150T330 110" stroke="#ffd23f" stroke-width="24" fill="none" stroke-linecap="round"/>
      <path d="M30 210Q100 90 190 150T330 110" stroke="#b86f00" stroke-width="24" fill="none" stroke-dasharray="4 16" stroke-linecap="round"/>
      <g transform="translate(336 104)">
        <path d="M-8 -22L-2 -52 8 -24ZM10 -18L26 -44 22 -14Z" fill="#ffe58a"/>
        <ellipse rx="34" ry="24" fill="#ffd23f"/><path d="M10 8Q30 14 40 4" stroke="#b86f00" stroke-width="4" fill="none"/>
        <circle cx="4" cy="-6" r="6" fill="#1b1d2b"/><circle cx="6" cy="-8" r="2" fill="#fff"/>
        <path d="M28 -2Q54 -10 60 -34M28 6Q56 10 62 34" stroke="#ffe58a" stroke-width="3" fill="none"/>
      </g>
      <circle cx="110" cy="232" r="30" fill="#f3f0ff"/><circle cx="100" cy="222" r="9" fill="#fff"/>
      <circle cx="236" cy="222" r="36" fill="#f3f0ff"/><circle cx="224" cy="210" r="11" fill="#fff"/>
      <circle cx="330" cy="218" r="22" fill="#f3f0ff"/><circle cx="324" cy="212" r="7" fill="#fff"/>`,
  },
  DEMO_SLOT_WILD_WEST: {
    colors: ['#6b2a0a', '#f0a13a'],
    motif: `<circle cx="280" cy="96" r="46" fill="#ffe58a"/>
      <path d="M0 250Q120 205 220 235T400 220V300H0Z" fill="#8a3f12"/>
      <g fill="#2f7a3a"><rect x="94" y="120" width="26" height="130" rx="13"/><rect x="62" y="150" width="18" height="54" rx="9"/><rect x="62" y="190" width="44" height="16" rx="8"/><rect x="132" y="138" width="18" height="50" rx="9"/><rect x="110" y="176" width="40" height="16" rx="8"/></g>
      ${coin(250, 230, 26)}${coin(300, 246, 20)}${coin(212, 252, 18)}`,
  },
  DEMO_SLOT_OCEAN: {
    colors: ['#06324a', '#1aa3c8'],
    motif: `<path d="M0 230Q60 210 120 230T240 230T400 225V300H0Z" fill="#e8c98a"/>
      <g transform="translate(200 200)"><rect x="-70" y="-20" width="140" height="70" rx="8" fill="#8a4b1a"/><path d="M-70 -20Q0 -90 70 -20Z" fill="#a65d22"/><rect x="-70" y="-24" width="140" height="10" fill="url(#gold)"/><rect x="-12" y="-10" width="24" height="26" rx="4" fill="url(#gold)"/></g>
      ${coin(112, 238, 18)}${coin(300, 236, 16)}${gem(150, 120, 28, '#ff4f8b', 14)}${bubbles([
        [80, 90, 10],
        [110, 60, 6],
        [320, 110, 12],
        [290, 70, 7],
      ])}`,
  },
  DEMO_JACKPOT_WHEEL: {
    colors: ['#4a0d6e', '#f04cb0'],
    motif: `${wheel(200, 160, 96, ['#ffd23f', '#d8283f', '#2b5bd8', '#1fae6b', '#ff7a3d', '#7c6bff', '#ffd23f', '#d8283f', '#2b5bd8', '#1fae6b', '#ff7a3d', '#7c6bff'])}${coin(64, 240, 22)}${coin(340, 236, 24)}`,
  },
  DEMO_VIDEO_POKER: {
    colors: ['#10204a', '#2b5bd8'],
    motif: `<rect x="30" y="70" width="340" height="170" rx="18" fill="#0a1230" opacity=".55"/>
      ${card(80, 156, 'J', 'spade', 0, 0.62)}${card(140, 156, 'J', 'heart', 0, 0.62)}${card(200, 156, 'Q', 'club', 0, 0.62)}${card(260, 156, 'K', 'diamond', 0, 0.62)}${card(320, 156, 'A', 'spade', 0, 0.62)}`,
  },
  DEMO_SCRATCH: {
    colors: ['#0f5c4a', '#4fe0a8'],
    motif: `<g transform="translate(200 150) rotate(-6)">
        <rect x="-130" y="-80" width="260" height="160" rx="16" fill="#fffdf7"/>
        <rect x="-130" y="-80" width="260" height="36" rx="16" fill="#ff4f8b"/>
        ${[-80, 0, 80].map((x) => `<rect x="${x - 34}" y="-30" width="68" height="92" rx="10" fill="#b8bfcc"/>`).join('')}
        <g transform="translate(0 16)"><path d="M0 -26L8 -8 27 -8 12 4 18 22 0 11 -18 22 -12 4 -27 -8 -8 -8Z" fill="#ffc23f"/></g>
        <path d="M-112 -18Q-90 10 -60 -10T-20 20" stroke="#fffdf7" stroke-width="10" fill="none" stroke-linecap="round"/>
      </g>${coin(330, 240, 24)}`,
  },
  DEMO_PLINKO: {
    colors: ['#2a0f6e', '#6a45f5'],
    motif: (() => {
      const pegs: string[] = [];
      for (let row = 0; row < 6; row += 1) {
        for (let column = 0; column <= row + 2; column += 1) {
          pegs.push(
            `<circle cx="${200 - (row + 2) * 18 + column * 36}" cy="${56 + row * 30}" r="5" fill="#fff" opacity=".85"/>`,
          );
        }
      }
      const slots = ['#d8283f', '#ff7a3d', '#ffd23f', '#4fe07a', '#ffd23f', '#ff7a3d', '#d8283f']
        .map(
          (color, index) =>
            `<rect x="${74 + index * 36}" y="246" width="32" height="22" rx="5" fill="${color}"/>`,
        )
        .join('');
      return `${pegs.join('')}${slots}<circle cx="218" cy="132" r="12" fill="url(#gold)" stroke="#b86f00" stroke-width="2"/>`;
    })(),
  },
  DEMO_KENO: {
    colors: ['#0d3b66', '#3aa0ff'],
    motif: (() => {
      const colors = ['#ffd23f', '#d8283f', '#4fe07a', '#ff7a3d', '#7c6bff', '#2fd3c6'];
      const balls: string[] = [];
      for (let index = 0; index < 10; index += 1) {
        const x = 70 + (index % 5) * 65;
        const y = 112 + Math.floor(index / 5) * 80;
        balls.push(
          `<circle cx="${x + 3}" cy="${y + 5}" r="27" fill="#000" opacity=".2"/><circle cx="${x}" cy="${y}" r="27" fill="${colors[index % colors.length] ?? '#fff'}"/><circle cx="${x}" cy="${y}" r="15" fill="#fff"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="800" fill="#1b1d2b">${(index * 7 + 3) % 80}</text>`,
        );
      }
      return balls.join('');
    })(),
  },
  DEMO_BLACKJACK: {
    colors: ['#0c3d2e', '#1c9a6b'],
    motif: `${card(164, 146, 'A', 'spade', -12)}${card(240, 146, 'K', 'heart', 8)}${chipStack(92, 250, 4, '#2b5bd8')}${chipStack(320, 250, 3, '#d8283f')}`,
  },
  DEMO_LIVE_BACCARAT: {
    colors: ['#1a0d3a', '#6a2bd9'],
    motif: `${STUDIO_LIGHT}${table('#127a52')}${card(160, 150, '8', 'diamond', -8, 0.85)}${card(236, 150, '9', 'club', 8, 0.85)}${chip(90, 240, 22, '#d8283f')}${chip(312, 238, 22, '#ffc23f')}`,
  },
  DEMO_LIVE_ROULETTE: {
    colors: ['#2a0610', '#a3132f'],
    motif: `${STUDIO_LIGHT}${table('#127a52')}${rouletteWheel(200, 150, 84)}<circle cx="230" cy="96" r="8" fill="#fff"/>`,
  },
  DEMO_LIVE_BLACKJACK: {
    colors: ['#08233a', '#1f6fb8'],
    motif: `${STUDIO_LIGHT}${table('#127a52')}${card(166, 148, 'A', 'heart', -10, 0.85)}${card(234, 148, 'J', 'club', 10, 0.85)}${chipStack(88, 262, 3, '#1b1d2b')}${chipStack(316, 262, 4, '#4fe07a')}`,
  },
  DEMO_LIVE_SICBO: {
    colors: ['#3a0d2a', '#c02b7a'],
    motif: `${STUDIO_LIGHT}${table('#127a52')}${die(140, 160, 72, 4, -16)}${die(210, 130, 72, 2, 8)}${die(276, 170, 72, 6, 20)}`,
  },
  DEMO_LIVE_DRAGON_TIGER: {
    colors: ['#3a1a05', '#e07a1f'],
    motif: `${STUDIO_LIGHT}${table('#127a52')}
      <circle cx="128" cy="128" r="62" fill="#d8283f" opacity=".85"/><circle cx="272" cy="128" r="62" fill="#2b5bd8" opacity=".85"/>
      ${card(128, 136, 'Q', 'diamond', -6, 0.75)}${card(272, 136, '7', 'spade', 6, 0.75)}`,
  },
  DEMO_SPORTSBOOK: {
    colors: ['#0b4a1f', '#2fae4f'],
    motif: `<rect x="24" y="40" width="352" height="220" rx="10" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>
      <path d="M200 40V260" stroke="#fff" stroke-opacity=".35" stroke-width="4"/><circle cx="200" cy="150" r="50" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/>
      <g transform="translate(200 150)"><circle r="62" fill="#fff"/><path d="M0 -20L19 -6 12 16H-12L-19 -6Z" fill="#1b1d2b"/>
      <path d="M0 -20V-50M19 -6L48 -18M12 16L32 46M-12 16L-32 46M-19 -6L-48 -18" stroke="#1b1d2b" stroke-width="4"/>
      <path d="M-24 -58L0 -50 24 -58M58 -6L48 -18 54 -42M34 54L32 46 52 32M-34 54L-32 46 -52 32M-58 -6L-48 -18 -54 -42" stroke="#1b1d2b" stroke-width="4" fill="none"/></g>`,
  },
  DEMO_ESPORTS: {
    colors: ['#120a3a', '#e03aa0'],
    motif: `<g transform="translate(200 160)">
        <path d="M-120 -30Q-120 -60 -88 -60H88Q120 -60 120 -30L136 50Q140 80 110 80Q92 80 76 50H-76Q-92 80 -110 80Q-140 80 -136 50Z" fill="#1b1d2b"/>
        <path d="M-120 -30Q-120 -60 -88 -60H88Q120 -60 120 -30" stroke="#7c6bff" stroke-width="6" fill="none"/>
        <path d="M-84 -14H-64V-34H-48V-14H-28V2H-48V22H-64V2H-84Z" fill="#f4f5ff"/>
        <circle cx="58" cy="-22" r="11" fill="#4fe07a"/><circle cx="82" cy="-2" r="11" fill="#d8283f"/><circle cx="34" cy="-2" r="11" fill="#2b8bff"/><circle cx="58" cy="18" r="11" fill="#ffd23f"/>
      </g>`,
  },
  DEMO_FISH_HUNTER: {
    colors: ['#033a5a', '#17a2d8'],
    motif: `${fish(150, 120, 110, '#ff7a3d')}${fish(280, 200, 90, '#ffd23f', true)}${fish(300, 90, 50, '#ff4f8b', true)}
      <g transform="translate(120 232)"><circle r="40" fill="none" stroke="#fff" stroke-width="4"/><path d="M-52 0H52M0 -52V52" stroke="#fff" stroke-width="4"/><circle r="6" fill="#d8283f"/></g>
      ${bubbles([
        [60, 60, 9],
        [80, 34, 5],
        [350, 250, 10],
      ])}`,
  },
  DEMO_FISH_OCEAN_KING: {
    colors: ['#021f4a', '#2b5bd8'],
    motif: `${fish(200, 170, 150, '#ffc23f')}
      <g transform="translate(188 96)"><path d="M-40 20L-46 -22 -20 0 0 -32 20 0 46 -22 40 20Z" fill="url(#gold)" stroke="#8a5200" stroke-width="3"/><circle cy="-32" r="6" fill="#ff4f8b"/></g>
      ${bubbles([
        [320, 80, 12],
        [340, 50, 7],
        [70, 230, 10],
        [60, 90, 6],
      ])}`,
  },
  DEMO_FISH_DRAGON: {
    colors: ['#053a3a', '#14b8a6'],
    motif: `<path d="M30 220Q110 120 200 180T370 120" stroke="#d8283f" stroke-width="26" fill="none" stroke-linecap="round"/>
      <path d="M30 220Q110 120 200 180T370 120" stroke="#ffd23f" stroke-width="26" fill="none" stroke-dasharray="3 14" stroke-linecap="round"/>
      <g transform="translate(370 120)"><circle r="24" fill="#d8283f"/><circle cx="6" cy="-6" r="5" fill="#ffd23f"/></g>
      ${fish(120, 96, 70, '#ff7a3d')}${fish(260, 240, 60, '#7c6bff', true)}${bubbles([
        [190, 80, 8],
        [210, 56, 5],
      ])}`,
  },
  DEMO_TEXAS_HOLDEM: {
    colors: ['#1a1a2e', '#3a3f6e'],
    motif: `${table('#0f6b47')}${card(170, 132, 'A', 'spade', -12)}${card(232, 132, 'A', 'heart', 10)}${chipStack(86, 262, 5, '#d8283f')}${chipStack(318, 262, 4, '#1b1d2b')}`,
  },
  DEMO_TEEN_PATTI: {
    colors: ['#4a0a2a', '#e0357a'],
    motif: `${card(136, 156, 'K', 'diamond', -16)}${card(200, 146, 'K', 'club', 0)}${card(264, 156, 'K', 'heart', 16)}`,
  },
  DEMO_NIU_NIU: {
    colors: ['#5a1a05', '#d0461f'],
    motif: `<g transform="translate(200 120)"><path d="M-70 -20Q-110 -40 -96 -80Q-80 -40 -46 -40ZM70 -20Q110 -40 96 -80Q80 -40 46 -40Z" fill="#f4e3c3"/>
        <path d="M-56 -40H56Q70 20 40 50H-40Q-70 20 -56 -40Z" fill="#1b1d2b"/><ellipse cy="40" rx="34" ry="20" fill="#7a4d3a"/>
        <circle cx="-12" cy="40" r="5" fill="#1b1d2b"/><circle cx="12" cy="40" r="5" fill="#1b1d2b"/><circle cx="-26" cy="-8" r="7" fill="#ffd23f"/><circle cx="26" cy="-8" r="7" fill="#ffd23f"/></g>
      ${card(110, 226, '10', 'spade', -12, 0.6)}${card(160, 232, 'J', 'heart', -4, 0.6)}${card(210, 234, 'Q', 'club', 4, 0.6)}${card(260, 232, 'K', 'diamond', 12, 0.6)}`,
  },
  DEMO_RUMMY: {
    colors: ['#0a3a4a', '#1a9ab8'],
    motif: `${cardBack(120, 160, -24, '#d8283f')}${card(164, 150, '5', 'heart', -12)}${card(200, 146, '6', 'heart', 0)}${card(236, 150, '7', 'heart', 12)}${cardBack(290, 166, 22, '#2b5bd8')}`,
  },
  DEMO_COCKFIGHT: {
    colors: ['#4a1a05', '#e0a21f'],
    motif: `<circle cx="200" cy="150" r="112" fill="#fff" opacity=".12"/>
      <g transform="translate(200 156)">
        <path d="M40 -10Q110 -90 120 10Q100 -20 80 0Q110 30 70 40Q80 10 50 20Z" fill="#1b6b3a"/>
        <path d="M44 -4Q96 -60 104 18" stroke="#ffd23f" stroke-width="6" fill="none"/>
        <ellipse cx="0" cy="10" rx="66" ry="52" fill="#b3261e"/>
        <path d="M-30 -30Q-46 -80 -20 -96Q-4 -70 -10 -30Z" fill="#d8482a"/>
        <circle cx="-30" cy="-96" r="26" fill="#d8482a"/>
        <path d="M-46 -120Q-40 -136 -30 -122Q-24 -138 -14 -122Q-6 -134 0 -116" fill="#e8283f" stroke="#e8283f" stroke-width="6" stroke-linejoin="round"/>
        <path d="M-56 -96L-78 -88 -56 -82Z" fill="#ffb020"/>
        <circle cx="-36" cy="-100" r="5" fill="#1b1d2b"/>
        <path d="M-48 -80Q-50 -62 -40 -66" fill="#e8283f" stroke="#e8283f" stroke-width="6"/>
        <path d="M-10 56V92M14 56V92M-20 92H4M4 92H26" stroke="#ffb020" stroke-width="7" stroke-linecap="round"/>
        <path d="M-30 0Q0 40 40 6" stroke="#7a130f" stroke-width="6" fill="none" opacity=".6"/>
      </g>`,
  },
};

function render(art: Art): string {
  const [from, to] = art.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/><stop offset="1" stop-color="#f0a21b"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g fill="#fff" opacity=".07"><circle cx="30" cy="280" r="120"/><circle cx="380" cy="10" r="110"/></g>
  ${DEFAULT_SPARKLES}
  ${art.motif}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
</svg>
`;
}

mkdirSync(OUTPUT, { recursive: true });
const missing = DEMO_GAMES.filter((game) => ART[game.gameCode] === undefined).map((game) => game.gameCode);
if (missing.length > 0) {
  throw new Error(`No art for ${missing.join(', ')}`);
}
for (const game of DEMO_GAMES) {
  const art = ART[game.gameCode];
  if (art !== undefined) {
    writeFileSync(`${OUTPUT}/${game.gameCode}.svg`, render(art).replace(/\n\s*\n/g, '\n'));
  }
}
console.log(`${DEMO_GAMES.length} game covers written to ${OUTPUT}/`);
