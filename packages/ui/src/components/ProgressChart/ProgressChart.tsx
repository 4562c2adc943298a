import { useId } from 'react';
import * as chart from '../private/chart/chart.css';
import { ChartDataTable } from '../private/chart/ChartDataTable';
import * as tableStyles from '../private/chart/ChartDataTable.css';
import { ChartLegend } from '../private/chart/ChartLegend';
import { linearScale, percent } from '../private/chart/scale';
import { labelledTicks } from '../private/chart/tickLabels';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { formatAttemptDate } from './formatAttemptDate';
import { inDateOrder, lineSegments, scorePercent, yDomain, yStep, type ProgressPoint } from './progressChartData';
import * as styles from './ProgressChart.css';

export type { ProgressPoint } from './progressChartData';

/** What the chart's description says, already formatted. The percentiles are null when not ranked. */
export interface ProgressSummary {
  count: number;
  firstDate: string;
  lastDate: string;
  firstScore: string;
  lastScore: string;
  /** The first ranked attempt's percentile; null unless two or more attempts are ranked. */
  firstPercentile: string | null;
  /** The latest ranked attempt's percentile; null when none is ranked. */
  lastPercentile: string | null;
}

export interface ProgressChartLabels {
  /** The chart's name for screen readers: 'Score and percentile over time'. */
  chart: string;
  /** The key's name for screen readers: 'Key'. */
  legend: string;
  /** The score line's name in the key and the table: 'Score (% of full marks)'. */
  score: string;
  percentile: string;
  /** Above the chart: 'Latest: 62% score, 88.4 percentile'; `percentile` is null for an unranked attempt. */
  latest: (score: string, percentile: string | null) => string;
  /** The chart's description, a sentence or two. */
  summary: (values: ProgressSummary) => string;
  showTable: string;
  hideTable: string;
  tableCaption: string;
  date: string;
  test: string;
  /** A score cell: '62% (124 of 200)'. */
  scoreCell: (percent: string, score: string, maxScore: string) => string;
  /** A percentile that is not known: an unranked attempt. */
  missing: string;
  loading: string;
  /** Shown when there are no attempts yet. */
  empty: string;
  /** The error message's words around the app's message: 'Error: Network error…'. */
  error: (message: string) => string;
}

export const defaultProgressChartLabels: ProgressChartLabels = {
  chart: 'Score and percentile over time',
  legend: 'Key',
  score: 'Score (% of full marks)',
  percentile: 'Percentile',
  latest: (score, percentile) =>
    percentile === null ? `Latest: ${score} score, not ranked` : `Latest: ${score} score, ${percentile} percentile`,
  summary: ({ count, firstDate, lastDate, firstScore, lastScore, firstPercentile, lastPercentile }) => {
    if (count === 1) {
      return `1 attempt, on ${lastDate}: score ${lastScore}${lastPercentile === null ? '' : `, percentile ${lastPercentile}`}.`;
    }
    const percentile =
      lastPercentile === null
        ? ''
        : firstPercentile === null
          ? `; percentile ${lastPercentile}`
          : `; percentile from ${firstPercentile} to ${lastPercentile}`;
    return `${count} attempts from ${firstDate} to ${lastDate}. Score from ${firstScore} to ${lastScore}${percentile}.`;
  },
  showTable: 'Show the numbers',
  hideTable: 'Hide the numbers',
  tableCaption: 'Your attempts',
  date: 'Date',
  test: 'Test',
  scoreCell: (share, score, maxScore) => `${share} (${score} of ${maxScore})`,
  missing: '—',
  loading: 'Loading your progress...',
  empty: 'Take a test to see your progress here.',
  error: (message) => `Error: ${message}`,
};

export interface ProgressChartProps {
  /** The attempts of one test series, in any order: they are drawn by date. */
  points: readonly ProgressPoint[];
  labels?: Partial<ProgressChartLabels>;
  /** Numbers and dates as the reader's locale writes them: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** The attempts are being fetched. */
  loading?: boolean;
  /** Fetching them failed: the message, without 'Error:' (the label adds it). */
  error?: string | null;
}

/** The SVG's height and the plot's edges in it, in pixels. */
const height = 224;
const plotTop = 12;
const plotBottom = 188;
/** The plot spans the SVG's content box; its CSS padding holds the 0–100 labels and a date's half. */
const plotStart = 0;
const plotEnd = 100;
/** At most this many dates are labelled at each width of the chart (see ProgressChart.css). */
const tickBudgets = { small: 4, medium: 7, large: 10 } as const;

/**
 * A learner's progress across a test series: score (as a share of full marks) and percentile,
 * both 0–100, over their attempts in date order, evenly spaced. One image for screen readers,
 * described in a sentence, with every number in a table behind a toggle.
 */
export function ProgressChart({ points, labels, locale = 'en-IN', loading = false, error = null }: ProgressChartProps) {
  const text = { ...defaultProgressChartLabels, ...labels };
  const id = useId();

  if (loading) return <StatusMessage busy>{text.loading}</StatusMessage>;
  if (error) return <StatusMessage tone="critical">{text.error(error)}</StatusMessage>;
  if (points.length === 0) return <StatusMessage>{text.empty}</StatusMessage>;

  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const marks = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const rank = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const axis = new Intl.NumberFormat(locale);
  const scoreText = (point: ProgressPoint) => share.format(scorePercent(point) / 100);

  const ordered = inDateOrder(points);
  const scores = ordered.map(scorePercent);
  const percentiles = ordered.map((point) => point.percentile);
  const ranked = ordered.filter((point) => point.percentile !== null);
  const latest = ordered[ordered.length - 1] as ProgressPoint;
  const first = ordered[0] as ProgressPoint;
  const firstRanked = ranked[0];
  const lastRanked = ranked[ranked.length - 1];

  const [low, high] = yDomain(ordered);
  const y = linearScale([low, high], [plotBottom, plotTop]);
  // One attempt sits in the middle; more are spread evenly from edge to edge.
  const x = ordered.length === 1 ? () => (plotStart + plotEnd) / 2 : linearScale([0, ordered.length - 1], [plotStart, plotEnd]);
  const gridValues: number[] = [];
  for (let value = low; value <= high; value += yStep) gridValues.push(value);
  const ticks = {
    small: labelledTicks(ordered.length, tickBudgets.small),
    medium: labelledTicks(ordered.length, tickBudgets.medium),
    large: labelledTicks(ordered.length, tickBudgets.large),
  };

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const description = text.summary({
    count: ordered.length,
    firstDate: formatAttemptDate(first.date, locale, 'full'),
    lastDate: formatAttemptDate(latest.date, locale, 'full'),
    firstScore: scoreText(first),
    lastScore: scoreText(latest),
    firstPercentile:
      firstRanked && lastRanked && firstRanked !== lastRanked && firstRanked.percentile !== null
        ? rank.format(firstRanked.percentile)
        : null,
    lastPercentile: lastRanked?.percentile == null ? null : rank.format(lastRanked.percentile),
  });

  return (
    <div className={styles.root}>
      <p className={styles.latest}>
        {text.latest(scoreText(latest), latest.percentile === null ? null : rank.format(latest.percentile))}
      </p>
      <ChartLegend
        label={text.legend}
        items={[
          {
            id: 'score',
            label: text.score,
            swatch: (
              <>
                <line x1="0" x2="28" y1="7" y2="7" className={styles.scoreLine} />
                <circle cx="14" cy="7" r="4" className={styles.scoreMarker} />
              </>
            ),
          },
          {
            id: 'percentile',
            label: text.percentile,
            swatch: (
              <>
                <line x1="0" x2="28" y1="7" y2="7" className={styles.percentileLine} />
                <rect x="10" y="3" width="8" height="8" className={styles.percentileMarker} />
              </>
            ),
          },
        ]}
      />
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        width="100%"
        height={height}
        className={`${chart.svg} ${styles.plot}`}
      >
        <title id={titleId}>{text.chart}</title>
        <desc id={descriptionId}>{description}</desc>
        {gridValues.map((value) => (
          <g key={value}>
            <line
              x1={percent(plotStart)}
              x2={percent(plotEnd)}
              y1={y(value)}
              y2={y(value)}
              className={value === 0 ? chart.zeroLine : chart.gridLine}
            />
            <text x="0" dx={-8} y={y(value)} dominantBaseline="central" textAnchor="end" className={chart.axisText}>
              {axis.format(value)}
            </text>
          </g>
        ))}
        {ordered.map((point, index) => (
          <text
            key={point.id}
            x={percent(x(index))}
            y={height - 8}
            textAnchor="middle"
            data-tick={index}
            className={[
              chart.axisText,
              styles.tick,
              ticks.small.has(index) ? styles.tickAt.small : '',
              ticks.medium.has(index) ? styles.tickAt.medium : '',
              ticks.large.has(index) ? styles.tickAt.large : '',
            ].join(' ')}
          >
            {formatAttemptDate(point.date, locale)}
          </text>
        ))}
        <g data-series="score">
          {lineSegments(scores).map(([from, to]) => (
            <line
              key={from}
              x1={percent(x(from))}
              x2={percent(x(to))}
              y1={y(scores[from] ?? 0)}
              y2={y(scores[to] ?? 0)}
              className={styles.scoreLine}
            />
          ))}
        </g>
        <g data-series="percentile">
          {lineSegments(percentiles).map(([from, to]) => (
            <line
              key={from}
              x1={percent(x(from))}
              x2={percent(x(to))}
              y1={y(percentiles[from] ?? 0)}
              y2={y(percentiles[to] ?? 0)}
              className={styles.percentileLine}
            />
          ))}
        </g>
        {ordered.map((point, index) => (
          <g key={point.id}>
            <circle cx={percent(x(index))} cy={y(scores[index] ?? 0)} r="4" className={styles.scoreMarker} />
            {/* A square marker: a nested SVG puts its corner at the point, the square is drawn around it. */}
            {point.percentile === null ? null : (
              <svg x={percent(x(index))} y={y(point.percentile)} overflow="visible">
                <rect x="-4" y="-4" width="8" height="8" className={styles.percentileMarker} />
              </svg>
            )}
          </g>
        ))}
      </svg>
      <ChartDataTable caption={text.tableCaption} showLabel={text.showTable} hideLabel={text.hideTable}>
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col" className={tableStyles.textCell}>
              {text.test}
            </th>
            <th scope="col">{text.score}</th>
            <th scope="col">{text.percentile}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((point) => (
            <tr key={point.id}>
              <th scope="row">
                <time dateTime={point.date}>{formatAttemptDate(point.date, locale, 'full')}</time>
              </th>
              <td className={tableStyles.textCell}>{point.title}</td>
              <td>{text.scoreCell(scoreText(point), marks.format(point.score), marks.format(point.maxScore))}</td>
              <td>{point.percentile === null ? text.missing : rank.format(point.percentile)}</td>
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </div>
  );
}
