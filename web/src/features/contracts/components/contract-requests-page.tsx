import { CONTRACT_KINDS, CONTRACT_MAX_TIERS } from '@plaza/contracts/agent-contracts';
import type { ContractKind, ContractTerms } from '@plaza/contracts/agent-contracts';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useOfferContractMutation } from '../api/contracts';
import { ContractList } from './contract-list';
import { ContractTermsView } from '../../../components/contract-terms-view';
import '../../../components/field.css';
import './contracts.css';

interface TierText {
  validBet: string;
  activeMembers: string;
  teamLoss: string;
  rate: string;
}

const EMPTY_TIER: TierText = { validBet: '', activeMembers: '1', teamLoss: '', rate: '' };

/** Text fields to terms: money in major units to minor units, percentages to basis points; null when unreadable. */
function toTerms(
  kind: ContractKind,
  fields: {
    tiers: TierText[];
    period: 'D' | 'W' | 'H' | 'M';
    mode: 'FIXED' | 'FLOAT';
    profitRate: string;
    lossRate: string;
    singleBet: string;
  },
  decimals: number,
): ContractTerms | null {
  const money = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0
      ? null
      : Math.round(value * 10 ** decimals);
  };
  const rate = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) ? null : Math.round(value * 100);
  };
  if (kind === 'RTSALARY3') {
    const profitRate = rate(fields.profitRate);
    const lossRate = rate(fields.lossRate);
    const singleBetAmount = money(fields.singleBet);
    return profitRate === null || lossRate === null || singleBetAmount === null
      ? null
      : { kind, profitRate, lossRate, singleBetAmount };
  }
  const tiers = fields.tiers.map((tier) => ({
    validBet: money(tier.validBet),
    activeMembers: Number.parseInt(tier.activeMembers, 10),
    teamLoss: money(tier.teamLoss),
    rate: rate(tier.rate),
  }));
  if (
    tiers.some(
      (tier) =>
        tier.validBet === null ||
        tier.rate === null ||
        !Number.isInteger(tier.activeMembers) ||
        (kind === 'DIVIDEND3' && tier.teamLoss === null),
    )
  ) {
    return null;
  }
  const clean = tiers.map((tier) => ({
    validBet: tier.validBet ?? 0,
    activeMembers: tier.activeMembers,
    rate: tier.rate ?? 0,
    ...(kind === 'DIVIDEND3' ? { teamLoss: tier.teamLoss ?? 0 } : {}),
  }));
  return kind === 'DIVIDEND3'
    ? { kind, period: fields.period, mode: fields.mode, tiers: clean }
    : { kind, tiers: clean };
}

function TextField({
  label,
  value,
  name,
  onChange,
}: {
  label: string;
  value: string;
  name: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="contract-field">
      <span>{label}</span>
      <input
        className="field__input"
        name={name}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

type InputRender = (
  label: string,
  value: string,
  onChange: (value: string) => void,
  name: string,
) => ReactNode;

/** The tiers of a salary or dividend offer: up to CONTRACT_MAX_TIERS rows, added and removed. */
function TierEditor({
  kind,
  tiers,
  setTiers,
  input,
}: {
  kind: ContractKind;
  tiers: TierText[];
  setTiers: (tiers: TierText[]) => void;
  input: InputRender;
}) {
  const { t } = useTranslation();
  const setTier = (index: number, field: keyof TierText, value: string) =>
    setTiers(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));
  return (
    <fieldset className="contract-fieldset">
      <legend>{t('contracts.tiers')}</legend>
      {tiers.map((tier, index) => (
        <div
          className="contract-row"
          key={index}
          aria-label={t('contracts.offer.tier', { number: index + 1 })}
          role="group"
        >
          {input(
            t(kind === 'HOURSAL3' ? 'contracts.field.hourBet' : 'contracts.field.validBet'),
            tier.validBet,
            (value) => setTier(index, 'validBet', value),
            `validBet${index}`,
          )}
          {input(
            t('contracts.field.activeMembers'),
            tier.activeMembers,
            (value) => setTier(index, 'activeMembers', value),
            `activeMembers${index}`,
          )}
          {kind === 'DIVIDEND3'
            ? input(
                t('contracts.field.teamLoss'),
                tier.teamLoss,
                (value) => setTier(index, 'teamLoss', value),
                `teamLoss${index}`,
              )
            : null}
          {input(
            t('contracts.field.ratePercent'),
            tier.rate,
            (value) => setTier(index, 'rate', value),
            `rate${index}`,
          )}
          {tiers.length > 1 ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setTiers(tiers.filter((_, at) => at !== index))}
            >
              {t('contracts.offer.removeTier')}
            </button>
          ) : null}
        </div>
      ))}
      {tiers.length < CONTRACT_MAX_TIERS ? (
        <button
          type="button"
          className="button button--outline"
          onClick={() => setTiers([...tiers, EMPTY_TIER])}
        >
          {t('contracts.offer.addTier')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The last look before an offer goes: to whom, which kind, the terms; the server's refusal shown here. */
function ConfirmOffer({
  memberId,
  terms,
  offer,
  onClose,
  onSent,
}: {
  memberId: number;
  terms: ContractTerms;
  offer: ReturnType<typeof useOfferContractMutation>;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Modal title={t('contracts.offer.confirmTitle')} onClose={onClose} className="contract-dialog">
      <p>{t('contracts.offer.confirmText', { memberId, kind: t(`contracts.kind.${terms.kind}`) })}</p>
      <ContractTermsView terms={terms} />
      {offer.error === null ? null : (
        <p className="contract-alert" role="alert">
          {errorText(offer.error)}
        </p>
      )}
      <div className="contract-actions contract-actions--end">
        <button type="button" className="button button--outline" onClick={onClose} disabled={offer.isPending}>
          {t('contracts.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={offer.isPending}
          onClick={() => offer.mutate({ memberId, terms }, { onSuccess: onSent })}
        >
          {t('contracts.offer.send')}
        </button>
      </div>
    </Modal>
  );
}

/** The offer form: a direct downline's id, the kind, its tiers or rates; confirmed before it is sent. */
function OfferForm() {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoneyFormat();
  const offer = useOfferContractMutation();
  const [memberId, setMemberId] = useState('');
  const [kind, setKind] = useState<ContractKind>('DAILYSAL3');
  const [tiers, setTiers] = useState<TierText[]>([EMPTY_TIER]);
  const [period, setPeriod] = useState<'D' | 'W' | 'H' | 'M'>('H');
  const [mode, setMode] = useState<'FIXED' | 'FLOAT'>('FIXED');
  const [profitRate, setProfitRate] = useState('');
  const [lossRate, setLossRate] = useState('');
  const [singleBet, setSingleBet] = useState('');
  const [isChecked, setIsChecked] = useState(false);
  const [confirming, setConfirming] = useState<ContractTerms | null>(null);
  const [sent, setSent] = useState(false);
  const terms = toTerms(kind, { tiers, period, mode, profitRate, lossRate, singleBet }, money.decimals);
  const member = Number.parseInt(memberId, 10);
  const isMemberValid = Number.isInteger(member) && member > 0;
  const input = (label: string, value: string, onChange: (value: string) => void, name: string) => (
    <TextField
      label={label}
      value={value}
      name={name}
      onChange={(next) => {
        onChange(next);
        setSent(false);
        offer.reset();
      }}
    />
  );
  return (
    <form
      className="contract-card contract-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setIsChecked(true);
        if (terms !== null && isMemberValid) {
          setConfirming(terms);
        }
      }}
    >
      <h2 id={`${id}-title`} className="contract-subtitle">
        {t('contracts.offer.title')}
      </h2>
      <div className="contract-row">
        {input(t('contracts.offer.memberId'), memberId, setMemberId, 'memberId')}
        <label className="contract-field">
          <span>{t('contracts.offer.kind')}</span>
          <select
            className="field__input"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as ContractKind)}
          >
            {CONTRACT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`contracts.kind.${option}`)}
              </option>
            ))}
          </select>
        </label>
        {kind === 'DIVIDEND3' ? (
          <>
            <label className="contract-field">
              <span>{t('contracts.offer.period')}</span>
              <select
                className="field__input"
                name="period"
                value={period}
                onChange={(event) => setPeriod(event.target.value as 'D' | 'W' | 'H' | 'M')}
              >
                {(['D', 'W', 'H', 'M'] as const).map((option) => (
                  <option key={option} value={option}>
                    {t(`contracts.period.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="contract-field">
              <span>{t('contracts.offer.mode')}</span>
              <select
                className="field__input"
                name="mode"
                value={mode}
                onChange={(event) => setMode(event.target.value as 'FIXED' | 'FLOAT')}
              >
                {(['FIXED', 'FLOAT'] as const).map((option) => (
                  <option key={option} value={option}>
                    {t(`contracts.mode.${option}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
      </div>
      {kind === 'RTSALARY3' ? (
        <div className="contract-row">
          {input(t('contracts.field.profitRate'), profitRate, setProfitRate, 'profitRate')}
          {input(t('contracts.field.lossRate'), lossRate, setLossRate, 'lossRate')}
          {input(t('contracts.field.singleBetAmount'), singleBet, setSingleBet, 'singleBetAmount')}
        </div>
      ) : (
        <TierEditor kind={kind} tiers={tiers} setTiers={setTiers} input={input} />
      )}
      {isChecked && (terms === null || !isMemberValid) ? (
        <p className="contract-alert" role="alert">
          {t('contracts.offer.incomplete')}
        </p>
      ) : null}
      {sent ? (
        <p className="contract-note" role="status">
          {t('contracts.offer.sent')}
        </p>
      ) : null}
      <div className="contract-actions">
        <button type="submit" className="button button--primary">
          {t('contracts.offer.submit')}
        </button>
      </div>
      {confirming === null ? null : (
        <ConfirmOffer
          memberId={member}
          terms={confirming}
          offer={offer}
          onClose={() => {
            setConfirming(null);
            offer.reset();
          }}
          onSent={() => {
            setConfirming(null);
            setSent(true);
          }}
        />
      )}
    </form>
  );
}

/** Contract requests (agent center): offer a contract to a direct downline; see and end the ones given. */
export function ContractRequestsPage() {
  const { t } = useTranslation();
  return (
    <div className="contract-page">
      <OfferForm />
      <h2 className="contract-subtitle">{t('contracts.given.title')}</h2>
      <ContractList side="GIVEN" />
    </div>
  );
}
