import type { RouteObject } from 'react-router';

import { AGENT_PATH } from '../features/account/hooks/use-account-modal';
import { createLazyScreen } from './lazy-screen';
import { createRouteHandle } from './route-handle';

// The agent area (docs/decisions/033-agent-center-addresses.md): the account feature's gate (agent login, the
// notice for members) around the agent center's menu. Its pages' routes come with it (agent-area.tsx), so the
// first screen carries one route for all of /agent (docs/decisions/049-home-page-first-screen.md).
const AgentAreaScreen = createLazyScreen(() => import('./agent-area').then((module) => module.AgentArea));

/** `/agent` and every address under it, inside the page shell. */
export const agentCenterRoute: RouteObject = {
  path: `${AGENT_PATH}/*`,
  element: <AgentAreaScreen />,
  handle: createRouteHandle('agent'),
};
