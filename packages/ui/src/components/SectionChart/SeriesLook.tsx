import type { SectionSeries } from './sectionChartData';
import * as styles from './SectionChart.css';

/**
 * The patterns that tell the series apart without colour: the learner solid, the average
 * striped, the topper dotted. Each SVG carries its own copy under its own ids.
 */
export function SeriesPatterns({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern id={`${idPrefix}-average`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" className={styles.patternGround} />
        <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" className={styles.averageStripe} />
      </pattern>
      <pattern id={`${idPrefix}-topper`} width="5" height="5" patternUnits="userSpaceOnUse">
        <rect width="5" height="5" className={styles.topperGround} />
        <circle cx="2.5" cy="2.5" r="1.1" className={styles.patternGround} />
      </pattern>
    </defs>
  );
}

/** The `fill` and class of a series' bar, inside an SVG holding `SeriesPatterns` with the same prefix. */
export function seriesPaint(series: SectionSeries, idPrefix: string): { fill?: string; className: string } {
  if (series === 'you') return { className: styles.bar.you };
  return { fill: `url(#${idPrefix}-${series})`, className: styles.bar[series] };
}

/** A series' look in the key: a short bar drawn as the chart draws it. */
export function SeriesSwatch({ series, idPrefix }: { series: SectionSeries; idPrefix: string }) {
  return (
    <>
      <SeriesPatterns idPrefix={idPrefix} />
      <rect x="0.5" y="1.5" width="27" height="11" rx="2" {...seriesPaint(series, idPrefix)} />
    </>
  );
}
