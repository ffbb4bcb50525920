import { useId, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import './trend-chart.css';

export interface TrendSeries {
  key: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: readonly number[];
  /** How a value reads (money with the currency, a count). */
  format: (value: number) => string;
}

export interface TrendChartProps {
  title: string;
  /** The days, oldest first, as `YYYY-MM-DD`. */
  days: readonly string[];
  series: readonly TrendSeries[];
  /** How a day reads under the chart and in the readout. */
  formatDay: (day: string) => string;
}

// The plot's own units: bars are drawn in this box and stretched to the width on screen.
const WIDTH = 300;
const HEIGHT = 100;

/** The scale of one series: the highest and lowest value shown, zero always inside it. */
function scaleOf(values: readonly number[]): { top: number; bottom: number } {
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  return top === bottom ? { top: 1, bottom: 0 } : { top, bottom };
}

/**
 * A bar chart of the last days of one series at a time (docs/decisions/032-agent-trend-chart.md): drawn as SVG
 * with the theme's colours, labels in HTML so they keep their size on a phone. Bars below zero hang from the
 * zero line (a loss). The chart takes focus; the arrow keys, Home and End, a pointer or a tap choose a day, and
 * its value is read out above the plot.
 */
export function TrendChart({ title, days, series, formatDay }: TrendChartProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [seriesKey, setSeriesKey] = useState(series[0]?.key ?? '');
  const [selected, setSelected] = useState(days.length - 1);
  const active = series.find((entry) => entry.key === seriesKey) ?? series[0];
  if (active === undefined || days.length === 0) {
    return null;
  }
  const day = Math.min(Math.max(selected, 0), days.length - 1);
  const { top, bottom } = scaleOf(active.values);
  const yOf = (value: number) => ((top - value) / (top - bottom)) * HEIGHT;
  const zeroY = yOf(0);
  const slot = WIDTH / days.length;

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: day - 1,
      ArrowRight: day + 1,
      Home: 0,
      End: days.length - 1,
    };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setSelected(Math.min(Math.max(target, 0), days.length - 1));
    }
  };

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) {
      const index = Math.floor(((event.clientX - box.left) / box.width) * days.length);
      setSelected(Math.min(Math.max(index, 0), days.length - 1));
    }
  };

  const dayText = (index: number) => formatDay(days[index] ?? '');
  const middle = Math.floor((days.length - 1) / 2);
  return (
    <figure className="trend-chart" aria-labelledby={`${baseId}-title`}>
      <div className="trend-chart__head">
        <figcaption id={`${baseId}-title`} className="trend-chart__title">
          {title}
        </figcaption>
        <div className="trend-chart__series" role="radiogroup" aria-label={t('agentCenter.trend.series')}>
          {series.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="radio"
              aria-checked={entry.key === active.key}
              className="trend-chart__chip"
              onClick={() => setSeriesKey(entry.key)}
            >
              {entry.label}
            </button>
          ))}
        </div>
      </div>
      <p className="trend-chart__readout" aria-live="polite">
        <span>{dayText(day)}</span>
        <strong>{active.format(active.values[day] ?? 0)}</strong>
      </p>
      <div className="trend-chart__plot">
        <div className="trend-chart__axis-y" aria-hidden="true">
          <span>{active.format(top)}</span>
          <span>{active.format(bottom)}</span>
        </div>
        <svg
          className="trend-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          tabIndex={0}
          aria-label={t('agentCenter.trend.chartLabel', { series: active.label, days: days.length })}
          aria-describedby={`${baseId}-hint`}
          onKeyDown={onKeyDown}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
        >
          <line className="trend-chart__grid" x1="0" x2={WIDTH} y1="0.5" y2="0.5" />
          <line className="trend-chart__grid" x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} />
          {active.values.map((value, index) => {
            const y = yOf(value);
            return (
              <rect
                key={days[index]}
                className={[
                  'trend-chart__bar',
                  value < 0 ? 'trend-chart__bar--negative' : null,
                  index === day ? 'trend-chart__bar--selected' : null,
                ]
                  .filter(Boolean)
                  .join(' ')}
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={Math.min(y, zeroY)}
                height={Math.max(Math.abs(zeroY - y), value === 0 ? 0 : 0.8)}
              />
            );
          })}
          <line className="trend-chart__zero" x1="0" x2={WIDTH} y1={zeroY} y2={zeroY} />
        </svg>
      </div>
      <div className="trend-chart__axis-x" aria-hidden="true">
        <span>{dayText(0)}</span>
        <span>{dayText(middle)}</span>
        <span>{dayText(days.length - 1)}</span>
      </div>
      <p id={`${baseId}-hint`} className="visually-hidden">
        {t('agentCenter.trend.keyboardHint')}
      </p>
    </figure>
  );
}
