import { answerChallengeReasonMax, answerChallengeReasonMin, numericValuePattern } from '@pariksha/contract/values';

/** An answer as the server takes it: one option (from 0), several, or a number as typed. */
export type ChallengedAnswer = { choice: number } | { choices: number[] } | { value: string };

/** The kinds of question a key can be challenged on. */
export const challengeAnswerTypes = ['single', 'multiple', 'numeric'] as const;
export type ChallengeAnswerType = (typeof challengeAnswerTypes)[number];

/** What the learner has chosen or typed so far: the options' indices (single or multiple), or the number typed. */
export interface ChallengeAnswerDraft {
  chosen: readonly number[];
  typed: string;
}

export const challengeAnswerProblemKinds = [
  'answerRequired',
  'sameAsKey',
  'twoOrMore',
  'notNumber',
  'reasonTooShort',
  'reasonTooLong',
] as const;
export type ChallengeAnswerProblem = (typeof challengeAnswerProblemKinds)[number];

export interface ChallengeAnswerProblems {
  answer?: 'answerRequired' | 'sameAsKey' | 'twoOrMore' | 'notNumber';
  reason?: 'reasonTooShort' | 'reasonTooLong';
}

/** A typed number as the server takes it: digits, an optional sign and decimal point (the contract's rule). */
export const challengeNumberPattern = numericValuePattern;

/** The reason's length as the server's schema measures it: trimmed, in UTF-16 units (an emoji counts two). */
export const reasonLength = (reason: string) => reason.trim().length;

/**
 * The number a typed entry means, as the server takes it: spaces around it dropped, "12." is 12,
 * ".5" is 0.5. Null when it is not a number (or nothing is typed).
 */
export function typedNumber(typed: string): string | null {
  let value = typed.trim();
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.startsWith('-.')) value = `-0${value.slice(1)}`;
  else if (value.startsWith('.')) value = `0${value}`;
  return challengeNumberPattern.test(value) ? value : null;
}

/** The answer the draft stands for, as it is sent; null while it has none (or not a number). */
export function draftAnswer(type: ChallengeAnswerType, draft: ChallengeAnswerDraft): ChallengedAnswer | null {
  if (type === 'numeric') {
    const value = typedNumber(draft.typed);
    return value === null ? null : { value };
  }
  const [first] = draft.chosen;
  if (first === undefined) return null;
  if (type === 'single') return { choice: first };
  return { choices: [...draft.chosen].sort((a, b) => a - b) };
}

/** The option indices an answer chooses, in order: none for a number. */
function chosenOptions(answer: ChallengedAnswer): readonly number[] {
  if ('choice' in answer) return [answer.choice];
  if ('choices' in answer) return [...answer.choices].sort((a, b) => a - b);
  return [];
}

/** The same answer as the key: the same option, the same set of options, or the same number ("56" and "56.0"). */
function sameAnswer(answer: ChallengedAnswer, key: ChallengedAnswer): boolean {
  if ('value' in answer) return 'value' in key && Number(answer.value) === Number(key.value);
  if ('value' in key) return false;
  const mine = chosenOptions(answer);
  const keys = chosenOptions(key);
  return mine.length === keys.length && mine.every((choice, index) => choice === keys[index]);
}

/**
 * What the challenge still needs before it is sent, by field: an answer (two or more options for
 * a multiple-answer question, a number the server takes for a numeric one) that is not the key's
 * own, and a reason of `answerChallengeReasonMin` to `answerChallengeReasonMax` characters, as
 * the server's schema counts them.
 */
export function challengeAnswerProblems(
  type: ChallengeAnswerType,
  draft: ChallengeAnswerDraft,
  keyAnswer: ChallengedAnswer,
  reason: string,
): ChallengeAnswerProblems {
  const problems: ChallengeAnswerProblems = {};
  if (type === 'numeric' ? draft.typed.trim() === '' : draft.chosen.length === 0) problems.answer = 'answerRequired';
  else if (type === 'multiple' && draft.chosen.length < 2) problems.answer = 'twoOrMore';
  else {
    const answer = draftAnswer(type, draft);
    if (answer === null) problems.answer = 'notNumber';
    else if (sameAnswer(answer, keyAnswer)) problems.answer = 'sameAsKey';
  }
  const length = reasonLength(reason);
  if (length < answerChallengeReasonMin) problems.reason = 'reasonTooShort';
  else if (length > answerChallengeReasonMax) problems.reason = 'reasonTooLong';
  return problems;
}
