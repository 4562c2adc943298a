import type { PoolDifficulty, PoolShortfall, TestAccessMode, TestDefinition, TestDrawMode, TestTopic } from '@pariksha/contract/responses/studio-tests';
import type { TestDefinitionInput } from '@pariksha/contract/studio-tests';
import { typedNumber } from '../editor/editorDraft';

// The test builder's form as plain strings (what the fields hold), and the way to and from a
// test's definition. Kept apart from React so every rule here is tested on its own.

export type TestLanguage = TestDefinition['languages'][number];
export const testFormLanguages: readonly TestLanguage[] = ['en', 'hi'];

export interface PoolForm {
  /** React's name for the row: stays with the pool when others are added or removed. */
  id: string;
  /** The topic's slug ('' until one is chosen). */
  topic: string;
  difficulty: PoolDifficulty;
  /** How many questions to draw, as typed. */
  count: string;
}

export interface SectionForm {
  id: string;
  nameEn: string;
  nameHi: string;
  /** Marks as typed: for a right answer, and taken for a wrong one. */
  marksCorrect: string;
  marksWrong: string;
  /** JEE Advanced's partial marks: a multiple-correct question earns 1 mark per right option chosen when no wrong one is. */
  partialMarks: boolean;
  /** With its own minutes: candidates may close it before its time is up. */
  leaveEarly: boolean;
  /** The section's own minutes ('' shares the test's time). */
  minutes: string;
  /** The keys of the questions every candidate gets first in this section, as typed (one per line, or separated by commas). */
  questions: string;
  pools: PoolForm[];
}

export interface TestForm {
  exam: string;
  titleEn: string;
  titleHi: string;
  minutes: string;
  draw: TestDrawMode;
  /** Each candidate sees a choice question's options in an order of their own. */
  shuffleOptions: boolean;
  access: TestAccessMode;
  languages: TestLanguage[];
  /** A datetime-local input's value ('' for none), in this browser's time zone. */
  opensAt: string;
  closesAt: string;
  /** '' for no limit. */
  attemptsAllowed: string;
  challengeDays: string;
  sections: SectionForm[];
}

let lastId = 0;
/** A fresh name for a section's or a pool's row. */
export function rowId(): string {
  lastId += 1;
  return `row-${lastId}`;
}

export function emptyPool(): PoolForm {
  return { id: rowId(), topic: '', difficulty: 'any', count: '' };
}

export function emptySection(): SectionForm {
  return { id: rowId(), nameEn: '', nameHi: '', marksCorrect: '1', marksWrong: '0', partialMarks: false, leaveEarly: false, minutes: '', questions: '', pools: [emptyPool()] };
}

/** A new test: a draw per candidate in both languages, an hour, one section with one empty pool. */
export function emptyTestForm(): TestForm {
  return {
    exam: '',
    titleEn: '',
    titleHi: '',
    minutes: '60',
    draw: 'per_candidate',
    shuffleOptions: false,
    access: 'exam',
    languages: ['en', 'hi'],
    opensAt: '',
    closesAt: '',
    attemptsAllowed: '',
    challengeDays: '3',
    sections: [emptySection()],
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant (ISO 8601) as a datetime-local input shows it in this browser's time zone; '' for none. */
export function localFromIso(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local input's value (read in this browser's time zone) as ISO 8601 with its offset,
 * e.g. 2025-03-01T10:00:00+05:30; null when empty. A value that is not a date and time is sent as
 * typed, for the server to say so.
 */
export function isoFromLocal(value: string): string | null {
  const typed = value.trim();
  if (typed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(typed);
  if (!match) return typed;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  if (Number.isNaN(date.getTime())) return typed;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

/** A saved definition in the form's fields. */
export function formFromDefinition(definition: TestDefinition): TestForm {
  return {
    exam: definition.exam,
    titleEn: definition.title.en,
    titleHi: definition.title.hi,
    minutes: String(definition.minutes),
    draw: definition.draw,
    shuffleOptions: definition.shuffle_options,
    access: definition.access,
    languages: testFormLanguages.filter((language) => definition.languages.includes(language)),
    opensAt: localFromIso(definition.opens_at),
    closesAt: localFromIso(definition.closes_at),
    attemptsAllowed: definition.attempts_allowed === null ? '' : String(definition.attempts_allowed),
    challengeDays: String(definition.challenge_days),
    sections: definition.sections.map((section) => ({
      id: rowId(),
      nameEn: section.name.en,
      nameHi: section.name.hi,
      marksCorrect: String(section.marks_correct),
      marksWrong: String(section.marks_wrong),
      partialMarks: section.partial_marks,
      leaveEarly: section.leave_early,
      minutes: section.minutes === null ? '' : String(section.minutes),
      questions: section.questions.join('\n'),
      pools: section.pools.map((pool) => ({ id: rowId(), topic: pool.topic, difficulty: pool.difficulty, count: String(pool.count) })),
    })),
  };
}

/** The question keys typed in a section's fixed questions field, in order: one per line, or separated by commas or spaces. */
export function keysOf(typed: string): string[] {
  return typed.split(/[\s,]+/).filter((key) => key !== '');
}

/** A number as typed, null when nothing is (an optional field left empty). */
const optionalNumber = (value: string): number | null => (value.trim() === '' ? null : typedNumber(value));

/**
 * The definition a save sends. A required number left empty or mistyped goes as NaN (null in
 * JSON), so the server's check says what is missing beside the field.
 */
export function definitionFromForm(form: TestForm): TestDefinitionInput {
  return {
    exam: form.exam.trim(),
    title: { en: form.titleEn.trim(), hi: form.titleHi.trim() },
    minutes: typedNumber(form.minutes),
    draw: form.draw,
    shuffle_options: form.shuffleOptions,
    access: form.access,
    languages: testFormLanguages.filter((language) => form.languages.includes(language)),
    opens_at: isoFromLocal(form.opensAt),
    closes_at: isoFromLocal(form.closesAt),
    attempts_allowed: optionalNumber(form.attemptsAllowed),
    challenge_days: typedNumber(form.challengeDays),
    sections: form.sections.map((section) => ({
      name: { en: section.nameEn.trim(), hi: section.nameHi.trim() },
      marks_correct: typedNumber(section.marksCorrect),
      marks_wrong: typedNumber(section.marksWrong),
      partial_marks: section.partialMarks,
      leave_early: section.leaveEarly,
      minutes: optionalNumber(section.minutes),
      questions: keysOf(section.questions),
      pools: section.pools.map((pool) => ({ topic: pool.topic, difficulty: pool.difficulty, count: typedNumber(pool.count) })),
    })),
  };
}

/** Whether two forms hold the same test (what a save would send). */
export function sameTest(a: TestForm, b: TestForm): boolean {
  return JSON.stringify(definitionFromForm(a)) === JSON.stringify(definitionFromForm(b));
}

/** A number as typed when it is one and not below 0, else 0: for the live totals. */
const countable = (value: string): number => {
  const number = typedNumber(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

export interface Totals {
  questions: number;
  marks: number;
}

/** A section's questions (its fixed ones and its pools' counts) and the marks they carry. */
export function sectionTotals(section: SectionForm): Totals {
  const questions = keysOf(section.questions).length + section.pools.reduce((sum, pool) => sum + countable(pool.count), 0);
  // Marks to two decimals, without binary fractions creeping in (0.1 × 3).
  return { questions, marks: Math.round(questions * countable(section.marksCorrect) * 100) / 100 };
}

export function testTotals(form: TestForm): Totals {
  return form.sections.reduce(
    (sum, section) => {
      const totals = sectionTotals(section);
      return { questions: sum.questions + totals.questions, marks: Math.round((sum.marks + totals.marks) * 100) / 100 };
    },
    { questions: 0, marks: 0 },
  );
}

/**
 * How many published questions a pool may draw from: its topic's at its difficulty (every
 * difficulty's for 'any'), only those written in Hindi too when the test is offered in Hindi.
 * Null when the topic is not among the exam's (or none is chosen).
 */
export function availableFor(topics: readonly TestTopic[], pool: Pick<PoolForm, 'topic' | 'difficulty'>, languages: readonly TestLanguage[]): number | null {
  const topic = topics.find((candidate) => candidate.slug === pool.topic);
  if (topic === undefined) return null;
  const counts = languages.includes('hi') ? topic.in_hindi : topic.available;
  return pool.difficulty === 'any' ? counts.easy + counts.medium + counts.hard : counts[pool.difficulty];
}

/** Whether a pool asks for more questions than it has (an empty or mistyped count asks for none). */
export function isShort(available: number | null, count: string): boolean {
  return available !== null && countable(count) > available;
}

/** The server's shortfall for one pool (section and pool by index), if it named one. */
export function shortfallAt(shortfalls: readonly PoolShortfall[], section: number, pool: number): PoolShortfall | undefined {
  return shortfalls.find((shortfall) => shortfall.section === section && shortfall.pool === pool);
}

function move<Item>(list: readonly Item[], from: number, to: number): Item[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [Item];
  next.splice(to, 0, item);
  return next;
}

export function addSection(form: TestForm): TestForm {
  return { ...form, sections: [...form.sections, emptySection()] };
}

export function removeSection(form: TestForm, index: number): TestForm {
  return { ...form, sections: form.sections.filter((_, at) => at !== index) };
}

/** Moves section `index` one place up (-1) or down (+1); nothing moves past either end. */
export function moveSection(form: TestForm, index: number, by: -1 | 1): TestForm {
  return { ...form, sections: move(form.sections, index, index + by) };
}

export function setSection(form: TestForm, index: number, change: Partial<Omit<SectionForm, 'id' | 'pools'>>): TestForm {
  return { ...form, sections: form.sections.map((section, at) => (at === index ? { ...section, ...change } : section)) };
}

const withPools = (form: TestForm, index: number, pools: (current: PoolForm[]) => PoolForm[]): TestForm => ({
  ...form,
  sections: form.sections.map((section, at) => (at === index ? { ...section, pools: pools(section.pools) } : section)),
});

export function addPool(form: TestForm, section: number): TestForm {
  return withPools(form, section, (pools) => [...pools, emptyPool()]);
}

export function removePool(form: TestForm, section: number, pool: number): TestForm {
  return withPools(form, section, (pools) => pools.filter((_, at) => at !== pool));
}

export function setPool(form: TestForm, section: number, pool: number, change: Partial<Omit<PoolForm, 'id'>>): TestForm {
  return withPools(form, section, (pools) => pools.map((current, at) => (at === pool ? { ...current, ...change } : current)));
}

/** Ticks or unticks a language; the list keeps English before Hindi. */
export function toggleLanguage(form: TestForm, language: TestLanguage): TestForm {
  const chosen = form.languages.includes(language) ? form.languages.filter((other) => other !== language) : [...form.languages, language];
  return { ...form, languages: testFormLanguages.filter((other) => chosen.includes(other)) };
}

export interface TestProblems {
  /** The contract's messages by their field's path in the definition (`title.en`, `sections.0.pools.1.count`). */
  byPath: Record<string, string>;
  /** Every message, in order, for the list above the form. */
  all: string[];
}

/** What the server refused in a save, by the definition's paths (`draft.` taken off). */
export function problemsFromFields(fields: Readonly<Record<string, string>>): TestProblems {
  const byPath: Record<string, string> = {};
  const all: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^draft\./, '');
    byPath[field] ??= message;
    if (!all.includes(message)) all.push(message);
  }
  return { byPath, all };
}

/** The message for a field: its own path's, or the first of a path inside it (`languages.1` for `languages`). */
export function problemAt(problems: TestProblems | null, path: string): string | undefined {
  if (problems === null) return undefined;
  const own = problems.byPath[path];
  if (own !== undefined) return own;
  const inside = Object.keys(problems.byPath).find((key) => key.startsWith(`${path}.`));
  return inside === undefined ? undefined : problems.byPath[inside];
}

/** The message for exactly this path (a section's or a pool's own, not its fields'). */
export function problemOf(problems: TestProblems | null, path: string): string | undefined {
  return problems?.byPath[path];
}
