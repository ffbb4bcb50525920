import type { Contract, ContractAction } from '@plaza/contracts/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useContracts, useRespondMutation } from '../api/contracts';
import { ContractTermsView } from '../../../components/contract-terms-view';
import { SettlementsPage } from './settlements-page';
import './contracts.css';

const TONES: Record<Contract['status'], StatusTone> = {
  OFFERED: 'pending',
  ACTIVE: 'success',
  REJECTED: 'danger',
  END_REQUESTED: 'pending',
  ENDED: 'neutral',
};

/** What the viewer may do with a contract in its state (the server checks it again). */
function actionsFor(contract: Contract): ContractAction[] {
  const waitingOnMe =
    (contract.status === 'OFFERED' || (contract.status === 'ACTIVE' && contract.pendingTerms !== null)) &&
    contract.role === 'DOWNLINE';
  if (waitingOnMe) {
    return ['ACCEPT', 'REJECT'];
  }
  if (contract.status === 'END_REQUESTED') {
    return contract.endRequestedBy === contract.role ? [] : ['ACCEPT', 'REJECT'];
  }
  return contract.status === 'ACTIVE' ? ['END'] : [];
}

/**
 * The member's contracts of one side, each with its terms, any offered replacement, its state and the answers it
 * can give; every answer is confirmed in a dialog first (an accepted contract moves money every period).
 */
export function ContractList({ side }: { side: 'GIVEN' | 'RECEIVED' }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNum, setPageNum] = useState(1);
  const contracts = useContracts(side, pageNum);
  const respond = useRespondMutation();
  const [pending, setPending] = useState<{ contract: Contract; action: ContractAction } | null>(null);
  const close = () => {
    setPending(null);
    respond.reset();
  };
  return (
    <div aria-busy={contracts.isFetching}>
      <QueryContent query={contracts} skeleton={{ rows: 2, rowHeight: 120 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              title={t(side === 'GIVEN' ? 'contracts.given.emptyTitle' : 'contracts.received.emptyTitle')}
              text={t(side === 'GIVEN' ? 'contracts.given.emptyText' : 'contracts.received.emptyText')}
            />
          ) : (
            <div className="contract-stack">
              {page.content.map((contract) => (
                <article
                  key={contract.id}
                  className="contract-card"
                  aria-labelledby={`contract-${contract.id}`}
                >
                  <header className="contract-card__head">
                    <h3 id={`contract-${contract.id}`} className="contract-card__title">
                      {t(`contracts.kind.${contract.kind}`)} ·{' '}
                      {side === 'GIVEN' ? contract.member.account : contract.upline.account}
                    </h3>
                    <StatusBadge
                      tone={TONES[contract.status]}
                      label={t(`contracts.status.${contract.status}`)}
                    />
                  </header>
                  <p className="contract-muted">
                    {t(contract.payer === 'HOUSE' ? 'contracts.paidByHouse' : 'contracts.paidByUpline')} ·{' '}
                    <time dateTime={contract.updatedAt}>{formatDateTime(contract.updatedAt)}</time>
                  </p>
                  {contract.terms === null ? null : <ContractTermsView terms={contract.terms} />}
                  {contract.pendingTerms === null ? null : (
                    <div className="contract-pending">
                      <p className="contract-subtitle">
                        {t(contract.terms === null ? 'contracts.offeredTerms' : 'contracts.replacementTerms')}
                      </p>
                      <ContractTermsView terms={contract.pendingTerms} />
                    </div>
                  )}
                  {contract.status === 'END_REQUESTED' ? (
                    <p className="contract-muted">
                      {t(
                        contract.endRequestedBy === contract.role
                          ? 'contracts.endAskedByYou'
                          : 'contracts.endAskedByOther',
                      )}
                    </p>
                  ) : null}
                  <div className="contract-actions">
                    {actionsFor(contract).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={action === 'ACCEPT' ? 'button button--primary' : 'button button--outline'}
                        onClick={() => setPending({ contract, action })}
                      >
                        {t(`contracts.action.${action}`)}
                      </button>
                    ))}
                  </div>
                </article>
              ))}
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={contracts.isPlaceholderData}
              />
            </div>
          )
        }
      </QueryContent>
      {pending === null ? null : (
        <Modal title={t(`contracts.confirm.${pending.action}`)} onClose={close} className="contract-dialog">
          <p>
            {t('contracts.confirmText', {
              kind: t(`contracts.kind.${pending.contract.kind}`),
              account: side === 'GIVEN' ? pending.contract.member.account : pending.contract.upline.account,
            })}
          </p>
          {respond.error === null ? null : (
            <p className="contract-alert" role="alert">
              {errorText(respond.error)}
            </p>
          )}
          <div className="contract-actions contract-actions--end">
            <button
              type="button"
              className="button button--outline"
              onClick={close}
              disabled={respond.isPending}
            >
              {t('contracts.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={respond.isPending}
              onClick={() =>
                respond.mutate(
                  { contractId: pending.contract.id, action: pending.action },
                  { onSuccess: close },
                )
              }
            >
              {t(`contracts.action.${pending.action}`)}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The member center's "my contracts": the contracts offered to the member by its upline, and what they paid. */
export function MyContractsPage() {
  const { t } = useTranslation();
  return (
    <div className="contract-page">
      <h2 className="contract-subtitle">{t('contracts.received.title')}</h2>
      <ContractList side="RECEIVED" />
      <h2 className="contract-subtitle">{t('contracts.bills.title')}</h2>
      <SettlementsPage />
    </div>
  );
}
