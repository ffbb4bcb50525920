import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Modal } from '../../../components/modal';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { computeLineTotal, computeSlipTotal } from '../hooks/bet-slip';
import type { SlipLine } from '../hooks/bet-slip';
import { useSelectionText } from '../hooks/use-selection-text';
import { lotteryKey } from '../hooks/lottery-keys';

/** The chase the member chose: the next N issues, stopping after a win if asked. */
export interface ChaseChoice {
  issues: number;
  isStopOnWin: boolean;
}

function SlipLines({ lines, onRemove }: { lines: readonly SlipLine[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation();
  const selectionText = useSelectionText();
  const money = useMoneyFormat();
  return (
    <ul className="bet-slip__lines">
      {lines.map((line) => (
        <li key={line.id} className="bet-slip__line">
          <div className="bet-slip__line-text">
            <span className="bet-slip__bet-type">{t(lotteryKey('betType', line.betCode))}</span>
            <span className="mono bet-slip__picks">{selectionText(line.betCode, line.selection)}</span>
            <span className="bet-slip__line-meta">
              {t('lottery.slip.lineMeta', {
                count: line.combinations,
                stake: money.format(line.stakePerCombination),
              })}
            </span>
          </div>
          <span className="bet-slip__line-total">{money.format(computeLineTotal(line))}</span>
          <button
            type="button"
            className="button button--quiet bet-slip__remove"
            aria-label={t('lottery.slip.remove', { betType: t(lotteryKey('betType', line.betCode)) })}
            onClick={() => onRemove(line.id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

function ChaseFields({
  chase,
  maxIssues,
  onChange,
}: {
  chase: ChaseChoice;
  maxIssues: number;
  onChange: (chase: ChaseChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="bet-slip__chase">
      <legend>{t('lottery.slip.chase')}</legend>
      <label className="lottery-field__label" htmlFor={`${id}-issues`}>
        {t('lottery.slip.chaseIssues')}
      </label>
      <input
        id={`${id}-issues`}
        className="lottery-input bet-slip__issues"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxIssues}
        value={chase.issues}
        onChange={(event) => {
          const issues = Math.min(Math.max(Math.trunc(Number(event.target.value)) || 1, 1), maxIssues);
          onChange({ ...chase, issues });
        }}
      />
      <label className="bet-slip__stop">
        <input
          type="checkbox"
          checked={chase.isStopOnWin}
          disabled={chase.issues === 1}
          onChange={(event) => onChange({ ...chase, isStopOnWin: event.target.checked })}
        />
        {t('lottery.slip.stopOnWin')}
      </label>
    </fieldset>
  );
}

/**
 * The bet slip (docs/product/lottery-pages.md, "Betting"): many lines of any bet type, a chase over the next N issues
 * with stop on win, the total, and a confirmation naming the issue and the amount before any money moves.
 */
export function BetSlip({
  lines,
  issueNo,
  isClosed,
  isPlacing,
  maxChaseIssues,
  error,
  notice,
  onRemove,
  onClear,
  onPlace,
}: {
  lines: readonly SlipLine[];
  /** The issue the slip buys (the first of a chase); null while none is open. */
  issueNo: string | null;
  isClosed: boolean;
  isPlacing: boolean;
  /** The most issues the game lets a chase cover. */
  maxChaseIssues: number;
  error: string | null;
  /** What the last placement did, once it succeeded. */
  notice: string | null;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: (chase: ChaseChoice) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [chase, setChase] = useState<ChaseChoice>({ issues: 1, isStopOnWin: true });
  const [isConfirming, setIsConfirming] = useState(false);
  const total = computeSlipTotal(lines, chase.issues);
  const canPlace = lines.length > 0 && issueNo !== null && !isClosed && !isPlacing;

  return (
    <section className="bet-slip" aria-labelledby="bet-slip-title" data-testid="bet-slip">
      <header className="bet-slip__header">
        <h2 id="bet-slip-title">{t('lottery.slip.title', { count: lines.length })}</h2>
        {lines.length > 0 ? (
          <button type="button" className="button button--quiet" onClick={onClear}>
            {t('lottery.slip.clear')}
          </button>
        ) : null}
      </header>
      {lines.length === 0 ? (
        <p className="bet-slip__empty">{t('lottery.slip.empty')}</p>
      ) : (
        <SlipLines lines={lines} onRemove={onRemove} />
      )}
      <ChaseFields chase={chase} maxIssues={maxChaseIssues} onChange={setChase} />
      <p className="bet-slip__total">
        <span>{t('lottery.slip.total')}</span>
        <strong>{money.format(total)}</strong>
      </p>
      {notice === null ? null : (
        <p className="bet-slip__notice" role="status" data-testid="bet-placed">
          {notice}
        </p>
      )}
      {error === null ? null : (
        <p className="bet-slip__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button--primary bet-slip__place"
        disabled={!canPlace}
        onClick={() => setIsConfirming(true)}
      >
        {isClosed
          ? t('lottery.slip.closed')
          : isPlacing
            ? t('lottery.slip.placing')
            : t('lottery.slip.place')}
      </button>
      {isConfirming && issueNo !== null ? (
        <Modal title={t('lottery.slip.confirmTitle')} onClose={() => setIsConfirming(false)}>
          <p>
            {chase.issues === 1
              ? t('lottery.slip.confirmOne', { issueNo, amount: money.format(total), count: lines.length })
              : t('lottery.slip.confirmChase', {
                  issueNo,
                  issues: chase.issues,
                  amount: money.format(total),
                  count: lines.length,
                })}
          </p>
          {chase.issues > 1 && chase.isStopOnWin ? <p>{t('lottery.slip.confirmStop')}</p> : null}
          <div className="bet-slip__confirm-actions">
            <button type="button" className="button button--quiet" onClick={() => setIsConfirming(false)}>
              {t('lottery.slip.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setIsConfirming(false);
                onPlace(chase);
              }}
            >
              {t('lottery.slip.confirm')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
