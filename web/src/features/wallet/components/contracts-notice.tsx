import type { ContractKind, ContractSummary } from '@plaza/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';

import { useMemberCenter } from '../../../lib/member-center';

/** Each kind with its field of the consolidated funds (spec §3). */
const FIELDS: readonly (readonly [ContractKind, keyof ContractSummary])[] = [
  ['DAILYSAL3', 'dailysalreqtype'],
  ['HOURSAL3', 'contracthoursalreq'],
  ['RTSALARY3', 'realtimesalreqtype'],
  ['DIVIDEND3', 'divtypereq'],
];

/**
 * The consolidated panel's contracts (docs/product/agent-contracts.md "Workflow"): the kinds the member holds or is
 * offered, from the consolidated funds' fields, and the way to "my contracts". Nothing when it has none.
 */
export function ContractsNotice({ summary }: { summary: ContractSummary }) {
  const { t } = useTranslation();
  const { openMemberCenter } = useMemberCenter();
  const held = FIELDS.filter(([, field]) => summary[field] === 1).map(([kind]) => kind);
  if (held.length === 0) {
    return null;
  }
  return (
    <section className="wallet-section wallet-contracts" aria-labelledby="wallet-contracts-title">
      <h4 id="wallet-contracts-title" className="wallet-section__title">
        {t('wallet.contractsTitle')}
      </h4>
      <p className="wallet-muted">{t('wallet.contractsHeld')}</p>
      <ul className="wallet-contracts__kinds" aria-labelledby="wallet-contracts-title">
        {held.map((kind) => (
          <li key={kind} className="wallet-contracts__kind">
            {t(`contracts.kind.${kind}`)}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--outline"
        onClick={() => openMemberCenter('myContracts')}
      >
        {t('wallet.seeContracts')}
      </button>
    </section>
  );
}
