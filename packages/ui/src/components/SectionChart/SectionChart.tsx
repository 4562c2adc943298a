import { useId } from 'react';
import { Heading } from '../Heading/Heading';
import { ChartDataTable } from '../private/chart/ChartDataTable';
import { ChartLegend } from '../private/chart/ChartLegend';
import { linearScale } from '../private/chart/scale';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { formatDuration } from './formatDuration';
import { SectionBars } from './SectionBars';
import {
  accuracy,
  scoreDomain,
  seriesValue,
  shownSeries,
  type SectionChartSection,
  type SectionSeries,
} from './sectionChartData';
import { SeriesSwatch } from './SeriesLook';
import * as styles from './SectionChart.css';

export type { SectionChartSection } from './sectionChartData';

/** The headings' place in the page's outline: under the result page's title or one of its sections. */
export const sectionChartHeadingLevels = [2, 3] as const;
export type SectionChartHeadingLevel = (typeof sectionChartHeadingLevels)[number];

/** A section's marks, written for the sentence a screen reader hears. Average and topper are null when not known. */
export interface SectionScoreSummary {
  section: string;
  score: string;
  maxScore: string;
  average: string | null;
  topper: string | null;
}

export interface SectionChartLabels {
  /** The first chart's heading: 'Score by section'. */
  scoreHeading: string;
  /** The second chart's heading: 'Time by section'. */
  timeHeading: string;
  /** The key's name for screen readers: 'Key'. */
  legend: string;
  you: string;
  average: string;
  topper: string;
  /** Under a section's name: 'Accuracy 75% · 16 of 25 attempted'. `accuracy` is '—' when none were attempted. */
  accuracyNote: (accuracy: string, attempted: string, questions: string) => string;
  /** One section's part of the score chart's description: 'You scored 18 of 35 in Reasoning, average 12, topper 31'. */
  scoreSummary: (values: SectionScoreSummary) => string;
  /** One section's part of the time chart's description: '12 minutes 30 seconds on Reasoning'. */
  timeSummary: (section: string, time: string) => string;
  /** The toggle that shows the table: 'Show the numbers'. */
  showTable: string;
  /** The same toggle while the table shows: 'Hide the numbers'. */
  hideTable: string;
  /** The table's caption. */
  tableCaption: string;
  /** Column headings; `average` and `topper` head theirs too. */
  section: string;
  yourScore: string;
  accuracy: string;
  attempted: string;
  time: string;
  /** 'x of y', for marks and attempted questions: '18 of 35'. */
  outOf: (value: string, total: string) => string;
  /** A value that is not known: no average yet, no accuracy without an attempt. */
  missing: string;
  /** Shown instead of the charts when the paper has no sections. */
  empty: string;
}

export const defaultSectionChartLabels: SectionChartLabels = {
  scoreHeading: 'Score by section',
  timeHeading: 'Time by section',
  legend: 'Key',
  you: 'You',
  average: 'Average',
  topper: 'Topper',
  accuracyNote: (value, attempted, questions) => `Accuracy ${value} · ${attempted} of ${questions} attempted`,
  scoreSummary: ({ section, score, maxScore, average, topper }) =>
    [`You scored ${score} of ${maxScore} in ${section}`, average === null ? null : `average ${average}`, topper === null ? null : `topper ${topper}`]
      .filter((part) => part !== null)
      .join(', '),
  timeSummary: (section, time) => `${time} on ${section}`,
  showTable: 'Show the numbers',
  hideTable: 'Hide the numbers',
  tableCaption: 'Score, accuracy and time by section',
  section: 'Section',
  yourScore: 'Your score',
  accuracy: 'Accuracy',
  attempted: 'Attempted',
  time: 'Time',
  outOf: (value, total) => `${value} of ${total}`,
  missing: '—',
  empty: 'No section-wise result to show yet.',
};

export interface SectionChartProps {
  /** The paper's sections in the paper's order. */
  sections: readonly SectionChartSection[];
  labels?: Partial<SectionChartLabels>;
  /** Numbers and units as the reader's locale writes them: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** The two charts' headings. */
  headingLevel?: SectionChartHeadingLevel;
}

/**
 * A result's score and time by section, as two small bar charts. Each chart is one image for
 * screen readers (role="img", named by its heading, described by a sentence per section), not a
 * maze of bars and numbers; every number is also in a real table behind a toggle.
 */
export function SectionChart({ sections, labels, locale = 'en-IN', headingLevel = 2 }: SectionChartProps) {
  const text = { ...defaultSectionChartLabels, ...labels };
  const id = useId();

  if (sections.length === 0) return <StatusMessage>{text.empty}</StatusMessage>;

  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const marks = (value: number | null) => (value === null ? text.missing : number.format(value));
  const accuracyText = (section: SectionChartSection) => {
    const value = accuracy(section);
    return value === null ? text.missing : share.format(value);
  };

  const series = shownSeries(sections);
  const seriesName: Record<SectionSeries, string> = { you: text.you, average: text.average, topper: text.topper };
  const [low, high] = scoreDomain(sections);
  const scoreX = linearScale([low, high], [0, 100]);
  const longest = Math.max(0, ...sections.map((section) => section.timeSpentMs));
  const timeX = linearScale([0, longest], [0, 100]);

  const scoreHeadingId = `${id}-score`;
  const timeHeadingId = `${id}-time`;
  const scoreDescriptionId = `${id}-score-description`;
  const timeDescriptionId = `${id}-time-description`;

  const scoreDescription = `${sections
    .map((section) =>
      text.scoreSummary({
        section: section.name,
        score: number.format(section.score),
        maxScore: number.format(section.maxScore),
        average: section.average == null ? null : number.format(section.average),
        topper: section.topper == null ? null : number.format(section.topper),
      }),
    )
    .join('; ')}.`;
  const timeDescription = `${sections
    .map((section) => text.timeSummary(section.name, formatDuration(section.timeSpentMs, locale, 'long')))
    .join('; ')}.`;

  return (
    <div className={styles.root}>
      <div className={styles.chart}>
        <Heading level={headingLevel} size="large" id={scoreHeadingId}>
          {text.scoreHeading}
        </Heading>
        {series.length > 1 ? (
          <ChartLegend
            label={text.legend}
            items={series.map((name) => ({
              id: name,
              label: seriesName[name],
              swatch: <SeriesSwatch series={name} idPrefix={`${id}-key-${name}`} />,
            }))}
          />
        ) : null}
        <div role="img" aria-labelledby={scoreHeadingId} aria-describedby={scoreDescriptionId} className={styles.groups}>
          {sections.map((section, index) => (
            <div key={index} className={styles.group} data-section={section.name}>
              <p className={styles.name}>{section.name}</p>
              <p className={styles.note}>
                {text.accuracyNote(accuracyText(section), number.format(section.attempted), number.format(section.questions))}
              </p>
              <SectionBars
                idPrefix={`${id}-score-${index}`}
                className={low < 0 ? `${styles.scoreBars} ${styles.roomBelowZero}` : styles.scoreBars}
                x={scoreX}
                track={section.maxScore}
                bars={series.map((name) => {
                  const value = seriesValue(section, name);
                  return { series: name, value, text: marks(value) };
                })}
              />
            </div>
          ))}
        </div>
        <p id={scoreDescriptionId} hidden>
          {scoreDescription}
        </p>
      </div>

      <div className={styles.chart}>
        <Heading level={headingLevel} size="large" id={timeHeadingId}>
          {text.timeHeading}
        </Heading>
        <div role="img" aria-labelledby={timeHeadingId} aria-describedby={timeDescriptionId} className={styles.groups}>
          {sections.map((section, index) => (
            <div key={index} className={styles.group}>
              <p className={styles.name}>{section.name}</p>
              <SectionBars
                idPrefix={`${id}-time-${index}`}
                className={styles.timeBars}
                x={timeX}
                bars={[{ series: 'you', value: section.timeSpentMs, text: formatDuration(section.timeSpentMs, locale) }]}
              />
            </div>
          ))}
        </div>
        <p id={timeDescriptionId} hidden>
          {timeDescription}
        </p>
      </div>

      <ChartDataTable caption={text.tableCaption} showLabel={text.showTable} hideLabel={text.hideTable}>
        <thead>
          <tr>
            <th scope="col">{text.section}</th>
            <th scope="col">{text.yourScore}</th>
            {series.includes('average') ? <th scope="col">{text.average}</th> : null}
            {series.includes('topper') ? <th scope="col">{text.topper}</th> : null}
            <th scope="col">{text.accuracy}</th>
            <th scope="col">{text.attempted}</th>
            <th scope="col">{text.time}</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section, index) => (
            <tr key={index}>
              <th scope="row">{section.name}</th>
              <td>{text.outOf(number.format(section.score), number.format(section.maxScore))}</td>
              {series.includes('average') ? <td>{marks(section.average ?? null)}</td> : null}
              {series.includes('topper') ? <td>{marks(section.topper ?? null)}</td> : null}
              <td>{accuracyText(section)}</td>
              <td>{text.outOf(number.format(section.attempted), number.format(section.questions))}</td>
              <td>{formatDuration(section.timeSpentMs, locale, 'short')}</td>
            </tr>
          ))}
        </tbody>
      </ChartDataTable>
    </div>
  );
}
