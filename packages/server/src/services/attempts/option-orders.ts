import { randomInt } from 'node:crypto';
import type { ResponseAnswer } from '@pariksha/contract/attempts';
import type { OptionOrdersJson, ResponseAnswerJson } from '../../db/attempts-schema.js';
import type { PaperQuestion } from './papers.js';

// Options shuffled per candidate (a builder test may ask for it): each attempt keeps, per choice
// question, the order its learner sees the options in. Everything stored stays in the question's
// own order (answers, keys, challenges, item statistics); only what goes to and comes from the
// learner's screen is turned, here, at the edge.

/** An order of n options, each equally likely (Fisher–Yates with the system's random numbers). */
export function shuffledOrder(n: number): number[] {
  const order = Array.from({ length: n }, (_, index) => index);
  for (let last = n - 1; last > 0; last -= 1) {
    const pick = randomInt(last + 1);
    [order[last], order[pick]] = [order[pick] as number, order[last] as number];
  }
  return order;
}

/** A new order for each choice question with two options or more. */
export function drawOptionOrders(questions: Iterable<Pick<PaperQuestion, 'id' | 'type' | 'optionCount'>>): OptionOrdersJson {
  const orders: OptionOrdersJson = {};
  for (const question of questions) {
    if (question.type !== 'numeric' && question.optionCount >= 2) orders[question.id] = shuffledOrder(question.optionCount);
  }
  return orders;
}

/** A shown order: what the attempt keeps for this question, when it is an order of its options. */
export type ShownOrder = readonly number[] | null;

export function orderOf(orders: OptionOrdersJson | null, question: Pick<PaperQuestion, 'id' | 'optionCount'>): ShownOrder {
  const order = orders?.[question.id];
  if (order?.length !== question.optionCount) return null;
  // Anything but a permutation of its options is ignored: no answer may land on a missing option.
  return [...order].sort((a, b) => a - b).every((value, index) => value === index) ? order : null;
}

/** The options as shown: position i holds the question's option order[i]. */
export function optionsShown<T>(options: readonly T[], order: ShownOrder): T[] {
  if (order === null) return [...options];
  return order.map((index) => options[index] as T);
}

type AnyAnswer = ResponseAnswer | ResponseAnswerJson;

/** The answer with each option it names passed through `turn` (a typed number is left as it is). */
function turned<T extends AnyAnswer>(answer: T, turn: (option: number) => number): T {
  if ('choice' in answer) return { ...answer, choice: turn(answer.choice) };
  if ('choices' in answer) return { ...answer, choices: answer.choices.map(turn).sort((a, b) => a - b) };
  return answer;
}

/** An answer as the question stores it (own order) turned to the positions shown. */
export function answerShown<T extends AnyAnswer>(answer: T, order: ShownOrder): T;
export function answerShown<T extends AnyAnswer>(answer: T | null, order: ShownOrder): T | null;
export function answerShown<T extends AnyAnswer>(answer: T | null, order: ShownOrder): T | null {
  return answer === null || order === null ? answer : turned(answer, (option) => order.indexOf(option));
}

/** An answer sent from the screen (positions shown) in the question's own order. */
export function answerOwn<T extends AnyAnswer>(answer: T, order: ShownOrder): T;
export function answerOwn<T extends AnyAnswer>(answer: T | null, order: ShownOrder): T | null;
export function answerOwn<T extends AnyAnswer>(answer: T | null, order: ShownOrder): T | null {
  return answer === null || order === null ? answer : turned(answer, (shown) => order[shown] ?? shown);
}
