import type { MemberInfo } from '@plaza/contracts/accounts';
import { useOutletContext } from 'react-router';

/** The signed-in agent, as the agent center's layout hands it to its pages. */
export function useAgentMember(): MemberInfo {
  return useOutletContext<MemberInfo>();
}
