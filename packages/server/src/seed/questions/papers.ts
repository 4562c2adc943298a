/**
 * Which paper each exam gets, drawn from the question banks. A paper is the same
 * for every candidate (ranks compare), so its questions are chosen in a fixed order: each subject's
 * questions sorted by a hash of the exam and the question key, the first N taken (see draw). The
 * order does not depend on the banks' file order, and another exam draws another selection.
 *
 * An exam whose every section maps to a bank subject that holds enough questions gets its own
 * pattern (sections, marking, time). Any other exam gets the general aptitude mock test,
 * titled as such, with a notice that it is not that exam's pattern.
 */
import { createHash } from 'node:crypto';
import type { SeedExam, SeedExamSection } from '../content/types.js';
import type { BankSubject, SeedQuestion } from './types.js';

/**
 * What a paper is planned from: a question's key, subject, topic and type. The bundled content
 * files are read into this (seed/bundled-questions.ts); a TypeScript bank fits it as it is.
 */
export type PaperQuestion = Pick<SeedQuestion, 'key' | 'topic' | 'type'> & {
  subject: string;
  /** The exams it was written for (a NEET paper's questions); none: any exam may draw it. */
  exams?: readonly string[];
  /** The passage it is asked on, when it has one. */
  passage?: string | undefined;
};

/** By exam slug and section slug: the question keys a section takes, in order (seed/bundled-papers.ts). */
export type FixedSections = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;

export interface PaperBank {
  questions: readonly PaperQuestion[];
  /** Sections that name their questions instead of drawing them. */
  fixed?: FixedSections;
}

type Words<T> = { en: T; hi: T };

export type PaperSectionPlan = {
  slug: string;
  subject: BankSubject;
  marksCorrect: number;
  marksWrong: number;
  /** JEE Advanced's partial marks for multiple-correct answers. */
  partialMarks?: boolean;
  minutes: number | null;
  /** Question keys, in the order every candidate sees them. */
  questionKeys: string[];
  translations: Words<{ name: string }>;
};

export type PaperPlan = {
  examSlug: string;
  pattern: 'exam' | 'general';
  minutes: number;
  sections: PaperSectionPlan[];
  translations: Words<{ title: string; notice?: string }>;
};

/** The spec's default test: 100 questions, 60 minutes, 100 marks, no negative marking. */
export const defaultTest = { questions: 100, minutes: 60, marks: 100 } as const;

const defaultSections: ReadonlyArray<{ slug: string; subject: BankSubject; name: Words<string> }> = [
  { slug: 'reasoning', subject: 'reasoning', name: { en: 'Reasoning', hi: 'तर्कशक्ति' } },
  {
    slug: 'quantitative-aptitude',
    subject: 'quantitative-aptitude',
    name: { en: 'Quantitative Aptitude', hi: 'मात्रात्मक अभियोग्यता' },
  },
  { slug: 'english-language', subject: 'english-language', name: { en: 'English Language', hi: 'अंग्रेज़ी भाषा' } },
  { slug: 'general-awareness', subject: 'general-awareness', name: { en: 'General Awareness', hi: 'सामान्य जागरूकता' } },
];

/** Reasoning, Quantitative Aptitude and English Language a quarter each (rounded down); General Awareness the rest. */
export function defaultSectionSizes(questions: number = defaultTest.questions): number[] {
  const quarter = Math.floor(questions / 4);
  return [quarter, quarter, quarter, questions - 3 * quarter];
}

const generalTitle: Words<string> = { en: 'General Aptitude Mock Test', hi: 'सामान्य अभियोग्यता मॉक टेस्ट' };

/** Said on the attempt of an exam that gets the general test, so it is never taken for that exam's pattern. */
export function generalNotice(examTitle: Words<string>): Words<string> {
  return {
    en:
      `This is the general aptitude mock test (Reasoning, Quantitative Aptitude, English Language and General ` +
      `Awareness), not the ${examTitle.en} pattern: we do not have questions for that exam yet.`,
    hi:
      `यह सामान्य अभियोग्यता मॉक टेस्ट है (तर्कशक्ति, मात्रात्मक अभियोग्यता, अंग्रेज़ी भाषा और सामान्य जागरूकता), ` +
      `${examTitle.hi} का पैटर्न नहीं: इस परीक्षा के प्रश्न अभी हमारे पास नहीं हैं।`,
  };
}

/** Exam section slugs whose syllabus a bank subject covers. */
const subjectOfSection: Readonly<Record<string, BankSubject>> = {
  reasoning: 'reasoning',
  'reasoning-ability': 'reasoning',
  'general-intelligence': 'reasoning',
  'general-intelligence-reasoning': 'reasoning',
  'reasoning-problem-solving': 'reasoning',
  'logical-reasoning': 'reasoning',
  'quantitative-aptitude': 'quantitative-aptitude',
  'numerical-ability': 'quantitative-aptitude',
  'numerical-mathematical-ability': 'quantitative-aptitude',
  'elementary-mathematics': 'quantitative-aptitude',
  'english-language': 'english-language',
  'english-comprehension': 'english-language',
  'english-language-comprehension': 'english-language',
  'english-proficiency': 'english-language',
  'verbal-ability': 'english-language',
  'general-awareness': 'general-awareness',
  'general-awareness-current-affairs': 'general-awareness',
  'general-knowledge-awareness': 'general-awareness',
  'general-knowledge-current-affairs': 'general-awareness',
  physics: 'physics',
  chemistry: 'chemistry',
  botany: 'botany',
  zoology: 'zoology',
  'general-studies': 'general-studies',
  csat: 'csat',
  'child-development-pedagogy': 'child-development-pedagogy',
  'environmental-studies': 'environmental-studies',
  'language-1': 'hindi-language',
  'language-1-hindi': 'hindi-language',
  'language-2': 'english-language',
};

/**
 * A section's bank subject, or null when no bank covers it. 'mathematics' is JEE-level in a paper
 * with Physics, CTET's primary-stage content and pedagogy in a CTET paper, and arithmetic (the
 * aptitude bank) elsewhere (RRB NTPC, Group D). A language section is the language it tests.
 */
export function subjectFor(section: SeedExamSection, exam: SeedExam): BankSubject | null {
  if (section.slug === 'mathematics') {
    if (exam.slug.startsWith('ctet-')) return 'ctet-mathematics';
    return exam.sections.some((other) => other.slug === 'physics') ? 'mathematics' : 'quantitative-aptitude';
  }
  return subjectOfSection[section.slug] ?? null;
}

/** How many questions of which types a section takes, in that order. */
type TypeMix = ReadonlyArray<{ types: ReadonlyArray<SeedQuestion['type']>; count: number }>;

/** JEE Main: each subject 20 single-correct (Section A) then 5 numerical-value (Section B). */
const jeeMainMix = (count: number): TypeMix => [
  { types: ['single'], count: count - 5 },
  { types: ['numeric'], count: 5 },
];
/** Other exams' CBTs are single-correct; the spec's default test shows checkbox options too. */
const singleOnly = (count: number): TypeMix => [{ types: ['single'], count }];
const choiceQuestions = (count: number): TypeMix => [{ types: ['single', 'multiple'], count }];

/** Exams whose paper has a numerical-value part. */
const numericPartExams = new Set(['jee-main-paper-1']);

function orderKey(examSlug: string, questionKey: string): string {
  return createHash('sha256').update(`${examSlug}\u0000${questionKey}`).digest('hex');
}

/** The bank's questions by subject, to draw from. */
type Pool = ReadonlyMap<string, readonly PaperQuestion[]>;

function poolOf(bank: PaperBank): Pool {
  const pool = new Map<string, PaperQuestion[]>();
  for (const question of bank.questions) {
    const list = pool.get(question.subject) ?? [];
    list.push(question);
    pool.set(question.subject, list);
  }
  return pool;
}

/** A generated family's questions differ only in their numbers: 'jee-phy-terminal-02' → 'jee-phy-terminal'. */
const familyOf = (key: string): string => key.replace(/-\d+$/, '');

const byKey = (a: PaperQuestion, b: PaperQuestion): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The questions an exam may draw from a subject: those written for it when it has any (NEET's
 * Physics, not JEE's), else those written for no exam in particular. A question written for some
 * exams is never drawn for another.
 */
export function forExam(questions: readonly PaperQuestion[], examSlug: string): readonly PaperQuestion[] {
  const own = questions.filter((question) => question.exams?.includes(examSlug));
  return own.length > 0 ? own : questions.filter((question) => (question.exams ?? []).length === 0);
}

/**
 * The keys a section takes, or null when the bank has too few. `used` holds keys already in the
 * paper, so two sections of one subject never share a question. Questions are taken in the hash
 * order, one per family while the families last (a paper does not ask the same question three
 * times with other numbers), then any. The section shows them grouped by topic, in the order the
 * topics first came up, and by key within a topic, so the questions under one passage or table
 * stand together, as in printed papers (a passage asked across topics stands with its first).
 */
function draw(pool: Pool, examSlug: string, subject: BankSubject, mix: TypeMix, used: Set<string>): string[] | null {
  const ordered = forExam(pool.get(subject) ?? [], examSlug)
    .filter((question) => !used.has(question.key))
    .map((question) => ({ question, order: orderKey(examSlug, question.key) }))
    .sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0))
    .map(({ question }) => question);
  const keys: string[] = [];
  for (const part of mix) {
    const fits = ordered.filter((question) => part.types.includes(question.type) && !keys.includes(question.key));
    const taken: PaperQuestion[] = [];
    const families = new Set<string>();
    for (const oneOfAFamily of [true, false]) {
      for (const question of fits) {
        const family = familyOf(question.key);
        if (taken.length === part.count || taken.includes(question) || (oneOfAFamily && families.has(family))) continue;
        taken.push(question);
        families.add(family);
      }
    }
    if (taken.length < part.count) return null;
    // A passage's questions stand together, with the topic of the first of them drawn (a Hindi
    // passage asks comprehension and grammar questions of the same lines).
    const passageTopic = new Map<string, string>();
    for (const question of taken) if (question.passage !== undefined && !passageTopic.has(question.passage)) passageTopic.set(question.passage, question.topic);
    const topicOf = (question: PaperQuestion) => (question.passage === undefined ? question.topic : (passageTopic.get(question.passage) ?? question.topic));
    const topics = [...new Set(taken.map(topicOf))];
    taken.sort((a, b) => topics.indexOf(topicOf(a)) - topics.indexOf(topicOf(b)) || byKey(a, b));
    keys.push(...taken.map((question) => question.key));
  }
  for (const key of keys) used.add(key);
  return keys;
}

/** Marks are kept to a few decimals: 30 marks over 35 questions is 0.857142…, not a float's tail. */
const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * A section's own questions (fixed), when they are all in the bank, written for the exam, and as
 * many as the section asks; else null (the paper is not drawn).
 */
function fixedKeys(pool: Pool, exam: SeedExam, section: SeedExamSection, keys: readonly string[]): { subject: BankSubject; keys: string[] } | null {
  const byKey = new Map([...pool.values()].flat().map((question) => [question.key, question]));
  const questions = keys.map((key) => byKey.get(key));
  if (questions.length !== section.questions || new Set(keys).size !== keys.length) return null;
  const first = questions[0];
  if (first === undefined || questions.some((question) => question === undefined || !(question.exams ?? []).includes(exam.slug))) return null;
  return { subject: first.subject as BankSubject, keys: [...keys] };
}

function examPattern(exam: SeedExam, pool: Pool, fixed: FixedSections): PaperPlan | null {
  const used = new Set<string>();
  const sections: PaperSectionPlan[] = [];
  for (const section of exam.sections) {
    const own = fixed[exam.slug]?.[section.slug];
    const named = own === undefined ? null : fixedKeys(pool, exam, section, own);
    if (own !== undefined && named === null) return null;
    const subject = named?.subject ?? subjectFor(section, exam);
    if (subject === null || section.questions <= 0) return null;
    const mix = numericPartExams.has(exam.slug) ? jeeMainMix(section.questions) : singleOnly(section.questions);
    const questionKeys = named?.keys ?? draw(pool, exam.slug, subject, mix, used);
    if (questionKeys === null) return null;
    const marksCorrect = round(section.marks / section.questions);
    sections.push({
      slug: section.slug,
      subject,
      marksCorrect,
      marksWrong: round(marksCorrect * (section.negativeMarking ?? exam.negativeMarking)),
      ...(section.partialMarking === true ? { partialMarks: true } : {}),
      minutes: section.minutes,
      questionKeys,
      translations: { en: { name: section.translations.en.name }, hi: { name: section.translations.hi.name } },
    });
  }
  if (sections.length === 0) return null;
  return {
    examSlug: exam.slug,
    pattern: 'exam',
    minutes: exam.minutes,
    sections,
    translations: {
      en: { title: `${exam.translations.en.title} Mock Test` },
      hi: { title: `${exam.translations.hi.title} मॉक टेस्ट` },
    },
  };
}

function generalPattern(exam: SeedExam, pool: Pool): PaperPlan | null {
  const used = new Set<string>();
  const sizes = defaultSectionSizes();
  const marks = defaultSectionSizes(defaultTest.marks);
  const sections: PaperSectionPlan[] = [];
  for (const [index, section] of defaultSections.entries()) {
    const count = sizes[index] ?? 0;
    const questionKeys = draw(pool, exam.slug, section.subject, choiceQuestions(count), used);
    if (questionKeys === null) return null;
    sections.push({
      slug: section.slug,
      subject: section.subject,
      marksCorrect: round((marks[index] ?? 0) / count),
      marksWrong: 0,
      minutes: null,
      questionKeys,
      translations: { en: { name: section.name.en }, hi: { name: section.name.hi } },
    });
  }
  const notice = generalNotice({ en: exam.translations.en.title, hi: exam.translations.hi.title });
  return {
    examSlug: exam.slug,
    pattern: 'general',
    minutes: defaultTest.minutes,
    sections,
    translations: { en: { title: generalTitle.en, notice: notice.en }, hi: { title: generalTitle.hi, notice: notice.hi } },
  };
}

/**
 * The paper of every exam, free or locked (a plan, course or test series opens a locked one): its
 * own pattern when the banks can fill it, else the general test. An exam the banks cannot even
 * fill the general test for gets none (startAttempt: 404).
 */
export function planPapers(exams: readonly SeedExam[], bank: PaperBank): PaperPlan[] {
  const pool = poolOf(bank);
  return exams.flatMap((exam) => {
    const plan = examPattern(exam, pool, bank.fixed ?? {}) ?? generalPattern(exam, pool);
    return plan === null ? [] : [plan];
  });
}
