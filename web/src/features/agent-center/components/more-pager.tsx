import { useTranslation } from 'react-i18next';

import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import '../../../components/pagination.css';

/**
 * Previous and next for a list that does not count its pages (a large team's bets): the page number and
 * whether another follows.
 */
export function MorePager({
  pageNum,
  hasMore,
  onChange,
  isBusy,
}: {
  pageNum: number;
  hasMore: boolean;
  onChange: (pageNum: number) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  if (pageNum <= 1 && !hasMore) {
    return null;
  }
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <button
        type="button"
        className="button button--quiet pagination__button"
        onClick={() => onChange(pageNum - 1)}
        disabled={isBusy || pageNum <= 1}
      >
        <ChevronLeftIcon />
        {t('listing.previousPage')}
      </button>
      <span className="pagination__status" aria-live="polite">
        {t('agentCenter.pageNumber', { pageNum })}
      </span>
      <button
        type="button"
        className="button button--quiet pagination__button"
        onClick={() => onChange(pageNum + 1)}
        disabled={isBusy || !hasMore}
      >
        {t('listing.nextPage')}
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
