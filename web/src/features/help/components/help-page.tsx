import { useTranslation } from 'react-i18next';

import { HelpIcon } from '../../../components/icons';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { StateMessage } from '../../../components/state-message';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useErrorText } from '../../../lib/use-error-text';
import { getHelpCategoryId, useHelpCenter } from '../api/get-help-center';
import './help-page.css';

/** The help center: one section per category, each article a disclosure with its HTML content. */
export function HelpPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const helpCenter = useHelpCenter();
  const categories = helpCenter.data?.categories ?? [];

  return (
    <div className="page help-page">
      <h1 className="page__title">{t('pageTitle.help')}</h1>
      {helpCenter.isPending ? <LoadingIndicator label={t('common.loading')} /> : null}
      {helpCenter.isError ? (
        <StateMessage
          role="alert"
          title={t('errors.loadFailedTitle')}
          text={errorText(helpCenter.error)}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void helpCenter.refetch()}
            >
              {t('common.retry')}
            </button>
          }
        />
      ) : null}
      {helpCenter.isSuccess && categories.length === 0 ? (
        <StateMessage icon={<HelpIcon />} title={t('help.emptyTitle')} text={t('help.emptyText')} />
      ) : null}
      {categories.length > 0 ? (
        <div className="help-page__layout">
          <nav className="help-page__index" aria-label={t('help.categories')}>
            <ul>
              {categories.map((category, index) => (
                <li key={category.category}>
                  <a href={`#${getHelpCategoryId(index)}`}>{category.category}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="help-page__sections">
            {categories.map((category, index) => (
              <section
                key={category.category}
                id={getHelpCategoryId(index)}
                className="help-section"
                aria-labelledby={`${getHelpCategoryId(index)}-title`}
              >
                <h2 id={`${getHelpCategoryId(index)}-title`} className="help-section__title">
                  {category.category}
                </h2>
                {category.articles.map((article) => (
                  <details key={article.id} className="help-article" open={category.articles.length === 1}>
                    <summary className="help-article__title">{article.title}</summary>
                    <div
                      className="rich-text help-article__content"
                      dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }}
                    />
                  </details>
                ))}
              </section>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
