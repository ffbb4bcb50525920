import { useTranslation } from 'react-i18next';

import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './pagination.css';

export interface PaginationProps {
  pageNum: number;
  totalPages: number;
  onChange: (pageNum: number) => void;
  /** True while the next page is loading (the buttons wait). */
  isBusy?: boolean;
}

/** Previous and next page buttons with "Page n of m"; hidden when everything fits on one page. */
export function Pagination({ pageNum, totalPages, onChange, isBusy = false }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) {
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
        {t('listing.pageOf', { pageNum, totalPages })}
      </span>
      <button
        type="button"
        className="button button--quiet pagination__button"
        onClick={() => onChange(pageNum + 1)}
        disabled={isBusy || pageNum >= totalPages}
      >
        {t('listing.nextPage')}
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
