import { useTranslation } from 'react-i18next';

const SUITS = {
  clubs: { symbol: '♣', key: 'play.suit.clubs' },
  diamonds: { symbol: '♦', key: 'play.suit.diamonds' },
  hearts: { symbol: '♥', key: 'play.suit.hearts' },
  spades: { symbol: '♠', key: 'play.suit.spades' },
} as const;

function isSuit(suit: string): suit is keyof typeof SUITS {
  return Object.hasOwn(SUITS, suit);
}

/** A card face: rank and suit, red or black. */
export function PlayingCardFace({ rank, suit }: { rank: string; suit: string }) {
  const { t } = useTranslation();
  const isRed = suit === 'hearts' || suit === 'diamonds';
  const known = isSuit(suit) ? SUITS[suit] : null;
  return (
    <span
      className={`playing-card playing-card--${isRed ? 'red' : 'black'}`}
      role="img"
      aria-label={t('play.card', { rank, suit: known === null ? suit : t(known.key) })}
    >
      <span className="playing-card__rank">{rank}</span>
      <span className="playing-card__suit" aria-hidden="true">
        {known?.symbol ?? '?'}
      </span>
    </span>
  );
}
