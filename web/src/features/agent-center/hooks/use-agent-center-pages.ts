import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import { useLocation } from 'react-router';

import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { AGENT_CENTER_BASE, AGENT_CENTER_PAGE_ENTRIES, AGENT_CENTER_PAGES } from '../agent-center-pages';
import type { AgentCenterPage } from '../agent-center-pages';

/** The agent-center pages this deployment's switches show, in menu order. */
export function useAgentCenterPages(): readonly AgentCenterPage[] {
  const whitelabel = useWhitelabel();
  return AGENT_CENTER_PAGES.filter((page) => {
    const { switchId } = AGENT_CENTER_PAGE_ENTRIES[page];
    return switchId === null || isFeatureEnabled(whitelabel.featureSwitches, switchId);
  });
}

/** Addresses under /agent that belong to a page without being its own (a member's detail, a sub-agent's team). */
const SUB_PATHS: Record<string, AgentCenterPage> = { member: 'downlineManagement' };

/** The page an address under /agent shows, or null for an address that is no page. */
export function agentCenterPageOf(pathname: string): AgentCenterPage | null {
  const rest = pathname.slice(AGENT_CENTER_BASE.length).replace(/^\/+|\/+$/g, '');
  const first = rest.split('/')[0] ?? '';
  const page = AGENT_CENTER_PAGES.find((entry) => AGENT_CENTER_PAGE_ENTRIES[entry].path === first);
  return page ?? SUB_PATHS[first] ?? null;
}

/** The page shown now. */
export function useCurrentAgentCenterPage(): AgentCenterPage | null {
  return agentCenterPageOf(useLocation().pathname);
}
