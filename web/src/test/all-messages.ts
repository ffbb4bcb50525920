import { loadAllMessages } from '../i18n/i18n';

// A component tested alone is not inside the lazy screen that, in the app, loads the rest of the player's messages
// with its code (docs/decisions/058-home-page-javascript.md): the tests start i18next with every message, as the
// screen would.
await loadAllMessages();
