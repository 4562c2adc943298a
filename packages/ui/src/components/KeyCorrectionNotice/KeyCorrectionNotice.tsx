import { useId } from 'react';
import { dayFields, formatDateTime } from '../private/formatDateTime';
import { InfoIcon } from '../private/icons';
import * as styles from './KeyCorrectionNotice.css';

export const keyCorrectionNoticeHeadingLevels = [3, 4, 5] as const;
export type KeyCorrectionNoticeHeadingLevel = (typeof keyCorrectionNoticeHeadingLevels)[number];

/** Every word the notice shows. */
export interface KeyCorrectionNoticeLabels {
  title: string;
  /** 'The key was B; it is now C. Your score uses the corrected key.' */
  change: (previous: string, corrected: string) => string;
  /** Before the reviewer's words. */
  reviewerNote: string;
  /** 'Corrected on 6 May 2026'. */
  correctedOn: (date: string) => string;
}

export const defaultKeyCorrectionNoticeLabels: KeyCorrectionNoticeLabels = {
  title: 'Answer key corrected',
  change: (previous, corrected) => `The key was ${previous}; it is now ${corrected}. Your score uses the corrected key.`,
  reviewerNote: 'Reviewer’s note',
  correctedOn: (date) => `Corrected on ${date}`,
};

export interface KeyCorrectionNoticeProps {
  /** The key the learners sat and the one now published, as the app writes them: 'B', 'A and C', '56'. */
  previousLabel: string;
  correctedLabel: string;
  /** ISO 8601 time of the correction. */
  correctedAt: string;
  /** The reviewer's words on the correction; nothing is shown for ''. */
  note: string;
  labels?: Partial<KeyCorrectionNoticeLabels>;
  /** For the date: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** The date is shown in this zone, so the page the server draws and the browser's agree. */
  timeZone?: string;
  headingLevel?: KeyCorrectionNoticeHeadingLevel;
}

/**
 * A small notice under a solution whose key was corrected after the test (a learner's challenge
 * was accepted): the key as it was and as it is, that the score shown uses the corrected one, the
 * reviewer's note and the date in the reader's locale.
 */
export function KeyCorrectionNotice({
  previousLabel,
  correctedLabel,
  correctedAt,
  note,
  labels,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  headingLevel = 4,
}: KeyCorrectionNoticeProps) {
  const words: KeyCorrectionNoticeLabels = { ...defaultKeyCorrectionNoticeLabels, ...labels };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const corrected = formatDateTime(correctedAt, locale, { ...dayFields, timeZone });
  const reviewerNote = note.trim();

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        <InfoIcon className={styles.icon} />
        {words.title}
      </Heading>
      <p className={styles.change}>{words.change(previousLabel, correctedLabel)}</p>
      {reviewerNote ? (
        <figure className={styles.note}>
          <figcaption className={styles.noteLabel}>{words.reviewerNote}</figcaption>
          <blockquote className={styles.noteText}>{reviewerNote}</blockquote>
        </figure>
      ) : null}
      {corrected ? (
        <p className={styles.date}>
          <time dateTime={correctedAt}>{words.correctedOn(corrected)}</time>
        </p>
      ) : null}
    </section>
  );
}
