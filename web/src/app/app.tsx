import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';

import { startInboxLive } from '../features/inbox/api/inbox-live';
import { startLotteryLive } from '../features/lottery/api/lottery-live-start';
import { i18n } from '../i18n/i18n';
import { startLiveEvents } from '../lib/live-events';
import { startWalletSync } from '../lib/wallet-sync';
import { AppRoutes } from './router';
import { StatusGate } from './status-gate';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The balance follows wallet changes made in any tab of the site (lib/wallet-sync.ts).
startWalletSync(queryClient);
// Server pushes: the member's wallet changes and the jackpot (lib/live-events.ts).
startLiveEvents(queryClient);
// The same connection's lottery draws and message badges (decision 101).
startLotteryLive(queryClient);
startInboxLive(queryClient);

/** The web app: translations, the query cache, the start-up status gate and the router. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StatusGate>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StatusGate>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
