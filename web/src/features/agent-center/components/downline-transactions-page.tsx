import type { Transaction } from '@plaza/contracts/records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { DateRangeFilter } from '../../../components/date-range-filter';
import { ReceiptIcon } from '../../../components/money-icons';
import { PagedRecords } from '../../../components/paged-records';
import { presetRange } from '../../../lib/date-range';
import type { DateRange } from '../../../lib/date-range';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useDownlineTransactions } from '../api/get-downline-transactions';
import { MemberPicker } from './member-picker';
import type { PickedMember } from './member-picker';
import { SignedAmount } from './signed-amount';

/** The member named in the address (`?memberId=…&account=…`, from a member's detail), if any. */
export function usePickedFromAddress(): PickedMember | null {
  const [params] = useSearchParams();
  const id = Number(params.get('memberId'));
  const account = params.get('account');
  return Number.isInteger(id) && id > 0 && account !== null ? { id, account } : null;
}

/**
 * Downline transaction details (docs/product/agent-center.md): one team member's account record, every movement
 * of its money, newest first, over a range.
 */
export function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [picked, setPicked] = useState<PickedMember | null>(usePickedFromAddress());
  const [range, setRange] = useState<DateRange>(() => presetRange('last7Days'));
  const [pageNum, setPageNum] = useState(1);
  const transactions = useDownlineTransactions(
    picked === null ? null : { memberId: picked.id, range, pageNum },
  );

  return (
    <div className="agent-stack">
      <div className="agent-panel agent-stack">
        <MemberPicker
          label={t('agentCenter.picker.member')}
          picked={picked}
          onPick={(member) => {
            setPicked(member);
            setPageNum(1);
          }}
        />
        <DateRangeFilter
          onChange={(next) => {
            setRange(next);
            setPageNum(1);
          }}
        />
      </div>
      {picked === null ? (
        <p className="agent-muted">{t('agentCenter.picker.pickFirst')}</p>
      ) : (
        <div aria-busy={transactions.isFetching}>
          <PagedRecords
            query={transactions}
            skeleton={{ rows: 6, rowHeight: 40 }}
            empty={{
              icon: <ReceiptIcon />,
              title: t('records.noTransactions'),
              text: t('records.noTransactionsText'),
            }}
            caption={t('agentCenter.page.downlineTransactions')}
            rowKey={(row: Transaction) => row.id}
            columns={[
              { key: 'time', header: t('records.time'), render: (row) => formatDateTime(row.time) },
              {
                key: 'type',
                header: t('records.type'),
                render: (row) => t(`records.transactionType.${row.type}`),
              },
              {
                key: 'amount',
                header: t('records.amount'),
                align: 'end',
                render: (row) => <SignedAmount minorUnits={row.amount} />,
              },
              {
                key: 'balanceAfter',
                header: t('records.balanceAfter'),
                align: 'end',
                render: (row) => money.format(row.balanceAfter),
              },
            ]}
            onPageChange={setPageNum}
          />
        </div>
      )}
    </div>
  );
}
