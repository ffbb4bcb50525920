import type {
  PayoutStatus,
  Withdrawal,
  WithdrawalPayout,
  WithdrawalStatus,
} from '@plaza/contracts/withdrawals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { ReceiptIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useConfirmAllReceivedMutation } from '../api/confirm-all-received';
import { useConfirmPayoutReceivedMutation } from '../api/confirm-payout-received';
import { useWithdrawalRecords } from '../api/get-withdrawal-records';
import { NotReceivedDialog } from './not-received-dialog';
import { WalletActions } from './wallet-actions';

const STATUS_TONES: Record<WithdrawalStatus, StatusTone> = {
  PENDING: 'pending',
  APPROVED: 'pending',
  DISBURSING: 'pending',
  DISBURSED: 'pending',
  DISPUTED: 'danger',
  REJECTED: 'danger',
  COMPLETED: 'success',
};

const PAYOUT_TONES: Record<PayoutStatus, StatusTone> = {
  AWAITING_CONFIRMATION: 'pending',
  RECEIVED: 'success',
  AUTO_RECEIVED: 'success',
  NOT_RECEIVED: 'danger',
  REFUNDED: 'neutral',
};

/** Payments the member may still confirm as received (one they reported missing may have arrived after all). */
function isConfirmable(payout: WithdrawalPayout): boolean {
  return payout.status === 'AWAITING_CONFIRMATION' || payout.status === 'NOT_RECEIVED';
}

/**
 * The member's withdrawals with their status, and for each payment the operator disbursed the member's
 * confirmation (docs/product/withdrawals.md#confirmation-of-each-payment): received, not received with proof, or
 * all received; with the received and remaining amounts (docs/product/withdrawals.md#states).
 */
export function WithdrawalRecords() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [pageNum, setPageNum] = useState(1);
  const records = useWithdrawalRecords(pageNum);

  return (
    <PagedRecords
      query={records}
      skeleton={{ rows: 3, rowHeight: 40 }}
      empty={{
        icon: <ReceiptIcon />,
        title: t('wallet.noWithdrawals'),
        text: t('wallet.noWithdrawalsText'),
      }}
      caption={t('wallet.withdrawalRecords')}
      rowKey={(withdrawal) => withdrawal.id}
      columns={[
        {
          key: 'time',
          header: t('wallet.time'),
          render: (withdrawal) => formatDateTime(withdrawal.createdAt),
        },
        {
          key: 'destination',
          header: t('wallet.destination'),
          render: (withdrawal) => (
            <span className="wallet-stack">
              <span>{withdrawal.channelName}</span>
              <span className="wallet-muted">
                {withdrawal.destination.providerName}{' '}
                <span className="wallet-facts__mono">{withdrawal.destination.accountNumberMasked}</span>
              </span>
            </span>
          ),
        },
        {
          key: 'amount',
          header: t('wallet.amount'),
          align: 'end',
          render: (withdrawal) => (
            <span className="wallet-stack">
              <span>{money.format(withdrawal.amount)}</span>
              <span className="wallet-muted">
                {t('wallet.feeShort', { amount: money.format(withdrawal.fee) })}
              </span>
            </span>
          ),
        },
        {
          key: 'status',
          header: t('wallet.status'),
          render: (withdrawal) => (
            <span className="wallet-status">
              <StatusBadge
                tone={STATUS_TONES[withdrawal.status]}
                label={t(`wallet.withdrawalStatus.${withdrawal.status}`)}
              />
              {withdrawal.rejectReason !== null ? (
                <span className="wallet-muted">{withdrawal.rejectReason}</span>
              ) : null}
            </span>
          ),
        },
      ]}
      renderDetail={(withdrawal) =>
        withdrawal.payouts.length > 0 ? <PayoutList withdrawal={withdrawal} /> : null
      }
      onPageChange={setPageNum}
    />
  );
}

type Confirmation =
  | { kind: 'received'; payout: WithdrawalPayout }
  | { kind: 'all' }
  | { kind: 'notReceived'; payout: WithdrawalPayout };

function PayoutList({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const confirmable = withdrawal.payouts.filter(isConfirmable);

  return (
    <div className="payouts">
      <dl className="wallet-facts wallet-facts--inline payouts__summary">
        <div>
          <dt>{t('wallet.payoutAmount')}</dt>
          <dd className="wallet-facts__money">{money.format(withdrawal.payoutAmount)}</dd>
        </div>
        <div>
          <dt>{t('wallet.receivedAmount')}</dt>
          <dd className="wallet-facts__money">{money.format(withdrawal.receivedAmount)}</dd>
        </div>
        <div>
          <dt>{t('wallet.remainingAmount')}</dt>
          <dd className="wallet-facts__money">{money.format(withdrawal.remainingAmount)}</dd>
        </div>
        {withdrawal.refundedAmount > 0 ? (
          <div>
            <dt>{t('wallet.refundedAmount')}</dt>
            <dd className="wallet-facts__money">{money.format(withdrawal.refundedAmount)}</dd>
          </div>
        ) : null}
      </dl>
      <ul className="payouts__list" aria-label={t('wallet.payouts')}>
        {withdrawal.payouts.map((payout) => (
          <li key={payout.id} className="payouts__item">
            <div className="payouts__info">
              <span className="payouts__amount">
                {t('wallet.payoutSent', {
                  amount: money.format(payout.amount),
                  time: formatDateTime(payout.disbursedAt),
                })}
              </span>
              <StatusBadge
                tone={PAYOUT_TONES[payout.status]}
                label={t(`wallet.payoutStatus.${payout.status}`)}
              />
              {payout.status === 'AWAITING_CONFIRMATION' ? (
                <span className="wallet-muted">
                  {t('wallet.confirmDeadline', { time: formatDateTime(payout.confirmDeadlineAt) })}
                </span>
              ) : null}
              {payout.status === 'NOT_RECEIVED' ? (
                <span className="wallet-muted">
                  {t('wallet.notReceivedReported', { count: payout.proofIds.length })}
                </span>
              ) : null}
            </div>
            {isConfirmable(payout) ? (
              <div className="payouts__actions">
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setConfirmation({ kind: 'received', payout })}
                >
                  {t('wallet.received')}
                </button>
                {payout.status === 'AWAITING_CONFIRMATION' ? (
                  <button
                    type="button"
                    className="button button--outline"
                    onClick={() => setConfirmation({ kind: 'notReceived', payout })}
                  >
                    {t('wallet.notReceived')}
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {confirmable.length > 1 ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => setConfirmation({ kind: 'all' })}
        >
          {t('wallet.allReceived')}
        </button>
      ) : null}
      {confirmation?.kind === 'notReceived' ? (
        <NotReceivedDialog
          withdrawalId={withdrawal.id}
          payout={confirmation.payout}
          onClose={() => setConfirmation(null)}
        />
      ) : confirmation !== null ? (
        <ReceivedDialog
          withdrawal={withdrawal}
          payout={confirmation.kind === 'received' ? confirmation.payout : null}
          onClose={() => setConfirmation(null)}
        />
      ) : null}
    </div>
  );
}

/** Asks before confirming receipt of one payment (`payout`) or of all of them (null): it cannot be undone. */
function ReceivedDialog({
  withdrawal,
  payout,
  onClose,
}: {
  withdrawal: Withdrawal;
  payout: WithdrawalPayout | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const one = useConfirmPayoutReceivedMutation();
  const all = useConfirmAllReceivedMutation();
  const mutation = payout === null ? all : one;
  const amount =
    payout?.amount ?? withdrawal.payouts.filter(isConfirmable).reduce((sum, entry) => sum + entry.amount, 0);

  const confirm = () => {
    if (payout === null) {
      all.mutate({ withdrawalId: withdrawal.id }, { onSuccess: onClose });
    } else {
      one.mutate({ withdrawalId: withdrawal.id, payoutId: payout.id }, { onSuccess: onClose });
    }
  };

  return (
    <Modal
      title={payout === null ? t('wallet.allReceivedTitle') : t('wallet.receivedTitle')}
      onClose={onClose}
      className="wallet-dialog"
    >
      <div className="wallet-dialog__body wallet-form">
        <p>
          {t('wallet.receivedText', {
            amount: money.format(amount),
            account: `${withdrawal.destination.providerName} ${withdrawal.destination.accountNumberMasked}`,
          })}
        </p>
        {mutation.isError ? (
          <p className="wallet-alert" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
        <WalletActions
          backLabel={t('wallet.cancel')}
          onBack={onClose}
          confirmLabel={t('wallet.confirmReceived')}
          onConfirm={confirm}
          isPending={mutation.isPending}
        />
      </div>
    </Modal>
  );
}
