import type { Balance, VendorTransferOutcome } from '@plaza/contracts/wallet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { StatusBadge } from '../../../components/status-badge';
import type { StatusTone } from '../../../components/status-badge';
import { formatAmountInput } from '../../../lib/money';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useWalletTransferMutation } from '../api/transfer-between-wallets';
import { checkAmount } from '../hooks/amount-rules';
import { useStepFocus } from '../hooks/use-step-focus';
import { useAmountIssueText } from '../hooks/use-amount-issue-text';
import { AmountField } from './amount-field';
import { ConfirmStepActions } from './confirm-step-actions';

const MAIN_WALLET = 'MAIN';

const OUTCOME_TONES: Record<VendorTransferOutcome['status'], StatusTone> = {
  COMPLETED: 'success',
  FAILED: 'danger',
  PENDING: 'pending',
  UNKNOWN: 'pending',
};

type Step =
  | { name: 'form' }
  | { name: 'confirm'; from: string; to: string; amount: number }
  | { name: 'confirmReturnAll'; amount: number }
  | { name: 'done'; transfers: VendorTransferOutcome[] };

/** A wallet's name: the main wallet, or a vendor's. */
function useWalletName(): (wallet: string) => string {
  const { t } = useTranslation();
  return (wallet) =>
    wallet === MAIN_WALLET ? t('wallet.mainWallet') : t('wallet.vendorWallet', { vendor: wallet });
}

/** What became of each transfer made, and a way to start another. */
function TransferOutcomes({
  stepRef,
  transfers,
  onRestart,
}: {
  stepRef: (element: HTMLDivElement | null) => void;
  transfers: readonly VendorTransferOutcome[];
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const walletName = useWalletName();
  return (
    <div ref={stepRef} tabIndex={-1} className="wallet-card wallet-transfer" role="status">
      <p className="wallet-confirm__title">{t('wallet.transferDone')}</p>
      <ul className="wallet-transfer__outcomes">
        {transfers.map((outcome) => (
          <li key={outcome.referenceNo} className="wallet-transfer__outcome">
            <span>
              {outcome.direction === 'in'
                ? t('wallet.transferLine', {
                    amount: money.format(outcome.amount),
                    from: walletName(MAIN_WALLET),
                    to: walletName(outcome.vendorCode),
                  })
                : t('wallet.transferLine', {
                    amount: money.format(outcome.amount),
                    from: walletName(outcome.vendorCode),
                    to: walletName(MAIN_WALLET),
                  })}
            </span>
            <StatusBadge
              tone={OUTCOME_TONES[outcome.status]}
              label={t(`wallet.transferStatus.${outcome.status}`)}
            />
          </li>
        ))}
      </ul>
      {transfers.length === 0 ? <p className="wallet-muted">{t('wallet.nothingToReturn')}</p> : null}
      {transfers.some((outcome) => outcome.status === 'PENDING' || outcome.status === 'UNKNOWN') ? (
        <p className="wallet-muted">{t('wallet.transferCheckingText')}</p>
      ) : null}
      <button type="button" className="button button--primary" onClick={onRestart}>
        {t('wallet.newTransfer')}
      </button>
    </div>
  );
}

/** The source and destination wallets; one side is always the main wallet. */
function WalletPair({
  from,
  to,
  wallets,
  vendors,
  heldIn,
  onChange,
}: {
  from: string;
  to: string;
  wallets: readonly string[];
  vendors: readonly string[];
  heldIn: (wallet: string) => number;
  onChange: (pair: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const walletName = useWalletName();
  const otherSide = (wallet: string) => (wallet === MAIN_WALLET ? (vendors[0] ?? MAIN_WALLET) : MAIN_WALLET);
  return (
    <div className="wallet-transfer__wallets">
      <Field label={t('wallet.transferFrom')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={from}
            onChange={(event) => onChange({ from: event.target.value, to: otherSide(event.target.value) })}
          >
            {wallets.map((wallet) => (
              <option key={wallet} value={wallet}>
                {`${walletName(wallet)} · ${money.format(heldIn(wallet))}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('wallet.transferTo')}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={to}
            onChange={(event) => onChange({ from: otherSide(event.target.value), to: event.target.value })}
          >
            {wallets.map((wallet) => (
              <option key={wallet} value={wallet}>
                {walletName(wallet)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** Asks before moving money: the two wallets and the amount, or everything back to the main wallet. */
function TransferConfirm({
  stepRef,
  step,
  transfer,
  onBack,
  onDone,
}: {
  stepRef: (element: HTMLDivElement | null) => void;
  step: Extract<Step, { name: 'confirm' | 'confirmReturnAll' }>;
  transfer: ReturnType<typeof useWalletTransferMutation>;
  onBack: () => void;
  onDone: (transfers: VendorTransferOutcome[]) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const walletName = useWalletName();
  const submit = () =>
    transfer.mutate(
      step.name === 'confirm'
        ? { fromWallet: step.from, toWallet: step.to, amount: step.amount }
        : { returnAll: true },
      { onSuccess: (response) => onDone(response.transfers) },
    );
  return (
    <div
      ref={stepRef}
      tabIndex={-1}
      className="wallet-card wallet-confirm"
      role="group"
      aria-labelledby="transfer-confirm-title"
    >
      <p id="transfer-confirm-title" className="wallet-confirm__title">
        {step.name === 'confirm' ? t('wallet.confirmTransferTitle') : t('wallet.confirmReturnAllTitle')}
      </p>
      {step.name === 'confirm' ? (
        <dl className="wallet-facts">
          <div>
            <dt>{t('wallet.transferFrom')}</dt>
            <dd>{walletName(step.from)}</dd>
          </div>
          <div>
            <dt>{t('wallet.transferTo')}</dt>
            <dd>{walletName(step.to)}</dd>
          </div>
          <div>
            <dt>{t('wallet.amount')}</dt>
            <dd className="wallet-facts__money">{money.format(step.amount)}</dd>
          </div>
        </dl>
      ) : (
        <p className="wallet-muted">
          {t('wallet.confirmReturnAllText', { amount: money.format(step.amount) })}
        </p>
      )}
      <ConfirmStepActions
        action={transfer}
        onBack={onBack}
        onConfirm={submit}
        confirmLabel={t('wallet.confirmTransfer')}
        pendingLabel={t('wallet.transferring')}
      />
    </div>
  );
}

/**
 * Transfers between the main wallet and the wallets that transfer-mode vendors keep (the wallet transfer call):
 * pick the two wallets and the amount (checked against what the source holds), confirm, and see each transfer's
 * outcome; or bring every vendor wallet back to the main wallet at once. A transfer whose outcome the vendor left
 * open is shown as being checked: the platform settles it with the vendor and the money lands then.
 */
export function WalletTransferPanel({ balance, vendors }: { balance: Balance; vendors: readonly string[] }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const issueText = useAmountIssueText();
  const transfer = useWalletTransferMutation();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(vendors[0] ?? MAIN_WALLET);
  const [amountText, setAmountText] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const stepRef = useStepFocus<HTMLDivElement>(step.name);
  const held = (wallet: string) =>
    balance.wallets.find((entry) =>
      wallet === MAIN_WALLET ? entry.vendorCode === null : entry.vendorCode === wallet,
    )?.availBalance ?? 0;
  const inVendors = vendors.reduce((sum, vendor) => sum + held(vendor), 0);
  const available = held(from);
  const check = checkAmount(amountText, money.decimals, {
    minAmount: 1,
    maxAmount: Number.MAX_SAFE_INTEGER,
    available,
  });
  const amountError = isChecked && !check.isValid ? issueText(check.issue) : null;
  const walletOptions = [MAIN_WALLET, ...vendors];

  const restart = () => {
    transfer.reset();
    setAmountText('');
    setIsChecked(false);
    setStep({ name: 'form' });
  };

  if (step.name === 'done') {
    return <TransferOutcomes stepRef={stepRef} transfers={step.transfers} onRestart={restart} />;
  }

  if (step.name === 'confirm' || step.name === 'confirmReturnAll') {
    return (
      <TransferConfirm
        stepRef={stepRef}
        step={step}
        transfer={transfer}
        onBack={() => setStep({ name: 'form' })}
        onDone={(transfers) => setStep({ name: 'done', transfers })}
      />
    );
  }

  return (
    <div ref={stepRef} tabIndex={-1} className="wallet-card wallet-transfer">
      <form
        className="wallet-form"
        noValidate
        aria-labelledby="transfer-title"
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          if (check.isValid) {
            setStep({ name: 'confirm', from, to, amount: check.minorUnits });
          }
        }}
      >
        <h4 id="transfer-title" className="wallet-section__title">
          {t('wallet.transferTitle')}
        </h4>
        <WalletPair
          from={from}
          to={to}
          wallets={walletOptions}
          heldIn={held}
          onChange={(pair) => {
            setFrom(pair.from);
            setTo(pair.to);
          }}
          vendors={vendors}
        />
        <AmountField
          name="transferAmount"
          label={t('wallet.amount')}
          value={amountText}
          onChange={setAmountText}
          onBlur={() => {
            if (amountText.trim() !== '') {
              setIsChecked(true);
            }
          }}
          hint={t('wallet.transferAvailable', { amount: money.format(available) })}
          error={amountError}
        />
        <div className="wallet-actions">
          <button
            type="button"
            className="button button--outline"
            disabled={available === 0}
            onClick={() => setAmountText(formatAmountInput(available, money.decimals))}
          >
            {t('wallet.transferAll')}
          </button>
          <button type="submit" className="button button--primary">
            {t('wallet.continue')}
          </button>
        </div>
      </form>
      <div className="wallet-transfer__return">
        <p className="wallet-muted">{t('wallet.returnAllText')}</p>
        <button
          type="button"
          className="button button--outline"
          disabled={inVendors === 0}
          onClick={() => setStep({ name: 'confirmReturnAll', amount: inVendors })}
        >
          {t('wallet.returnAll')}
        </button>
      </div>
    </div>
  );
}
