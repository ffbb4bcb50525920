import { useState } from 'react';

import { useGame } from './in-house-game';
import { animationMs, atLeast } from './round-animation';
import { announceWalletChange } from './wallet-sync';

/**
 * One round (or step, or crash bet) of an in-house game at a time: the failure shown before goes, the call is made and its
 * answer waited for at least the board's animation (none with reduced motion, or for a step that has none), and a failure is reported to the
 * screen (which reads the balance again). `isBusy` while the call is on its way.
 */
export function useRoundRunner() {
  const { clearError, reportError } = useGame();
  const [isBusy, setIsBusy] = useState(false);
  const run = async <Result>(
    call: () => Promise<Result>,
    minimumMs: number,
    onResult: (result: Result) => void,
    onFailure?: () => void,
  ): Promise<void> => {
    clearError();
    setIsBusy(true);
    try {
      const result = await (minimumMs > 0 ? atLeast(call(), animationMs(minimumMs)) : call());
      announceWalletChange();
      onResult(result);
    } catch (error) {
      onFailure?.();
      reportError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, run };
}
