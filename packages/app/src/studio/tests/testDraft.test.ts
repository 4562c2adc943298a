import { describe, expect, it } from 'vitest';
import type { TestDefinition, TestTopic } from '@pariksha/contract/responses/studio-tests';
import { testDefinitionInput } from '@pariksha/contract/studio-tests';
import {
  keysOf,
  addPool,
  addSection,
  availableFor,
  definitionFromForm,
  emptyTestForm,
  formFromDefinition,
  isoFromLocal,
  isShort,
  localFromIso,
  moveSection,
  problemAt,
  problemOf,
  problemsFromFields,
  removePool,
  removeSection,
  sameTest,
  sectionTotals,
  setPool,
  setSection,
  shortfallAt,
  testTotals,
  toggleLanguage,
  type TestForm,
} from './testDraft';

const saved: TestDefinition = {
  exam: 'ssc-cgl',
  title: { en: 'SSC CGL mock 1', hi: 'एसएससी सीजीएल मॉक 1' },
  minutes: 60,
  draw: 'same',
  shuffle_options: true,
  access: 'exam',
  languages: ['en'],
  opens_at: '2025-03-01T04:30:00Z',
  closes_at: null,
  attempts_allowed: 2,
  challenge_days: 5,
  sections: [
    {
      name: { en: 'Quantitative aptitude', hi: 'संख्यात्मक अभियोग्यता' },
      marks_correct: 2,
      marks_wrong: 0.5,
      partial_marks: false, leave_early: false,
      minutes: 20,
      questions: [],
      pools: [
        { topic: 'simple-interest', difficulty: 'easy', count: 5 },
        { topic: 'percentages', difficulty: 'any', count: 10 },
      ],
    },
    { name: { en: 'Reasoning', hi: 'तर्कशक्ति' }, marks_correct: 1, marks_wrong: 0, partial_marks: false, leave_early: false, minutes: null, questions: ['reasoning-series-007'], pools: [{ topic: 'series', difficulty: 'hard', count: 3 }] },
  ],
};

/** A complete new test: the defaults with what an editor must fill in. */
function filledForm(): TestForm {
  let form = { ...emptyTestForm(), exam: 'ssc-cgl', titleEn: 'Mock 1', titleHi: 'मॉक 1' };
  form = setSection(form, 0, { nameEn: 'Quant', nameHi: 'गणित' });
  return setPool(form, 0, 0, { topic: 'simple-interest', count: '10' });
}

const topic = (slug: string, available: TestTopic['available'], inHindi: TestTopic['in_hindi']): TestTopic => ({ slug, name: slug, subject: 'quant', available, in_hindi: inHindi });

describe('test form', () => {
  it('starts a new test with the defaults: a draw per candidate in both languages, an hour, one section with one empty pool', () => {
    const form = emptyTestForm();
    expect(form).toMatchObject({ draw: 'per_candidate', languages: ['en', 'hi'], challengeDays: '3', minutes: '60', attemptsAllowed: '', opensAt: '', closesAt: '' });
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0]).toMatchObject({ marksCorrect: '1', marksWrong: '0', partialMarks: false, minutes: '' });
    expect(form.sections[0]?.pools).toEqual([expect.objectContaining({ topic: '', difficulty: 'any', count: '' })]);
  });

  it('sends a filled new test the contract accepts', () => {
    const definition = definitionFromForm(filledForm());
    expect(definition).toMatchObject({ opens_at: null, closes_at: null, attempts_allowed: null, challenge_days: 3, minutes: 60 });
    expect(testDefinitionInput.safeParse(definition).success).toBe(true);
  });

  it('reads a saved test into the fields and sends it back the same', () => {
    const form = formFromDefinition(saved);
    expect(form.minutes).toBe('60');
    expect(form.attemptsAllowed).toBe('2');
    expect(form.sections[0]?.marksWrong).toBe('0.5');
    expect(form.sections[1]?.minutes).toBe('');
    const sent = definitionFromForm(form);
    expect(testDefinitionInput.safeParse(sent).success).toBe(true);
    expect(Date.parse(sent.opens_at ?? '')).toBe(Date.parse(saved.opens_at ?? ''));
    expect({ ...sent, opens_at: saved.opens_at }).toEqual(saved);
  });

  it('accepts timed sections with only the last taking the time left, and nothing else', () => {
    const [first, second] = saved.sections;
    const untimed = { ...first!, minutes: null };
    expect(testDefinitionInput.safeParse({ ...saved, sections: [untimed, second] }).success).toBe(true);
    expect(testDefinitionInput.safeParse({ ...saved, sections: [first, { ...second!, minutes: 20 }] }).success).toBe(true);
    const refused = testDefinitionInput.safeParse({ ...saved, sections: [untimed, { ...second!, minutes: 20 }] });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['sections.0.minutes', 'Give this section its own minutes: timed sections run one after another, and only the last may take the time left.'],
    ]);
  });

  it('gives partial marks only to the sections ticked for them, and reads them back', () => {
    expect(definitionFromForm(filledForm()).sections[0]?.partial_marks).toBe(false);
    // JEE Advanced: +4, −2, partial marks in the first section, none in the second.
    let form = addSection(setSection(filledForm(), 0, { marksCorrect: '4', marksWrong: '2', partialMarks: true }));
    form = setPool(setSection(form, 1, { nameEn: 'Physics', nameHi: 'भौतिकी' }), 1, 0, { topic: 'kinematics', count: '6' });
    const definition = definitionFromForm(form);
    expect(definition.sections.map((section) => section.partial_marks)).toEqual([true, false]);
    expect(testDefinitionInput.safeParse(definition).success).toBe(true);
    expect(formFromDefinition({ ...saved, sections: [{ ...saved.sections[0]!, partial_marks: true }] }).sections[0]?.partialMarks).toBe(true);
    expect(formFromDefinition(saved).sections.map((section) => section.partialMarks)).toEqual([false, false]);
    expect(sameTest(form, setSection(form, 0, { partialMarks: false }))).toBe(false);
    // Partial marks do not change a section's full marks: all the right options earn marks_correct.
    expect(sectionTotals(form.sections[0]!)).toEqual(sectionTotals(setSection(form, 0, { partialMarks: false }).sections[0]!));
  });

  it('leaves a required number that is empty or mistyped for the server to name', () => {
    const form = { ...filledForm(), minutes: '', challengeDays: 'three' };
    const definition = definitionFromForm(form);
    expect(Number.isNaN(definition.minutes)).toBe(true);
    expect(JSON.parse(JSON.stringify(definition)).minutes).toBeNull();
    expect(testDefinitionInput.safeParse(definition).success).toBe(false);
  });

  it('tells changes that matter from row names that do not', () => {
    const form = formFromDefinition(saved);
    expect(sameTest(form, formFromDefinition(saved))).toBe(true);
    expect(sameTest(form, setPool(form, 0, 1, { count: '11' }))).toBe(false);
    expect(sameTest(form, { ...form, titleEn: ' SSC CGL mock 1 ' })).toBe(true);
  });
});

describe('dates', () => {
  it('turns a datetime-local value into ISO with this browser’s offset, and back', () => {
    const iso = isoFromLocal('2025-01-15T09:30');
    expect(iso).toMatch(/^2025-01-15T09:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(iso ?? '')).toBe(new Date(2025, 0, 15, 9, 30).getTime());
    expect(localFromIso(iso)).toBe('2025-01-15T09:30');
    // Summer time (the tests run in Los Angeles' zone) moves the offset, not the wall clock.
    expect(localFromIso(isoFromLocal('2025-07-01T18:05'))).toBe('2025-07-01T18:05');
  });

  it('sends an empty field as null and a mistyped one as typed', () => {
    expect(isoFromLocal('')).toBeNull();
    expect(isoFromLocal('  ')).toBeNull();
    expect(isoFromLocal('next Monday')).toBe('next Monday');
    expect(localFromIso(null)).toBe('');
    expect(localFromIso('not a date')).toBe('');
  });
});

describe('sections and pools', () => {
  it('adds, moves and removes sections, keeping each row’s name', () => {
    let form = addSection(addSection(formFromDefinition(saved)));
    expect(form.sections).toHaveLength(4);
    const ids = form.sections.map((section) => section.id);
    form = moveSection(form, 1, -1);
    expect(form.sections.map((section) => section.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    form = moveSection(form, 0, -1);
    expect(form.sections.map((section) => section.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    form = moveSection(form, 3, 1);
    expect(form.sections.map((section) => section.id)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
    form = removeSection(form, 0);
    expect(form.sections.map((section) => section.id)).toEqual([ids[0], ids[2], ids[3]]);
  });

  it('adds, changes and removes pools in one section only', () => {
    let form = addPool(formFromDefinition(saved), 1);
    expect(form.sections[1]?.pools).toHaveLength(2);
    expect(form.sections[0]?.pools).toHaveLength(2);
    form = setPool(form, 1, 1, { topic: 'coding', difficulty: 'medium', count: '4' });
    expect(form.sections[1]?.pools[1]).toMatchObject({ topic: 'coding', difficulty: 'medium', count: '4' });
    form = removePool(form, 1, 0);
    expect(form.sections[1]?.pools.map((pool) => pool.topic)).toEqual(['coding']);
  });

  it('keeps English before Hindi whatever order they are ticked in', () => {
    const form = { ...emptyTestForm(), languages: [] };
    expect(toggleLanguage(toggleLanguage(form, 'hi'), 'en').languages).toEqual(['en', 'hi']);
    expect(toggleLanguage(emptyTestForm(), 'en').languages).toEqual(['hi']);
  });

  it('totals the questions and marks as typed, fixed ones included, counting nothing for an empty or mistyped count', () => {
    const form = formFromDefinition(saved);
    expect(sectionTotals(form.sections[0]!)).toEqual({ questions: 15, marks: 30 });
    expect(testTotals(form)).toEqual({ questions: 19, marks: 34 });
    const odd = setSection(setPool(form, 1, 0, { count: 'x' }), 0, { marksCorrect: '0.1' });
    expect(testTotals(odd)).toEqual({ questions: 16, marks: 2.5 });
  });

  it('reads fixed questions one per line, or separated by commas or spaces, in the order typed', () => {
    expect(keysOf(' quant-si-014\n\nreasoning-series-007, gk-01  gk-02\n')).toEqual(['quant-si-014', 'reasoning-series-007', 'gk-01', 'gk-02']);
    const form = setSection(formFromDefinition(saved), 1, { questions: 'reasoning-series-007\nreasoning-series-002' });
    expect(definitionFromForm(form).sections?.[1]?.questions).toEqual(['reasoning-series-007', 'reasoning-series-002']);
    expect(formFromDefinition(saved).sections[1]?.questions).toBe('reasoning-series-007');
  });
});

describe('questions available to a pool', () => {
  const topics = [topic('simple-interest', { easy: 12, medium: 8, hard: 3 }, { easy: 10, medium: 2, hard: 0 })];

  it('counts the topic’s questions at the difficulty, every difficulty for any', () => {
    expect(availableFor(topics, { topic: 'simple-interest', difficulty: 'medium' }, ['en'])).toBe(8);
    expect(availableFor(topics, { topic: 'simple-interest', difficulty: 'any' }, ['en'])).toBe(23);
  });

  it('counts only the questions written in Hindi too when the test is offered in Hindi', () => {
    expect(availableFor(topics, { topic: 'simple-interest', difficulty: 'medium' }, ['en', 'hi'])).toBe(2);
    expect(availableFor(topics, { topic: 'simple-interest', difficulty: 'any' }, ['hi'])).toBe(12);
  });

  it('knows nothing of a topic the exam does not have', () => {
    expect(availableFor(topics, { topic: 'trigonometry', difficulty: 'easy' }, ['en'])).toBeNull();
    expect(availableFor(topics, { topic: '', difficulty: 'any' }, ['en'])).toBeNull();
  });

  it('warns when a pool asks for more than there are', () => {
    expect(isShort(8, '9')).toBe(true);
    expect(isShort(8, '8')).toBe(false);
    expect(isShort(8, '')).toBe(false);
    expect(isShort(null, '50')).toBe(false);
  });

  it('finds the server’s shortfall for a pool by its places', () => {
    const shortfalls = [{ section: 1, pool: 0, asked: 3, available: 1 }];
    expect(shortfallAt(shortfalls, 1, 0)).toEqual(shortfalls[0]);
    expect(shortfallAt(shortfalls, 0, 1)).toBeUndefined();
  });
});

describe('field problems', () => {
  const problems = problemsFromFields({
    'draft.title.hi': 'Give the test a Hindi name.',
    'draft.languages.1': 'Name each language once.',
    'draft.sections.0.pools.1': 'This topic and difficulty is in the section already: raise its count instead.',
    'draft.sections.0.pools.1.count': 'Draw at least one question.',
    'draft.sections.1.name.en': 'Give the section an English name.',
    base_updated_at: 'Invalid date.',
  });

  it('keys the server’s messages by the definition’s paths, each message once in the list', () => {
    expect(problems.byPath['title.hi']).toBe('Give the test a Hindi name.');
    expect(problems.byPath.base_updated_at).toBe('Invalid date.');
    expect(problems.all).toHaveLength(6);
  });

  it('finds a field’s message, or one inside it; a row’s own message only for the row', () => {
    expect(problemAt(problems, 'languages')).toBe('Name each language once.');
    expect(problemAt(problems, 'sections.0.pools.1.count')).toBe('Draw at least one question.');
    expect(problemOf(problems, 'sections.0.pools.1')).toBe('This topic and difficulty is in the section already: raise its count instead.');
    expect(problemOf(problems, 'sections.1')).toBeUndefined();
    expect(problemAt(problems, 'minutes')).toBeUndefined();
    expect(problemAt(null, 'title.en')).toBeUndefined();
  });
});
