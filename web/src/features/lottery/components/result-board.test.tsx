import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { i18n, startI18n } from '../../../i18n/i18n';
import { lotteryKey } from '../hooks/lottery-keys';
import { FourDBoard, NorthBoard, SouthBoard } from './result-board';

// A Miền Bắc result in table order (special prize first): 1 + 1 + 2 + 6 five-digit, 4 + 6 four-digit,
// 3 three-digit and 4 two-digit numbers.
const NORTH = [
  '12345',
  '54321',
  '11111',
  '22222',
  '30001',
  '30002',
  '30003',
  '30004',
  '30005',
  '30006',
  '4001',
  '4002',
  '4003',
  '4004',
  '5001',
  '5002',
  '5003',
  '5004',
  '5005',
  '5006',
  '601',
  '602',
  '603',
  '07',
  '17',
  '27',
  '37',
];

// One southern station: special prize of six digits first, G8 (two digits) last.
const SOUTH = [
  '123456',
  '11111',
  '22222',
  '33331',
  '33332',
  '44441',
  '44442',
  '44443',
  '44444',
  '44445',
  '44446',
  '44447',
  '5555',
  '6661',
  '6662',
  '6663',
  '777',
  '08',
];

const FOUR_D = [
  '1234',
  '2345',
  '3456',
  ...Array.from({ length: 10 }, (_, index) => `10${String(index).padStart(2, '0')}`),
  ...Array.from({ length: 10 }, (_, index) => `20${String(index).padStart(2, '0')}`),
];

function rowNumbers(row: HTMLElement): string[] {
  return [...row.querySelectorAll('.result-board__number')].map((cell) => cell.textContent ?? '');
}

describe('result boards laid out as the official tables', () => {
  beforeAll(async () => {
    await startI18n('en');
  });
  afterEach(cleanup);

  it('draws Miền Bắc with the special prize on top and all 27 numbers, G3 and G5 on two lines of three', () => {
    render(<NorthBoard result={NORTH} />);
    const rows = within(screen.getByTestId('result-board')).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'].map((prize) =>
        i18n.t(lotteryKey('prize', prize)),
      ),
    );
    expect(rows.flatMap(rowNumbers)).toEqual(NORTH);
    expect(rowNumbers(rows[0] as HTMLElement)).toEqual(['12345']);
    expect(rowNumbers(rows[2] as HTMLElement)).toEqual(['11111', '22222']);
    const thirdLines = (rows[3] as HTMLElement).querySelectorAll('.result-board__line');
    expect(thirdLines).toHaveLength(2);
    expect(rowNumbers(thirdLines[0] as HTMLElement)).toEqual(['30001', '30002', '30003']);
    expect((rows[5] as HTMLElement).querySelectorAll('.result-board__line')).toHaveLength(2);
    // A two-digit number keeps its leading zero.
    expect(rowNumbers(rows[7] as HTMLElement)).toEqual(['07', '17', '27', '37']);
  });

  it('draws Miền Nam with stations side by side, G8 on top and the special prize at the bottom', () => {
    const other = [...SOUTH].reverse().map((number) => number.replace(/\d/, '9'));
    render(
      <SouthBoard
        stations={[
          { name: 'TP. HCM', result: SOUTH },
          { name: 'Đồng Tháp', result: [...other].reverse() },
        ]}
      />,
    );
    const table = screen.getByTestId('result-board');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([i18n.t('lottery.board.prize'), 'TP. HCM', 'Đồng Tháp']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(9);
    expect(within(bodyRows[0] as HTMLElement).getByRole('rowheader').textContent).toBe(
      i18n.t('lottery.prize.eighth'),
    );
    expect(within(bodyRows[8] as HTMLElement).getByRole('rowheader').textContent).toBe(
      i18n.t('lottery.prize.special'),
    );
    const firstStation = bodyRows.map((row) => rowNumbers(row.querySelectorAll('td')[0] as HTMLElement));
    expect(firstStation.flat()).toHaveLength(18);
    expect(firstStation[0]).toEqual(['08']);
    expect(firstStation[2]).toEqual(['6661', '6662', '6663']);
    expect(firstStation[3]).toEqual(['5555']);
    expect(firstStation[4]).toHaveLength(7);
    expect(firstStation[8]).toEqual(['123456']);
  });

  it('draws the 4D table: three top prizes, then ten special and ten consolation numbers', () => {
    render(<FourDBoard result={FOUR_D} />);
    const board = screen.getByTestId('result-board');
    expect(within(board).getByText(i18n.t('lottery.prize4d.first')).nextSibling?.textContent).toBe('1234');
    const special = within(board).getByRole('region', { name: i18n.t('lottery.prize4d.special') });
    const consolation = within(board).getByRole('region', { name: i18n.t('lottery.prize4d.consolation') });
    expect(
      within(special)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FOUR_D.slice(3, 13));
    expect(within(consolation).getAllByRole('listitem')).toHaveLength(10);
  });
});
