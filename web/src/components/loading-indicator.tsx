import './loading-indicator.css';

/** A spinner with a spoken label, for content that is on its way. */
export function LoadingIndicator({ label, isFullPage = false }: { label: string; isFullPage?: boolean }) {
  return (
    <div className={`loading-indicator${isFullPage ? ' loading-indicator--full-page' : ''}`} role="status">
      <span className="loading-indicator__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
