import * as chart from '../private/chart/chart.css';
import { percent } from '../private/chart/scale';
import type { SectionSeries } from './sectionChartData';
import { SeriesPatterns, seriesPaint } from './SeriesLook';
import * as styles from './SectionChart.css';

/** Each bar's thickness and the space between bars, in pixels. */
const barHeight = 14;
const barGap = 4;
/** Room above and below the bars for the zero line to reach past them. */
const edge = 2;

export interface SectionBar {
  series: SectionSeries;
  /** Null leaves the series' row empty: its place still says which series it is. */
  value: number | null;
  /** Printed at the bar's end. */
  text: string;
}

export interface SectionBarsProps {
  bars: readonly SectionBar[];
  /** Where a value sits across the plot, in percent of the SVG's width. */
  x: (value: number) => number;
  /** A pale track from zero to this value behind the first bar: the section's full marks. */
  track?: number;
  /** Unique per SVG: the id prefix of its patterns. */
  idPrefix: string;
  /** Sets the room, in pixels, kept beside the plot for the printed values. */
  className: string;
}

/**
 * One section's bars, drawn in percentages of the SVG's width (never a viewBox), so the bars
 * stretch with the column while the printed numbers keep their size on a phone and a laptop.
 * The SVG's CSS padding keeps fixed room for those numbers: percentages measure the content
 * box only, and the numbers draw out into the padding.
 */
export function SectionBars({ bars, x, track, idPrefix, className }: SectionBarsProps) {
  const height = edge * 2 + bars.length * barHeight + (bars.length - 1) * barGap;
  const zero = x(0);
  return (
    <svg width="100%" height={height} className={`${chart.svg} ${className}`} aria-hidden="true" focusable="false">
      {bars.some((bar) => bar.series !== 'you') ? <SeriesPatterns idPrefix={idPrefix} /> : null}
      {track === undefined || track <= 0 ? null : (
        <rect x={percent(zero)} y={edge} width={percent(x(track) - zero)} height={barHeight} className={styles.track} />
      )}
      {bars.map((bar, index) => {
        if (bar.value === null) return null;
        const top = edge + index * (barHeight + barGap);
        const end = x(bar.value);
        const negative = bar.value < 0;
        return (
          <g key={bar.series} data-series={bar.series}>
            <rect
              x={percent(Math.min(zero, end))}
              y={top}
              width={percent(Math.abs(end - zero))}
              height={barHeight}
              {...seriesPaint(bar.series, idPrefix)}
            />
            {/* Past the bar's end: to the right of a positive bar, to the left of a negative one. */}
            <text
              x={percent(end)}
              dx={negative ? -4 : 4}
              y={top + barHeight / 2}
              dominantBaseline="central"
              textAnchor={negative ? 'end' : 'start'}
              className={chart.valueText}
            >
              {bar.text}
            </text>
          </g>
        );
      })}
      <line x1={percent(zero)} x2={percent(zero)} y1={0} y2={height} data-zero="" className={chart.zeroLine} />
    </svg>
  );
}
