import { useId } from 'react';
import { dayFields, formatDateTime } from '../private/formatDateTime';
import { InfoIcon } from '../private/icons';
import * as styles from '../KeyCorrectionNotice/KeyCorrectionNotice.css';

/** One rescore of the learner's attempt: when, which questions' keys, the score and rank before and after. */
export interface ResultRescore {
  /** ISO 8601. */
  rescoredAt: string;
  previousScore: number;
  score: number;
  /** Null for an unranked attempt (a retake, a practice test). */
  previousRank: number | null;
  rank: number | null;
  /** The corrected questions' numbers in the paper. */
  questions: readonly number[];
}

/** Every word the notice shows; numbers and dates arrive formatted in the reader's locale. */
export interface ResultRescoredNoticeLabels {
  title: string;
  /** 'After a challenge, the key of question 12 was corrected and your test scored again: your score went from 96 to 98.' */
  change: (questions: string, previous: string, score: string, count: number) => string;
  /** 'Your rank went from 14 to 9.' */
  rank: (previous: string, rank: string) => string;
  /** 'Re-scored on 29 Nov 2026'. */
  rescoredOn: (date: string) => string;
}

export const defaultResultRescoredNoticeLabels: ResultRescoredNoticeLabels = {
  title: 'Your result was re-scored',
  change: (questions, previous, score, count) =>
    `After a challenge, the ${count === 1 ? 'key of question' : 'keys of questions'} ${questions} ${count === 1 ? 'was' : 'were'} corrected and your test was scored again: your score went from ${previous} to ${score}.`,
  rank: (previous, rank) => `Your rank went from ${previous} to ${rank}.`,
  rescoredOn: (date) => `Re-scored on ${date}`,
};

export interface ResultRescoredNoticeProps {
  /** Oldest first, as the api sends them; shown newest first. Nothing is drawn for none. */
  rescores: readonly ResultRescore[];
  labels?: Partial<ResultRescoredNoticeLabels>;
  /** 'en-IN' or 'hi-IN': numbers, lists and dates. */
  locale?: string;
  /** Dates in this zone, so the page the server draws and the browser's agree. */
  timeZone?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * At the top of a result: what corrected answer keys changed in it (the learner is mailed the same),
 * in the key-correction notice's look, so the two read as one story.
 */
export function ResultRescoredNotice({ rescores, labels, locale = 'en-IN', timeZone = 'Asia/Kolkata', headingLevel = 2 }: ResultRescoredNoticeProps) {
  const words: ResultRescoredNoticeLabels = { ...defaultResultRescoredNoticeLabels, ...labels };
  const titleId = useId();
  if (rescores.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        <InfoIcon className={styles.icon} />
        {words.title}
      </Heading>
      {[...rescores].reverse().map((rescore) => {
        const day = formatDateTime(rescore.rescoredAt, locale, { ...dayFields, timeZone });
        const rankMoved = rescore.rank !== null && rescore.previousRank !== null && rescore.rank !== rescore.previousRank;
        return (
          <div key={rescore.rescoredAt}>
            <p className={styles.change}>
              {words.change(list.format(rescore.questions.map((question) => number.format(question))), number.format(rescore.previousScore), number.format(rescore.score), rescore.questions.length)}
              {rankMoved ? ` ${words.rank(number.format(rescore.previousRank ?? 0), number.format(rescore.rank ?? 0))}` : null}
            </p>
            {day ? (
              <p className={styles.date}>
                <time dateTime={rescore.rescoredAt}>{words.rescoredOn(day)}</time>
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
