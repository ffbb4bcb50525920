import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** A figure that is money gained (green) or lost (red) for the agent's team. */
  tone?: 'gain' | 'loss';
}

/** A grid of labelled figures (the team overview, a member's detail): two columns on phones, more when wide. */
export function FigureGrid({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <dl className="agent-figures" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className="agent-figures__item">
          <dt>{figure.label}</dt>
          <dd
            className={
              figure.tone === undefined
                ? undefined
                : figure.tone === 'gain'
                  ? 'agent-amount--in'
                  : 'agent-amount--out'
            }
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
