/**
 * Multi-station Vietnamese bets (docs/product/lottery-rules.md#multi-station-bets): a bet on N stations (e.g.
 * "2dmn", the first two southern stations of the day) is N independent bets on the same selection, one per station's
 * 18 numbers. The stake is multiplied by N, each station settles on its own result, and a station whose draw is
 * cancelled refunds its share. The station list is fixed when the bet is placed.
 */
import type { Fraction } from '../rational';
import type { LotterySelection } from './bet-type';
import { computeTotalStake, sumFractions } from './bet-type';
import type { LotteryOutcome } from './lottery-bet-types';
import { settleSelection } from './lottery-bet-types';
import type { OddsEntry } from './lottery-odds';

/** One station of a multi-station bet and its prepared result, or null when its draw was cancelled. */
export interface StationOutcome {
  readonly station: string;
  readonly outcome: LotteryOutcome | null;
}

/** How one station of a multi-station bet ended. */
export type StationSettlement =
  | { readonly station: string; readonly status: 'settled'; readonly returnPerUnit: Fraction }
  | { readonly station: string; readonly status: 'void' };

/** The settlement of a whole multi-station bet. */
export interface MultiStationSettlement {
  readonly stations: readonly StationSettlement[];
  /** Σ over settled stations of the gross return per unit per combination: pay `computePayout(stake, this)`. */
  readonly returnPerUnit: Fraction;
  /** Stations whose draw was cancelled: refund stake per combination × combinations × this. */
  readonly voidStationCount: number;
}

function assertStations(stations: readonly string[]): void {
  if (stations.length === 0 || new Set(stations).size !== stations.length) {
    throw new RangeError('a multi-station bet needs one or more distinct stations');
  }
}

/** The stake of a bet on several stations: stake per combination × combinations × stations. */
export function computeMultiStationStake(input: {
  stakePerCombination: bigint;
  combinations: number;
  stations: readonly string[];
}): bigint {
  assertStations(input.stations);
  return computeTotalStake({ ...input, stations: input.stations.length });
}

/** Settles one selection on every station of the bet, each on its own result. */
export function settleMultiStation(input: {
  code: string;
  selection: LotterySelection;
  odds: OddsEntry;
  stations: readonly StationOutcome[];
}): MultiStationSettlement {
  assertStations(input.stations.map((station) => station.station));
  const stations = input.stations.map(({ station, outcome }): StationSettlement =>
    outcome === null
      ? { station, status: 'void' }
      : {
          station,
          status: 'settled',
          returnPerUnit: settleSelection(outcome, input.code, input.selection, input.odds),
        },
  );
  return {
    stations,
    returnPerUnit: sumFractions(
      stations.flatMap((station) => (station.status === 'settled' ? [station.returnPerUnit] : [])),
    ),
    voidStationCount: stations.filter((station) => station.status === 'void').length,
  };
}
