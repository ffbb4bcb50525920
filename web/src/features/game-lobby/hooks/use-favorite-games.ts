import type { CatalogueGame } from '@plaza/contracts/catalogue';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { ApiError } from '../../../lib/api-client';
import { useSessionToken } from '../../../lib/use-session-token';
import { addFavoriteGame } from '../api/add-favorite-game';
import { favoriteGameIdsQueryKey, useFavoriteGameIds } from '../api/get-favorite-game-ids';
import { FAVORITE_GAMES_LIST_KEY } from '../api/get-favorite-games-list';
import { removeFavoriteGame } from '../api/remove-favorite-game';

/** Who is looking: favourites are for members with a real account (docs/product/games.md#lobby-calls). */
export type FavoriteAccess = 'guest' | 'trial' | 'member';

/** What a tap on a game's star led to: the change was made, or the visitor must log in or needs a real account. */
export type FavoriteToggleOutcome = 'changed' | 'login' | 'trial' | 'pending';

const MUTATION_KEY = ['games', 'toggleFavorite'] as const;

interface ToggleVariables {
  nodeId: number;
  isFavorite: boolean;
}

/** Whether an answer says the account is a trial one. */
export function isTrialRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'need.true.account';
}

/**
 * The member's favourites and the star toggle. A change shows at once (docs/product/games.md#the-lobby) and is
 * undone if the server refuses it; adding a game that already is a favourite is skipped.
 */
export function useFavoriteGames(options: { onError?: (error: Error) => void } = {}) {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const ids = useFavoriteGameIds();
  const key = favoriteGameIdsQueryKey(token);
  const pendingChanges = useIsMutating({ mutationKey: MUTATION_KEY });

  const access: FavoriteAccess = token === null ? 'guest' : isTrialRefusal(ids.error) ? 'trial' : 'member';
  const favoriteIds = useMemo(() => new Set(ids.data ?? []), [ids.data]);

  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ nodeId, isFavorite }: ToggleVariables) =>
      isFavorite ? addFavoriteGame(nodeId) : removeFavoriteGame(nodeId),
    onMutate: async ({ nodeId, isFavorite }: ToggleVariables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      queryClient.setQueryData<number[]>(key, (current = []) => {
        const others = current.filter((id) => id !== nodeId);
        return isFavorite ? [nodeId, ...others] : others;
      });
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
      options.onError?.(error);
    },
    onSuccess: (nodeIds) => {
      // A later toggle still on its way owns the cache: the server's list would undo its optimistic change.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) {
        queryClient.setQueryData(key, nodeIds);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITE_GAMES_LIST_KEY }),
  });

  /** Adds or removes `game`; answers what happened so the caller can ask a guest to log in or tell a trial member. */
  const toggle = (game: CatalogueGame): FavoriteToggleOutcome => {
    if (access === 'guest') {
      return 'login';
    }
    if (access === 'trial') {
      return 'trial';
    }
    if (ids.data === undefined) {
      return 'pending';
    }
    const isFavorite = !favoriteIds.has(game.nodeId);
    mutation.mutate({ nodeId: game.nodeId, isFavorite });
    return 'changed';
  };

  return {
    access,
    favoriteIds,
    isReady: access !== 'member' || ids.data !== undefined,
    isSaving: pendingChanges > 0,
    toggle,
  };
}
