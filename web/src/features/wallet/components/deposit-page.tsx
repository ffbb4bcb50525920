import type { PaymentChannel } from '@plaza/contracts/payments';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadError } from '../../../components/load-error';
import { BankIcon, DepositIcon, WalletIcon } from '../../../components/money-icons';
import { Skeleton } from '../../../components/skeleton';
import { StateMessage } from '../../../components/state-message';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePaymentChannels } from '../api/get-payment-channels';
import { DepositForm } from './deposit-form';
import { DepositRecords } from './deposit-records';
import './wallet.css';

/** Icon of a channel by how the member pays. */
export function ChannelIcon({ channel }: { channel: PaymentChannel }) {
  return channel.type === 'BANK_TRANSFER' ? (
    <BankIcon />
  ) : channel.type === 'SANDBOX' ? (
    <DepositIcon />
  ) : (
    <WalletIcon />
  );
}

/**
 * Deposit (depositv2, docs/product/money.md#deposits): the channels with their limits, the amount, a confirmation
 * step before money moves, the outcome (done at once, or the bank details to pay into and "pending"), and the
 * deposit records.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = usePaymentChannels();
  const [channelCode, setChannelCode] = useState<string | null>(null);

  let form;
  if (channels.isPending) {
    form = <Skeleton rows={4} rowHeight={52} />;
  } else if (channels.isError) {
    form = <LoadError error={channels.error} onRetry={() => void channels.refetch()} />;
  } else if (channels.data.length === 0) {
    form = (
      <StateMessage
        icon={<DepositIcon />}
        title={t('wallet.noChannelsTitle')}
        text={t('wallet.noChannelsText')}
      />
    );
  } else {
    const selected = channels.data.find((channel) => channel.code === channelCode) ?? channels.data[0];
    form = (
      <ChannelChooser channels={channels.data} selected={selected} onSelect={setChannelCode}>
        {selected !== undefined ? <DepositForm key={selected.code} channel={selected} /> : null}
      </ChannelChooser>
    );
  }

  return (
    <div className="wallet-page">
      <section className="wallet-section" aria-labelledby="deposit-new-title">
        <h4 id="deposit-new-title" className="wallet-section__title">
          {t('wallet.newDeposit')}
        </h4>
        {form}
      </section>
      <section className="wallet-section" aria-labelledby="deposit-records-title">
        <h4 id="deposit-records-title" className="wallet-section__title">
          {t('wallet.depositRecords')}
        </h4>
        <DepositRecords />
      </section>
    </div>
  );
}

function ChannelChooser({
  channels,
  selected,
  onSelect,
  children,
}: {
  channels: PaymentChannel[];
  selected: PaymentChannel | undefined;
  onSelect: (code: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <>
      <fieldset className="channel-list">
        <legend className="field__label">{t('wallet.channel')}</legend>
        {channels.map((channel) => (
          <label key={channel.code} className="channel-card">
            <input
              type="radio"
              name="deposit-channel"
              className="channel-card__radio"
              value={channel.code}
              checked={channel.code === selected?.code}
              onChange={() => onSelect(channel.code)}
            />
            <span className="channel-card__icon" aria-hidden="true">
              <ChannelIcon channel={channel} />
            </span>
            <span className="channel-card__text">
              <span className="channel-card__name">{channel.name}</span>
              <span className="channel-card__limits">
                {channel.fixedAmounts.length > 0
                  ? t('wallet.fixedAmountsOnly')
                  : t('wallet.limits', {
                      min: money.format(channel.minAmount),
                      max: money.format(channel.maxAmount),
                    })}
              </span>
              <span className="channel-card__kind">
                {channel.kind === 'INSTANT' ? t('wallet.channelInstant') : t('wallet.channelManual')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {children}
    </>
  );
}
