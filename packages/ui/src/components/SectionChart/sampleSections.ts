import type { SectionChartSection } from './sectionChartData';

/**
 * An SSC CGL Tier I mock: four sections of 25 questions, 2 marks each, 0.5 off for a wrong
 * answer, 60 minutes in all. Every score is 2 × correct − 0.5 × (attempted − correct).
 */
export const sscSections: SectionChartSection[] = [
  {
    name: 'General Intelligence and Reasoning',
    score: 34, // 18 right, 4 wrong
    maxScore: 50,
    average: 24.5,
    topper: 46, // 23 right, none wrong
    timeSpentMs: 14 * 60_000 + 20_000,
    questions: 25,
    attempted: 22,
    correct: 18,
  },
  {
    name: 'General Awareness',
    score: 15, // 9 right, 6 wrong
    maxScore: 50,
    average: 12.75,
    topper: 38,
    timeSpentMs: 6 * 60_000 + 5_000,
    questions: 25,
    attempted: 15,
    correct: 9,
  },
  {
    name: 'Quantitative Aptitude',
    score: 25, // 14 right, 6 wrong
    maxScore: 50,
    average: 19.5,
    topper: 48, // 24 right, none wrong
    timeSpentMs: 22 * 60_000 + 40_000,
    questions: 25,
    attempted: 20,
    correct: 14,
  },
  {
    name: 'English Comprehension',
    score: 38, // 20 right, 4 wrong
    maxScore: 50,
    average: 27,
    topper: 47.5, // 24 right, 1 wrong
    timeSpentMs: 11 * 60_000 + 10_000,
    questions: 25,
    attempted: 24,
    correct: 20,
  },
];

/** The same paper for the first candidate to finish it: nobody to compare with yet. */
export const firstCandidateSections: SectionChartSection[] = sscSections.map(
  ({ average: _average, topper: _topper, ...section }) => section,
);

/** The same names in Hindi, as the paper's Hindi version gives them. */
export const hindiSectionNames = [
  'सामान्य बुद्धि एवं तर्कशक्ति',
  'सामान्य जागरूकता',
  'मात्रात्मक योग्यता',
  'अंग्रेज़ी भाषा बोध',
] as const;

/**
 * A learner who guessed: General Awareness went below zero (1 right, 11 wrong: 2 − 5.5), and
 * English was left untouched.
 */
export const negativeSections: SectionChartSection[] = [
  { ...(sscSections[0] as SectionChartSection) },
  {
    name: 'General Awareness',
    score: -3.5,
    maxScore: 50,
    average: 12.75,
    topper: 38,
    timeSpentMs: 4 * 60_000 + 45_000,
    questions: 25,
    attempted: 12,
    correct: 1,
  },
  { ...(sscSections[2] as SectionChartSection) },
  {
    name: 'English Comprehension',
    score: 0,
    maxScore: 50,
    average: 27,
    topper: 47.5,
    timeSpentMs: 45_000,
    questions: 25,
    attempted: 0,
    correct: 0,
  },
];

/**
 * UPSSSC PET-style general studies: eight sections of 10 questions, 1 mark each, 0.25 off for a
 * wrong answer. Score = correct − 0.25 × (attempted − correct); a topper's 9 or 8.75 is
 * a score the marking can give (9.5 is not: it would need 12 answers).
 */
export const manySections: SectionChartSection[] = [
  { name: 'Indian History', score: 6.5, maxScore: 10, average: 5.25, topper: 9, timeSpentMs: 4 * 60_000 + 10_000, questions: 10, attempted: 9, correct: 7 },
  { name: 'Indian National Movement', score: 5.5, maxScore: 10, average: 4.5, topper: 9, timeSpentMs: 3 * 60_000 + 40_000, questions: 10, attempted: 8, correct: 6 },
  { name: 'Geography of India and the World', score: 7.75, maxScore: 10, average: 5, topper: 10, timeSpentMs: 5 * 60_000 + 5_000, questions: 10, attempted: 9, correct: 8 },
  { name: 'Indian Economy', score: 3.25, maxScore: 10, average: 4, topper: 8.75, timeSpentMs: 6 * 60_000 + 30_000, questions: 10, attempted: 7, correct: 4 },
  { name: 'Indian Constitution and Public Administration', score: 8, maxScore: 10, average: 5.5, topper: 10, timeSpentMs: 4 * 60_000 + 50_000, questions: 10, attempted: 8, correct: 8 },
  { name: 'General Science', score: 3.75, maxScore: 10, average: 4.75, topper: 9, timeSpentMs: 5 * 60_000 + 20_000, questions: 10, attempted: 10, correct: 5 },
  { name: 'Elementary Arithmetic', score: 9, maxScore: 10, average: 5.75, topper: 10, timeSpentMs: 9 * 60_000 + 15_000, questions: 10, attempted: 9, correct: 9 },
  { name: 'General Hindi', score: 6.75, maxScore: 10, average: 6.25, topper: 8.75, timeSpentMs: 3 * 60_000 + 5_000, questions: 10, attempted: 8, correct: 7 },
];
