import type { QueryClient } from '@tanstack/react-query';

/** The channel every tab of the site shares for "the wallet changed" (docs/product/home.md#balance-in-every-tab). */
export const WALLET_CHANNEL_NAME = 'plaza-wallet';
/** The root of every wallet query (the header balance, my wallet, the records). */
export const WALLET_QUERY_KEY = ['wallet'] as const;

/**
 * Tells the other tabs that this one moved money outside a mutation (an in-house game's round, which the game
 * window runs itself).
 */
export function announceWalletChange(): void {
  if (typeof BroadcastChannel === 'undefined') {
    return;
  }
  const channel = new BroadcastChannel(WALLET_CHANNEL_NAME);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Keeps the balance of every tab current: a call that changes something (a mutation: a deposit, a transfer, a
 * game round, a lottery bet) that succeeds in one tab tells the others, which refetch their wallet queries. A tab
 * only refetches on a message and sends one only after its own mutations, so two tabs never echo each other.
 * Answers the function that stops it; without BroadcastChannel it does nothing.
 */
export function startWalletSync(queryClient: QueryClient): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    return () => undefined;
  }
  const channel = new BroadcastChannel(WALLET_CHANNEL_NAME);
  channel.onmessage = () => {
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
  };
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      channel.postMessage('changed');
    }
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
