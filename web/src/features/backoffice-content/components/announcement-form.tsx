import { BANNER_GROUPS, POPUP_AUDIENCES } from '@plaza/contracts/content';
import { OPERATOR_ANNOUNCEMENT_TYPES } from '@plaza/contracts/content-operator';
import type { AnnouncementSaveRequest, OperatorAnnouncement } from '@plaza/contracts/content-operator';
import { LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@plaza/contracts/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useErrorText } from '../../../lib/use-error-text';
import { saveAnnouncement } from '../api/content';

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (iso === null) {
    return '';
  }
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const toInstant = (local: string) => (local === '' ? '' : new Date(local).toISOString());

/** The form's values as typed: every field a string, as its control holds it. */
interface Draft {
  type: string;
  language: string;
  title: string;
  content: string;
  groupName: string;
  execution: string;
  imageUrl: string;
  linkageTarget: string;
  sortOrder: string;
  startsAt: string;
  endsAt: string;
}

function draftOf(item: OperatorAnnouncement | null, now: string): Draft {
  return {
    type: item?.type ?? 'B',
    language: item?.language ?? 'en',
    title: item?.title ?? '',
    content: item?.content ?? '',
    groupName: item?.groupName ?? 'w_home',
    execution: item?.execution ?? 'A',
    imageUrl: item?.imageUrl ?? '',
    linkageTarget: item?.linkageTarget ?? '',
    sortOrder: String(item?.sortOrder ?? 0),
    startsAt: toLocalInput(item?.startsAt ?? now),
    endsAt: toLocalInput(item?.endsAt ?? null),
  };
}

/** The request for a draft; the server checks every value and names a refused field. */
function requestOf(draft: Draft): AnnouncementSaveRequest {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    ...draft,
    type: draft.type as AnnouncementSaveRequest['type'],
    language: draft.language as AnnouncementSaveRequest['language'],
    groupName: draft.type === 'B' ? (draft.groupName as (typeof BANNER_GROUPS)[number]) : null,
    execution: draft.type === 'PU' ? (draft.execution as (typeof POPUP_AUDIENCES)[number]) : null,
    imageUrl: orNull(draft.imageUrl),
    linkageTarget: orNull(draft.linkageTarget),
    sortOrder: Number(draft.sortOrder),
    startsAt: toInstant(draft.startsAt),
    endsAt: draft.endsAt === '' ? null : toInstant(draft.endsAt),
  };
}

type DraftKey = keyof Draft;

interface ControlProps {
  name: DraftKey;
  draft: Draft;
  onChange: (name: DraftKey, value: string) => void;
  error: string | null;
  hint?: string;
  isRequired?: boolean;
}

/** A select of one draft field. */
function Choice({ options, ...props }: ControlProps & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Field label={t(`backoffice.content.${props.name}`)} error={props.error}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={props.draft[props.name]}
          onChange={(event) => props.onChange(props.name, event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A text, number, date-time or long-text input of one draft field. */
function Input({
  kind = 'text',
  ...props
}: ControlProps & { kind?: 'text' | 'number' | 'datetime-local' | 'long' }) {
  const { t } = useTranslation();
  const value = props.draft[props.name];
  const change = (next: string) => props.onChange(props.name, next);
  return (
    <Field
      label={t(`backoffice.content.${props.name}`)}
      hint={props.hint ?? null}
      error={props.error}
      isRequired={props.isRequired ?? false}
      className={kind === 'long' ? 'field--wide' : undefined}
    >
      {(control) =>
        kind === 'long' ? (
          <textarea
            {...control}
            className="field__input"
            rows={4}
            value={value}
            onChange={(event) => change(event.target.value)}
          />
        ) : (
          <input
            {...control}
            className="field__input"
            type={kind}
            value={value}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** Adds an announcement (no `item`) or edits one: banners, notices, pop-ups with their audience, promotions. */
export function AnnouncementForm({
  item,
  onClose,
}: {
  item: OperatorAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(item, new Date().toISOString()));
  const mutation = useMutation({
    mutationFn: () => saveAnnouncement(item?.id ?? null, requestOf(draft)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'content'] });
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const fieldError = useFieldError(mutation.error);
  const props = (name: DraftKey) => ({
    name,
    draft,
    error: fieldError(name),
    onChange: (key: DraftKey, value: string) => setDraft((previous) => ({ ...previous, [key]: value })),
  });
  const hasFieldError = (Object.keys(draft) as DraftKey[]).some((name) => fieldError(name) !== null);
  const addressHint = t('backoffice.content.addressHint');
  return (
    <Modal
      title={
        item === null ? t('backoffice.content.create') : t('backoffice.content.edit', { title: item.title })
      }
      onClose={onClose}
    >
      <form className="back-office-form back-office-form--grid" onSubmit={submit} noValidate>
        <Choice
          {...props('type')}
          options={OPERATOR_ANNOUNCEMENT_TYPES.map((type) => ({
            value: type,
            label: t(`backoffice.content.types.${type}`),
          }))}
        />
        <Choice
          {...props('language')}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NATIVE_NAMES[language] }))}
        />
        <Input {...props('title')} isRequired />
        {draft.type === 'B' ? (
          <Choice
            {...props('groupName')}
            options={BANNER_GROUPS.map((group) => ({
              value: group,
              label: t(`backoffice.content.groups.${group}`),
            }))}
          />
        ) : null}
        {draft.type === 'PU' ? (
          <Choice
            {...props('execution')}
            options={POPUP_AUDIENCES.map((audience) => ({
              value: audience,
              label: t(`backoffice.content.audiences.${audience}`),
            }))}
          />
        ) : null}
        <Input {...props('content')} kind="long" />
        <Input {...props('imageUrl')} hint={addressHint} />
        <Input {...props('linkageTarget')} hint={addressHint} />
        <Input {...props('sortOrder')} kind="number" />
        <Input {...props('startsAt')} kind="datetime-local" isRequired />
        <Input {...props('endsAt')} kind="datetime-local" hint={t('backoffice.content.endsAtHint')} />
        {mutation.error !== null && !hasFieldError ? (
          <p className="back-office-form__error" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
        <div className="back-office-form__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
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
