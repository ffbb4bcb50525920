import type { ResultStructureCode } from '@plaza/engines/lottery/result-structures';
import { countResultNumbers, RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { usePrefersReducedMotion } from '../../../lib/use-media-query';
import { ResultBoard } from './result-board';

/** Time between two numbers landing: the fast games' draw takes a few seconds, never long enough to bore. */
const REVEAL_STEP_MS = 450;
/** How often a rolling ball changes face while it waits for its number. */
const ROLL_STEP_MS = 90;

/**
 * How many numbers of the result have landed. A result already there when the page opened is shown whole (it
 * was drawn before the member looked); one that arrives while watching lands a number at a time.
 */
function useRevealCount(result: readonly string[] | null, isReducedMotion: boolean): number {
  const key = result === null ? null : result.join(',');
  const total = result?.length ?? 0;
  const [firstKey] = useState(key);
  const [progress, setProgress] = useState<{ key: string | null; count: number }>({ key: null, count: 0 });
  const isAnimated = key !== null && key !== firstKey && !isReducedMotion;
  useEffect(() => {
    if (!isAnimated) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setProgress((current) => {
        const count = Math.min(current.key === key ? current.count + 1 : 1, total);
        if (count >= total) {
          window.clearInterval(timer);
        }
        return { key, count };
      });
    }, REVEAL_STEP_MS);
    return () => window.clearInterval(timer);
  }, [isAnimated, key, total]);
  if (!isAnimated) {
    return total;
  }
  return progress.key === key ? progress.count : 0;
}

function useRollingFace(isRolling: boolean, structure: ResultStructureCode): number {
  const [face, setFace] = useState(0);
  useEffect(() => {
    if (!isRolling) {
      return undefined;
    }
    const timer = window.setInterval(() => setFace((current) => current + 1), ROLL_STEP_MS);
    return () => window.clearInterval(timer);
  }, [isRolling, structure]);
  return face;
}

/**
 * The fast games' draw shown live (docs/product/lottery-pages.md, "Fast games"): before the result arrives the balls
 * roll; once it arrives the numbers land one by one, from the lowest prize up to the special prize on the
 * Vietnamese board. Whoever asked the system for less motion sees no rolling and the whole result at once.
 */
export function LiveDraw({
  structure,
  result,
  issueNo,
}: {
  structure: ResultStructureCode;
  /** Null while the issue is waiting for its draw. */
  result: readonly string[] | null;
  issueNo: string;
}) {
  const { t } = useTranslation();
  const isReducedMotion = usePrefersReducedMotion();
  const shownCount = useRevealCount(result, isReducedMotion);
  const total = countResultNumbers(RESULT_STRUCTURES[structure]);
  const isRolling = !isReducedMotion && (result === null || shownCount < total);
  const face = useRollingFace(isRolling, structure);
  const isComplete = result !== null && shownCount >= total;
  const { digitMin, digitMax } = RESULT_STRUCTURES[structure];
  const span = digitMax - digitMin + 1;

  const isDigitGame = structure === 'ssc' || structure === 'k3';
  // Digit games land left to right, the way the balls are read; a board lands its lowest prize first and the
  // special prize last.
  const shown = Array.from({ length: total }, (_, position) => {
    const rank = isDigitGame ? position : total - 1 - position;
    if (result !== null && rank < shownCount) {
      return result[position] ?? '';
    }
    if (!isDigitGame) {
      return '';
    }
    return isReducedMotion ? '?' : String(((face + position * 3) % span) + digitMin);
  });

  return (
    <section
      className={`live-draw${isRolling ? ' live-draw--rolling' : ''}`}
      aria-label={t('lottery.live.title', { issueNo })}
      data-testid="live-draw"
      data-state={isComplete ? 'drawn' : 'waiting'}
    >
      <p className="live-draw__status" aria-live="polite">
        {isComplete
          ? t('lottery.live.drawn', { issueNo })
          : result === null
            ? t('lottery.live.waiting', { issueNo })
            : t('lottery.live.drawing', { issueNo })}
      </p>
      <ResultBoard structure={structure} result={shown} />
    </section>
  );
}
