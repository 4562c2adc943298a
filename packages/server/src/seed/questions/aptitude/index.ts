/**
 * The aptitude bank: Reasoning, Quantitative Aptitude, English Language and General Awareness,
 * for the default test and the banking, SSC and railway papers (papers.ts draws from it).
 * Quantitative and rule-based reasoning questions are generated from hand-picked parameter
 * tables; the rest are written by hand. aptitude.test.ts proves every key.
 */
import type { QuestionBank } from '../types.js';
import { englishQuestions } from './english/index.js';
import { generalAwarenessQuestions } from './general-awareness/index.js';
import { quantQuestions } from './quant/index.js';
import { reasoningQuestions } from './reasoning/index.js';
import { aptitudeTopics } from './topics.js';

export const aptitudeBank: QuestionBank = {
  topics: aptitudeTopics,
  questions: [...reasoningQuestions, ...quantQuestions, ...englishQuestions, ...generalAwarenessQuestions],
};
