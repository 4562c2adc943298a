import { useId } from 'react';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { answerChangeAdvice, type AnswerChangeAdvice, type AnswerChangeCounts } from './answerChangeAdvice';
import * as styles from './AnswerChangeSummary.css';
import { ChangeIcon, type AnswerMark } from './ChangeIcon';

export interface AnswerChangeSummaryLabels {
  /** The section's heading: 'Answer changes'. */
  heading: string;
  rightToWrong: string;
  wrongToRight: string;
  wrongToWrong: string;
  /** The line of advice for each pattern (see `answerChangeAdvice`). */
  advice: Record<AnswerChangeAdvice, string>;
}

export const defaultAnswerChangeSummaryLabels: AnswerChangeSummaryLabels = {
  heading: 'Answer changes',
  rightToWrong: 'Right to wrong',
  wrongToRight: 'Wrong to right',
  wrongToWrong: 'Wrong to wrong',
  advice: {
    none: 'You did not change any answer.',
    trustFirstInstinct: 'Your first instinct was often right: change an answer only when you find a mistake.',
    recheckingPaidOff: 'Rechecking paid off: keep going back to the questions you were unsure of.',
    evenTrade: 'Your changes fixed as many answers as they broke: change one only when you can see the mistake.',
    changesDidNotHelp:
      'Each change swapped one wrong answer for another: when a question still puzzles you, work it again from the start.',
  },
};

export interface AnswerChangeSummaryProps extends AnswerChangeCounts {
  labels?: Partial<AnswerChangeSummaryLabels>;
  /** Formats the counts: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  headingLevel?: SectionHeadingLevel;
}

const figures = [
  { key: 'rightToWrong', from: 'right', to: 'wrong' },
  { key: 'wrongToRight', from: 'wrong', to: 'right' },
  { key: 'wrongToWrong', from: 'wrong', to: 'wrong' },
] as const satisfies readonly { key: keyof AnswerChangeCounts; from: AnswerMark; to: AnswerMark }[];

/**
 * What the learner's changed answers did, the pattern coaches ask about: how many went right to
 * wrong, wrong to right and wrong to wrong, and one line of advice drawn from those numbers.
 */
export function AnswerChangeSummary({
  labels,
  locale = 'en-IN',
  headingLevel = 2,
  ...changes
}: AnswerChangeSummaryProps) {
  const text = { ...defaultAnswerChangeSummaryLabels, ...labels };
  const headingId = useId();
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const advice = answerChangeAdvice(changes);

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <Heading level={headingLevel} size="large" id={headingId}>
        {text.heading}
      </Heading>
      <dl className={styles.figures}>
        {figures.map(({ key, from, to }) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.term}>
              <ChangeIcon from={from} to={to} />
              <span>{text[key]}</span>
            </dt>
            <dd className={styles.value[key]}>{count.format(Math.max(0, changes[key]))}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.advice} data-advice={advice}>
        {text.advice[advice]}
      </p>
    </section>
  );
}
