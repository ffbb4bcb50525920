import type { BgsPlayResult, BgsRound } from '@plaza/contracts/bgs';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';
import { playRound } from '../api/play-round';
import { useGame } from '../../../lib/in-house-game';
import { animationMs, atLeast } from '../../../lib/round-animation';
import { checkStake } from '../../../lib/stake-rules';
import { usePlayHotkey } from '../../../lib/use-play-hotkey';
import { PlayButton } from '../../../components/play-button';
import { useInitialStake } from '../../../components/stake-field';
import { RoundResult } from './round-result';
import { PlayingCardFace } from './playing-card';
import { StakeField } from '../../../components/stake-field';

type Side = 'player' | 'tie' | 'banker';
const SIDES: readonly Side[] = ['player', 'tie', 'banker'];
const DEAL_MS = 400;
const CARD_MS = 160;

/** Punto banco from a fresh 8-deck shoe: player 1:1, banker 0.95:1, tie 8:1. */
export function BaccaratGame() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const { token, session, applyResult, reportError, clearError } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const [chip, setChip] = useState(useInitialStake({ minBet: 1, maxBet: session.maxBet }));
  const [bets, setBets] = useState<Partial<Record<Side, number>>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [round, setRound] = useState<BgsRound | null>(null);
  const [shownCards, setShownCards] = useState(0);
  // The balance changes once the last card is turned, not before.
  const [unrevealed, setUnrevealed] = useState<BgsPlayResult | null>(null);

  const chipCheck = checkStake(chip, money.decimals, { minBet: 1, maxBet: session.maxBet });
  const placed = SIDES.flatMap((side) => {
    const stake = bets[side];
    return stake === undefined ? [] : [{ side, stake }];
  });
  const total = placed.reduce((sum, bet) => sum + bet.stake, 0);
  const isTotalValid = total >= limits.minBet && total <= limits.maxBet;
  const outcome = round?.gameCode === 'BGS_BACCARAT' ? round.outcome : null;
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

  const deal = async () => {
    if (isBusy || isDealing || placed.length === 0 || !isTotalValid) {
      return;
    }
    clearError();
    setIsBusy(true);
    setRound(null);
    setShownCards(0);
    try {
      const result = await atLeast(
        playRound('baccarat/round', { token, bets: placed }),
        animationMs(DEAL_MS),
      );
      setRound(result.round);
      setUnrevealed(result);
    } catch (error) {
      reportError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setIsBusy(false);
    }
  };
  usePlayHotkey(() => void deal(), !isBusy && !isDealing);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void deal();
  };
  const place = (side: Side) => {
    if (chipCheck.isValid && !isBusy) {
      setBets((current) => ({ ...current, [side]: (current[side] ?? 0) + chipCheck.minorUnits }));
    }
  };

  // The order cards are dealt: P1 B1 P2 B2, then the player's third and the banker's third.
  const dealOrder = (hand: 'player' | 'banker', index: number) =>
    index < 2
      ? index * 2 + (hand === 'banker' ? 1 : 0)
      : hand === 'player'
        ? 4
        : (outcome?.playerCards.length ?? 2) + 2;
  const hand = (side: 'player' | 'banker') => {
    const cards = outcome === null ? [] : side === 'player' ? outcome.playerCards : outcome.bankerCards;
    const isDone = outcome !== null && !isDealing;
    return (
      <div className={`baccarat-hand${isDone && outcome?.winner === side ? ' baccarat-hand--winner' : ''}`}>
        <h2 className="baccarat-hand__title">
          {t(`play.baccarat.side.${side}`)}
          <span className="baccarat-hand__total" data-testid={`baccarat-${side}-total`}>
            {isDone && outcome !== null
              ? side === 'player'
                ? outcome.playerTotal
                : outcome.bankerTotal
              : ''}
          </span>
        </h2>
        <div className="baccarat-hand__cards">
          {cards.map((card, index) =>
            dealOrder(side, index) < shownCards ? (
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
  };

  return (
    <div className="game-layout">
      <section className="game-board baccarat-board" aria-label={t('play.game.BGS_BACCARAT')}>
        <div className="baccarat-board__hands">
          {hand('player')}
          {hand('banker')}
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
        <StakeField
          label={t('play.roulette.chip', { currency: money.symbol })}
          value={chip}
          onChange={setChip}
          limits={{ minBet: 1, maxBet: session.maxBet }}
          isDisabled={isBusy}
        />
        <dl className="game-facts">
          <div>
            <dt>{t('play.roulette.total')}</dt>
            <dd>{money.format(total)}</dd>
          </div>
        </dl>
        {placed.length > 0 && !isTotalValid ? (
          <p className="field__error" role="alert">
            {total < limits.minBet
              ? t('play.stake.belowMin', { amount: money.format(limits.minBet) })
              : t('play.stake.aboveMax', { amount: money.format(limits.maxBet) })}
          </p>
        ) : (
          <p className="game-controls__hint">{t('play.baccarat.hint')}</p>
        )}
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
