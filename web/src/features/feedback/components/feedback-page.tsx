import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_QUESTION_TYPES,
  feedbackQuestionTypeSchema,
} from '@plaza/contracts/support';
import type { Feedback, FeedbackQuestionType } from '@plaza/contracts/support';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { ChatIcon } from '../../../components/icons';
import { ImagePicker } from '../../../components/image-picker';
import { Pagination } from '../../../components/pagination';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useProtectedImage } from '../../../lib/use-protected-image';
import { useFeedback } from '../api/get-feedback';
import { useSendFeedbackMutation } from '../api/send-feedback';
import './feedback.css';

/** The content's length as the server counts it (characters, trimmed). */
function contentLength(content: string): number {
  return [...content.trim()].length;
}

/**
 * Feedback (FEEDBACK3, docs/product/member-services.md#feedback): the form (question type, 10 to 500 characters,
 * up to 3 png or jpg images) and the member's feedback with the site's replies, newest first.
 */
export function FeedbackPage() {
  return (
    <div className="feedback-page">
      <FeedbackForm />
      <FeedbackList />
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [isTouched, setIsTouched] = useState(false);
  const mutation = useSendFeedbackMutation();
  const length = contentLength(content);
  const isContentValid = length >= FEEDBACK_CONTENT_LENGTH.min && length <= FEEDBACK_CONTENT_LENGTH.max;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isContentValid) {
      return;
    }
    mutation.mutate(
      { questionType, content: content.trim(), images },
      {
        onSuccess: () => {
          setContent('');
          setImages([]);
          setIsTouched(false);
        },
      },
    );
  };

  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate aria-label={t('support.feedback.title')}>
      <p className="feedback-form__intro">{t('support.feedback.intro')}</p>
      <Field label={t('support.feedback.questionType')} isRequired>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={questionType}
            onChange={(event) => {
              const parsed = feedbackQuestionTypeSchema.safeParse(event.target.value);
              if (parsed.success) {
                setQuestionType(parsed.data);
              }
            }}
          >
            {FEEDBACK_QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`support.feedback.type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('support.feedback.content')}
        isRequired
        hint={t('support.feedback.contentCount', { count: length, max: FEEDBACK_CONTENT_LENGTH.max })}
        error={
          isTouched && !isContentValid
            ? t('support.feedback.contentLength', FEEDBACK_CONTENT_LENGTH)
            : undefined
        }
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input feedback-form__content"
            rows={5}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>
      <ImagePicker images={images} onChange={setImages} />
      {mutation.isError ? (
        <p className="feedback-form__error" role="alert">
          {errorText(mutation.error)}
        </p>
      ) : null}
      {mutation.isSuccess ? (
        <p className="feedback-form__sent" role="status">
          {t('support.feedback.sent')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.loading') : t('support.feedback.send')}
      </button>
    </form>
  );
}

function FeedbackList() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const feedback = useFeedback(pageNum);
  return (
    <section
      className="feedback-list"
      aria-label={t('support.feedback.mine')}
      aria-busy={feedback.isFetching}
    >
      <h3 className="feedback-list__title">{t('support.feedback.mine')}</h3>
      <QueryContent query={feedback} skeleton={{ rows: 3, rowHeight: 72 }}>
        {(page) =>
          page.content.length === 0 ? (
            <StateMessage
              icon={<ChatIcon />}
              title={t('support.feedback.empty')}
              text={t('support.feedback.emptyText')}
            />
          ) : (
            <>
              <ul className="feedback-list__items">
                {page.content.map((item) => (
                  <FeedbackItem key={item.id} feedback={item} />
                ))}
              </ul>
              <Pagination
                pageNum={page.pageNum}
                totalPages={page.totalPages}
                onChange={setPageNum}
                isBusy={feedback.isFetching}
              />
            </>
          )
        }
      </QueryContent>
    </section>
  );
}

function FeedbackItem({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation();
  return (
    <li className="feedback-item">
      <div className="feedback-item__head">
        <span className="feedback-item__type">{t(`support.feedback.type.${feedback.questionType}`)}</span>
        <time dateTime={feedback.createdAt}>{formatDateTime(feedback.createdAt)}</time>
      </div>
      <p className="feedback-item__content">{feedback.content}</p>
      {feedback.imageIds.length > 0 ? (
        <div className="feedback-item__images">
          {feedback.imageIds.map((id, index) => (
            <FeedbackImage key={id} id={id} label={t('support.feedback.image', { number: index + 1 })} />
          ))}
        </div>
      ) : null}
      {feedback.reply === null ? (
        <p className="feedback-item__waiting">{t('support.feedback.waiting')}</p>
      ) : (
        <div className="feedback-item__reply">
          <p className="feedback-item__reply-label">
            {t('support.feedback.reply')}
            {feedback.repliedAt === null ? null : (
              <time dateTime={feedback.repliedAt}> {formatDateTime(feedback.repliedAt)}</time>
            )}
          </p>
          <p className="feedback-item__reply-text">{feedback.reply}</p>
        </div>
      )}
    </li>
  );
}

function FeedbackImage({ id, label }: { id: string; label: string }) {
  const url = useProtectedImage(`/wps/feedback/images/${id}`);
  return url === undefined ? (
    <span className="feedback-item__image feedback-item__image--loading" aria-label={label} />
  ) : (
    <a href={url} target="_blank" rel="noreferrer" className="feedback-item__image-link">
      <img className="feedback-item__image" src={url} alt={label} width={72} height={72} />
    </a>
  );
}
