import { contentLanguages, type ContentLanguage } from '../QuestionView/QuestionView';
import type { QuestionType } from '../QuestionView/questionResponse';

/**
 * How a submitted answer was scored. 'partial': a multiple-correct question answered with some of
 * the right options and no wrong one, in a section that gives partial marks (JEE Advanced): it
 * earns part of the marks, and is neither right nor wrong.
 */
export const solutionOutcomes = ['correct', 'partial', 'wrong', 'unanswered'] as const;
export type SolutionOutcome = (typeof solutionOutcomes)[number];

/** A question's words in one language, with the worked solution. Plain text, line breaks kept. */
export interface SolutionText {
  direction?: string;
  text: string;
  options?: readonly string[];
  explanation: string;
  /**
   * The same words as the server's rich HTML (maths, tables, figures), shown instead of the plain
   * ones when given. Trusted HTML: see RichText.
   */
  directionHtml?: string;
  textHtml?: string;
  optionsHtml?: readonly string[];
  explanationHtml?: string;
}

/** An answer as the server stores it: one option, several, or a number as the learner typed it. */
export type SolutionAnswer = { choice: number } | { choices: readonly number[] } | { value: string };

/** One question of a submitted attempt, as the solutions review shows it. */
export interface SolutionQuestion {
  id: string;
  /** Its number in the test, from 1. */
  number: number;
  sectionName: string;
  type: QuestionType;
  texts: Partial<Record<ContentLanguage, SolutionText>>;
  /** `null` when the learner left it. */
  yourAnswer: SolutionAnswer | null;
  correctAnswer: SolutionAnswer;
  /** Numeric: every value from the first to the second counts as correct (a key with a tolerance). */
  acceptedRange?: readonly [from: number, to: number];
  outcome: SolutionOutcome;
  marked: boolean;
  /** How long it was on screen, for the `<time>` element's machine-readable value. */
  timeSpentMs: number;
  /** The same time as the result writes it: '01:25'. */
  timeSpent: string;
}

/** The words to show and the language they are really in. */
export interface ShownText {
  text: SolutionText;
  lang: ContentLanguage;
  /** The chosen language has no version of this question: the other one is shown. */
  fallback: boolean;
}

/**
 * The question in the chosen language, or in the other when it has none (an English Language
 * question has no Hindi version; a Hindi grammar question no English one). `null` only when it
 * has no words at all.
 */
export function shownText(
  texts: Partial<Record<ContentLanguage, SolutionText>>,
  language: ContentLanguage,
): ShownText | null {
  const chosen = texts[language];
  if (chosen) return { text: chosen, lang: language, fallback: false };
  for (const other of contentLanguages) {
    const text = texts[other];
    if (text) return { text, lang: other, fallback: true };
  }
  return null;
}

/** The option indices an answer chooses: none for a numeric answer or no answer. */
export function chosenOptions(answer: SolutionAnswer | null): readonly number[] {
  if (!answer) return [];
  if ('choice' in answer) return [answer.choice];
  if ('choices' in answer) return answer.choices;
  return [];
}

/** A numeric answer's value as typed, or `null` for a choice or no answer. */
export function typedValue(answer: SolutionAnswer | null): string | null {
  return answer && 'value' in answer ? answer.value : null;
}

/** What one option of a choice question was: the key, the learner's pick, both or neither. */
export interface OptionMark {
  correct: boolean;
  chosen: boolean;
}

/** How many of the key's options an answer chose, and how many the key has: a partly right answer's 2 of 3. */
export function rightChosen(question: Pick<SolutionQuestion, 'yourAnswer' | 'correctAnswer'>): { chosen: number; correct: number } {
  const correct = new Set(chosenOptions(question.correctAnswer));
  const chosen = new Set(chosenOptions(question.yourAnswer));
  return { chosen: [...chosen].filter((index) => correct.has(index)).length, correct: correct.size };
}

/** Each option's mark, in option order. */
export function optionMarks(question: Pick<SolutionQuestion, 'yourAnswer' | 'correctAnswer'>, count: number): OptionMark[] {
  const correct = new Set(chosenOptions(question.correctAnswer));
  const chosen = new Set(chosenOptions(question.yourAnswer));
  return Array.from({ length: count }, (_, index) => ({ correct: correct.has(index), chosen: chosen.has(index) }));
}
