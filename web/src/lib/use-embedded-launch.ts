import type { LaunchGameResponse } from '@plaza/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { readLaunchFailure } from './game-launch';
import type { LaunchFailure } from './game-launch';
import { useLoginPrompt } from './login-prompt';
import { useSessionToken } from './use-session-token';

/** Where a game launched into a page stands. */
export type EmbeddedLaunch =
  | { status: 'guest' }
  | { status: 'pending' }
  | { status: 'ready'; url: string }
  | { status: 'failed'; failure: Exclude<LaunchFailure, { kind: 'login' }>; error: Error };

/**
 * Launches a game to run inside a page (/fbSport, /seamless) once per visit: a guest is asked to log in on
 * arrival and nothing is sent; a member's launch is made once (a query, so a second render or React's strict
 * mode does not issue a second launch token) and made again on a retry, on a new visit or for another member.
 */
export function useEmbeddedLaunch(options: {
  /** Names the game being launched (the query key's tail). */
  gameKey: readonly string[];
  launch: () => Promise<LaunchGameResponse>;
  /** False launches nothing (no game named). */
  isEnabled?: boolean;
}): { launch: EmbeddedLaunch; retry: () => void } {
  const { gameKey, launch, isEnabled = true } = options;
  const token = useSessionToken();
  const promptLogin = useLoginPrompt();
  const hasPrompted = useRef(false);
  const query = useQuery({
    queryKey: ['embeddedLaunch', token, ...gameKey],
    queryFn: launch,
    enabled: isEnabled && token !== null,
    // A launch issues a token: never again by itself, and not kept once the page is left.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (isEnabled && token === null && !hasPrompted.current) {
      hasPrompted.current = true;
      promptLogin();
    }
  }, [isEnabled, token, promptLogin]);

  const retry = () => void query.refetch();
  if (token === null) {
    return { launch: { status: 'guest' }, retry };
  }
  if (query.isSuccess) {
    return { launch: { status: 'ready', url: query.data.url }, retry };
  }
  if (query.isError && !query.isFetching) {
    const failure = readLaunchFailure(query.error);
    return {
      launch:
        failure.kind === 'login' ? { status: 'guest' } : { status: 'failed', failure, error: query.error },
      retry,
    };
  }
  return { launch: { status: 'pending' }, retry };
}
