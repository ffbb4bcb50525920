import type { CrashGame } from '@plaza/contracts/bgs';
import { computeFlightMs, computeFlightMultiplier, CRASH_GROWTH_PER_MS } from '@plaza/engines/crash-flight';
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { formatHundredths } from '../../../lib/hundredths';

const PAD = { left: 44, right: 28, top: 20, bottom: 30 };
const SAMPLES = 64;
/** The drawing's size before the chart is measured (and where nothing measures it). */
const DEFAULT_SIZE = { width: 640, height: 320 };
/** The shortest time span and highest multiplier the axes show, so that take-off does not fill the chart. */
const MINIMUM_SPAN_MS = 10_000;
const MINIMUM_TOP = 200;

/**
 * Where the flight is at `elapsedMs` on a chart of `width` × `height` CSS pixels: the axes' ranges and scales,
 * the curve as SVG paths (area and line), and its tip with the direction it points.
 */
export function drawFlight(elapsedMs: number, width: number, height: number) {
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const bottom = PAD.top + plotHeight;
  const spanMs = Math.max(MINIMUM_SPAN_MS, elapsedMs * 1.15);
  const multiplier = computeFlightMultiplier(elapsedMs);
  const top = Math.max(MINIMUM_TOP, Math.ceil(multiplier * 1.2));
  const toX = (ms: number) => PAD.left + (ms / spanMs) * plotWidth;
  const toY = (hundredths: number) => bottom - ((hundredths - 100) / (top - 100)) * plotHeight;
  const points = Array.from({ length: SAMPLES + 1 }, (_, index) => {
    const ms = (elapsedMs * index) / SAMPLES;
    // The drawn curve is smooth: the exact multiplier, not the one rounded down to hundredths.
    return [toX(ms), toY(100 * Math.exp(CRASH_GROWTH_PER_MS * ms))] as const;
  });
  const line = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
  const [tipX, tipY] = points.at(-1) ?? [PAD.left, bottom];
  const [beforeX, beforeY] = points.at(-4) ?? [PAD.left, bottom];
  const angle = (Math.atan2(tipY - beforeY, tipX - beforeX) * 180) / Math.PI;
  return {
    multiplier,
    line: line.join(' '),
    area: `${line.join(' ')} L${tipX.toFixed(1)},${bottom} L${PAD.left},${bottom} Z`,
    tip: { x: tipX, y: tipY, angle: Number.isFinite(angle) ? angle : -20 },
    spanMs,
    top,
    bottom,
    toX,
    toY,
  };
}

/** The element's size in CSS pixels, followed as it changes, so the drawing is never stretched. */
function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState(DEFAULT_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) {
        setSize({
          width: Math.max(200, Math.round(entry.contentRect.width)),
          height: Math.max(150, Math.round(entry.contentRect.height)),
        });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** A few round ticks for an axis from `low` to `high`. */
function ticks(low: number, high: number, count: number): number[] {
  const raw = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((value) => value >= raw) ?? raw;
  const first = Math.ceil(low / step) * step;
  return Array.from({ length: Math.floor((high - first) / step) + 1 }, (_, index) => first + index * step);
}

function Rocket({ x, y, angle, isFlying }: { x: number; y: number; angle: number; isFlying: boolean }) {
  return (
    <g
      className="crash-rocket"
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})`}
    >
      {isFlying ? <path className="crash-rocket__flame" d="M-20,-5 L-36,0 L-20,5 Z" /> : null}
      <path className="crash-rocket__body" d="M-20,-7 L6,-7 Q18,-7 24,0 Q18,7 6,7 L-20,7 Z" />
      <path className="crash-rocket__fin" d="M-20,-7 L-26,-14 L-12,-7 Z M-20,7 L-26,14 L-12,7 Z" />
      <circle className="crash-rocket__window" cx="6" cy="0" r="3.5" />
    </g>
  );
}

function Burst({ x, y }: { x: number; y: number }) {
  const rays = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2;
    const inner = index % 2 === 0 ? 10 : 6;
    const outer = index % 2 === 0 ? 26 : 16;
    return `M${(Math.cos(angle) * inner).toFixed(1)},${(Math.sin(angle) * inner).toFixed(1)} L${(
      Math.cos(angle) * outer
    ).toFixed(1)},${(Math.sin(angle) * outer).toFixed(1)}`;
  });
  return (
    <g className="crash-burst" transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
      <circle r="9" />
      <path d={rays.join(' ')} />
    </g>
  );
}

/**
 * The flight, drawn from the game's take-off time and the server's clock (`serverNow`), on the same curve
 * the server prices cash-outs on: it runs on its own every animation frame while the game flies, and stops at
 * the crash point once the game crashed. Before take-off the rocket waits on the pad.
 */
export function CrashChart({ game, serverNow }: { game: CrashGame | null; serverNow: () => number }) {
  const { t } = useTranslation();
  const gradientId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(frameRef);
  const [now, setNow] = useState(serverNow);
  const isFlying = game !== null && game.phase !== 'crashed';

  useEffect(() => {
    if (!isFlying) {
      return undefined;
    }
    let frame = window.requestAnimationFrame(function step() {
      setNow(serverNow());
      frame = window.requestAnimationFrame(step);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [isFlying, serverNow]);

  const takeOff = game === null ? Number.POSITIVE_INFINITY : Date.parse(game.bettingEndsAt);
  const elapsedMs =
    game?.phase === 'crashed' && game.crashPointHundredths !== null
      ? computeFlightMs(game.crashPointHundredths)
      : Math.max(0, now - takeOff);
  const flight = drawFlight(elapsedMs, width, height);
  const isCrashed = game?.phase === 'crashed';
  const hasTakenOff = isCrashed || now >= takeOff;
  const shown = isCrashed ? (game.crashPointHundredths ?? flight.multiplier) : flight.multiplier;
  const xTicks = ticks(0, flight.spanMs / 1_000, 5).filter((second) => second > 0);
  const yTicks = ticks(100, flight.top, 4).filter((hundredths) => hundredths > 100);
  const secondsLeft = Math.max(0, (takeOff - now) / 1_000);

  return (
    <div className={`crash-chart${isCrashed ? ' crash-chart--crashed' : ''}`} ref={frameRef}>
      <svg
        className="crash-chart__svg"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t('play.crash.chart')}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" className="crash-chart__area-top" />
            <stop offset="100%" className="crash-chart__area-bottom" />
          </linearGradient>
        </defs>
        {yTicks.map((hundredths) => {
          const y = flight.toY(hundredths);
          return (
            <g key={`y${hundredths}`} className="crash-chart__grid">
              <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end">
                {`${formatHundredths(hundredths).replace(/\.?0+$/, '')}×`}
              </text>
            </g>
          );
        })}
        {xTicks.map((second) => {
          const x = flight.toX(second * 1_000);
          return (
            <g key={`x${second}`} className="crash-chart__grid">
              <text x={x} y={height - 9} textAnchor="middle">
                {`${second}s`}
              </text>
            </g>
          );
        })}
        <line
          className="crash-chart__axis"
          x1={PAD.left}
          x2={width - PAD.right}
          y1={flight.bottom}
          y2={flight.bottom}
        />
        {hasTakenOff ? (
          <>
            <path className="crash-chart__area" d={flight.area} fill={`url(#${gradientId})`} />
            <path className="crash-chart__line" d={flight.line} />
          </>
        ) : null}
        {isCrashed ? (
          <Burst x={flight.tip.x} y={flight.tip.y} />
        ) : (
          <Rocket
            x={hasTakenOff ? flight.tip.x : PAD.left + 8}
            y={hasTakenOff ? flight.tip.y : flight.bottom - 14}
            angle={hasTakenOff ? flight.tip.angle : -35}
            isFlying={hasTakenOff}
          />
        )}
      </svg>
      <div className="crash-chart__readout" aria-hidden="true">
        {game === null ? null : !hasTakenOff ? (
          <>
            <span className="crash-chart__label">{t('play.crash.nextRound')}</span>
            <span className="crash-chart__countdown" data-testid="crash-countdown">
              {t('play.crash.seconds', { seconds: secondsLeft.toFixed(1) })}
            </span>
          </>
        ) : (
          <>
            <span className="crash-chart__multiplier" data-testid="crash-multiplier">
              {`${formatHundredths(shown)}×`}
            </span>
            {isCrashed ? <span className="crash-chart__label">{t('play.crash.crashed')}</span> : null}
          </>
        )}
      </div>
    </div>
  );
}
