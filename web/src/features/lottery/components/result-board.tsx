import { groupResultByPrize, RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import type { ResultStructureCode } from '@plaza/engines/lottery/result-structures';
import { useTranslation } from 'react-i18next';
import { lotteryKey } from '../hooks/lottery-keys';

/** One station's result, for the Central and South boards that show several stations side by side. */
export interface StationResult {
  /** The station's name as the server gives it, or the game's name. */
  name: string;
  result: readonly string[];
}

/** How many numbers each row of an official table holds: G3 and G5 of Miền Bắc split six numbers into two rows. */
const NORTH_ROW_WIDTH: Record<string, number> = { third: 3, fifth: 3 };

/** One number of a board; an empty string is a number still to be drawn (the live draw fills them in). */
function BoardNumber({ value }: { value: string }) {
  return value === '' ? (
    <span className="result-board__number result-board__number--pending" aria-hidden="true">
      ···
    </span>
  ) : (
    <span className="result-board__number">{value}</span>
  );
}

function chunk(numbers: readonly string[], width: number): string[][] {
  const rows: string[][] = [];
  for (let start = 0; start < numbers.length; start += width) {
    rows.push(numbers.slice(start, start + width));
  }
  return rows;
}

/**
 * Miền Bắc as the official XSMB table (docs/product/lottery-pages.md, "Results"): the special prize on top, then G1
 * to G7, each prize's numbers in one cell, G3 and G5 on two lines of three.
 */
export function NorthBoard({ result, caption }: { result: readonly string[]; caption?: string }) {
  const { t } = useTranslation();
  const groups = groupResultByPrize(RESULT_STRUCTURES.vn_north, result);
  return (
    <table className="result-board result-board--north" data-testid="result-board">
      {caption === undefined ? null : <caption>{caption}</caption>}
      <tbody>
        {groups.map((group) => (
          <tr key={group.prize} className={`result-board__row result-board__row--${group.prize}`}>
            <th scope="row">{t(lotteryKey('prize', group.prize))}</th>
            <td>
              {chunk(group.numbers, NORTH_ROW_WIDTH[group.prize] ?? group.numbers.length).map(
                (line, lineIndex) => (
                  <span key={lineIndex} className="result-board__line">
                    {line.map((number, numberIndex) => (
                      <BoardNumber key={numberIndex} value={number} />
                    ))}
                  </span>
                ),
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Miền Trung and Miền Nam as their official tables: stations side by side, G8 on top and the special prize at
 * the bottom, the order they are drawn in.
 */
export function SouthBoard({ stations, caption }: { stations: readonly StationResult[]; caption?: string }) {
  const { t } = useTranslation();
  const perStation = stations.map((station) =>
    groupResultByPrize(RESULT_STRUCTURES.vn_central_south, station.result).reverse(),
  );
  const prizes = perStation[0]?.map((group) => group.prize) ?? [];
  return (
    <table className="result-board result-board--south" data-testid="result-board">
      {caption === undefined ? null : <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('lottery.board.prize')}</span>
          </th>
          {stations.map((station) => (
            <th key={station.name} scope="col">
              {station.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize, prizeIndex) => (
          <tr key={prize} className={`result-board__row result-board__row--${prize}`}>
            <th scope="row">{t(lotteryKey('prize', prize))}</th>
            {perStation.map((groups, stationIndex) => (
              <td key={stationIndex}>
                {(groups[prizeIndex]?.numbers ?? []).map((number, numberIndex) => (
                  <span key={numberIndex} className="result-board__line">
                    <BoardNumber value={number} />
                  </span>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 4D result table: 1st, 2nd and 3rd prizes, then the ten special and ten consolation numbers in a grid. */
export function FourDBoard({ result, caption }: { result: readonly string[]; caption?: string }) {
  const { t } = useTranslation();
  const groups = groupResultByPrize(RESULT_STRUCTURES['4d'], result);
  const top = groups.filter((group) => group.numbers.length === 1);
  const grids = groups.filter((group) => group.numbers.length > 1);
  return (
    <div className="four-d-board" data-testid="result-board">
      {caption === undefined ? null : <p className="four-d-board__caption">{caption}</p>}
      <dl className="four-d-board__top">
        {top.map((group) => (
          <div key={group.prize} className={`four-d-board__prize four-d-board__prize--${group.prize}`}>
            <dt>{t(lotteryKey('prize4d', group.prize))}</dt>
            <dd>
              <BoardNumber value={group.numbers[0] ?? ''} />
            </dd>
          </div>
        ))}
      </dl>
      {grids.map((group) => (
        <section
          key={group.prize}
          className="four-d-board__grid"
          aria-label={t(lotteryKey('prize4d', group.prize))}
        >
          <h4>{t(lotteryKey('prize4d', group.prize))}</h4>
          <ul>
            {group.numbers.map((number, numberIndex) => (
              <li key={numberIndex}>
                <BoardNumber value={number} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A fast game's result: five digit balls or three dice. */
export function DigitResult({
  structure,
  result,
  isSmall = false,
}: {
  structure: 'ssc' | 'k3';
  result: readonly string[];
  isSmall?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol
      className={`digit-result digit-result--${structure}${isSmall ? ' digit-result--small' : ''}`}
      aria-label={t('lottery.board.resultLabel', { result: result.join(' ') })}
    >
      {result.map((digit, position) => (
        <li key={position} className="digit-result__ball" aria-hidden="true">
          {digit}
        </li>
      ))}
    </ol>
  );
}

/** Any result, drawn as its game's official table. */
export function ResultBoard({
  structure,
  result,
  stationName,
}: {
  structure: ResultStructureCode;
  result: readonly string[];
  stationName?: string;
}) {
  switch (structure) {
    case 'vn_north':
      return <NorthBoard result={result} caption={stationName} />;
    case 'vn_central_south':
      return <SouthBoard stations={[{ name: stationName ?? '', result }]} />;
    case '4d':
      return <FourDBoard result={result} caption={stationName} />;
    case 'ssc':
    case 'k3':
      return <DigitResult structure={structure} result={result} />;
  }
}
