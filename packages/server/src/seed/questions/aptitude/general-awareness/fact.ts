/**
 * How General Awareness items are written: static facts only (no current affairs), each with the
 * question, the answer, three wrong options and the reason, in English and Hindi side by side.
 */
import { single } from '../build.js';
import type { Difficulty, SingleCorrectQuestion } from '../../types.js';

/** [English, Hindi] */
export type Pair = readonly [string, string];

export interface Fact {
  key: string;
  difficulty: Difficulty;
  q: Pair;
  a: Pair;
  wrong: readonly [Pair, Pair, Pair];
  why: Pair;
}

export function factQuestion(topic: string, fact: Fact): SingleCorrectQuestion {
  return single({
    subject: 'general-awareness',
    key: fact.key,
    topic,
    difficulty: fact.difficulty,
    en: { text: fact.q[0], explanation: fact.why[0] },
    hi: { text: fact.q[1], explanation: fact.why[1] },
    correct: { en: fact.a[0], hi: fact.a[1] },
    distractors: fact.wrong.map(([en, hi]) => ({ en, hi })),
  });
}
