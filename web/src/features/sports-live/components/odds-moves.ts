import type { MatchOdds, SportsMatch, SportsMatches } from '@plaza/contracts/sports';
import { useState } from 'react';

export type OddsMove = 'up' | 'down' | undefined;
export type OddsOutcome = keyof MatchOdds;
/** How each price of each match moved since the answer before: `${matchId}:${outcome}` → up or down. */
export type OddsMoves = ReadonlyMap<string, OddsMove>;

/** Compares two answers' prices: a price that rose is up, one that fell is down; a new or suspended one neither. */
export function compareOdds(before: readonly SportsMatch[], after: readonly SportsMatch[]): OddsMoves {
  const previous = new Map(before.map((match) => [match.id, match.odds]));
  const moves = new Map<string, OddsMove>();
  for (const match of after) {
    const earlier = previous.get(match.id);
    if (earlier === undefined || earlier === null || match.odds === null) {
      continue;
    }
    for (const outcome of ['home', 'draw', 'away'] as const) {
      const was = earlier[outcome];
      const is = match.odds[outcome];
      if (was !== null && is !== null && was !== is) {
        moves.set(`${match.id}:${outcome}`, is > was ? 'up' : 'down');
      }
    }
  }
  return moves;
}

function allMatches(answer: SportsMatches): SportsMatch[] {
  return [...answer.live, ...answer.hot, ...answer.upcoming];
}

/**
 * The moves of the latest answer against the one before it, kept until the next answer arrives (the arrows stay
 * for one refresh).
 */
export function useOddsMoves(answer: SportsMatches | undefined): OddsMoves {
  const [seen, setSeen] = useState<{ answer: SportsMatches | undefined; moves: OddsMoves }>({
    answer,
    moves: new Map(),
  });
  if (answer !== seen.answer) {
    const moves =
      answer !== undefined && seen.answer !== undefined
        ? compareOdds(allMatches(seen.answer), allMatches(answer))
        : new Map<string, OddsMove>();
    setSeen({ answer, moves });
    return moves;
  }
  return seen.moves;
}
