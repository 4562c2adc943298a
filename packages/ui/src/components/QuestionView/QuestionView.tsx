import { useId } from 'react';
import { defaultNumericKeypadLabels, NumericKeypad, type NumericKeypadLabels } from '../NumericKeypad/NumericKeypad';
import { RichText } from '../RichText/RichText';
import { ChoiceOptions } from './ChoiceOptions';
import { toggleChoice, type QuestionResponse, type QuestionSaveStatus } from './questionResponse';
import { SaveStatus } from './SaveStatus';
import * as styles from './QuestionView.css';
import { useKeyboardScroll } from './useKeyboardScroll';

/** The languages a question's words come in. */
export const contentLanguages = ['en', 'hi'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export const questionViewHeadingLevels = [2, 3] as const;
export type QuestionViewHeadingLevel = (typeof questionViewHeadingLevels)[number];

export interface QuestionViewLabels {
  /** The heading; `{n}` becomes the question's number: 'Question {n}'. */
  question: string;
  /** The name of the direction passage above the question. */
  direction: string;
  /** How to answer, under the question, by type. */
  chooseOne: string;
  chooseAll: string;
  typeNumber: string;
  /** The answer is chosen but not sent yet (Save & Next not pressed, or waiting in the queue). */
  unsaved: string;
  saving: string;
  /** Shown with the tick, only after the server has acknowledged the answer. */
  saved: string;
  /** Kept on this device while the server cannot be reached (offline, or the server is down); sent when it can. */
  offline: string;
  keypad: NumericKeypadLabels;
}

export const defaultQuestionViewLabels: QuestionViewLabels = {
  question: 'Question {n}',
  direction: 'Directions',
  chooseOne: 'Choose one answer.',
  chooseAll: 'Choose every correct answer. More than one may be correct.',
  typeNumber: 'Type your answer with the keypad.',
  unsaved: 'Not saved yet',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Kept on this device. It will be saved as soon as the connection is back.',
  keypad: defaultNumericKeypadLabels,
};

export interface QuestionViewProps {
  /** The question's number in the test, from 1. */
  number: number;
  /** Instructions or a passage shared by a set of questions; plain text, line breaks kept. */
  direction?: string;
  /** The question: plain text with line breaks and Unicode maths (x², √2, ≤), never HTML. */
  text: string;
  /** The options of a single- or multiple-correct question, in order. */
  options?: readonly string[];
  /**
   * Rich words from the server's renderer (maths, tables, figures), shown instead of `direction`,
   * `text` and `options` when given; the plain ones stay the default. Trusted HTML: see RichText.
   */
  directionHtml?: string;
  textHtml?: string;
  /** One per option, in order. */
  optionsHtml?: readonly string[];
  /** The learner's answer; its `type` picks the input (radio buttons, checkboxes or the keypad). */
  value: QuestionResponse;
  onChange: (value: QuestionResponse) => void;
  /** Where the answer stands with the server; the 'Saved' tick needs the server's acknowledgement. */
  saveStatus?: QuestionSaveStatus;
  /** The language of the question's words (English Language questions stay English in Hindi). */
  lang?: ContentLanguage;
  /** The language of the direction, when it differs from the question's. */
  directionLang?: ContentLanguage;
  /** The longest typed number, for numeric questions. */
  maxLength?: number;
  headingLevel?: QuestionViewHeadingLevel;
  labels?: Partial<Omit<QuestionViewLabels, 'keypad'>> & { keypad?: Partial<NumericKeypadLabels> };
}

/**
 * One question of a computer-based test: its number, the direction passage, the question and the
 * answer input for its type. Controlled: it shows `value` and reports every change; whether and
 * when to save is the test's business, and `saveStatus` tells it back.
 */
export function QuestionView({
  number,
  direction,
  text,
  options = [],
  directionHtml,
  textHtml,
  optionsHtml,
  value,
  onChange,
  saveStatus = 'none',
  lang,
  directionLang = lang,
  maxLength,
  headingLevel = 2,
  labels,
}: QuestionViewProps) {
  const words = { ...defaultQuestionViewLabels, ...labels, keypad: { ...defaultNumericKeypadLabels, ...labels?.keypad } };
  const ids = useId();
  const headingId = `${ids}-heading`;
  const textId = `${ids}-text`;
  const hintId = `${ids}-hint`;
  const Heading = `h${headingLevel}` as const;
  const directionRef = useKeyboardScroll();

  const hint = value.type === 'single' ? words.chooseOne : value.type === 'multiple' ? words.chooseAll : words.typeNumber;

  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.number}>
          {words.question.replaceAll('{n}', String(number))}
        </Heading>
        <SaveStatus status={saveStatus} labels={words} />
      </header>

      {directionHtml || direction ? (
        // On a phone the passage is part of the page; from a tablet up it scrolls itself,
        // so the question and options stay in view beside a long passage.
        <section ref={directionRef} className={styles.direction} aria-label={words.direction} lang={directionLang}>
          {directionHtml ? <RichText html={directionHtml} lang={directionLang} /> : direction}
        </section>
      ) : null}

      {textHtml ? (
        <div id={textId} className={styles.text}>
          <RichText html={textHtml} lang={lang} />
        </div>
      ) : (
        <p id={textId} className={styles.text} lang={lang}>
          {text}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>

      {value.type === 'numeric' ? (
        <NumericKeypad
          // A new question starts with a fresh keypad: no message left over from the last one.
          key={number}
          value={value.typed}
          onChange={(typed) => onChange({ type: 'numeric', typed })}
          maxLength={maxLength}
          labels={words.keypad}
          aria-describedby={`${textId} ${hintId}`}
        />
      ) : (
        <ChoiceOptions
          multiple={value.type === 'multiple'}
          options={options}
          optionsHtml={optionsHtml}
          chosen={value.type === 'multiple' ? value.choices : value.choice === null ? [] : [value.choice]}
          onToggle={(index, checked) =>
            onChange(
              value.type === 'multiple'
                ? { type: 'multiple', choices: toggleChoice(value.choices, index, checked) }
                : { type: 'single', choice: index },
            )
          }
          labelledBy={textId}
          describedBy={hintId}
          lang={lang}
        />
      )}
    </article>
  );
}
