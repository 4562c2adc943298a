/**
 * The JEE Main question bank: Physics, Chemistry and Mathematics in English and Hindi.
 * Generated families compute their answers from parameter tables (jee.test.ts recomputes each by
 * another route); authored questions hold facts no table can generate.
 */
import type { QuestionBank, SeedQuestion } from '../types.js';
import type { Family } from './build.js';
import { chemistryConcepts, chemistryFamilies } from './chemistry/index.js';
import { mathsConcepts, mathsFamilies } from './maths/index.js';
import { physicsConcepts, physicsFamilies } from './physics/index.js';
import { jeeTopics } from './topics.js';

/** Every generated family by name, so the test can insist that each one has its own proof. */
export const jeeFamilies: Record<string, Family<unknown>> = {
  ...physicsFamilies,
  ...chemistryFamilies,
  ...mathsFamilies,
};

const generated: SeedQuestion[] = Object.values(jeeFamilies).flatMap((f) => f.questions);

export const jeeBank: QuestionBank = {
  topics: jeeTopics,
  questions: [...generated, ...physicsConcepts, ...chemistryConcepts, ...mathsConcepts],
};
