import { useTranslation } from 'react-i18next';

import './skeleton.css';

export interface SkeletonProps {
  /** How many placeholder rows to draw. */
  rows?: number;
  /** Height of each row in pixels. */
  rowHeight?: number;
  className?: string;
}

/**
 * Grey placeholder rows where content is loading, in the shape of what comes; announced once as loading to
 * assistive technology.
 */
export function Skeleton({ rows = 3, rowHeight = 20, className }: SkeletonProps) {
  const { t } = useTranslation();
  return (
    <div className={['skeleton', className].filter(Boolean).join(' ')} role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="skeleton__row" style={{ height: rowHeight }} aria-hidden="true" />
      ))}
    </div>
  );
}
