import type { Answer } from '@pariksha/machines';
import type { QuestionResponse } from '@pariksha/ui';
import type { QuestionType } from '@pariksha/contract/responses';

/**
 * A typed number as the server takes it (contract/attempts.ts `numericValuePattern`, repeated here
 * so the app does not load the request schemas): digits, an optional sign and decimal point.
 */
const numericValue = /^-?\d{1,12}(\.\d{1,6})?$/;

/**
 * The number a keypad entry means, as the server takes it: "12." is 12, ".5" is 0.5; a lone "-"
 * or "." is no answer yet. Null when it is not a number.
 */
export function typedValue(typed: string): string | null {
  let value = typed.trim();
  if (value.endsWith('.')) value = value.slice(0, -1);
  if (value.startsWith('-.')) value = `-0${value.slice(1)}`;
  else if (value.startsWith('.')) value = `0${value}`;
  return numericValue.test(value) ? value : null;
}

/** The machine's answer as the question view shows it. */
export function toViewResponse(type: QuestionType, answer: Answer | null, typed: string | null): QuestionResponse {
  if (type === 'single') return { type, choice: answer !== null && 'choice' in answer ? answer.choice : null };
  if (type === 'multiple') return { type, choices: answer !== null && 'choices' in answer ? answer.choices : [] };
  return { type, typed: typed ?? (answer !== null && 'value' in answer ? answer.value : '') };
}

/** The question view's value as the machine's answer; null when nothing (valid) is chosen or typed. */
export function fromViewResponse(response: QuestionResponse): Answer | null {
  if (response.type === 'single') return response.choice === null ? null : { choice: response.choice };
  if (response.type === 'multiple') return response.choices.length === 0 ? null : { choices: [...response.choices] };
  const value = typedValue(response.typed);
  return value === null ? null : { value };
}
