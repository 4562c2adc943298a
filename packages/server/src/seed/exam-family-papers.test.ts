import { describe, expect, it } from 'vitest';
import { readBundledPapers } from './bundled-papers.js';
import { readBundledQuestions } from './bundled-questions.js';
import { exams } from './content/index.js';
import { paperQuestions } from './question-seed.js';
import { planPapers } from './questions/papers.js';

// Each exam family's own paper, written as content files (content/questions/<family>/, and
// content/papers/ for a board paper's Sections A to E): what a reader checked by hand stays true.

const bundled = await readBundledQuestions();
const fixed = await readBundledPapers();
const plans = planPapers(exams, { questions: paperQuestions(bundled.items), fixed });
const planOf = (slug: string) => plans.find((plan) => plan.examSlug === slug);
const itemOf = new Map(bundled.items.map((item) => [item.key, item]));

const ownPapers = ['neet-ug', 'upsc-cse-prelims-gs-1', 'upsc-cse-prelims-csat', 'cbse-10-mathematics-standard', 'cbse-10-science', 'ctet-paper-1', 'jee-advanced-paper-1'] as const;

describe('every exam family’s own paper', () => {
  it.each(ownPapers)('%s follows its exam’s pattern with questions written for it', (slug) => {
    const exam = exams.find((each) => each.slug === slug);
    const plan = planOf(slug);
    expect(plan?.pattern).toBe('exam');
    expect(plan?.minutes).toBe(exam?.minutes);
    expect(plan?.sections.map((section) => [section.slug, section.questionKeys.length])).toEqual(exam?.sections.map((section) => [section.slug, section.questions]));
    for (const key of plan?.sections.flatMap((section) => section.questionKeys) ?? []) expect(itemOf.get(key)?.exams, key).toContain(slug);
    const marks = plan?.sections.reduce((sum, section) => sum + section.marksCorrect * section.questionKeys.length, 0) ?? 0;
    expect(Math.round(marks)).toBe(exam?.marks);
  });

  it('keeps a board paper’s sections as the paper prints them: 1-mark choices in A, worked answers after', () => {
    const maths = planOf('cbse-10-mathematics-standard');
    expect(maths?.sections.map((section) => section.marksCorrect)).toEqual([1, 2, 3, 5, 4]);
    const [a, ...written] = maths?.sections ?? [];
    expect(a?.questionKeys.every((key) => itemOf.get(key)?.type === 'single')).toBe(true);
    expect(written.flatMap((section) => section.questionKeys).every((key) => itemOf.get(key)?.type === 'numeric')).toBe(true);
    expect(a?.questionKeys.every((key) => key.startsWith('cbse10-math-a'))).toBe(true);
  });

  it('asks UPSC’s third of a question’s marks for a wrong answer, and CTET and the boards none', () => {
    expect(planOf('upsc-cse-prelims-gs-1')?.sections[0]).toMatchObject({ marksCorrect: 2, marksWrong: 0.666667 });
    expect(planOf('upsc-cse-prelims-csat')?.sections[0]).toMatchObject({ marksCorrect: 2.5, marksWrong: 0.833333 });
    expect(planOf('ctet-paper-1')?.sections.every((section) => section.marksCorrect === 1 && section.marksWrong === 0)).toBe(true);
  });

  it('marks JEE Advanced as a recent Paper 1: partial marks for the questions with one or more correct options', () => {
    const sections = planOf('jee-advanced-paper-1')?.sections ?? [];
    expect(sections).toHaveLength(12);
    const physics = sections.slice(0, 4).map((section) => ({ marks: [section.marksCorrect, section.marksWrong], partial: section.partialMarks === true, count: section.questionKeys.length }));
    expect(physics).toEqual([
      { marks: [3, 1], partial: false, count: 4 },
      { marks: [4, 2], partial: true, count: 3 },
      { marks: [4, 0], partial: false, count: 6 },
      { marks: [3, 1], partial: false, count: 4 },
    ]);
    const types = sections.map((section) => [...new Set(section.questionKeys.map((key) => itemOf.get(key)?.type))]);
    expect(types).toEqual([0, 1, 2].flatMap(() => [['single'], ['multiple'], ['numeric'], ['single']]));
  });

  it('tests Hindi in CTET’s Language I and English in its Language II, whatever the page’s language', () => {
    const [, hindi, english] = planOf('ctet-paper-1')?.sections ?? [];
    for (const key of hindi?.questionKeys ?? []) expect(itemOf.get(key)?.translations.en?.text, key).toMatch(/[\u0900-\u097F]/);
    for (const key of english?.questionKeys ?? []) expect(itemOf.get(key)?.subject, key).toBe('english-language');
  });

  it('was read by a second reader: every question says so, disagreements kept in its note', () => {
    const written = bundled.items.filter((item) => /\/content\/questions\/(neet|upsc|ctet|cbse|jee-advanced)\//.test(item.at.file));
    expect(written.length).toBe(200 + 100 + 80 + 150 + 77 + 51);
    for (const item of written) expect(item.authorNote ?? '', item.key).toMatch(/^Second reading:/);
  });

  it('gives an exam with no paper of its own the general test, never another exam’s paper', () => {
    const paperTwo = planOf('ctet-paper-2');
    expect(paperTwo?.pattern).toBe('general');
    const keys = paperTwo?.sections.flatMap((section) => section.questionKeys) ?? [];
    expect(keys.filter((key) => (itemOf.get(key)?.exams.length ?? 0) > 0)).toEqual([]);
  });
});
