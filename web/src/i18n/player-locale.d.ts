// A locale file without the back office's section (web/vite.config.ts, plugin plaza-player-locales).
declare module '*.json?player' {
  // An ambient module cannot import by a relative name; the type is the locale file's own.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const messages: import('./i18n').LocaleMessages;
  export default messages;
}

// The sections of a locale file the player's first screens do not read, loaded on demand (i18n.ts).
declare module '*.json?player-rest' {
  const messages: Record<string, unknown>;
  export default messages;
}
