import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { announceWalletChange, startWalletSync, WALLET_CHANNEL_NAME } from './wallet-sync';

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) {
    stop();
  }
});

describe('startWalletSync', () => {
  it('tells the other tabs after a mutation succeeds, and refetches wallet queries when told', async () => {
    const here = new QueryClient();
    const there = new QueryClient();
    stops.push(startWalletSync(here), startWalletSync(there));
    const listener = new BroadcastChannel(WALLET_CHANNEL_NAME);
    const heard = new Promise<unknown>((resolve) => {
      listener.onmessage = (event) => resolve(event.data);
    });
    const invalidate = vi.spyOn(there, 'invalidateQueries');

    await here
      .getMutationCache()
      .build(here, { mutationFn: () => Promise.resolve('done') })
      .execute(undefined);

    expect(await heard).toBe('changed');
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] }));
    listener.close();
  });

  it('says nothing after a failed mutation', async () => {
    const here = new QueryClient();
    stops.push(startWalletSync(here));
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    const failing = here
      .getMutationCache()
      .build(here, { mutationFn: () => Promise.reject(new Error('no')) });
    await expect(failing.execute(undefined)).rejects.toThrow('no');
    expect(post).not.toHaveBeenCalled();
    post.mockRestore();
  });
});

describe('announceWalletChange', () => {
  it('tells the tabs that listen', async () => {
    const listener = new BroadcastChannel(WALLET_CHANNEL_NAME);
    const heard = new Promise<unknown>((resolve) => {
      listener.onmessage = (event) => resolve(event.data);
    });
    announceWalletChange();
    expect(await heard).toBe('changed');
    listener.close();
  });
});
