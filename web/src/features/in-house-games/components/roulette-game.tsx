import type { BgsRound, RouletteBetInput } from '@plaza/contracts/bgs';
import { findRouletteColor, listCoveredNumbers, ROULETTE_POCKET_COUNT } from '@plaza/engines/roulette';
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { PlayButton } from '../../../components/play-button';
import { useGame } from '../../../lib/in-house-game';
import { usePlayForm } from '../../../lib/use-play-hotkey';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { playRound } from '../api/play-round';
import { useRoundRunner } from '../../../lib/use-round-runner';
import { checkTotal, ChipControls, useChip } from './chip-controls';
import { RoundResult } from './round-result';

const SPIN_MS = 800;

/** A spot on the layout a chip can go on, as the wire names its bet. */
type Spot =
  | { key: string; bet: { type: 'straight'; numbers: [number] } }
  | { key: string; bet: { type: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' } }
  | { key: string; bet: { type: 'dozen'; dozen: 1 | 2 | 3 } }
  | { key: string; bet: { type: 'column'; column: 1 | 2 | 3 } };

const NUMBER_SPOTS: Spot[] = Array.from({ length: ROULETTE_POCKET_COUNT }, (_, number) => ({
  key: `straight-${number}`,
  bet: { type: 'straight', numbers: [number] },
}));
const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
const OUTSIDE_SPOTS: Spot[] = [
  ...([1, 2, 3] as const).map((dozen): Spot => ({ key: `dozen-${dozen}`, bet: { type: 'dozen', dozen } })),
  ...EVEN_MONEY.map((type): Spot => ({ key: type, bet: { type } })),
];
const COLUMN_SPOTS: Spot[] = ([1, 2, 3] as const).map((column) => ({
  key: `column-${column}`,
  bet: { type: 'column', column },
}));
const SPOTS = new Map([...NUMBER_SPOTS, ...OUTSIDE_SPOTS, ...COLUMN_SPOTS].map((spot) => [spot.key, spot]));

/** Where a number sits: three columns down the table on a phone, twelve across on a wide screen. */
function numberPlacement(number: number): CSSProperties {
  const column = ((number - 1) % 3) + 1;
  const row = Math.ceil(number / 3);
  return {
    '--v-col': column,
    '--v-row': row + 1,
    '--h-col': row + 1,
    '--h-row': 4 - column,
  };
}

/** The chips on the layout by spot, in the order they were placed (for undo). */
function useRouletteBets() {
  const [bets, setBets] = useState<Map<string, number>>(() => new Map());
  const [history, setHistory] = useState<{ key: string; amount: number }[]>([]);
  return {
    bets,
    canUndo: history.length > 0,
    place: (key: string, amount: number) => {
      setBets((current) => new Map(current).set(key, (current.get(key) ?? 0) + amount));
      setHistory((current) => [...current, { key, amount }]);
    },
    undo: () => {
      const last = history.at(-1);
      if (last === undefined) {
        return;
      }
      setHistory((current) => current.slice(0, -1));
      setBets((current) => {
        const next = new Map(current);
        const left = (next.get(last.key) ?? 0) - last.amount;
        if (left > 0) {
          next.set(last.key, left);
        } else {
          next.delete(last.key);
        }
        return next;
      });
    },
    clear: () => {
      setBets(new Map());
      setHistory([]);
    },
    /** The chips as the game server takes them. */
    toWire: (): RouletteBetInput[] =>
      [...bets.entries()].flatMap(([key, stake]): RouletteBetInput[] => {
        const spot = SPOTS.get(key);
        return spot === undefined ? [] : [{ ...spot.bet, stake }];
      }),
  };
}

/** The name of a spot off the numbers. */
function useOutsideLabel(): (spot: Spot) => string {
  const { t } = useTranslation();
  return (spot) => {
    switch (spot.bet.type) {
      case 'dozen':
        return t('play.roulette.dozen', { dozen: spot.bet.dozen });
      case 'column':
        return t('play.roulette.column');
      case 'straight':
        return String(spot.bet.numbers[0]);
      case 'red':
      case 'black':
      case 'odd':
      case 'even':
      case 'low':
      case 'high':
        return t(`play.roulette.bet.${spot.bet.type}`);
    }
  };
}

/** The numbers, columns and outside bets, each a button that places a chip and shows the chips on it. */
function RouletteLayout({
  bets,
  winningKeys,
  isBusy,
  onPlace,
}: {
  bets: ReadonlyMap<string, number>;
  winningKeys: ReadonlySet<string>;
  isBusy: boolean;
  onPlace: (key: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const outsideLabel = useOutsideLabel();
  const spotButton = (spot: Spot, label: string, className: string, style?: CSSProperties) => {
    const stake = bets.get(spot.key);
    return (
      <button
        key={spot.key}
        type="button"
        className={`${className}${winningKeys.has(spot.key) ? ' roulette-spot--winner' : ''}`}
        style={style}
        disabled={isBusy}
        aria-label={
          stake === undefined
            ? label
            : t('play.roulette.spotWithChips', { spot: label, amount: money.format(stake) })
        }
        onClick={() => onPlace(spot.key)}
      >
        <span>{label}</span>
        {stake === undefined ? null : (
          <span className="roulette-spot__chip">{money.format(stake, { shownDecimals: 0 })}</span>
        )}
      </button>
    );
  };
  return (
    <>
      <div className="roulette-table" role="group" aria-label={t('play.roulette.table')}>
        {spotButton(NUMBER_SPOTS[0] as Spot, '0', 'roulette-spot roulette-spot--green roulette-spot--zero')}
        {NUMBER_SPOTS.slice(1).map((spot, index) =>
          spotButton(
            spot,
            String(index + 1),
            `roulette-spot roulette-spot--${findRouletteColor(index + 1)}`,
            numberPlacement(index + 1),
          ),
        )}
        {COLUMN_SPOTS.map((spot, index) =>
          spotButton(
            spot,
            t('play.roulette.column'),
            `roulette-spot roulette-spot--outside roulette-spot--column-${index + 1}`,
          ),
        )}
      </div>
      <div className="roulette-outside" role="group" aria-label={t('play.roulette.outside')}>
        {OUTSIDE_SPOTS.map((spot) =>
          spotButton(
            spot,
            outsideLabel(spot),
            `roulette-spot roulette-spot--outside roulette-spot--${spot.key}`,
          ),
        )}
      </div>
    </>
  );
}

/** European roulette: chips on numbers, dozens, columns and even-money bets; single zero. */
export function RouletteGame() {
  const { t } = useTranslation();
  const { token, session, applyResult } = useGame();
  const limits = { minBet: session.minBet, maxBet: session.maxBet };
  const chip = useChip(session.maxBet);
  const table = useRouletteBets();
  const { isBusy, run } = useRoundRunner();
  const [round, setRound] = useState<BgsRound | null>(null);
  const [shownPocket, setShownPocket] = useState<number | null>(null);

  const total = [...table.bets.values()].reduce((sum, stake) => sum + stake, 0);
  const isTotalValid = checkTotal(total, limits) === 'ok';
  const outcome = round?.gameCode === 'BGS_ROULETTE' && !isBusy ? round.outcome : null;
  const winningKeys = new Set(
    outcome === null
      ? []
      : [...SPOTS.values()]
          .filter((spot) => listCoveredNumbers({ ...spot.bet, stake: 1 }).includes(outcome.pocket))
          .map((spot) => spot.key),
  );

  useEffect(() => {
    if (!isBusy) {
      return undefined;
    }
    const timer = window.setInterval(
      () => setShownPocket(Math.floor(Math.random() * ROULETTE_POCKET_COUNT)),
      60,
    );
    return () => window.clearInterval(timer);
  }, [isBusy]);

  const place = (key: string) => {
    if (!isBusy && chip.check.isValid) {
      table.place(key, chip.check.minorUnits);
    }
  };

  const spin = async () => {
    if (isBusy || table.bets.size === 0 || !isTotalValid) {
      return;
    }
    await run(
      () => playRound('roulette/round', { token, bets: table.toWire() }),
      SPIN_MS,
      (result) => {
        setShownPocket(
          result.round.gameCode === 'BGS_ROULETTE' ? (result.round.outcome?.pocket ?? null) : null,
        );
        setRound(result.round);
        applyResult(result);
      },
      () => setShownPocket(null),
    );
  };
  const onSubmit = usePlayForm(spin, !isBusy);

  const pocketColor = shownPocket === null ? 'none' : findRouletteColor(shownPocket);
  return (
    <div className="game-layout">
      <section className="game-board roulette-board" aria-label={t('play.game.BGS_ROULETTE')}>
        <div
          className={`roulette-board__pocket roulette-board__pocket--${pocketColor}${isBusy ? ' roulette-board__pocket--spinning' : ''}`}
        >
          <output data-testid="roulette-pocket">{shownPocket ?? '–'}</output>
        </div>
        <RoundResult round={round} isBusy={isBusy} />
        <RouletteLayout bets={table.bets} winningKeys={winningKeys} isBusy={isBusy} onPlace={place} />
      </section>
      <form className="game-controls" onSubmit={onSubmit}>
        <ChipControls
          chip={chip}
          total={total}
          limits={limits}
          hasBets={table.bets.size > 0}
          isBusy={isBusy}
          hint={t('play.roulette.hint')}
          totalTestId="roulette-total"
        />
        <div className="game-controls__row">
          <button
            type="button"
            className="button button--quiet"
            disabled={isBusy || !table.canUndo}
            onClick={table.undo}
          >
            {t('play.roulette.undo')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={isBusy || table.bets.size === 0}
            onClick={table.clear}
          >
            {t('play.roulette.clear')}
          </button>
        </div>
        <PlayButton
          label={t('play.roulette.spin')}
          isBusy={isBusy}
          isDisabled={table.bets.size === 0 || !isTotalValid}
        />
      </form>
    </div>
  );
}
