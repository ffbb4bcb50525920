import type { LotteryBetType } from '@plaza/engines/lottery/lottery-bet-types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { checkCandidate, describeRow, parseTypedPicks, quickPick } from '../hooks/bet-slip';
import type { PickerRow } from '../hooks/bet-slip';
import { lotteryKey } from '../hooks/lottery-keys';

/** Picks that are words, not numbers, get a translated label; numbers show as they are. */
const WORD_PICKS = new Set([
  'big',
  'small',
  'odd',
  'even',
  'dragon',
  'tiger',
  'tie',
  'leopard',
  'straight',
  'pair',
  'half_straight',
  'mixed',
  'any',
]);

function usePickLabel(): (pick: string) => string {
  const { t } = useTranslation();
  return (pick) => (WORD_PICKS.has(pick) ? t(lotteryKey('pick', pick)) : pick);
}

function ButtonRow({
  row,
  picks,
  onToggle,
}: {
  row: Extract<PickerRow, { kind: 'buttons' }>;
  picks: readonly string[];
  onToggle: (pick: string) => void;
}) {
  const { t } = useTranslation();
  const pickLabel = usePickLabel();
  const isGrid = row.options.length > 20;
  return (
    <fieldset className="bet-picker__row">
      <legend>{t(lotteryKey('row', row.label))}</legend>
      <div className={`bet-picker__options${isGrid ? ' bet-picker__options--grid' : ''}`}>
        {row.options.map((option) => {
          const isPicked = picks.includes(option);
          return (
            <button
              key={option}
              type="button"
              className={`bet-picker__option${isPicked ? ' bet-picker__option--picked' : ''}`}
              aria-pressed={isPicked}
              disabled={!isPicked && picks.length >= row.maxPicks}
              onClick={() => onToggle(option)}
            >
              {pickLabel(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function TypedRow({
  row,
  text,
  onChange,
}: {
  row: Extract<PickerRow, { kind: 'typed' }>;
  text: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="lottery-field bet-picker__row">
      <label className="lottery-field__label" htmlFor={id}>
        {t(lotteryKey('row', row.label))}
      </label>
      <textarea
        id={id}
        className="lottery-input mono bet-picker__typed"
        value={text}
        rows={2}
        spellCheck={false}
        placeholder={t('lottery.picker.typedHint', { max: row.maxPicks })}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Picks for one bet type, driven by the engine's selection rule: buttons for listed picks (a 10 × 10 grid for
 * two-digit numbers), a typed list for patterns; quick pick, clear, and "add to slip" once the engine accepts
 * the selection, with the number of combinations it makes.
 */
export function BetPicker({
  definition,
  canAdd = true,
  onAdd,
}: {
  definition: LotteryBetType;
  /** False while something outside the picks (the stake, the stations) is not ready. */
  canAdd?: boolean;
  onAdd: (selection: string[][], combinations: number) => void;
}) {
  const { t } = useTranslation();
  const rows = definition.selectionRule.rows.map(describeRow);
  const [picks, setPicks] = useState<string[][]>(() => rows.map(() => []));
  const [typed, setTyped] = useState<string[]>(() => rows.map(() => ''));
  const selection = rows.map((row, rowIndex) =>
    row.kind === 'typed' ? parseTypedPicks(typed[rowIndex] ?? '') : (picks[rowIndex] ?? []),
  );
  const candidate = checkCandidate(definition, selection);
  const hasPicks = selection.some((row) => row.length > 0);

  const toggle = (rowIndex: number, pick: string) =>
    setPicks((current) =>
      current.map((row, index) =>
        index !== rowIndex ? row : row.includes(pick) ? row.filter((item) => item !== pick) : [...row, pick],
      ),
    );
  const clear = () => {
    setPicks(rows.map(() => []));
    setTyped(rows.map(() => ''));
  };
  const applyQuickPick = () => {
    const picked = quickPick(definition);
    setPicks(picked.map((row, index) => (rows[index]?.kind === 'buttons' ? row : [])));
    setTyped(picked.map((row, index) => (rows[index]?.kind === 'typed' ? row.join(' ') : '')));
  };
  const add = () => {
    if (candidate.isValid && canAdd) {
      onAdd(candidate.selection, candidate.combinations);
      clear();
    }
  };

  return (
    <div className="bet-picker" data-testid="bet-picker">
      {rows.map((row, rowIndex) =>
        row.kind === 'buttons' ? (
          <ButtonRow
            key={`${definition.code}-${rowIndex}`}
            row={row}
            picks={picks[rowIndex] ?? []}
            onToggle={(pick) => toggle(rowIndex, pick)}
          />
        ) : (
          <TypedRow
            key={`${definition.code}-${rowIndex}`}
            row={row}
            text={typed[rowIndex] ?? ''}
            onChange={(text) =>
              setTyped((current) => current.map((value, index) => (index === rowIndex ? text : value)))
            }
          />
        ),
      )}
      <p className="bet-picker__summary" aria-live="polite">
        {candidate.isValid
          ? t('lottery.picker.combinations', { count: candidate.combinations })
          : hasPicks
            ? t(`lottery.picker.problem.${candidate.problem.reason}`)
            : t('lottery.picker.empty')}
      </p>
      <div className="bet-picker__actions">
        <button type="button" className="button button--outline" onClick={applyQuickPick}>
          {t('lottery.picker.quickPick')}
        </button>
        <button type="button" className="button button--quiet" onClick={clear} disabled={!hasPicks}>
          {t('lottery.picker.clear')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={add}
          disabled={!candidate.isValid || !canAdd}
        >
          {t('lottery.picker.add')}
        </button>
      </div>
    </div>
  );
}
