import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/open.js';
import { attempts, papers, topics, type QuestionTranslationJson } from '../../src/db/attempts-schema.js';
import { categories, exams } from '../../src/db/content-schema.js';
import { call, type SignedUp } from './accounts.js';
import { addPublishedQuestions } from './questions.js';
import type { TestServer } from './test-server.js';

/** A question of the fixture paper, with its answer, for writing responses. */
type FixtureQuestion = {
  key: string;
  type: 'single' | 'multiple' | 'numeric';
  answer: number | number[];
  tolerance?: number;
  en: QuestionTranslationJson;
  hi: QuestionTranslationJson;
};

const choice = (text: string, hiText: string, options: string[], explanation: string, hiExplanation: string) => ({
  en: { text, options, explanation },
  hi: { text: hiText, options, explanation: hiExplanation },
});

/** Small, real questions: the fixture paper's answers are right. */
export const fixtureQuestions: readonly FixtureQuestion[] = [
  {
    key: 'fixture-single-1',
    type: 'single',
    answer: 1,
    ...choice('What is 7 × 8?', '7 × 8 कितना है?', ['54', '56', '58', '64'], '7 × 8 = 56.', '7 × 8 = 56।'),
  },
  {
    key: 'fixture-single-2',
    type: 'single',
    answer: 2,
    ...choice('What is 15% of 200?', '200 का 15% कितना है?', ['15', '20', '30', '35'], '200 × 15 ÷ 100 = 30.', '200 × 15 ÷ 100 = 30।'),
  },
  {
    key: 'fixture-single-3',
    type: 'single',
    answer: 0,
    ...choice('Which number comes next: 2, 4, 8, 16, …?', 'अगली संख्या कौन-सी है: 2, 4, 8, 16, …?', ['32', '24', '20', '18'], 'Each term doubles: 16 × 2 = 32.', 'हर पद दोगुना होता है: 16 × 2 = 32।'),
  },
  {
    key: 'fixture-multiple-1',
    type: 'multiple',
    answer: [0, 2],
    ...choice('Which of these are prime numbers?', 'इनमें से कौन-सी अभाज्य संख्याएँ हैं?', ['2', '9', '13', '21'], '2 and 13 have no divisors but 1 and themselves; 9 = 3 × 3 and 21 = 3 × 7.', '2 और 13 के भाजक केवल 1 और वे स्वयं हैं; 9 = 3 × 3 और 21 = 3 × 7।'),
  },
  {
    key: 'fixture-numeric-1',
    type: 'numeric',
    answer: -12.5,
    tolerance: 0,
    en: { text: 'What is 25 ÷ (−2)?', explanation: '25 ÷ 2 = 12.5, and the sign is negative.' },
    hi: { text: '25 ÷ (−2) कितना है?', explanation: '25 ÷ 2 = 12.5, और चिह्न ऋणात्मक है।' },
  },
  // In no paper: a save naming it is refused.
  {
    key: 'fixture-outside',
    type: 'single',
    answer: 3,
    ...choice('What is 9 + 10?', '9 + 10 कितना है?', ['18', '20', '21', '19'], '9 + 10 = 19.', '9 + 10 = 19।'),
  },
  {
    key: 'fixture-numeric-2',
    type: 'numeric',
    answer: 3.14,
    tolerance: 0.01,
    en: { text: 'Give π to two decimal places.', explanation: 'π = 3.14159…, so 3.14.' },
    hi: { text: 'π का मान दो दशमलव स्थानों तक लिखिए।', explanation: 'π = 3.14159…, इसलिए 3.14।' },
  },
];

export type FixturePaper = {
  examId: number;
  lockedExamId: number;
  paperlessExamId: number;
  paperId: number;
  /** By key. */
  ids: Record<string, number>;
};

async function fixtureExam(db: Database, status: string): Promise<number> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category === undefined) throw new Error('no category seeded');
  const slug = `fixture-${randomBytes(4).toString('hex')}`;
  const [exam] = await db
    .insert(exams)
    .values({
      slug,
      categoryId: category.id,
      status,
      questions: 6,
      minutes: 30,
      marks: 18,
      translations: {
        en: { title: 'Fixture Test', description: 'A test of the tests.', name: 'Fixture Test' },
        hi: { title: 'जाँच टेस्ट', description: 'परीक्षणों की जाँच।', name: 'जाँच टेस्ट' },
      },
    })
    .returning({ id: exams.id });
  if (exam === undefined) throw new Error('exam not inserted');
  return exam.id;
}

/**
 * A 'take' exam with a two-section paper: Section 1, three single-correct (+2/−0.5); Section 2,
 * one multiple-correct and two numeric (+4/−1). Also a locked exam and one without a paper.
 */
export async function addFixturePaper(db: Database, minutes = 30): Promise<FixturePaper> {
  await db
    .insert(topics)
    .values({ slug: 'fixture-topic', subject: 'reasoning', translations: { en: { name: 'Fixture' }, hi: { name: 'जाँच' } } })
    .onConflictDoNothing();
  const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.slug, 'fixture-topic'));
  const ids = await addPublishedQuestions(
    db,
    fixtureQuestions.map((question) => ({
        key: question.key,
        subject: 'reasoning',
        topicId: topic?.id ?? 0,
        type: question.type,
        difficulty: 'easy',
        answer: question.answer,
        tolerance: question.tolerance ?? 0,
      translations: { en: question.en, hi: question.hi },
    })),
  );
  const id = (key: string) => ids.get(key) ?? 0;
  const examId = await fixtureExam(db, 'take');
  const [paper] = await db
    .insert(papers)
    .values({
      examId,
      pattern: 'exam',
      minutes,
      translations: { en: { title: 'Fixture Test Mock Test' }, hi: { title: 'जाँच टेस्ट मॉक टेस्ट' } },
      sections: [
        {
          slug: 'reasoning',
          subject: 'reasoning',
          marksCorrect: 2,
          marksWrong: 0.5,
          minutes: null,
          questionIds: [id('fixture-single-1'), id('fixture-single-2'), id('fixture-single-3')],
          translations: { en: { name: 'Reasoning' }, hi: { name: 'तर्कशक्ति' } },
        },
        {
          slug: 'mixed',
          subject: 'reasoning',
          marksCorrect: 4,
          marksWrong: 1,
          minutes: null,
          questionIds: [id('fixture-multiple-1'), id('fixture-numeric-1'), id('fixture-numeric-2')],
          translations: { en: { name: 'Mixed' }, hi: { name: 'मिश्रित' } },
        },
      ],
    })
    .returning({ id: papers.id });
  return {
    examId,
    lockedExamId: await fixtureExam(db, 'locked'),
    paperlessExamId: await fixtureExam(db, 'take'),
    paperId: paper?.id ?? 0,
    ids: Object.fromEntries(ids),
  };
}

/** Moves an attempt's deadline to `secondsAgo` seconds in the past (negative: in the future). */
export async function moveDeadline(db: Database, attemptId: string, secondsAgo: number): Promise<void> {
  await db
    .update(attempts)
    .set({ deadlineAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(attempts.id, attemptId));
}

export type Change = {
  question_id: number;
  answer: null | { choice: number } | { choices: number[] } | { value: string };
  marked?: boolean;
  visited?: boolean;
  time_spent_ms?: number;
  keeps_answer?: boolean;
};

export function save(server: TestServer, learner: SignedUp, attemptId: string, clientId: string, seq: number, changes: Change[]) {
  return call(server, 'POST', '/saveResponses', {
    token: learner.token,
    payload: {
      attempt_id: attemptId,
      client_id: clientId,
      seq,
      changes: changes.map((change) => ({ marked: false, visited: true, time_spent_ms: 1000, ...change })),
    },
  });
}
