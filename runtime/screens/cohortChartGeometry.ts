import { perVisitText } from '@/runtime/report/amountsText';
import { ESTIMATED_AT_DAY, estimateText, type OriginReturn } from '@/runtime/report/spend/originReturns';
import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';

/**
 * The cohort chart's frame, in SVG units (the chart is drawn as wide as its box, this is its aspect ratio and the size
 * its words are measured against): the plot, and the margins its axes' words take.
 */
export const COHORT_CHART = {
  width: 360,
  height: 240,
  margin: { top: 28, right: 22, bottom: 44, left: 76 },
  /** The last day of the x axis: the day-90 estimate. */
  lastDay: 90,
  /** The origins drawn, those with the most spend; the others are in the table only. */
  maxOrigins: 6,
  /** A marker's radius, and the space between the estimates of two origins drawn at the same day. */
  marker: 4,
  dodge: 5,
} as const;

/** The days the x axis names. */
export const DAY_TICKS = [0, 7, 30, 90] as const;

/**
 * Each origin's colour and marker, in the order of their spend: colours of at least 4.5:1 on white (the chart's plate),
 * and a shape each, so an origin is told apart without its colour.
 */
export const ORIGIN_STYLES = [
  { colour: '#0b5fa5', shape: 'circle' },
  { colour: '#c2410c', shape: 'square' },
  { colour: '#15803d', shape: 'triangle' },
  { colour: '#7e22ce', shape: 'diamond' },
  { colour: '#a16207', shape: 'triangleDown' },
  { colour: '#be185d', shape: 'star' },
] as const;
export type MarkerShape = (typeof ORIGIN_STYLES)[number]['shape'];
export const MARKER_SHAPES: readonly MarkerShape[] = ORIGIN_STYLES.map((style) => style.shape);

const plot = {
  left: COHORT_CHART.margin.left,
  right: COHORT_CHART.width - COHORT_CHART.margin.right,
  top: COHORT_CHART.margin.top,
  bottom: COHORT_CHART.height - COHORT_CHART.margin.bottom,
} as const;

/** A coordinate to a tenth of a unit: finer is not seen, and the markup stays short. */
const round = (value: number) => Math.round(value * 10) / 10 + 0;

/**
 * The x of a day since the visit began, on a square-root scale: day 0 at the plot's left, day 90 at its right, and
 * days 7 and 30 far enough from 0 and from each other to be read (at about 28% and 58% of the width).
 */
export function dayX(day: number): number {
  const share = Math.sqrt(Math.min(Math.max(day, 0), COHORT_CHART.lastDay) / COHORT_CHART.lastDay);
  return round(plot.left + share * (plot.right - plot.left));
}

/** The y of an amount per visit (minor units), on a linear scale from the domain's low (the plot's bottom) to its high. */
export function moneyY(domain: { low: number; high: number }, minor: number): number {
  const share = (minor - domain.low) / (domain.high - domain.low);
  return round(plot.bottom - share * (plot.bottom - plot.top));
}

/**
 * Nice ticks covering `low` to `high`, the first at or under `low`, the last at or over `high`: about five of them (at
 * most eight), a step of 1, 2 or 5 times a power of ten, never under one minor unit.
 */
export function niceTicks(low: number, high: number): number[] {
  const raw = Math.max(high - low, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const step = Math.max(1, (fraction < 1.5 ? 1 : fraction < 3 ? 2 : fraction < 7 ? 5 : 10) * power);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, i) => (first + i) * step + 0);
}

/** A marker's outline centred on a point, as a path. */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number = COHORT_CHART.marker): string {
  const at = (points: [number, number][]) =>
    `M${points.map(([px, py]) => `${round(x + px * r)} ${round(y + py * r)}`).join('L')}Z`;
  switch (shape) {
    case 'circle':
      return `M${round(x - r)} ${round(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    case 'square':
      return at([
        [-0.9, -0.9],
        [0.9, -0.9],
        [0.9, 0.9],
        [-0.9, 0.9],
      ]);
    case 'triangle':
      return at([
        [0, -1.2],
        [1.1, 0.8],
        [-1.1, 0.8],
      ]);
    case 'triangleDown':
      return at([
        [0, 1.2],
        [1.1, -0.8],
        [-1.1, -0.8],
      ]);
    case 'diamond':
      return at([
        [0, -1.25],
        [1.25, 0],
        [0, 1.25],
        [-1.25, 0],
      ]);
    case 'star':
      return at(
        Array.from({ length: 10 }, (_, i): [number, number] => {
          const angle = -Math.PI / 2 + (i * Math.PI) / 5;
          const radius = i % 2 === 0 ? 1.35 : 0.6;
          return [radius * Math.cos(angle), radius * Math.sin(angle)];
        }),
      );
  }
}

/** An origin as the report names it: `fb · spring`, `(none)` for an empty source or campaign. */
export function originLabel(origin: Pick<OriginReturn, 'source' | 'campaign'>): string {
  return `${origin.source || '(none)'} · ${origin.campaign || '(none)'}`;
}

const visitsText = (visits: number) => `${visits} ${visits === 1 ? 'visit' : 'visits'}`;

/** What the chart reads of an origin's return (the rest of it is the table's). */
export type ChartedReturn = Pick<OriginReturn, 'source' | 'campaign' | 'spend' | 'cohorts' | 'estimates'>;

/** A point read at a day: its x and y, its figure, and what hovering it says. */
export type ChartPoint = { day: number; x: number; y: number; perVisit: number; visits: number; title: string };
/** An estimate at a later day: a point, and its 95% interval as a whisker (a path) from `yLow` to `yHigh`, capped. */
export type ChartEstimate = ChartPoint & { yLow: number; yHigh: number; whisker: string };

/** A vertical whisker at x from one y to another, with a cap at each end. */
export function whiskerPath(x: number, yLow: number, yHigh: number, cap = 3): string {
  return `M${x} ${yLow}V${yHigh}M${round(x - cap)} ${yLow}h${2 * cap}M${round(x - cap)} ${yHigh}h${2 * cap}`;
}

/** An origin as drawn: its colour and marker, its actual points joined, its estimates joined (dashed) to the last. */
export type ChartLine = {
  key: string;
  label: string;
  colour: string;
  shape: MarkerShape;
  points: ChartPoint[];
  /** The actual points joined, left to right; empty without two of them. */
  path: string;
  estimates: ChartEstimate[];
  /** From the last actual point (if any) through the estimates of later days; empty without two points to join. */
  dashedPath: string;
};

export type CohortChartGeometry = {
  width: number;
  height: number;
  plot: typeof plot;
  xTicks: { day: number; x: number; label: string }[];
  yTicks: { value: number; y: number; label: string }[];
  /** The y of zero per visit: the baseline, above the plot's bottom when a value is negative (refunds). */
  zeroY: number;
  lines: ChartLine[];
  /** How many origins are left out of the chart (in the table only). */
  more: number;
};

/** A line through points, left to right; none through fewer than two. */
const lineThrough = (points: { x: number; y: number }[]) =>
  points.length < 2 ? '' : `M${points.map((p) => `${p.x} ${p.y}`).join('L')}`;

/**
 * The cohort chart of origins' returns (docs/decisions/0042, 0044): for at most the six origins with the most spend,
 * revenue per followed visit at days 0, 7 and 30 where visits were read, and the day-7 estimates of days 30 and 90
 * where there are any, over days since the visit began (square-root scale) and money per visit in the report's
 * currency from zero or the lowest value (refunds can make one negative) to the highest, interval included.
 */
export function cohortChartGeometry(returns: readonly ChartedReturn[], currency: Currency): CohortChartGeometry {
  const shown = [...returns]
    .sort((a, b) => b.spend.total.amount - a.spend.total.amount)
    .slice(0, COHORT_CHART.maxOrigins);
  const read = (o: ChartedReturn) => o.cohorts.filter((c) => c.visits > 0 && Number.isFinite(c.perVisit));
  const estimated = (o: ChartedReturn) =>
    o.estimates.flatMap(({ day, visits, estimate }) =>
      estimate !== null && [estimate.perVisit, estimate.low, estimate.high].every(Number.isFinite)
        ? [{ day, visits, estimate }]
        : [],
    );

  const values = shown.flatMap((o) => [
    ...read(o).map((c) => c.perVisit),
    ...estimated(o).flatMap((e) => [e.estimate.perVisit, e.estimate.low, e.estimate.high]),
  ]);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const ticks = niceTicks(low, high > low ? high : low + 10 ** CURRENCY_MINOR_DIGITS[currency]);
  const domain = { low: ticks[0] ?? 0, high: ticks[ticks.length - 1] ?? 1 };
  const y = (minor: number) => moneyY(domain, minor);

  const lines = shown.map((o, index): ChartLine => {
    const style = ORIGIN_STYLES[index % ORIGIN_STYLES.length] ?? ORIGIN_STYLES[0];
    const label = originLabel(o);
    const points = read(o)
      .sort((a, b) => a.day - b.day)
      .map(
        (c): ChartPoint => ({
          day: c.day,
          x: dayX(c.day),
          y: y(c.perVisit),
          perVisit: c.perVisit,
          visits: c.visits,
          title: `${label}, day ${c.day}: ${perVisitText(c.perVisit, currency)} per visit (${visitsText(c.visits)})`,
        }),
      );
    // Estimates of several origins at the same day stand side by side, so their whiskers do not hide each other.
    const dodge = (index - (shown.length - 1) / 2) * COHORT_CHART.dodge;
    const estimates = estimated(o)
      .sort((a, b) => a.day - b.day)
      .map(
        ({ day, visits, estimate }): ChartEstimate => ({
          day,
          x: round(dayX(day) + dodge),
          y: y(estimate.perVisit),
          yLow: y(estimate.low),
          yHigh: y(estimate.high),
          whisker: whiskerPath(round(dayX(day) + dodge), y(estimate.low), y(estimate.high)),
          perVisit: estimate.perVisit,
          visits,
          title: `${label}, day ${day} estimated at day ${ESTIMATED_AT_DAY}: ${estimateText(estimate, currency)} per visit (${visitsText(visits)})`,
        }),
      );
    const last = points[points.length - 1];
    const dashed = [...(last ? [last] : []), ...estimates.filter((e) => last === undefined || e.day > last.day)];
    return {
      key: `${o.source}:${o.campaign}`,
      label,
      colour: style.colour,
      shape: style.shape,
      points,
      path: lineThrough(points),
      estimates,
      dashedPath: lineThrough(dashed),
    };
  });

  return {
    width: COHORT_CHART.width,
    height: COHORT_CHART.height,
    plot,
    xTicks: DAY_TICKS.map((day) => ({ day, x: dayX(day), label: String(day) })),
    yTicks: ticks.map((value) => ({ value, y: y(value), label: perVisitText(value, currency) })),
    zeroY: y(0),
    lines,
    more: Math.max(0, returns.length - shown.length),
  };
}
