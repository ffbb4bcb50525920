import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useMoneyInput } from '../hooks/use-money-input';
import { CoverField } from './cover-field';
import './loyalty.css';

/**
 * How a field is typed and sent: money in major units (sent as minor units), a whole count, a multiple or a
 * percentage with two decimals (sent in hundredths), a local date and time (sent as ISO 8601), a choice, a
 * check box, free text, a list of amounts separated by commas, or a picture uploaded (sent as its address).
 */
export type FieldKind =
  | 'money'
  | 'count'
  | 'multiple'
  | 'percent'
  | 'datetime'
  | 'select'
  | 'check'
  | 'text'
  | 'moneyList'
  | 'image';

/** The form's values as typed: every field a string, as its control holds it. */
export type Draft = Record<string, string>;

export interface FieldSpec {
  /** The request's field (and the name the server's field errors use). */
  name: string;
  /** The draft's key when two controls send one field by turns (a target in days or in money); else `name`. */
  key?: string;
  label: string;
  kind: FieldKind;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  /** Left empty, sent as null (an optional end, a cap). */
  isNullable?: boolean;
  isRequired?: boolean;
  /** Shown only when the draft calls for it (a deposit bonus's fields); a hidden field is sent as null. */
  isShown?: (draft: Draft) => boolean;
  /** An image field's upload: answers the picture's address. */
  upload?: (file: File) => Promise<string>;
}

/** The texts a form edits in every language: a title and a description, or a promotion's summary and terms. */
export type TextField = 'title' | 'summary' | 'terms' | 'description';

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function useConversions() {
  const money = useMoneyInput();
  const toDraftValue = (kind: FieldKind, value: unknown): string => {
    if (value === null || value === undefined) {
      return kind === 'check' ? 'false' : '';
    }
    switch (kind) {
      case 'money':
        return money.toText(Number(value));
      case 'multiple':
      case 'percent':
        return String(Number(value) / 100);
      case 'datetime':
        return typeof value === 'string' ? toLocalInput(value) : '';
      case 'moneyList':
        return Array.isArray(value) ? value.map((each) => money.toText(Number(each))).join(', ') : '';
      case 'check':
        return value === true ? 'true' : 'false';
      case 'count':
      case 'select':
      case 'text':
      case 'image':
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
  };
  const toNumber = (text: string, scale = 1) => {
    const value = Number(text.replace(',', '.'));
    // Not a number reaches the server as -1: refused there as the field's error, changing nothing.
    return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * scale) : -1;
  };
  const toWireValue = (spec: FieldSpec, text: string): unknown => {
    if (text.trim() === '' && spec.isNullable === true && spec.kind !== 'check') {
      return null;
    }
    switch (spec.kind) {
      case 'money':
        return money.toMinor(text);
      case 'count':
        return toNumber(text);
      case 'multiple':
      case 'percent':
        return toNumber(text, 100);
      case 'datetime':
        return text === '' ? '' : new Date(text).toISOString();
      case 'moneyList':
        return text
          .split(/[;\s]+|,\s+/)
          .filter((part) => part.trim() !== '')
          .map((part) => money.toMinor(part));
      case 'check':
        return text === 'true';
      case 'select':
      case 'text':
      case 'image':
        return text;
    }
  };
  return { toDraftValue, toWireValue };
}

function textKey(language: Language, field: TextField) {
  return `texts.${language}.${field}`;
}

/** The texts of every language, a tab each; a language with a refused text is marked. */
function LanguageTexts(props: {
  textFields: readonly TextField[];
  draft: Draft;
  fieldError: (field: string) => string | null;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>('en');
  const { draft, fieldError } = props;
  const change = props.onChange;
  const textErrors = (each: Language) =>
    props.textFields.some((field) => fieldError(textKey(each, field)) !== null);
  return (
    <fieldset className="field--wide config-form__texts">
      <legend className="field__label">{t('backoffice.loyalty.texts')}</legend>
      <div className="config-form__languages" role="tablist">
        {LANGUAGES.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === language}
            className={[
              'config-form__language',
              each === language ? 'config-form__language--current' : null,
              textErrors(each) ? 'config-form__language--invalid' : null,
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={() => setLanguage(each)}
          >
            {LANGUAGE_NATIVE_NAMES[each]}
          </button>
        ))}
      </div>
      {props.textFields.map((field) => {
        const key = textKey(language, field);
        const isLong = field === 'terms' || field === 'description';
        return (
          <Field
            key={key}
            label={`${t(`backoffice.loyalty.text.${field}`)} · ${LANGUAGE_NATIVE_NAMES[language]}`}
            hint={field === 'terms' ? t('backoffice.loyalty.termsHint') : null}
            error={fieldError(key)}
            isRequired={field === 'title'}
          >
            {(control) =>
              isLong ? (
                <textarea
                  {...control}
                  className="field__input"
                  rows={field === 'terms' ? 5 : 3}
                  value={draft[key]}
                  onChange={(event) => change(key, event.target.value)}
                />
              ) : (
                <input
                  {...control}
                  className="field__input"
                  value={draft[key]}
                  onChange={(event) => change(key, event.target.value)}
                />
              )
            }
          </Field>
        );
      })}
    </fieldset>
  );
}

export interface ConfigFormProps {
  title: string;
  fields: readonly FieldSpec[];
  textFields: readonly TextField[];
  /** The item as the server answered it (null for a new one); its values fill the form. */
  initial: Record<string, unknown> | null;
  /** The values a new item starts with. */
  defaults: Record<string, unknown>;
  save: (request: Record<string, unknown>) => Promise<unknown>;
  queryKey: readonly string[];
  onClose: () => void;
}

/**
 * The back office's form of a promotion, mall item, mission or raffle: its settings and its texts in every
 * language (a tab each; a language with a refused text is marked). The server checks every value and names a
 * refused field, shown under it; nothing is saved until every field passes.
 */
export function ConfigForm(props: ConfigFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { symbol } = useMoneyFormat();
  const { toDraftValue, toWireValue } = useConversions();
  const [draft, setDraft] = useState<Draft>(() => {
    const source = { ...props.defaults, ...(props.initial ?? {}) };
    const texts = (source.texts ?? {}) as Record<string, Record<string, string> | undefined>;
    const values: Draft = {};
    for (const spec of props.fields) {
      values[spec.key ?? spec.name] = toDraftValue(spec.kind, source[spec.name]);
    }
    for (const each of LANGUAGES) {
      for (const field of props.textFields) {
        values[textKey(each, field)] = texts[each]?.[field] ?? '';
      }
    }
    return values;
  });
  const requestOf = () => {
    const request: Record<string, unknown> = {};
    for (const spec of props.fields) {
      const isShown = spec.isShown?.(draft) ?? true;
      // A hidden field that may be empty is sent empty; one that may not (a deposit bonus's turnover base on a
      // sign-up promotion) keeps its value, or the server refuses a field the operator cannot see.
      request[spec.name] =
        isShown || spec.isNullable !== true ? toWireValue(spec, draft[spec.key ?? spec.name] ?? '') : null;
    }
    request.texts = Object.fromEntries(
      LANGUAGES.map((each) => [
        each,
        Object.fromEntries(props.textFields.map((field) => [field, draft[textKey(each, field)] ?? ''])),
      ]),
    );
    return request;
  };
  const mutation = useMutation({
    mutationFn: () => props.save(requestOf()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: props.queryKey });
      props.onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  const change = (name: string, value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const shown = props.fields.filter((spec) => spec.isShown?.(draft) ?? true);
  const hasFieldError =
    shown.some((spec) => fieldError(spec.name) !== null) ||
    LANGUAGES.some((each) => props.textFields.some((field) => fieldError(textKey(each, field)) !== null));
  const labelOf = (spec: FieldSpec) =>
    spec.kind === 'money' || spec.kind === 'moneyList' ? `${spec.label} (${symbol})` : spec.label;
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <form className="back-office-form back-office-form--grid" onSubmit={submit} noValidate>
        {shown.map((spec) =>
          spec.kind === 'image' && spec.upload !== undefined ? (
            <CoverField
              key={spec.key ?? spec.name}
              label={spec.label}
              value={draft[spec.key ?? spec.name] ?? ''}
              error={fieldError(spec.name)}
              upload={spec.upload}
              onChange={(value) => change(spec.key ?? spec.name, value)}
            />
          ) : spec.kind === 'check' ? (
            <label key={spec.key ?? spec.name} className="back-office-check">
              <input
                type="checkbox"
                checked={draft[spec.key ?? spec.name] === 'true'}
                onChange={(event) => change(spec.key ?? spec.name, event.target.checked ? 'true' : 'false')}
              />
              <span>{spec.label}</span>
            </label>
          ) : (
            <Field
              key={spec.key ?? spec.name}
              label={labelOf(spec)}
              hint={spec.hint ?? null}
              error={fieldError(spec.name)}
              isRequired={spec.isRequired ?? false}
              className={spec.kind === 'moneyList' ? 'field--wide' : undefined}
            >
              {(control) =>
                spec.kind === 'select' ? (
                  <select
                    {...control}
                    className="field__input"
                    value={draft[spec.key ?? spec.name]}
                    onChange={(event) => change(spec.key ?? spec.name, event.target.value)}
                  >
                    {(spec.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    className="field__input"
                    type={spec.kind === 'datetime' ? 'datetime-local' : 'text'}
                    inputMode={
                      spec.kind === 'datetime' || spec.kind === 'text' || spec.kind === 'moneyList'
                        ? undefined
                        : 'decimal'
                    }
                    value={draft[spec.key ?? spec.name]}
                    onChange={(event) => change(spec.key ?? spec.name, event.target.value)}
                  />
                )
              }
            </Field>
          ),
        )}
        <LanguageTexts
          textFields={props.textFields}
          draft={draft}
          fieldError={fieldError}
          onChange={change}
        />
        {mutation.error !== null && !hasFieldError ? (
          <p className="back-office-form__error" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
        {hasFieldError ? (
          <p className="back-office-form__error" role="alert">
            {t('backoffice.loyalty.fixFields')}
          </p>
        ) : null}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={props.onClose}>
            {t('backoffice.list.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {t('backoffice.list.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
