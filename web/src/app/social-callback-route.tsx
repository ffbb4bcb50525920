import { lazy, Suspense } from 'react';

import { HomePage } from '../features/home/components/home-page';
import { loadAllMessages } from '../i18n/i18n';

// The dialog's code, like the account modal's, loads only when a provider sends a visitor back.
const SocialCallbackDialog = lazy(() =>
  Promise.all([import('../features/account/components/social-callback-dialog'), loadAllMessages()]).then(
    ([module]) => ({ default: module.SocialCallbackDialog }),
  ),
);

/**
 * /sign-in/callback: home with the social sign-in's dialog on top, which finishes the sign-in or offers the
 * link-or-register choice (docs/decisions/059-social-sign-in.md).
 */
export function SocialCallbackRoute() {
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <SocialCallbackDialog />
      </Suspense>
    </>
  );
}
