/** Every query of the lottery pages starts with this key, so placing or cancelling a bet refreshes them together. */
export const LOTTERY_QUERY_ROOT = 'lottery';

/** The wallet feature's query root: the header balance refreshes after a stake, a refund or a win. */
export const WALLET_QUERY_ROOT_KEY = ['wallet'] as const;
