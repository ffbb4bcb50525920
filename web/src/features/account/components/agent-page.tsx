import type { MemberInfo } from '@plaza/contracts/accounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { AlertIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useSessionToken } from '../../../lib/use-session-token';
import { useMemberInfo } from '../api/get-member-info';
import { useAccountModal } from '../hooks/use-account-modal';
import { PasswordLoginForm } from './login-form';
import './account-modal.css';
import './agent-page.css';
import './member-menu.css';

/**
 * The agent area (/agent, docs/decisions/011-agent-area-and-forced-password-change.md): a guest gets the agent
 * login, which the server refuses to anyone but an agent (`agent.only`) and which offers no remember-me
 * (docs/product/accounts.md#the-agent-area); a member or a trial player is told the area is for agents; an agent gets the agent home with
 * the account's summary, or the agent center the app gives (`renderAgentHome`, docs/product/agent-center.md).
 */
export function AgentPage({ renderAgentHome }: { renderAgentHome?: (member: MemberInfo) => ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();

  return (
    <div className="page agent-page">
      <h1 className="page__title">{t('pageTitle.agent')}</h1>
      {token === null ? <AgentLogin /> : <AgentHome renderAgentHome={renderAgentHome} />}
    </div>
  );
}

function AgentLogin() {
  const { t } = useTranslation();
  const { completeLogin } = useAccountModal();
  return (
    <section className="agent-page__card agent-page__login" aria-labelledby="agent-login-title">
      <h2 id="agent-login-title" className="agent-page__heading">
        {t('agent.loginTitle')}
      </h2>
      <p className="agent-page__text">{t('agent.loginText')}</p>
      <PasswordLoginForm area="AGENT" onLoggedIn={(response) => completeLogin(response)} />
    </section>
  );
}

function AgentHome({ renderAgentHome }: { renderAgentHome?: (member: MemberInfo) => ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const member = useMemberInfo();

  if (member.isPending) {
    return <LoadingIndicator label={t('common.loading')} />;
  }
  if (member.isError) {
    return (
      <StateMessage
        role="alert"
        icon={<AlertIcon />}
        title={t('errors.loadFailedTitle')}
        text={errorText(member.error)}
        action={
          <button type="button" className="button button--primary" onClick={() => void member.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const { account, nickname, isAgent, createdAt } = member.data;
  if (!isAgent) {
    return (
      <StateMessage
        icon={<AlertIcon />}
        title={t('agent.onlyTitle')}
        text={t('agent.onlyText')}
        action={
          <Link className="button button--primary" to="/">
            {t('common.backHome')}
          </Link>
        }
      />
    );
  }
  if (renderAgentHome !== undefined) {
    return renderAgentHome(member.data);
  }
  const displayName = nickname ?? account;
  return (
    <section className="agent-page__card agent-page__home" aria-labelledby="agent-home-title">
      <div className="agent-page__identity">
        <span className="agent-page__avatar" aria-hidden="true">
          {displayName.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2 id="agent-home-title" className="agent-page__heading">
            {t('agent.welcome', { name: displayName })}
          </h2>
          <span className="member-menu__badge">{t('account.agentBadge')}</span>
        </div>
      </div>
      <dl className="agent-page__facts">
        <div>
          <dt>{t('account.field.username')}</dt>
          <dd>{account}</dd>
        </div>
        <div>
          <dt>{t('account.field.nickname')}</dt>
          <dd>{nickname ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('agent.memberSince')}</dt>
          <dd>{formatDateTime(createdAt)}</dd>
        </div>
      </dl>
    </section>
  );
}
