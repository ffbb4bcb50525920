import type { Language } from '@plaza/contracts/languages';

import type { DatabaseHandle } from './db/database';

/** What route modules need from the running server. */
export interface AppContext {
  database: DatabaseHandle;
  merchantCode: string;
  defaultLanguage: Language;
  /** Throws when the database cannot serve. */
  checkHealth: () => Promise<void>;
}
