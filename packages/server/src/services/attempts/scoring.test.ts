import { describe, expect, it } from 'vitest';
import { outcomeOf } from './analysis.js';
import type { LoadedPaper, PaperQuestion, PaperSection } from './papers.js';
import { partialCredit, scoreAttempt, type SavedResponse } from './scoring.js';

// JEE Advanced's partial marks, as its information bulletin states them for a question with one or
// more correct options (+4 all right, +1 per right option chosen when no wrong one is, −2 otherwise).

const question = (id: number, answer: number[], partialMarks: boolean): PaperQuestion => ({
  id,
  number: id,
  type: 'multiple',
  answer,
  tolerance: 0,
  optionCount: 4,
  partialMarks,
  translations: {},
  topic: { slug: 'thermodynamics', translations: {} },
});

const section = (questions: PaperQuestion[], partialMarks: boolean): PaperSection => ({
  slug: 'physics-2',
  marksCorrect: 4,
  marksWrong: 2,
  leaveEarly: false,
  partialMarks,
  minutes: null,
  translations: {},
  questions,
});

const paperOf = (sections: PaperSection[]): LoadedPaper => ({
  id: 1,
  examId: 1,
  pattern: 'exam',
  minutes: 180,
  totalMarks: 0,
  challengeDays: 3,
  translations: {},
  sections,
  questionById: new Map(sections.flatMap((each) => each.questions).map((each) => [each.id, each])),
});

const chose = (questionId: number, choices: number[]): SavedResponse => ({ questionId, answer: { choices }, timeSpentMs: 1000 });

describe('partial marks for multiple-correct questions', () => {
  // Key: A, B and D.
  const jee = question(1, [0, 1, 3], true);

  it.each([
    [[0, 1, 3], 0, 'correct'],
    [[0, 1], 2, 'partial'],
    [[3], 1, 'partial'],
    [[0, 2], 0, 'wrong'],
    [[0, 1, 2, 3], 0, 'wrong'],
  ] as const)('choosing %j earns %i partial marks and is %s', (choices, credit, outcome) => {
    expect(partialCredit(jee, { choices: [...choices] })).toBe(credit);
    expect(outcomeOf(jee, { choices: [...choices] })).toBe(outcome);
  });

  it('scores a section: +4 all right, +1 per right option chosen, −2 a wrong option, 0 unanswered', () => {
    const questions = [jee, question(2, [1, 2], true), question(3, [0, 3], true), question(4, [2, 3], true)];
    const { score, sections } = scoreAttempt(paperOf([section(questions, true)]), [chose(1, [0, 1, 3]), chose(2, [2]), chose(3, [0, 1]), { questionId: 4, answer: null, timeSpentMs: 500 }]);
    expect(sections[0]).toMatchObject({ questions: 4, attempted: 3, correct: 1, partial: 1, wrong: 1, score: 4 + 1 - 2 });
    expect(score).toBe(3);
  });

  it('gives none in a section without partial marks: some right options are a wrong answer', () => {
    const all = question(1, [0, 1, 3], false);
    const { sections } = scoreAttempt(paperOf([section([all], false)]), [chose(1, [0, 1])]);
    expect(sections[0]).toMatchObject({ attempted: 1, correct: 0, wrong: 1, score: -2 });
    expect(sections[0]).not.toHaveProperty('partial');
    expect(outcomeOf(all, { choices: [0, 1] })).toBe('wrong');
  });
});
