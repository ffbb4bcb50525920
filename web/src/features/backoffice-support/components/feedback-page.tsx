import { FEEDBACK_REPLY_MAX_LENGTH } from '@plaza/contracts/support';
import type { OperatorFeedback } from '@plaza/contracts/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ListFilter, ListScreen } from '../../../components/back-office/list-screen';
import type { ListColumn } from '../../../components/back-office/list-screen';
import { useFieldError } from '../../../components/back-office/use-field-error';
import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/format-date-time';
import { useOperatorSession } from '../../../lib/operator-session';
import { useErrorText } from '../../../lib/use-error-text';
import { compactQuery, useListParams } from '../../../lib/use-list-params';
import { useProtectedImage } from '../../../lib/use-protected-image';
import { feedbackImagePath, fetchFeedback, replyToFeedback } from '../api/feedback';

function FeedbackImage({ id, index }: { id: string; index: number }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const url = useProtectedImage(feedbackImagePath(id), session?.token ?? null);
  return url === undefined ? (
    <span className="back-office-image back-office-image--loading" aria-busy="true" />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      <img
        className="back-office-image"
        src={url}
        alt={t('backoffice.support.image', { number: index + 1 })}
      />
    </a>
  );
}

/** The reply form: the member's text, its pictures, and the answer (a second answer replaces the first). */
function ReplyDialog({ feedback, onClose }: { feedback: OperatorFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(feedback.reply ?? '');
  const mutation = useMutation({
    mutationFn: () => replyToFeedback(feedback.id, reply.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['backoffice', 'support', 'feedback'] });
      onClose();
    },
  });
  const fieldError = useFieldError(mutation.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <Modal title={t('backoffice.support.replyTitle', { member: feedback.username })} onClose={onClose}>
      <form className="back-office-form" onSubmit={submit} noValidate>
        <p className="back-office-form__meta">
          {t(`support.feedback.type.${feedback.questionType}`)} · {formatDateTime(feedback.createdAt)}
        </p>
        <blockquote className="back-office-quote">{feedback.content}</blockquote>
        {feedback.imageIds.length === 0 ? null : (
          <div className="back-office-images">
            {feedback.imageIds.map((id, index) => (
              <FeedbackImage key={id} id={id} index={index} />
            ))}
          </div>
        )}
        <Field
          label={t('backoffice.support.reply')}
          hint={t('backoffice.support.replyHint', { max: FEEDBACK_REPLY_MAX_LENGTH })}
          error={fieldError('reply')}
          isRequired
        >
          {(control) => (
            <textarea
              {...control}
              className="field__input"
              rows={6}
              maxLength={FEEDBACK_REPLY_MAX_LENGTH}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
          )}
        </Field>
        {mutation.error === null || fieldError('reply') !== null ? null : (
          <p className="back-office-form__error" role="alert">
            {errorText(mutation.error)}
          </p>
        )}
        <div className="back-office-form__actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={onClose}
            disabled={mutation.isPending}
          >
            {t('backoffice.list.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {t('backoffice.support.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function useColumns(onReply: (feedback: OperatorFeedback) => void): ListColumn<OperatorFeedback>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('backoffice.finance.id'), render: (row) => row.id, csv: (row) => row.id },
    {
      key: 'member',
      header: t('backoffice.finance.member'),
      render: (row) => `${row.username} (#${row.memberId})`,
      csv: (row) => row.username,
    },
    {
      key: 'type',
      header: t('backoffice.support.type'),
      render: (row) => t(`support.feedback.type.${row.questionType}`),
      csv: (row) => row.questionType,
    },
    {
      key: 'content',
      header: t('backoffice.support.content'),
      render: (row) => row.content,
      csv: (row) => row.content,
      // The whole message shows under its row: a clipped copy in a column made the list wider than a tablet.
      isCsvOnly: true,
    },
    {
      key: 'images',
      header: t('backoffice.support.images'),
      align: 'end',
      render: (row) => row.imageIds.length,
      csv: (row) => row.imageIds.length,
    },
    {
      key: 'created',
      header: t('backoffice.finance.created'),
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    {
      key: 'replied',
      header: t('backoffice.support.repliedAt'),
      render: (row) =>
        row.repliedAt === null ? t('backoffice.support.waiting') : formatDateTime(row.repliedAt),
      csv: (row) => row.repliedAt,
    },
    {
      key: 'actions',
      header: t('backoffice.list.actions'),
      render: (row) => (
        <button type="button" className="button button--outline" onClick={() => onReply(row)}>
          {row.reply === null ? t('backoffice.support.answer') : t('backoffice.support.editReply')}
        </button>
      ),
      csv: () => null,
    },
  ];
}

/** The feedback inbox: members' questions, newest first, answered from a dialog that shows their pictures. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const params = useListParams<'isReplied' | 'memberId'>();
  const [replying, setReplying] = useState<OperatorFeedback | null>(null);
  const filters = { isReplied: params.get('isReplied'), memberId: params.get('memberId') };
  const query = useQuery({
    queryKey: ['backoffice', 'support', 'feedback', filters, params.pageNum],
    queryFn: () => fetchFeedback(compactQuery({ ...filters, pageNum: params.pageNum, pageSize: 20 })),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="back-office-screen">
      <div className="back-office-screen__head">
        <h1 className="back-office-screen__title">{t('backoffice.nav.feedback')}</h1>
      </div>
      <ListScreen<OperatorFeedback>
        query={query}
        caption={t('backoffice.nav.feedback')}
        columns={useColumns(setReplying)}
        rowKey={(row) => row.id}
        renderDetail={(row) => (
          <div className="back-office-detail">
            <p>{row.content}</p>
            {row.reply === null ? null : (
              <p>
                <strong>{t('backoffice.support.reply')}:</strong> {row.reply}
              </p>
            )}
          </div>
        )}
        search={{
          value: filters.memberId,
          label: t('backoffice.finance.memberId'),
          onSubmit: (memberId) => params.set({ memberId: memberId.replace(/\D/g, '') }),
        }}
        filters={
          <ListFilter
            label={t('backoffice.support.state')}
            value={filters.isReplied}
            options={[
              { value: 'false', label: t('backoffice.support.waiting') },
              { value: 'true', label: t('backoffice.support.answered') },
            ]}
            onChange={(isReplied) => params.set({ isReplied })}
          />
        }
        onPageChange={(pageNum) => params.set({ page: String(pageNum) })}
        csv={{
          filename: 'feedback.csv',
          fetchPage: (pageNum, pageSize) => fetchFeedback(compactQuery({ ...filters, pageNum, pageSize })),
        }}
        empty={{ title: t('backoffice.support.empty'), text: t('backoffice.list.emptyText') }}
      />
      {replying === null ? null : <ReplyDialog feedback={replying} onClose={() => setReplying(null)} />}
    </div>
  );
}
