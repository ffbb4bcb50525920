import type { JSX } from 'react';

import './slot-symbol.css';

/** A slot symbol drawn as a small picture, so reels look the same on every system (no emoji fonts). */
const DRAWINGS: Record<string, () => JSX.Element> = {
  wild: () => (
    <>
      <rect x="3" y="8" width="34" height="24" rx="6" fill="#6a45f5" />
      <text x="20" y="25" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff">
        WILD
      </text>
    </>
  ),
  scatter: () => (
    <path
      d="M20 3l4.8 10.4 11.2 1.2-8.4 7.6 2.4 11.2L20 27.8 9.9 33.4l2.4-11.2-8.4-7.6 11.2-1.2z"
      fill="#f2a91d"
      stroke="#b26b00"
      strokeWidth="1.5"
    />
  ),
  crown: () => (
    <>
      <path d="M6 30l-2-18 9 7 7-12 7 12 9-7-2 18z" fill="#f5c542" stroke="#a77800" strokeWidth="1.5" />
      <rect x="6" y="30" width="28" height="4" rx="1" fill="#a77800" />
    </>
  ),
  diamond: () => (
    <path
      d="M10 6h20l7 9-17 21L3 15z M3 15h34 M14 6l-3 9 9 21 9-21-3-9"
      fill="#4fc3f7"
      stroke="#0277bd"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  ),
  bell: () => (
    <>
      <path
        d="M20 5c-7 0-10 6-10 13v7l-4 5h28l-4-5v-7c0-7-3-13-10-13z"
        fill="#ffca28"
        stroke="#c79100"
        strokeWidth="1.5"
      />
      <circle cx="20" cy="33" r="3" fill="#c79100" />
    </>
  ),
  cherry: () => (
    <>
      <path d="M14 26c3-10 8-17 16-20M26 26c0-8 1-14 4-20" stroke="#2e7d32" strokeWidth="2" fill="none" />
      <circle cx="13" cy="28" r="7" fill="#e53935" />
      <circle cx="27" cy="28" r="7" fill="#c62828" />
    </>
  ),
  seven: () => <Letter letter="7" color="#d83a52" />,
  bar: () => (
    <>
      <rect x="3" y="12" width="34" height="16" rx="3" fill="#161a2e" />
      <text x="20" y="25" textAnchor="middle" fontSize="11" fontWeight="800" fill="#fff">
        BAR
      </text>
    </>
  ),
  lemon: () => <ellipse cx="20" cy="21" rx="15" ry="11" fill="#fdd835" stroke="#c6a700" strokeWidth="1.5" />,
  ace: () => <Letter letter="A" color="#d83a52" />,
  king: () => <Letter letter="K" color="#13795b" />,
  queen: () => <Letter letter="Q" color="#2f6bff" />,
};

function Letter({ letter, color }: { letter: string; color: string }) {
  return (
    <text
      x="20"
      y="30"
      textAnchor="middle"
      fontSize="26"
      fontWeight="800"
      fill={color}
      fontFamily="Georgia, serif"
    >
      {letter}
    </text>
  );
}

export function SlotSymbol({ symbol, label }: { symbol: string; label: string }) {
  const draw = DRAWINGS[symbol];
  return (
    <svg className="slot-symbol" viewBox="0 0 40 40" role="img" aria-label={label}>
      {draw === undefined ? <Letter letter="?" color="currentColor" /> : draw()}
    </svg>
  );
}
