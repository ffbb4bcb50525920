import { CONTRACT_RATE_BOUNDS } from '@plaza/contracts/agent-contracts';
import type { ContractTerms, ContractTier } from '@plaza/contracts/agent-contracts';

import { AppError } from '../../http/app-error';

/*
 * The arithmetic of contracts (docs/product/agent-contracts.md), pure: which tier a team
 * reaches, what a period pays, and the validation rules of an offer. Rates are basis points (1 = 0.01 %); every
 * amount is floored to a whole minor unit (a payout rounds down, docs/product/definitions.md).
 */

/** What a period's team did: settled valid bet, team loss (positive when the team lost), active members. */
export interface TeamMeasure {
  validBet: number;
  teamLoss: number;
  activeMembers: number;
}

/** The rates a contract's terms compare by: one per tier, or the real-time salary's two. */
function ratesOf(terms: ContractTerms): number[] {
  return terms.kind === 'RTSALARY3'
    ? [terms.profitRate, terms.lossRate]
    : terms.tiers.map((tier) => tier.rate);
}

/** The highest tier whose thresholds the team reaches (the loss threshold only where `withLoss`), or undefined. */
export function reachedTier(
  tiers: readonly ContractTier[],
  measure: TeamMeasure,
  withLoss = false,
): ContractTier | undefined {
  let reached: ContractTier | undefined;
  for (const tier of tiers) {
    const lossOk = !withLoss || measure.teamLoss >= (tier.teamLoss ?? 0);
    if (measure.validBet >= tier.validBet && measure.activeMembers >= tier.activeMembers && lossOk) {
      reached = tier;
    }
  }
  return reached;
}

/** The rate the terms give at a tier's thresholds (0 when none is reached): for comparing an upline's and a downline's. */
function rateAt(tiers: readonly ContractTier[], at: ContractTier): number {
  return (
    reachedTier(
      tiers,
      { validBet: at.validBet, activeMembers: at.activeMembers, teamLoss: at.teamLoss ?? 0 },
      true,
    )?.rate ?? 0
  );
}

/** A salary (daily or hourly): the team's valid bet times the reached tier's rate. */
export function salaryAmount(
  tiers: readonly ContractTier[],
  measure: TeamMeasure,
): { rate: number; amount: number } {
  const rate = reachedTier(tiers, measure)?.rate ?? 0;
  return { rate, amount: Math.floor((measure.validBet * rate) / 10_000) };
}

/**
 * A dividend: nothing unless the team lost. FIXED: the highest tier reached on valid bet, loss and active members,
 * loss × rate. FLOAT: the best over the tiers reached on valid bet and active members of loss × rate × min(1,
 * loss / the tier's loss).
 */
export function dividendAmount(
  terms: Extract<ContractTerms, { kind: 'DIVIDEND3' }>,
  measure: TeamMeasure,
): { rate: number; amount: number } {
  if (measure.teamLoss <= 0) {
    return { rate: 0, amount: 0 };
  }
  const loss = measure.teamLoss;
  if (terms.mode === 'FIXED') {
    const rate = reachedTier(terms.tiers, measure, true)?.rate ?? 0;
    return { rate, amount: Math.floor((loss * rate) / 10_000) };
  }
  let best = { rate: 0, amount: 0 };
  for (const tier of terms.tiers) {
    if (measure.validBet < tier.validBet || measure.activeMembers < tier.activeMembers) {
      continue;
    }
    const need = tier.teamLoss ?? 0;
    const amount =
      need <= 0 || loss >= need
        ? Math.floor((loss * tier.rate) / 10_000)
        : Math.floor((loss * tier.rate * loss) / (10_000 * need));
    if (amount > best.amount) {
      best = { rate: tier.rate, amount };
    }
  }
  return best;
}

/** One bet of a real-time salary: its valid bet and whether the member lost it. */
export interface RealTimeBet {
  validBet: number;
  isLost: boolean;
}

/** What a real-time salary's qualifying bets (valid bet at least the single-bet amount) lost and won, summed. */
export interface RealTimeSums {
  lostBet: number;
  wonBet: number;
}

/** A real-time salary: each bet of at least the single-bet amount earns its valid bet times the loss or profit rate. */
export function realTimeAmount(
  terms: Extract<ContractTerms, { kind: 'RTSALARY3' }>,
  bets: readonly RealTimeBet[],
): { rate: number; amount: number; validBet: number } {
  const sums: RealTimeSums = { lostBet: 0, wonBet: 0 };
  for (const bet of bets) {
    if (bet.validBet <= 0 || bet.validBet < terms.singleBetAmount) {
      continue;
    }
    if (bet.isLost) {
      sums.lostBet += bet.validBet;
    } else {
      sums.wonBet += bet.validBet;
    }
  }
  return realTimeAmountOfSums(terms, sums);
}

/**
 * The same from the qualifying bets' sums (the settlement sums them in SQL): Σ valid bet × rate is the lost sum ×
 * the loss rate plus the won sum × the profit rate, whole minor units, floored once.
 */
export function realTimeAmountOfSums(
  terms: Extract<ContractTerms, { kind: 'RTSALARY3' }>,
  sums: RealTimeSums,
): { rate: number; amount: number; validBet: number } {
  return {
    rate: Math.max(terms.lossRate, terms.profitRate),
    amount: Math.floor((sums.lostBet * terms.lossRate + sums.wonBet * terms.profitRate) / 10_000),
    validBet: sums.lostBet + sums.wonBet,
  };
}

/**
 * The rules of an offer: rates within the deployment's bounds; tiers strictly increasing (valid bet, loss and rate;
 * active members never fewer); not above the offering upline's own terms at the same thresholds; not below the
 * highest the downline already grants below it. Each refusal names what broke.
 */
export function validateTerms(
  terms: ContractTerms,
  context: { uplineTerms: ContractTerms | null; grantedBelow: readonly ContractTerms[] },
): void {
  const bounds = CONTRACT_RATE_BOUNDS[terms.kind];
  for (const rate of ratesOf(terms)) {
    if (rate < bounds.min || rate > bounds.max) {
      throw new AppError('contract.rate.out.of.range', { min: bounds.min, max: bounds.max });
    }
  }
  if (terms.kind !== 'RTSALARY3') {
    terms.tiers.forEach((tier, index) => {
      const previous = terms.tiers[index - 1];
      if (terms.kind === 'DIVIDEND3' && tier.teamLoss === undefined) {
        throw new AppError('contract.tiers.not.increasing', { tier: index + 1 });
      }
      if (
        previous !== undefined &&
        (tier.validBet <= previous.validBet ||
          tier.rate <= previous.rate ||
          tier.activeMembers < previous.activeMembers ||
          (tier.teamLoss ?? 0) < (previous.teamLoss ?? 0))
      ) {
        throw new AppError('contract.tiers.not.increasing', { tier: index + 1 });
      }
    });
  }
  if (context.uplineTerms !== null && !isCoveredBy(terms, context.uplineTerms)) {
    throw new AppError('contract.rate.above.upline');
  }
  for (const granted of context.grantedBelow) {
    if (!isCoveredBy(granted, terms)) {
      throw new AppError('contract.rate.below.granted');
    }
  }
}

/** Whether `lower` never gives more than `upper` at any of `lower`'s thresholds (same kind). */
export function isCoveredBy(lower: ContractTerms, upper: ContractTerms): boolean {
  if (lower.kind === 'RTSALARY3' || upper.kind === 'RTSALARY3') {
    return (
      lower.kind === 'RTSALARY3' &&
      upper.kind === 'RTSALARY3' &&
      lower.profitRate <= upper.profitRate &&
      lower.lossRate <= upper.lossRate
    );
  }
  return lower.tiers.every((tier) => tier.rate <= rateAt(upper.tiers, tier));
}
