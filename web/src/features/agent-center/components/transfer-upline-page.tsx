import { useTranslation } from 'react-i18next';

import { AlertIcon } from '../../../components/icons';
import { StateMessage } from '../../../components/state-message';
import { useFeature } from '../../../lib/use-feature';
import { useTransferToUplineMutation } from '../api/transfers';
import { TransferForm } from './transfer-form';
import { TransferGate } from './transfer-gate';
import { TransferHistory } from './transfer-history';
import './agent-center.css';

/**
 * Transfer to upline (transferUpline, a member-center page, docs/product/agent-center.md): money from the member's
 * main wallet to its direct upline, confirmed with the payment password, behind FUNDTRANS3.
 */
export function TransferUplinePage({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const isEnabled = useFeature('FUNDTRANS3');
  const mutation = useTransferToUplineMutation();
  if (!isEnabled) {
    return <StateMessage icon={<AlertIcon />} title={t('agentCenter.unavailableTitle')} />;
  }
  return (
    <div className="agent-stack">
      <TransferGate>
        {(context) =>
          context.upline === null || !context.canSendToUpline ? (
            <StateMessage
              icon={<AlertIcon />}
              title={
                context.upline === null
                  ? t('agentCenter.transfer.noUpline')
                  : t('agentCenter.transfer.notAllowed')
              }
            />
          ) : (
            <TransferForm
              context={context}
              recipient={context.upline}
              recipientField={
                <p className="agent-picked">
                  <span className="agent-muted">{t('agentCenter.transfer.upline')}</span>
                  <strong>{context.upline.account}</strong>
                </p>
              }
              submit={{
                send: (fields, options) => mutation.mutate(fields, options),
                isPending: mutation.isPending,
                error: mutation.error,
                reset: mutation.reset,
              }}
            />
          )
        }
      </TransferGate>
      <TransferHistory memberId={memberId} />
    </div>
  );
}
