import { REMARK_MAX_LENGTH, UPLOAD_LIMITS } from '@plaza/contracts/constants';
import type { WithdrawalPayout } from '@plaza/contracts/withdrawals';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { CloseIcon } from '../../../components/icons';
import { UploadIcon } from '../../../components/money-icons';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useReportPayoutNotReceivedMutation } from '../api/report-payout-not-received';
import { addProofFiles, isRemarkWithinLimit, PROOF_FILE_ACCEPT, remarkLength } from '../hooks/proof-files';
import type { ProofFileRejection } from '../hooks/proof-files';
import { WalletActions } from './wallet-actions';

const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/** Why a picked file was not taken, in the member's language. */
function useRejectionText(): (rejection: ProofFileRejection) => string {
  const { t } = useTranslation();
  return (rejection) => {
    switch (rejection.issue) {
      case 'type':
        return t('wallet.proofWrongType', { name: rejection.name });
      case 'size':
        return t('wallet.proofTooLarge', { name: rejection.name, megabytes: MEGABYTES });
      case 'count':
        return t('wallet.proofTooMany', { name: rejection.name, max: UPLOAD_LIMITS.maxImages });
    }
  };
}

/** The images chosen, each with a preview and a button that removes it. */
function ProofFiles({ files, onRemove }: { files: readonly File[]; onRemove: (index: number) => void }) {
  const { t } = useTranslation();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  if (files.length === 0) {
    return null;
  }
  return (
    <ul className="proof-files">
      {files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="proof-files__item">
          <img className="proof-files__thumb" src={previews[index]} alt="" />
          <span className="proof-files__name">{file.name}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('wallet.removeImage', { name: file.name })}
            onClick={() => onRemove(index)}
          >
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reports a payment as not received, with proof (docs/product/withdrawals.md#confirmation-of-each-payment): 1 to 3
 * png or jpg images of at most 5 MB each and a remark of at most 140 characters, all checked here before upload;
 * the server's refusal is shown too.
 */
export function NotReceivedDialog({
  withdrawalId,
  payout,
  onClose,
}: {
  withdrawalId: string;
  payout: WithdrawalPayout;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const mutation = useReportPayoutNotReceivedMutation();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [rejections, setRejections] = useState<ProofFileRejection[]>([]);
  const [remark, setRemark] = useState('');
  const [isChecked, setIsChecked] = useState(false);

  const isRemarkValid = isRemarkWithinLimit(remark);
  const filesError = isChecked && files.length === 0 ? t('wallet.proofRequired') : null;

  const rejectionText = useRejectionText();

  return (
    <Modal title={t('wallet.notReceivedTitle')} onClose={onClose} className="wallet-dialog">
      <form
        className="wallet-dialog__body wallet-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setIsChecked(true);
          if (files.length > 0 && isRemarkValid) {
            mutation.mutate(
              { withdrawalId, payoutId: payout.id, remark: remark.trim(), proofs: files },
              { onSuccess: onClose },
            );
          }
        }}
      >
        <p>{t('wallet.notReceivedText', { amount: money.format(payout.amount) })}</p>
        <div className={`field${filesError !== null ? ' field--invalid' : ''}`}>
          <div className="field__label-row">
            <label className="field__label" htmlFor={inputId}>
              {t('wallet.proofImages')}
              <span className="field__required" aria-hidden="true">
                {' *'}
              </span>
            </label>
            <span className="field__counter">
              {t('wallet.proofCount', { chosen: files.length, max: UPLOAD_LIMITS.maxImages })}
            </span>
          </div>
          <input
            ref={fileInput}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PROOF_FILE_ACCEPT}
            multiple
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              const result = addProofFiles(files, picked);
              setFiles(result.files);
              setRejections(result.rejections);
              mutation.reset();
              // The same file may be picked again after it was removed.
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className="proof-picker"
            disabled={files.length >= UPLOAD_LIMITS.maxImages}
            onClick={() => fileInput.current?.click()}
          >
            <UploadIcon />
            {t('wallet.chooseImages')}
          </button>
          <p id={`${inputId}-hint`} className="field__hint">
            {t('wallet.proofRules', { max: UPLOAD_LIMITS.maxImages, megabytes: MEGABYTES })}
          </p>
          {rejections.length > 0 ? (
            <ul className="proof-rejections" role="alert">
              {rejections.map((rejection) => (
                <li key={`${rejection.name}-${rejection.issue}`} className="field__error">
                  {rejectionText(rejection)}
                </li>
              ))}
            </ul>
          ) : null}
          {filesError !== null ? (
            <p className="field__error" role="alert">
              {filesError}
            </p>
          ) : null}
          <ProofFiles
            files={files}
            onRemove={(index) => {
              setFiles((current) => current.filter((_, position) => position !== index));
              mutation.reset();
            }}
          />
        </div>
        <Field
          label={t('wallet.remark')}
          error={isRemarkValid ? null : t('wallet.remarkTooLong', { max: REMARK_MAX_LENGTH })}
          aside={
            <span
              className={`field__counter${isRemarkValid ? '' : ' field__counter--over'}`}
              aria-hidden="true"
            >
              {`${remarkLength(remark)}/${REMARK_MAX_LENGTH}`}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              name="remark"
              rows={3}
              value={remark}
              onChange={(event) => {
                setRemark(event.target.value);
                mutation.reset();
              }}
            />
          )}
        </Field>
        {mutation.isError ? (
          <p className="wallet-alert" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
        <WalletActions
          backLabel={t('wallet.cancel')}
          onBack={onClose}
          confirmLabel={t('wallet.sendReport')}
          pendingLabel={t('wallet.sending')}
          isPending={mutation.isPending}
          isConfirmDisabled={!isRemarkValid}
        />
      </form>
    </Modal>
  );
}
