import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from './db/database';
import type { MessageSender } from './modules/messaging/message-sender';

/** What route modules need from the running server. */
export interface AppContext {
  database: DatabaseHandle;
  merchantCode: string;
  defaultLanguage: Language;
  /** Sends SMS and e-mail (the outbox by default). */
  messageSender: MessageSender;
  /** Throws when the database cannot serve. */
  checkHealth: () => Promise<void>;
}
