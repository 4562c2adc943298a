import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/open.js';
import { users } from '../../src/db/accounts-schema.js';
import { attempts, papers, topics, type AttemptSectionResultJson } from '../../src/db/attempts-schema.js';
import { categories, exams } from '../../src/db/content-schema.js';
import { addPublishedQuestions } from './questions.js';

// A paper of two topics for the results' tests, and other candidates' submitted first attempts
// written straight into the database (signing up hundreds of learners through the api would only
// test sign-up).

const percent = (n: number) => ({
  key: `results-percent-${n}`,
  topic: 'results-percentage',
  en: { text: `What is ${n * 10}% of 50?`, options: [`${n * 5}`, `${n * 5 + 1}`, `${n * 5 + 2}`, `${n * 5 + 3}`], explanation: `50 × ${n * 10} ÷ 100 = ${n * 5}.` },
  hi: { text: `50 का ${n * 10}% कितना है?`, options: [`${n * 5}`, `${n * 5 + 1}`, `${n * 5 + 2}`, `${n * 5 + 3}`], explanation: `50 × ${n * 10} ÷ 100 = ${n * 5}।` },
});
const series = (n: number) => ({
  key: `results-series-${n}`,
  topic: 'results-series',
  en: { text: `Which comes next: ${n}, ${2 * n}, ${3 * n}, …?`, options: [`${4 * n}`, `${4 * n + 1}`, `${5 * n}`, `${3 * n + 1}`], explanation: `Add ${n} each time: ${4 * n}.` },
  hi: { text: `अगली संख्या कौन-सी है: ${n}, ${2 * n}, ${3 * n}, …?`, options: [`${4 * n}`, `${4 * n + 1}`, `${5 * n}`, `${3 * n + 1}`], explanation: `हर बार ${n} जोड़िए: ${4 * n}।` },
});

/** Every question's key is option 0. */
const resultQuestions = [percent(1), percent(2), percent(3), series(2), series(3), series(4)];

export type ResultsPaper = { examId: number; paperId: number; ids: number[] };

/**
 * A 'take' exam whose paper has two sections of three questions: Percentage (+2/−0.5, topic
 * results-percentage) and Series (+1/−0.25, topic results-series). Each call makes a new exam and
 * paper (over the same questions), so every test has its own candidates.
 */
export async function addResultsPaper(db: Database): Promise<ResultsPaper> {
  await db
    .insert(topics)
    .values([
      { slug: 'results-percentage', subject: 'quant', translations: { en: { name: 'Percentage' }, hi: { name: 'प्रतिशत' } } },
      { slug: 'results-series', subject: 'reasoning', translations: { en: { name: 'Number Series' }, hi: { name: 'संख्या श्रृंखला' } } },
    ])
    .onConflictDoNothing();
  const topicRows = await db.select({ id: topics.id, slug: topics.slug }).from(topics).where(inArray(topics.slug, ['results-percentage', 'results-series']));
  const topicId = (slug: string) => topicRows.find((row) => row.slug === slug)?.id ?? 0;
  const stored = await addPublishedQuestions(
    db,
    resultQuestions.map((question) => ({
        key: question.key,
        subject: question.topic === 'results-percentage' ? 'quant' : 'reasoning',
        topicId: topicId(question.topic),
        type: 'single',
        difficulty: 'easy',
        answer: 0,
      translations: { en: question.en, hi: question.hi },
    })),
  );
  const ids = resultQuestions.map((question) => stored.get(question.key) ?? 0);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const slug = `results-${randomBytes(4).toString('hex')}`;
  const [exam] = await db
    .insert(exams)
    .values({
      slug,
      categoryId: category?.id ?? 0,
      status: 'take',
      questions: 6,
      minutes: 20,
      marks: 9,
      translations: { en: { title: 'Results Test', description: 'Ranks and topics.', name: 'Results Test' }, hi: { title: 'परिणाम टेस्ट', description: 'रैंक और टॉपिक।', name: 'परिणाम टेस्ट' } },
    })
    .returning({ id: exams.id });
  const [paper] = await db
    .insert(papers)
    .values({
      examId: exam?.id ?? 0,
      pattern: 'exam',
      minutes: 20,
      translations: { en: { title: 'Results Test Mock Test' }, hi: { title: 'परिणाम टेस्ट मॉक टेस्ट' } },
      sections: [
        {
          slug: 'percentage',
          subject: 'quant',
          marksCorrect: 2,
          marksWrong: 0.5,
          minutes: null,
          questionIds: ids.slice(0, 3),
          translations: { en: { name: 'Percentage' }, hi: { name: 'प्रतिशत' } },
        },
        {
          slug: 'series',
          subject: 'reasoning',
          marksCorrect: 1,
          marksWrong: 0.25,
          minutes: null,
          questionIds: ids.slice(3),
          translations: { en: { name: 'Series' }, hi: { name: 'श्रृंखला' } },
        },
      ],
    })
    .returning({ id: papers.id });
  return { examId: exam?.id ?? 0, paperId: paper?.id ?? 0, ids };
}

/** Another candidate's submitted attempt: its score and sections as scoring would store them. */
export type Candidate = { score: number; sections: AttemptSectionResultJson[]; attemptNumber?: number; submittedSecondsAgo?: number };

export const section = (score: number, timeSpentMs = 60_000, correct = 0, attempted = 0): AttemptSectionResultJson => ({
  questions: 3,
  attempted,
  correct,
  wrong: attempted - correct,
  score,
  timeSpentMs,
});

/** Writes candidates (each a new user) with submitted attempts at the paper. */
export async function addCandidates(db: Database, paper: ResultsPaper, candidates: readonly Candidate[]): Promise<number[]> {
  if (candidates.length === 0) return [];
  const created = await db
    .insert(users)
    .values(
      candidates.map((_, index) => ({
        email: `candidate-${randomBytes(6).toString('hex')}-${index}@example.in`,
        passwordHash: 'not-a-hash: this candidate never signs in',
        firstName: 'Candidate',
        phone: '9876543210',
      })),
    )
    .returning({ id: users.id });
  await db.insert(attempts).values(
    candidates.map((candidate, index) => ({
      userId: created[index]?.id ?? 0,
      examId: paper.examId,
      paperId: paper.paperId,
      attemptNumber: candidate.attemptNumber ?? 1,
      status: 'submitted',
      startedAt: sql`now() - interval '1 hour'`,
      deadlineAt: sql`now() - interval '40 minutes'`,
      submittedAt: sql`now() - make_interval(secs => ${candidate.submittedSecondsAgo ?? 3000})`,
      submittedBy: 'learner',
      score: candidate.score,
      result: candidate.sections,
    })),
  );
  return created.map((row) => row.id);
}

/** The attempt's number, as stored. */
export async function attemptNumberOf(db: Database, attemptId: string): Promise<number | undefined> {
  const [row] = await db.select({ number: attempts.attemptNumber }).from(attempts).where(eq(attempts.id, attemptId));
  return row?.number;
}
