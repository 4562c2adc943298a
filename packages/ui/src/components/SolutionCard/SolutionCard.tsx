import { useId, type Ref } from 'react';
import { ClockIcon, CrossIcon, FlagIcon, HalfDiscIcon, TickDiscIcon } from '../private/icons';
import type { ContentLanguage } from '../QuestionView/QuestionView';
import { useKeyboardScroll } from '../QuestionView/useKeyboardScroll';
import { RichText } from '../RichText/RichText';
import { OutcomeIcon } from './OutcomeIcon';
import { optionMarks, rightChosen, shownText, typedValue, type SolutionOutcome, type SolutionQuestion } from './solution';
import * as styles from './SolutionCard.css';

export const solutionCardHeadingLevels = [2, 3, 4] as const;
export type SolutionCardHeadingLevel = (typeof solutionCardHeadingLevels)[number];

/** Every word the card shows or says. */
export interface SolutionCardLabels {
  /** The heading: 'Question 12'. */
  question: (number: number) => string;
  /** The name of the direction passage above the question. */
  direction: string;
  /** The name of the list of options. */
  options: string;
  /** Under a multiple-correct question. */
  multipleHint: string;
  /** Beside the correct option(s), and before a numeric key. */
  correctAnswer: string;
  /** Beside the learner's option(s), and before their number. */
  yourAnswer: string;
  /** The learner left the question. */
  notAnswered: string;
  /**
   * A partly right answer (partial marks): how many of the right options the learner chose, and
   * how many there are: 'You chose 2 of the 3 correct options, and no wrong one.' Numbers, so the
   * words can agree with them (Hindi's 1 चुना, 2 चुने).
   */
  partlyRight: (chosen: number, correct: number) => string;
  /** Each outcome's word, beside its icon. */
  outcomes: Readonly<Record<SolutionOutcome, string>>;
  marked: string;
  /** Before the time the question was on screen (mm:ss). */
  timeSpent: string;
  /** The heading over the worked solution. */
  explanation: string;
  /** A numeric key with a tolerance: 'Any answer from 2.01 to 2.03 counts as correct.' */
  accepted: (from: string, to: string) => string;
  /** Said when the chosen language has no version of the question, by the language shown instead. */
  shownIn: Readonly<Record<ContentLanguage, string>>;
}

export const defaultSolutionCardLabels: SolutionCardLabels = {
  question: (number) => `Question ${number}`,
  direction: 'Directions',
  options: 'Options',
  multipleHint: 'More than one option is correct.',
  correctAnswer: 'Correct answer',
  yourAnswer: 'Your answer',
  notAnswered: 'You did not answer this question.',
  partlyRight: (chosen, correct) => `You chose ${chosen} of the ${correct} correct options, and no wrong one.`,
  outcomes: { correct: 'Correct', partial: 'Partly right', wrong: 'Wrong', unanswered: 'Not answered' },
  marked: 'Marked for review',
  timeSpent: 'Time spent',
  explanation: 'Explanation',
  accepted: (from, to) => `Any answer from ${from} to ${to} counts as correct.`,
  shownIn: {
    en: 'This question has no Hindi version, so it is shown in English.',
    hi: 'This question has no English version, so it is shown in Hindi.',
  },
};

export interface SolutionCardProps {
  question: SolutionQuestion;
  /** The language of the question's words; the other is shown when it has no version in this one. */
  language: ContentLanguage;
  labels?: Partial<SolutionCardLabels>;
  /** For numbers: 'en-IN' or 'hi-IN'. */
  locale?: string;
  headingLevel?: SolutionCardHeadingLevel;
  /** The heading, so a review can move focus to it when it shows another question. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** `PT1M25S`: the machine-readable duration of a `<time>`. */
function isoDuration(ms: number): string {
  return `PT${Math.max(0, Math.round(ms / 1000))}S`;
}

/**
 * One question of a submitted test with its solution: the learner's answer beside the correct
 * one (a tick, a colour and words for the key; a cross and words for a wrong pick, so neither
 * rests on colour), the time it was on screen and the worked explanation. A partly right answer
 * (partial marks) says how many of the right options it chose.
 */
export function SolutionCard({
  question,
  language,
  labels,
  locale = 'en-IN',
  headingLevel = 2,
  headingRef,
}: SolutionCardProps) {
  const words = {
    ...defaultSolutionCardLabels,
    ...labels,
    outcomes: { ...defaultSolutionCardLabels.outcomes, ...labels?.outcomes },
    shownIn: { ...defaultSolutionCardLabels.shownIn, ...labels?.shownIn },
  };
  const ids = useId();
  const headingId = `${ids}-heading`;
  const explanationId = `${ids}-explanation`;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const directionRef = useKeyboardScroll();

  const shown = shownText(question.texts, language);
  const text = shown?.text;
  const options = text?.optionsHtml ?? text?.options ?? [];
  const answered = question.yourAnswer !== null;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });

  return (
    <article className={styles.root} aria-labelledby={headingId} data-outcome={question.outcome}>
      <header className={styles.header}>
        <p className={styles.section}>{question.sectionName}</p>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
          {words.question(question.number)}
        </Heading>
        <ul className={styles.facts}>
          <li className={`${styles.fact} ${styles.outcomeTone[question.outcome]}`}>
            <OutcomeIcon outcome={question.outcome} className={styles.factIcon} />
            {words.outcomes[question.outcome]}
          </li>
          {question.marked ? (
            <li className={`${styles.fact} ${styles.markedTone}`}>
              <FlagIcon className={styles.factIcon} />
              {words.marked}
            </li>
          ) : null}
          <li className={styles.fact}>
            <ClockIcon className={styles.factIcon} />
            {words.timeSpent}{' '}
            <time dateTime={isoDuration(question.timeSpentMs)} className={styles.time}>
              {question.timeSpent}
            </time>
          </li>
        </ul>
      </header>

      {shown?.fallback ? <p className={styles.note}>{words.shownIn[shown.lang]}</p> : null}

      {text?.directionHtml || text?.direction ? (
        // As on the test screen: part of the page on a phone, scrolling itself from a tablet up.
        <section ref={directionRef} className={styles.direction} aria-label={words.direction} lang={shown?.lang}>
          {text.directionHtml ? <RichText html={text.directionHtml} lang={shown?.lang} /> : text.direction}
        </section>
      ) : null}

      {text?.textHtml ? (
        <div className={styles.text}>
          <RichText html={text.textHtml} lang={shown?.lang} />
        </div>
      ) : text ? (
        <p className={styles.text} lang={shown?.lang}>
          {text.text}
        </p>
      ) : null}
      {question.type === 'multiple' ? <p className={styles.hint}>{words.multipleHint}</p> : null}

      {answered ? null : <p className={styles.unanswered}>{words.notAnswered}</p>}
      {question.outcome === 'partial' ? <PartlyRight question={question} words={words} /> : null}

      {question.type === 'numeric' ? (
        <NumericAnswers question={question} words={words} format={(n) => number.format(n)} />
      ) : (
        <ol className={styles.options} aria-label={words.options}>
          {optionMarks(question, options.length).map((mark, index) => (
            <li
              key={index}
              className={styles.option}
              data-correct={mark.correct || undefined}
              data-wrong-pick={(mark.chosen && !mark.correct) || undefined}
            >
              <span className={styles.optionNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.optionText} lang={shown?.lang}>
                {text?.optionsHtml ? <RichText html={options[index] ?? ''} lang={shown?.lang} inline /> : options[index]}
              </span>
              {mark.correct || mark.chosen ? (
                <span className={styles.marks}>
                  {mark.correct ? (
                    <span className={`${styles.mark} ${styles.outcomeTone.correct}`}>
                      <TickDiscIcon className={styles.markIcon} />
                      {words.correctAnswer}
                    </span>
                  ) : null}
                  {mark.chosen ? (
                    <span className={`${styles.mark} ${mark.correct ? styles.yourTone : styles.outcomeTone.wrong}`}>
                      {mark.correct ? null : <CrossIcon className={styles.markIcon} />}
                      {words.yourAnswer}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {text ? (
        <section className={styles.explanation} aria-labelledby={explanationId}>
          <SubHeading id={explanationId} className={styles.explanationHeading}>
            {words.explanation}
          </SubHeading>
          {text.explanationHtml ? (
            <div className={styles.explanationText}>
              <RichText html={text.explanationHtml} lang={shown?.lang} />
            </div>
          ) : (
            <p className={styles.explanationText} lang={shown?.lang}>
              {text.explanation}
            </p>
          )}
        </section>
      ) : null}
    </article>
  );
}

interface PartlyRightProps {
  question: SolutionQuestion;
  words: SolutionCardLabels;
}

/** 'You chose 2 of the 3 correct options, and no wrong one.': why the answer earned part of the marks. */
function PartlyRight({ question, words }: PartlyRightProps) {
  const { chosen, correct } = rightChosen(question);
  return (
    <p className={styles.partlyRight}>
      <HalfDiscIcon className={styles.partlyRightIcon} />
      <span>{words.partlyRight(chosen, correct)}</span>
    </p>
  );
}

interface NumericAnswersProps {
  question: SolutionQuestion;
  words: SolutionCardLabels;
  format: (n: number) => string;
}

/** 'Your answer: 12.5' and 'Correct answer: 12', each with its mark, and the accepted range if any. */
function NumericAnswers({ question, words, format }: NumericAnswersProps) {
  const yours = typedValue(question.yourAnswer);
  const key = typedValue(question.correctAnswer) ?? '';
  const range = question.acceptedRange;
  const right = question.outcome === 'correct';
  return (
    <div className={styles.numeric}>
      <p className={styles.numericRow}>
        {yours === null ? null : (
          <span className={`${styles.numericValue} ${right ? styles.outcomeTone.correct : styles.outcomeTone.wrong}`}>
            {right ? <TickDiscIcon className={styles.markIcon} /> : <CrossIcon className={styles.markIcon} />}
            <span>
              {words.yourAnswer}: <bdi className={styles.value}>{yours}</bdi>
            </span>
          </span>
        )}
        <span className={`${styles.numericValue} ${styles.outcomeTone.correct}`}>
          <TickDiscIcon className={styles.markIcon} />
          <span>
            {words.correctAnswer}: <bdi className={styles.value}>{key}</bdi>
          </span>
        </span>
      </p>
      {range ? <p className={styles.hint}>{words.accepted(format(range[0]), format(range[1]))}</p> : null}
    </div>
  );
}
