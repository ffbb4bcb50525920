import type { TransferContext } from '@plaza/contracts/agents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LockIcon } from '../../../components/money-icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useMemberCenter } from '../../../lib/member-center';
import { useTransferContext } from '../api/transfers';

/**
 * What every transfer page waits for: its context (balance, limits, the upline), and a payment password that
 * is set and not locked; without one the member is sent to set it where withdrawals set it.
 */
export function TransferGate({ children }: { children: (context: TransferContext) => ReactNode }) {
  const { t } = useTranslation();
  const context = useTransferContext();
  const { openMemberCenter } = useMemberCenter();
  return (
    <QueryContent query={context} skeleton={{ rows: 4, rowHeight: 52 }}>
      {(data) => {
        if (!data.paymentPassword.isSet) {
          return (
            <StateMessage
              icon={<LockIcon />}
              title={t('agentCenter.transfer.noPasswordTitle')}
              text={t('agentCenter.transfer.noPasswordText')}
              action={
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => openMemberCenter('withdraw')}
                >
                  {t('agentCenter.transfer.setPassword')}
                </button>
              }
            />
          );
        }
        if (data.paymentPassword.isLocked) {
          return (
            <StateMessage
              icon={<LockIcon />}
              title={t('agentCenter.transfer.lockedTitle')}
              text={t('agentCenter.transfer.lockedText')}
            />
          );
        }
        return children(data);
      }}
    </QueryContent>
  );
}
