import type { BgsPlayResult, BgsRound } from '@plaza/contracts/bgs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PlayButton } from '../../../components/play-button';
import { useGame } from '../../../lib/in-house-game';
import { animationMs } from '../../../lib/round-animation';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { playRound } from '../api/play-round';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { checkTotal, ChipControls, useChip } from './chip-controls';
import { PlayingCardFace } from './playing-card';
import { RoundResult } from './round-result';

type Side = 'player' | 'tie' | 'banker';
const SIDES: readonly Side[] = ['player', 'tie', 'banker'];
const DEAL_MS = 400;
const CARD_MS = 160;

type BaccaratOutcome = Extract<BgsRound, { gameCode: 'BGS_BACCARAT' }>['outcome'];

/** The order cards are dealt: P1 B1 P2 B2, then the player's third and the banker's third. */
function findDealOrder(outcome: BaccaratOutcome, hand: 'player' | 'banker', index: number): number {
  if (index < 2) {
    return index * 2 + (hand === 'banker' ? 1 : 0);
  }
  return hand === 'player' ? 4 : (outcome?.playerCards.length ?? 2) + 2;
}

/** One hand: its cards turned in the dealing order, its total once the coup is dealt. */
function BaccaratHand({
  side,
  outcome,
  shownCards,
  isDone,
}: {
  side: 'player' | 'banker';
  outcome: BaccaratOutcome;
  shownCards: number;
  isDone: boolean;
}) {
  const { t } = useTranslation();
  const cards = outcome === null ? [] : side === 'player' ? outcome.playerCards : outcome.bankerCards;
  const isShown = outcome !== null && isDone;
  return (
    <div className={`baccarat-hand${isShown && outcome?.winner === side ? ' baccarat-hand--winner' : ''}`}>
      <h2 className="baccarat-hand__title">
        {t(`play.baccarat.side.${side}`)}
        <span className="baccarat-hand__total" data-testid={`baccarat-${side}-total`}>
          {isShown && outcome !== null ? (side === 'player' ? outcome.playerTotal : outcome.bankerTotal) : ''}
        </span>
      </h2>
      <div className="baccarat-hand__cards">
        {cards.map((card, index) =>
          findDealOrder(outcome, side, index) < shownCards ? (
            <PlayingCardFace key={index} rank={card.rank} suit={card.suit} />
          ) : (
            <span key={index} className="playing-card playing-card--back" aria-hidden="true" />
          ),
        )}
        {cards.length === 0 ? (
          <>
            <span className="playing-card playing-card--empty" aria-hidden="true" />
            <span className="playing-card playing-card--empty" aria-hidden="true" />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The coup's cards turned one after another; the balance changes once the last card is turned, not before. */
function useDealing(outcome: BaccaratOutcome) {
  const { applyResult } = useGame();
  const [shownCards, setShownCards] = useState(0);
  const [unrevealed, setUnrevealed] = useState<BgsPlayResult | null>(null);
  const cardCount = outcome === null ? 0 : outcome.playerCards.length + outcome.bankerCards.length;
  const isDealing = outcome !== null && shownCards < cardCount;

  // Cards are turned one after another in the dealing order: player, banker, player, banker, then thirds.
  useEffect(() => {
    if (!isDealing) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setShownCards(shownCards + 1);
      if (shownCards + 1 === cardCount && unrevealed !== null) {
        applyResult(unrevealed);
        setUnrevealed(null);
      }
    }, animationMs(CARD_MS));
    return () => window.clearTimeout(timer);
  }, [isDealing, shownCards, cardCount, unrevealed, applyResult]);

  return { shownCards, isDealing, restart: () => setShownCards(0), reveal: setUnrevealed };
}

/** Punto banco from a fresh 8-deck shoe: player 1:1, banker 0.95:1, tie 8:1. */
export function BaccaratGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { token, session } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const chip = useChip(session.maxBet);
  const [bets, setBets] = useState<Partial<Record<Side, number>>>({});
  const { isBusy, run } = useRoundRunner();
  const [round, setRound] = useState<BgsRound | null>(null);
  const outcome = round?.gameCode === 'BGS_BACCARAT' ? round.outcome : null;
  const dealing = useDealing(outcome);
  const { isDealing } = dealing;

  const placed = SIDES.flatMap((side) => {
    const stake = bets[side];
    return stake === undefined ? [] : [{ side, stake }];
  });
  const total = placed.reduce((sum, bet) => sum + bet.stake, 0);
  const isTotalValid = checkTotal(total, limits) === 'ok';

  const deal = async () => {
    if (isBusy || isDealing || placed.length === 0 || !isTotalValid) {
      return;
    }
    setRound(null);
    dealing.restart();
    await run(
      () => playRound('baccarat/round', { token, bets: placed }),
      DEAL_MS,
      (result) => {
        setRound(result.round);
        dealing.reveal(result);
      },
    );
  };
  const onSubmit = usePlayForm(deal, !isBusy && !isDealing);

  const place = (side: Side) => {
    if (chip.check.isValid && !isBusy) {
      const amount = chip.check.minorUnits;
      setBets((current) => ({ ...current, [side]: (current[side] ?? 0) + amount }));
    }
  };

  return (
    <div className="game-layout">
      <section className="game-board baccarat-board" aria-label={t('play.game.BGS_BACCARAT')}>
        <div className="baccarat-board__hands">
          <BaccaratHand side="player" outcome={outcome} shownCards={dealing.shownCards} isDone={!isDealing} />
          <BaccaratHand side="banker" outcome={outcome} shownCards={dealing.shownCards} isDone={!isDealing} />
        </div>
        {outcome !== null && !isDealing ? (
          <p className="baccarat-board__winner">
            {outcome.winner === 'tie'
              ? t('play.baccarat.tieWins')
              : t('play.baccarat.sideWins', { side: t(`play.baccarat.side.${outcome.winner}`) })}
            {outcome.isNatural ? ` · ${t('play.baccarat.natural')}` : ''}
          </p>
        ) : null}
        <RoundResult round={round} isBusy={isBusy || isDealing} />
        <div className="baccarat-spots" role="group" aria-label={t('play.baccarat.bets')}>
          {SIDES.map((side) => (
            <button
              key={side}
              type="button"
              className={`baccarat-spot baccarat-spot--${side}`}
              disabled={isBusy || isDealing}
              onClick={() => place(side)}
            >
              <span className="baccarat-spot__name">{t(`play.baccarat.side.${side}`)}</span>
              <span className="baccarat-spot__pays">{t(`play.baccarat.pays.${side}`)}</span>
              <span className="baccarat-spot__stake">
                {bets[side] === undefined ? '—' : money.format(bets[side] ?? 0)}
              </span>
            </button>
          ))}
        </div>
      </section>
      <form className="game-controls" onSubmit={onSubmit}>
        <ChipControls
          chip={chip}
          total={total}
          limits={limits}
          hasBets={placed.length > 0}
          isBusy={isBusy}
          hint={t('play.baccarat.hint')}
        />
        <div className="game-controls__row">
          <button
            type="button"
            className="button button--quiet"
            disabled={isBusy || placed.length === 0}
            onClick={() => setBets({})}
          >
            {t('play.roulette.clear')}
          </button>
        </div>
        <PlayButton
          label={t('play.baccarat.deal')}
          isBusy={isBusy || isDealing}
          isDisabled={placed.length === 0 || !isTotalValid}
        />
      </form>
    </div>
  );
}
