import type { QuestionReportReason, QuestionReportStatus as ReportStatus } from '@pariksha/contract/values';
import { useId, type Ref } from 'react';
import { dayFields, formatDateTime } from '../private/formatDateTime';
import { ClockIcon, InfoIcon, TickDiscIcon } from '../private/icons';
import * as styles from './QuestionReportStatus.css';

export const questionReportStatusHeadingLevels = [3, 4, 5] as const;
export type QuestionReportStatusHeadingLevel = (typeof questionReportStatusHeadingLevels)[number];

/** The learner's report as the status shows it. */
export interface QuestionReportStatusReport {
  status: ReportStatus;
  reason: QuestionReportReason;
  /** The reviewer's words to the learner; null until decided. */
  decisionNote: string | null;
  /** ISO 8601 times. */
  reportedAt: string;
  decidedAt: string | null;
}

/** Every word the status shows. */
export interface QuestionReportStatusLabels {
  /** The heading, by status: 'Report received', 'Your report was accepted', 'The question stands'. */
  titles: Readonly<Record<ReportStatus, string>>;
  /** What the status means for the learner, by status. */
  messages: Readonly<Record<ReportStatus, string>>;
  /** Before the learner's reason: 'You reported'. */
  yourReason: string;
  /** Each reason in a few plain words (the report dialog's). */
  reasons: Readonly<Record<QuestionReportReason, string>>;
  /** Before the reviewer's words. */
  reviewerNote: string;
  /** 'Reported on 4 May 2026'. */
  reportedOn: (date: string) => string;
  /** 'Answered on 6 May 2026'. */
  decidedOn: (date: string) => string;
}

export const defaultQuestionReportStatusLabels: QuestionReportStatusLabels = {
  titles: { received: 'Report received', accepted: 'Your report was accepted', rejected: 'The question stands' },
  messages: {
    received: 'Thank you. Our reviewers will check this question, and their answer will appear here.',
    accepted: 'Thank you, you were right. The question is being corrected for every learner.',
    rejected: 'A reviewer checked your report and found the question correct as it is.',
  },
  yourReason: 'You reported',
  reasons: {
    wrong_answer: 'The correct answer is wrong',
    mistake_in_question: 'A mistake in the question or options',
    translation: 'The translation is wrong or unclear',
    display: 'Something does not show properly',
    other: 'Something else',
  },
  reviewerNote: 'Reviewer’s note',
  reportedOn: (date) => `Reported on ${date}`,
  decidedOn: (date) => `Answered on ${date}`,
};

export interface QuestionReportStatusProps {
  report: QuestionReportStatusReport;
  labels?: Partial<QuestionReportStatusLabels>;
  /** For dates: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** Dates are shown in this zone, so the page the server draws and the browser's agree. */
  timeZone?: string;
  headingLevel?: QuestionReportStatusHeadingLevel;
  /** The status itself (focusable from script): focus lands here when the report was just sent. */
  ref?: Ref<HTMLElement>;
}

const icons = { received: ClockIcon, accepted: TickDiscIcon, rejected: InfoIcon } as const;

/**
 * What became of the learner's report of an error in a question, under that question: received
 * and waiting for a reviewer, accepted, or the question stands; with the reviewer's note and the
 * dates in the reader's locale. The icon and the heading both say the status, never colour alone.
 */
export function QuestionReportStatus({
  report,
  labels,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  headingLevel = 4,
  ref,
}: QuestionReportStatusProps) {
  const words: QuestionReportStatusLabels = {
    ...defaultQuestionReportStatusLabels,
    ...labels,
    titles: { ...defaultQuestionReportStatusLabels.titles, ...labels?.titles },
    messages: { ...defaultQuestionReportStatusLabels.messages, ...labels?.messages },
    reasons: { ...defaultQuestionReportStatusLabels.reasons, ...labels?.reasons },
  };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const StatusIcon = icons[report.status];
  const reported = formatDateTime(report.reportedAt, locale, { ...dayFields, timeZone });
  const decided = report.decidedAt === null ? null : formatDateTime(report.decidedAt, locale, { ...dayFields, timeZone });

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`${styles.root} ${styles.tone[report.status]}`}
      aria-labelledby={titleId}
      data-status={report.status}
    >
      <Heading id={titleId} className={styles.title}>
        <StatusIcon className={styles.icon} />
        {words.titles[report.status]}
      </Heading>
      <p className={styles.message}>{words.messages[report.status]}</p>
      {report.decisionNote ? (
        <figure className={styles.note}>
          <figcaption className={styles.noteLabel}>{words.reviewerNote}</figcaption>
          <blockquote className={styles.noteText}>{report.decisionNote}</blockquote>
        </figure>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{words.yourReason}</dt>
          <dd className={styles.factValue}>{words.reasons[report.reason]}</dd>
        </div>
      </dl>
      <p className={styles.dates}>
        {reported ? <time dateTime={report.reportedAt}>{words.reportedOn(reported)}</time> : null}
        {reported && decided ? ' · ' : null}
        {decided && report.decidedAt ? <time dateTime={report.decidedAt}>{words.decidedOn(decided)}</time> : null}
      </p>
    </section>
  );
}
