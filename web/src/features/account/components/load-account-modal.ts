import { loadAllMessages } from '../../../i18n/i18n';

/**
 * The account modal's code and the messages its forms read (validation): a chunk loaded at the modal's first opening,
 * or earlier on the intent to open it, the pointer over or the focus on a login or register button
 * (docs/decisions/049-home-page-first-screen.md). Loading again reuses the first load.
 */
export function loadAccountModal() {
  return Promise.all([import('./account-modal'), loadAllMessages()]).then(([module]) => module);
}
