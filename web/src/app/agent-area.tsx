import { AgentPage } from '../features/account/components/agent-page';
import { AgentCenterLayout } from '../features/agent-center/components/agent-center-layout';

/** The agent area: the account feature decides who gets in; an agent gets the agent center. */
export function AgentArea() {
  return <AgentPage renderAgentHome={(member) => <AgentCenterLayout member={member} />} />;
}
