import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';

import { SignInPage } from '../../features/backoffice-session/components/sign-in-page';
import { i18n } from '../../i18n/i18n';
import { useOperatorSession } from '../../lib/operator-session';
import { createBackOfficeRouter } from './back-office-router';
import './back-office.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const router = createBackOfficeRouter();

function Gate() {
  const session = useOperatorSession();
  return session === null ? <SignInPage /> : <RouterProvider router={router} />;
}

/** The back office (/backoffice): its own entry, translations, query cache, the sign-in gate and its router. */
export function BackOfficeApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Gate />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
