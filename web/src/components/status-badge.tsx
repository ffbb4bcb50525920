import './status-badge.css';

export type StatusTone = 'neutral' | 'pending' | 'success' | 'danger';

/** A short coloured status label (pending, completed, rejected, …); the text carries the meaning, not the colour. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
