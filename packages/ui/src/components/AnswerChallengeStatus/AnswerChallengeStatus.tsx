import type { AnswerChallengeStatus as ChallengeStatus } from '@pariksha/contract/values';
import { useId, type Ref } from 'react';
import { dayFields, formatDateTime } from '../private/formatDateTime';
import { ClockIcon, InfoIcon, TickDiscIcon } from '../private/icons';
import * as styles from '../QuestionReportStatus/QuestionReportStatus.css';

export const answerChallengeStatusHeadingLevels = [3, 4, 5] as const;
export type AnswerChallengeStatusHeadingLevel = (typeof answerChallengeStatusHeadingLevels)[number];

/** The learner's challenge of a key as the status shows it. */
export interface AnswerChallengeStatusChallenge {
  status: ChallengeStatus;
  /** The answer the learner proposed, as the app writes it: 'A', 'A and C', '56'. */
  answerLabel: string;
  /** The reviewer's words to the learner; null until decided (and may stay null). */
  decisionNote: string | null;
  /** ISO 8601 times. */
  challengedAt: string;
  decidedAt: string | null;
}

/** Every word the status shows. */
export interface AnswerChallengeStatusLabels {
  /** The heading, by status: 'Challenge received', 'Your challenge was accepted', 'The key stands'. */
  titles: Readonly<Record<ChallengeStatus, string>>;
  /** What the status means for the learner, by status. */
  messages: Readonly<Record<ChallengeStatus, string>>;
  /** Before the learner's answer: 'You proposed'. */
  yourAnswer: string;
  /** Before the reviewer's words. */
  reviewerNote: string;
  /** 'Challenged on 4 May 2026'. */
  challengedOn: (date: string) => string;
  /** 'Decided on 6 May 2026'. */
  decidedOn: (date: string) => string;
}

export const defaultAnswerChallengeStatusLabels: AnswerChallengeStatusLabels = {
  titles: { received: 'Challenge received', accepted: 'Your challenge was accepted', rejected: 'The key stands' },
  messages: {
    received: 'A reviewer will check the key. Their decision will appear here.',
    accepted: 'Thank you, you were right. The key is corrected and every score has been worked out again.',
    rejected: 'A reviewer checked your challenge and found the key correct.',
  },
  yourAnswer: 'You proposed',
  reviewerNote: 'Reviewer’s note',
  challengedOn: (date) => `Challenged on ${date}`,
  decidedOn: (date) => `Decided on ${date}`,
};

export interface AnswerChallengeStatusProps {
  challenge: AnswerChallengeStatusChallenge;
  labels?: Partial<AnswerChallengeStatusLabels>;
  /** For dates: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** Dates are shown in this zone, so the page the server draws and the browser's agree. */
  timeZone?: string;
  headingLevel?: AnswerChallengeStatusHeadingLevel;
  /** The status itself (focusable from script): focus lands here when the challenge was just sent. */
  ref?: Ref<HTMLElement>;
}

const icons = { received: ClockIcon, accepted: TickDiscIcon, rejected: InfoIcon } as const;

/**
 * What became of the learner's challenge of a question's key, under that question: received and
 * waiting for a reviewer, accepted (the key corrected, every score worked out again), or the key
 * stands; with the answer they proposed, the reviewer's note and the dates in the reader's locale.
 * The icon and the heading both say the status, never colour alone.
 */
export function AnswerChallengeStatus({
  challenge,
  labels,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  headingLevel = 4,
  ref,
}: AnswerChallengeStatusProps) {
  const words: AnswerChallengeStatusLabels = {
    ...defaultAnswerChallengeStatusLabels,
    ...labels,
    titles: { ...defaultAnswerChallengeStatusLabels.titles, ...labels?.titles },
    messages: { ...defaultAnswerChallengeStatusLabels.messages, ...labels?.messages },
  };
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const StatusIcon = icons[challenge.status];
  const challenged = formatDateTime(challenge.challengedAt, locale, { ...dayFields, timeZone });
  const decided = challenge.decidedAt === null ? null : formatDateTime(challenge.decidedAt, locale, { ...dayFields, timeZone });

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`${styles.root} ${styles.tone[challenge.status]}`}
      aria-labelledby={titleId}
      data-status={challenge.status}
    >
      <Heading id={titleId} className={styles.title}>
        <StatusIcon className={styles.icon} />
        {words.titles[challenge.status]}
      </Heading>
      <p className={styles.message}>{words.messages[challenge.status]}</p>
      {challenge.decisionNote ? (
        <figure className={styles.note}>
          <figcaption className={styles.noteLabel}>{words.reviewerNote}</figcaption>
          <blockquote className={styles.noteText}>{challenge.decisionNote}</blockquote>
        </figure>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factName}>{words.yourAnswer}</dt>
          <dd className={styles.factValue}>
            {/* '-12.5' keeps its sign at the start inside Hindi text, and a label can be any script. */}
            <bdi>{challenge.answerLabel}</bdi>
          </dd>
        </div>
      </dl>
      <p className={styles.dates}>
        {challenged ? <time dateTime={challenge.challengedAt}>{words.challengedOn(challenged)}</time> : null}
        {challenged && decided ? ' · ' : null}
        {decided && challenge.decidedAt ? <time dateTime={challenge.decidedAt}>{words.decidedOn(decided)}</time> : null}
      </p>
    </section>
  );
}
