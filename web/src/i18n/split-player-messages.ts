// Used by the build (web/vite.config.ts, plugin plaza-player-locales): no imports from the app.

/**
 * The player's messages that wait for the screens that read them (docs/decisions/058-home-page-javascript.md): a
 * section named with `true` waits whole; one named with a list keeps those of its keys in the first load (the
 * home page and the shell read them) and the rest waits. Found by reading the home page's chunks for the keys they
 * use; a key read before its messages came loads them (i18n.ts, missingKeyHandler), so a wrong entry here shows a
 * key for a moment, not for good.
 */
export const DEFERRED_MESSAGES: Record<string, true | readonly string[]> = {
  lottery: true,
  play: true,
  promotions: true,
  pointsMall: true,
  records: true,
  installApp: true,
  myAccount: true,
  missions: true,
  validation: true,
  rebate: true,
  vip: true,
  listing: true,
  embeddedGame: true,
  seamless: true,
  fbSport: true,
  sportsLive: true,
  jackpotRules: true,
  keepSignedIn: true,
  // Read by the account modal, the agent area (its login, the agent center, the contracts' pages), the chat room,
  // the member center's pages and the support chat, each loaded with every message (lazy-screen.tsx,
  // load-account-modal.ts): not by the home page, the shell or the member's header items.
  socialSignIn: true,
  chatRoom: true,
  referral: true,
  agent: true,
  agentCenter: true,
  contracts: true,
  support: ['chat', 'notice'],
  wallet: ['balanceUnavailable', 'headerBalanceLabel', 'refreshBalance', 'deposit'],
  memberServices: ['inbox'],
  account: [
    'register',
    'login',
    'noticeTitle',
    'confirm',
    'emailSent',
    'needTrueAccount',
    'agentBadge',
    'trialBadge',
    'memberMenu',
    'changePassword',
    'signOut',
    'signOutTitle',
    'signOutText',
    'signingOut',
    'cancel',
  ],
};

export type Messages = Record<string, unknown>;

/** Whether a parsed JSON value is an object of messages. */
export function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits a locale file's player messages into what the first screens read and what waits. */
export function splitPlayerMessages(messages: Messages): { first: Messages; rest: Messages } {
  const first: Messages = { ...messages };
  const rest: Messages = {};
  delete first.backoffice;
  for (const [section, kept] of Object.entries(DEFERRED_MESSAGES)) {
    const value = messages[section];
    if (!isMessages(value)) {
      continue;
    }
    if (kept === true) {
      delete first[section];
      rest[section] = value;
      continue;
    }
    const entries = Object.entries(value);
    first[section] = Object.fromEntries(entries.filter(([key]) => kept.includes(key)));
    rest[section] = Object.fromEntries(entries.filter(([key]) => !kept.includes(key)));
  }
  return { first, rest };
}
