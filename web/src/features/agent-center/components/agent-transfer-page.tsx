import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { useTransferToDownlineMutation } from '../api/transfers';
import { useAgentMember } from '../hooks/use-agent-member';
import { usePickedFromAddress } from './downline-transactions-page';
import { MemberPicker } from './member-picker';
import type { PickedMember } from './member-picker';
import { TransferForm } from './transfer-form';
import { TransferGate } from './transfer-gate';
import { TransferHistory } from './transfer-history';

/**
 * Transfer to downline (docs/product/agent-center.md): money from the agent's main wallet to any member of its team,
 * chosen by account (or named by the member's detail), confirmed with the payment password; the transfers
 * sent and received below.
 */
export function AgentTransferPage() {
  const { t } = useTranslation();
  const member = useAgentMember();
  const [picked, setPicked] = useState<PickedMember | null>(usePickedFromAddress());
  const mutation = useTransferToDownlineMutation();
  return (
    <div className="agent-stack">
      <TransferGate>
        {(context) =>
          context.canSendToDownline ? (
            <TransferForm
              context={context}
              recipient={picked}
              recipientField={
                <MemberPicker
                  label={t('agentCenter.transfer.recipient')}
                  picked={picked}
                  onPick={setPicked}
                />
              }
              submit={{
                send: (fields, options) => {
                  if (picked !== null) {
                    mutation.mutate({ ...fields, memberId: picked.id }, options);
                  }
                },
                isPending: mutation.isPending,
                error: mutation.error,
                reset: mutation.reset,
              }}
            />
          ) : (
            <StateMessage icon={<AlertIcon />} title={t('agentCenter.transfer.notAllowed')} />
          )
        }
      </TransferGate>
      <TransferHistory memberId={member.id} />
    </div>
  );
}
