import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setUpMemberPageTests } from '../../../test/render-with-member';
import { TrendChart } from './trend-chart';

setUpMemberPageTests();

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26'];

function renderChart() {
  return render(
    <TrendChart
      title="Last 30 days"
      days={DAYS}
      formatDay={(day) => day.slice(5)}
      series={[
        { key: 'bets', label: 'Valid bets', values: [100, 0, 300], format: (value) => `$${value}` },
        { key: 'profit', label: 'Profit and loss', values: [-50, 20, 0], format: (value) => `$${value}` },
      ]}
    />,
  );
}

describe('TrendChart', () => {
  it('draws one bar a day and reads out the chosen day, moved with the arrow keys', () => {
    const { container } = renderChart();
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    const readout = container.querySelector('.trend-chart__readout');
    expect(readout?.textContent).toBe('11-26$300');

    const plot = screen.getByRole('img', { name: /Valid bets, last 3 days/ });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(readout?.textContent).toBe('11-25$0');
    fireEvent.keyDown(plot, { key: 'Home' });
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(readout?.textContent).toBe('11-24$100');
    fireEvent.keyDown(plot, { key: 'End' });
    expect(readout?.textContent).toBe('11-26$300');
  });

  it('switches the series, a loss hanging below the zero line', () => {
    const { container } = renderChart();
    fireEvent.click(screen.getByRole('radio', { name: 'Profit and loss' }));
    expect(screen.getByRole('radio', { name: 'Profit and loss' }).getAttribute('aria-checked')).toBe('true');
    expect(container.querySelectorAll('.trend-chart__bar--negative')).toHaveLength(1);
    expect(screen.getByText('$20')).toBeTruthy();
    expect(screen.getByText('$-50')).toBeTruthy();
  });
});
