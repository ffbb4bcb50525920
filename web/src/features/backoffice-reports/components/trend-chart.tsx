import type { DailyFigures } from '@plaza/contracts/back-office';

import { useMoneyFormat } from '../../../lib/use-money-format';

/**
 * A bar per day of one figure, oldest on the left; bars below the line for negative days (a GGR the house lost).
 * The figures are in the report's table as well; the chart's title and each bar's tooltip name them.
 */
export function TrendChart({
  title,
  days,
  figure,
  isMoney = true,
}: {
  title: string;
  days: readonly DailyFigures[];
  figure: (day: DailyFigures) => number;
  isMoney?: boolean;
}) {
  const money = useMoneyFormat();
  const values = days.map(figure);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const span = max - min;
  const width = Math.max(days.length, 1) * 10;
  const height = 100;
  const zero = (max / span) * height;
  const show = (value: number) => (isMoney ? money.format(value) : value.toLocaleString());
  return (
    <section className="back-office-chart">
      <h2>{title}</h2>
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={title}>
        {days.map((day, index) => {
          const value = values[index] ?? 0;
          const barHeight = (Math.abs(value) / span) * height;
          return (
            <rect
              key={day.date}
              className={`back-office-chart__bar${value < 0 ? ' back-office-chart__bar--negative' : ''}`}
              x={index * 10 + 1}
              y={value >= 0 ? zero - barHeight : zero}
              width={8}
              height={Math.max(barHeight, value === 0 ? 0 : 0.5)}
            >
              <title>{`${day.date}: ${show(value)}`}</title>
            </rect>
          );
        })}
        <line className="back-office-chart__axis" x1={0} x2={width} y1={zero} y2={zero} strokeWidth={0.5} />
      </svg>
      <div className="back-office-chart__scale">
        <span>{days[0]?.date}</span>
        <span>{show(max)}</span>
        <span>{days.at(-1)?.date}</span>
      </div>
    </section>
  );
}
