import { describe, expect, it } from 'vitest';
import type { AttemptResult, AttemptSolutions } from '@pariksha/contract/responses';
import { chartSections, resultTable, slowestQuestions } from './resultSections';
import { acceptedRange, reviewQuestions } from './solutionQuestions';

const result: AttemptResult = {
  attempt_id: 'a1',
  exam_id: 7,
  pattern: 'exam',
  attempt_number: 1,
  title: 'SSC CGL Tier I',
  sections: [
    { name: 'Quant', questions: 2, attempted: 2, correct: 1, wrong: 1, partial: 0, score: 1.5, total_marks: 4, time_spent_ms: 90_000 },
    { name: 'Reasoning', questions: 1, attempted: 0, correct: 0, wrong: 0, partial: 0, score: 0, total_marks: 2, time_spent_ms: 5_000 },
  ],
  totals: { questions: 3, attempted: 2, correct: 1, wrong: 1, score: 1.5, total_marks: 6, time_spent_ms: 95_000 },
  started_at: '2026-11-20T10:00:00.000Z',
  submitted_at: '2026-11-20T10:30:00.000Z',
  submitted_by: 'learner',
  ranking: { rank: 2, candidates: 3, percentile: 66.6, provisional: true, counted: true },
  benchmarks: {
    candidates: 3,
    average: { score: 2, time_spent_ms: 80_000, sections: [{ score: 1.5, time_spent_ms: 60_000, correct: 1, attempted: 2 }, { score: 0.5, time_spent_ms: 20_000, correct: 0.3, attempted: 0.6 }] },
    topper: { score: 4, time_spent_ms: 70_000, sections: [{ score: 4, time_spent_ms: 50_000, correct: 2, attempted: 2 }, { score: 0, time_spent_ms: 20_000, correct: 0, attempted: 0 }] },
  },
  questions: [
    { question_id: 11, number: 1, section: 1, outcome: 'correct', marked: false, time_spent_ms: 30_000, topic: 'percentage' },
    { question_id: 12, number: 2, section: 1, outcome: 'wrong', marked: true, time_spent_ms: 60_000, topic: 'profit-loss' },
    { question_id: 13, number: 3, section: 2, outcome: 'unanswered', marked: false, time_spent_ms: 0, topic: 'series' },
  ],
  answer_changes: { right_to_wrong: 0, wrong_to_right: 0, wrong_to_wrong: 0 },
  weak_topics: {
    attempts: 2,
    topics: [
      { slug: 'series', name: 'Series', questions: 2, attempted: 0, correct: 0 },
      { slug: 'profit-loss', name: 'Profit and Loss', questions: 2, attempted: 2, correct: 1 },
      { slug: 'percentage', name: 'Percentage', questions: 2, attempted: 2, correct: 2 },
    ],
  },
  rescores: [],
};

describe('the result page’s data', () => {
  it('draws each section beside the average candidate and the topper', () => {
    expect(chartSections(result)).toEqual([
      { name: 'Quant', score: 1.5, maxScore: 4, average: 1.5, topper: 4, timeSpentMs: 90_000, questions: 2, attempted: 2, correct: 1 },
      { name: 'Reasoning', score: 0, maxScore: 2, average: 0.5, topper: 0, timeSpentMs: 5_000, questions: 1, attempted: 0, correct: 0 },
    ]);
    expect(chartSections({ ...result, benchmarks: null })[0]).toMatchObject({ average: null, topper: null });
  });

  it('keeps the score table to its six columns when no answer earned partial marks', () => {
    const table = resultTable(result, 'Total');
    expect(table.partial).toBe(false);
    expect(table.rows.map((row) => [row.key, row.name, row.attempted, row.correct, row.partial, row.wrong, row.score, row.total])).toEqual([
      ['section-1', 'Quant', 2, 1, 0, 1, 1.5, false],
      ['section-2', 'Reasoning', 0, 0, 0, 0, 0, false],
      ['total', 'Total', 2, 1, 0, 1, 1.5, true],
    ]);
  });

  it('adds partly right answers when a section gave partial marks, and sums them for the total', () => {
    // JEE Advanced: +4, −2, 1 mark per right option chosen. Chemistry: 1 right (+4), 2 partly
    // right (+2, +1), 1 wrong (−2); Physics: 1 partly right (+3). The totals come from the server.
    const jee: AttemptResult = {
      ...result,
      sections: [
        { name: 'Chemistry', questions: 5, attempted: 4, correct: 1, wrong: 1, partial: 2, score: 5, total_marks: 20, time_spent_ms: 600_000 },
        { name: 'Physics', questions: 2, attempted: 1, correct: 0, wrong: 0, partial: 1, score: 3, total_marks: 8, time_spent_ms: 300_000 },
        // Two sections of the same name: each row keeps its own key.
        { name: 'Physics', questions: 1, attempted: 0, correct: 0, wrong: 0, partial: 0, score: 0, total_marks: 4, time_spent_ms: 0 },
      ],
      totals: { questions: 8, attempted: 5, correct: 1, wrong: 1, score: 8, total_marks: 32, time_spent_ms: 900_000 },
    };
    const table = resultTable(jee, 'कुल');
    expect(table.partial).toBe(true);
    expect(table.rows.map((row) => row.partial)).toEqual([2, 1, 0, 3]);
    expect(new Set(table.rows.map((row) => row.key)).size).toBe(4);
    expect(table.rows.at(-1)).toEqual({
      key: 'total',
      name: 'कुल',
      questions: 8,
      attempted: 5,
      correct: 1,
      partial: 3,
      wrong: 1,
      score: 8,
      timeSpentMs: 900_000,
      total: true,
    });
  });

  it('lists the slowest questions first, leaving out those never on screen', () => {
    expect(slowestQuestions(result).map((question) => question.number)).toEqual([2, 1]);
    expect(slowestQuestions(result, 1).map((question) => question.number)).toEqual([2]);
  });
});

describe('the solutions review’s questions', () => {
  it('shows words the server drew (maths as MathML) through the ui’s rich props', () => {
    const drawn = '<p>Find <math><mfrac><mn>1</mn><mn>2</mn></mfrac></math> of 60.</p>';
    const [question] = reviewQuestions({
      attempt_id: 'a2',
      title: 'JEE Main',
      sections: [{ id: 1, name: 'Mathematics', translations: [] }],
      challenge_until: null,
      questions: [
        {
          question_id: 31,
          number: 1,
          section: 1,
          type: 'single',
          translations: [{ language_code: 'en', html: true, direction: '<p>Read the table.</p>', text: drawn, options: ['<math><mn>30</mn></math>', '20'], explanation: '<p>Half of 60.</p>' }],
          correct_answer: { choice: 0 },
          tolerance: 0,
          answer: { choice: 0 },
          outcome: 'correct',
          marked: false,
          time_spent_ms: 1000,
          report: null,
          challenge: null,
          key_correction: null,
        },
      ],
    });
    expect(question?.texts.en).toMatchObject({
      directionHtml: '<p>Read the table.</p>',
      textHtml: drawn,
      optionsHtml: ['<math><mn>30</mn></math>', '20'],
      explanationHtml: '<p>Half of 60.</p>',
    });
  });

  it('keys words by language and names each section', () => {
    const solutions: AttemptSolutions = {
      attempt_id: 'a1',
      title: 'SSC CGL Tier I',
      sections: [{ id: 1, name: 'मात्रात्मक योग्यता', translations: [] }],
      challenge_until: null,
      questions: [
        {
          question_id: 11,
          number: 1,
          section: 1,
          type: 'numeric',
          translations: [
            { language_code: 'en', text: 'What is 25 ÷ (−2)?', explanation: '25 ÷ 2 = 12.5, negative.' },
            { language_code: 'hi', text: '25 ÷ (−2) कितना है?', explanation: '25 ÷ 2 = 12.5, ऋणात्मक।' },
            { language_code: 'ta', text: 'ignored', explanation: 'ignored' },
          ],
          correct_answer: { value: '-12.5' },
          tolerance: 0,
          answer: null,
          outcome: 'unanswered',
          marked: true,
          time_spent_ms: 4000,
          report: null,
          challenge: null,
          key_correction: null,
        },
      ],
    };
    expect(reviewQuestions(solutions)).toEqual([
      {
        id: '11',
        number: 1,
        sectionName: 'मात्रात्मक योग्यता',
        type: 'numeric',
        texts: {
          en: { text: 'What is 25 ÷ (−2)?', explanation: '25 ÷ 2 = 12.5, negative.' },
          hi: { text: '25 ÷ (−2) कितना है?', explanation: '25 ÷ 2 = 12.5, ऋणात्मक।' },
        },
        yourAnswer: null,
        correctAnswer: { value: '-12.5' },
        outcome: 'unanswered',
        marked: true,
        timeSpentMs: 4000,
        timeSpent: '00:04',
      },
    ]);
  });

  it('passes a partly right answer through as the review’s partial outcome', () => {
    const [question] = reviewQuestions({
      attempt_id: 'a3',
      title: 'JEE Advanced',
      sections: [{ id: 1, name: 'Chemistry', translations: [] }],
      challenge_until: null,
      questions: [
        {
          question_id: 41,
          number: 1,
          section: 1,
          type: 'multiple',
          translations: [{ language_code: 'en', text: 'Which of these are noble gases?', options: ['Ne', 'N₂', 'Ar', 'Kr'], explanation: 'Ne, Ar and Kr are in group 18.' }],
          correct_answer: { choices: [0, 2, 3] },
          tolerance: 0,
          answer: { choices: [0, 3] },
          outcome: 'partial',
          marked: false,
          time_spent_ms: 61_000,
          report: null,
          challenge: null,
          key_correction: null,
        },
      ],
    });
    expect(question).toMatchObject({ outcome: 'partial', type: 'multiple', yourAnswer: { choices: [0, 3] }, correctAnswer: { choices: [0, 2, 3] }, timeSpent: '01:01' });
  });

  it('spells out the range a numeric key with a tolerance accepts', () => {
    const numeric = {
      attempt_id: 'a1',
      title: 'JEE Main',
      sections: [{ id: 1, name: 'Physics', translations: [] }],
      challenge_until: null,
      questions: [
        {
          question_id: 21,
          number: 1,
          section: 1,
          type: 'numeric' as const,
          translations: [{ language_code: 'en', text: 'How long does the stone fall, in seconds?', explanation: '√(40/9.8) ≈ 2.02' }],
          correct_answer: { value: '2.02' },
          tolerance: 0.01,
          answer: { value: '2.03' },
          outcome: 'correct' as const,
          marked: false,
          time_spent_ms: 85_000,
          report: null,
          challenge: null,
          key_correction: null,
        },
      ],
    } satisfies AttemptSolutions;
    expect(reviewQuestions(numeric)[0]).toMatchObject({ acceptedRange: [2.01, 2.03], timeSpent: '01:25' });
  });
});

describe('acceptedRange', () => {
  it('is the key ± the tolerance, without floating-point crumbs', () => {
    expect(acceptedRange('2.02', 0.01)).toEqual([2.01, 2.03]);
    expect(acceptedRange('12', 0.5)).toEqual([11.5, 12.5]);
    expect(acceptedRange('-0.3', 0.1)).toEqual([-0.4, -0.2]);
  });

  it('is null for an exact key or one that is not a number', () => {
    expect(acceptedRange('12', 0)).toBeNull();
    expect(acceptedRange('12', undefined)).toBeNull();
    expect(acceptedRange('', 0.1)).toBeNull();
    expect(acceptedRange('twelve', 0.1)).toBeNull();
  });
});
