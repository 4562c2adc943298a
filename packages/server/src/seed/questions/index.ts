/**
 * The TypeScript banks, which `pnpm banks:write` writes into the content files the server seeds
 * from (bank-files.ts); the server itself never imports them. Checked before writing: keys and
 * topic slugs unique, each question's topic known and of its subject, options the same count in
 * both languages, answers in range. A mistake here stops the writing rather than putting a
 * question no one can answer into a paper.
 */
import { aptitudeBank } from './aptitude/index.js';
import { jeeBank } from './jee/index.js';
import type { QuestionBank } from './types.js';

export type { BankSubject, QuestionBank, SeedQuestion, SeedTopic } from './types.js';
export { planPapers, type PaperPlan, type PaperSectionPlan } from './papers.js';

/** What is wrong with a bank ([] when nothing). */
export function bankProblems(bank: QuestionBank): string[] {
  const problems: string[] = [];
  const topics = new Map<string, string>();
  for (const topic of bank.topics) {
    if (topics.has(topic.slug)) problems.push(`topic ${topic.slug}: slug used twice`);
    topics.set(topic.slug, topic.subject);
  }
  const keys = new Set<string>();
  for (const question of bank.questions) {
    const at = `question ${question.key}`;
    if (keys.has(question.key)) problems.push(`${at}: key used twice`);
    keys.add(question.key);
    const topicSubject = topics.get(question.topic);
    if (topicSubject === undefined) problems.push(`${at}: unknown topic ${question.topic}`);
    else if (topicSubject !== question.subject) problems.push(`${at}: topic ${question.topic} is not ${question.subject}`);
    const { en, hi } = question.translations;
    if (en.text.trim() === '' || hi.text.trim() === '') problems.push(`${at}: empty text`);
    if (question.type === 'numeric') {
      if (en.options !== undefined || hi.options !== undefined) problems.push(`${at}: numeric with options`);
      if (!Number.isFinite(question.answer) || !(question.tolerance >= 0)) problems.push(`${at}: bad numeric answer`);
      continue;
    }
    const count = en.options?.length ?? 0;
    if (count < 2 || hi.options?.length !== count) problems.push(`${at}: options missing or differ between languages`);
    const answers = question.type === 'single' ? [question.answer] : question.answer;
    if (answers.some((answer) => !Number.isInteger(answer) || answer < 0 || answer >= count)) {
      problems.push(`${at}: answer out of range`);
    }
    if (question.type === 'multiple' && (answers.length < 2 || new Set(answers).size !== answers.length)) {
      problems.push(`${at}: a multiple-correct question needs two or more distinct answers`);
    }
  }
  return problems;
}

/** Banks combined; throws (naming each problem) when they do not add up. */
export function combineBanks(banks: readonly QuestionBank[]): QuestionBank {
  const bank: QuestionBank = {
    topics: banks.flatMap((each) => each.topics),
    questions: banks.flatMap((each) => each.questions),
  };
  const problems = bankProblems(bank);
  if (problems.length > 0) throw new Error(`The question banks do not add up:\n${problems.join('\n')}`);
  return bank;
}

/**
 * The banks and the folders of content/questions/ they are written to (`pnpm banks:write`): the
 * aptitude bank (Reasoning, Quantitative Aptitude, English Language, General Awareness) and JEE's.
 */
export const bankParts: ReadonlyArray<{ folder: string; bank: QuestionBank }> = [
  { folder: 'aptitude', bank: aptitudeBank },
  { folder: 'jee', bank: jeeBank },
];

/** Every bank as one. */
export const questionBank: QuestionBank = combineBanks(bankParts.map((part) => part.bank));
