import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/accounts-schema.js';
import { attempts, papers, passages, questionItems, questions, topics } from '../src/db/attempts-schema.js';
import { exams as examTable } from '../src/db/content-schema.js';
import { exams } from '../src/seed/content/index.js';
import type { SeedExam } from '../src/seed/content/types.js';
import { readBundledQuestions } from '../src/seed/bundled-questions.js';
import { paperQuestions, seedQuestions } from '../src/seed/question-seed.js';
import { bankProblems, questionBank } from '../src/seed/questions/index.js';
import { defaultSectionSizes, forExam, planPapers, type PaperPlan, type PaperQuestion } from '../src/seed/questions/papers.js';
import type { BankSubject, QuestionBank, SeedQuestion, SeedTopic } from '../src/seed/questions/types.js';
import { seed } from '../src/seed/seed.js';
import { signUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const exam = (slug: string): SeedExam => {
  const found = exams.find((candidate) => candidate.slug === slug);
  if (found === undefined) throw new Error(`no exam ${slug}`);
  return found;
};
const planOf = (plans: readonly PaperPlan[], slug: string): PaperPlan => {
  const found = plans.find((plan) => plan.examSlug === slug);
  if (found === undefined) throw new Error(`no paper for ${slug}`);
  return found;
};

/** A fixture bank of simple sums, with `count` questions per subject and type asked for. */
function fixtureBank(counts: Partial<Record<BankSubject, { single?: number; numeric?: number; multiple?: number }>>): QuestionBank {
  const topicList: SeedTopic[] = [];
  const questionList: SeedQuestion[] = [];
  for (const [subject, byType] of Object.entries(counts) as Array<[BankSubject, Record<string, number>]>) {
    const topic = `fixture-${subject}`;
    topicList.push({ slug: topic, subject, translations: { en: { name: subject }, hi: { name: 'जाँच' } } });
    for (const [type, count] of Object.entries(byType)) {
      for (let n = 1; n <= count; n++) {
        const key = `fx-${subject}-${type}-${n}`;
        const words = (lang: 'en' | 'hi') => ({
          text: lang === 'en' ? `What is ${n} + ${n}?` : `${n} + ${n} कितना है?`,
          explanation: `${n} + ${n} = ${2 * n}`,
          ...(type === 'numeric' ? {} : { options: [`${2 * n}`, `${2 * n + 1}`, `${2 * n + 2}`, `${2 * n + 3}`] }),
        });
        const base = { key, subject, topic, difficulty: 'easy' as const, translations: { en: words('en'), hi: words('hi') } };
        if (type === 'numeric') questionList.push({ ...base, type: 'numeric', answer: 2 * n, tolerance: 0 });
        else if (type === 'multiple') questionList.push({ ...base, type: 'multiple', answer: [0, 1] });
        else questionList.push({ ...base, type: 'single', answer: 0 });
      }
    }
  }
  return { topics: topicList, questions: questionList };
}

const aptitude = { single: 60 };
const science = { single: 45, numeric: 8, multiple: 2 };
const fullBank = fixtureBank({
  reasoning: aptitude,
  'quantitative-aptitude': aptitude,
  'english-language': aptitude,
  'general-awareness': aptitude,
  physics: science,
  chemistry: science,
  mathematics: science,
});

/** The paper's question keys, all sections. */
const keysOf = (plan: PaperPlan) => plan.sections.flatMap((section) => section.questionKeys);

describe('papers drawn from the banks', () => {
  const plans = planPapers(exams, fullBank);

  it('splits the default test as the spec does', () => {
    expect(defaultSectionSizes()).toEqual([25, 25, 25, 25]);
    expect(defaultSectionSizes(90)).toEqual([22, 22, 22, 24]);
  });

  it('gives every exam a paper, the locked ones too (a plan, course or test series opens them)', () => {
    expect(plans.map((plan) => plan.examSlug).sort()).toEqual(exams.map((item) => item.slug).sort());
    expect(exams.filter((item) => item.status !== 'take').length).toBeGreaterThan(0);
  });

  it('gives an exam the banks cannot cover the general test, saying plainly it is not that exam’s pattern', () => {
    const upsc = planOf(plans, 'upsc-cse-prelims-gs-1');
    expect(upsc.pattern).toBe('general');
    expect(upsc.minutes).toBe(60);
    expect(upsc.translations.en.title).toBe('General Aptitude Mock Test');
    expect(upsc.translations.en.notice).toContain(`not the ${exam('upsc-cse-prelims-gs-1').translations.en.title} pattern`);
    expect(upsc.translations.hi.notice).toContain(exam('upsc-cse-prelims-gs-1').translations.hi.title);
    expect(upsc.sections.map((section) => [section.translations.en.name, section.questionKeys.length, section.marksCorrect, section.marksWrong, section.minutes])).toEqual([
      ['Reasoning', 25, 1, 0, null],
      ['Quantitative Aptitude', 25, 1, 0, null],
      ['English Language', 25, 1, 0, null],
      ['General Awareness', 25, 1, 0, null],
    ]);
  });

  it('gives SBI PO prelims its own pattern: its sections, +1/−0.25, 20 minutes a section', () => {
    const sbi = planOf(plans, 'sbi-po-prelims');
    expect(sbi).toMatchObject({ pattern: 'exam', minutes: 60 });
    expect(sbi.translations.en.notice).toBeUndefined();
    expect(sbi.sections.map((section) => [section.slug, section.questionKeys.length, section.marksCorrect, section.marksWrong, section.minutes])).toEqual([
      ['english-language', 30, 1, 0.25, 20],
      ['quantitative-aptitude', 35, 1, 0.25, 20],
      ['reasoning-ability', 35, 1, 0.25, 20],
    ]);
  });

  it('gives SSC CGL Tier I 4 × 25 questions, +2/−0.5, 60 minutes', () => {
    const cgl = planOf(plans, 'ssc-cgl-tier-1');
    expect(cgl).toMatchObject({ pattern: 'exam', minutes: 60 });
    expect(cgl.sections.map((section) => [section.subject, section.questionKeys.length, section.marksCorrect, section.marksWrong])).toEqual([
      ['reasoning', 25, 2, 0.5],
      ['general-awareness', 25, 2, 0.5],
      ['quantitative-aptitude', 25, 2, 0.5],
      ['english-language', 25, 2, 0.5],
    ]);
  });

  it('gives JEE Main Physics, Chemistry and Maths of 20 single-correct then 5 numeric each, +4/−1, 180 minutes', () => {
    const jee = planOf(plans, 'jee-main-paper-1');
    expect(jee).toMatchObject({ pattern: 'exam', minutes: 180 });
    const byKey = new Map(fullBank.questions.map((question) => [question.key, question]));
    expect(
      jee.sections.map((section) => [
        section.subject,
        section.questionKeys.map((key) => byKey.get(key)?.type).join(','),
        section.marksCorrect,
        section.marksWrong,
      ]),
    ).toEqual(
      ['physics', 'chemistry', 'mathematics'].map((subject) => [subject, [...Array(20).fill('single'), ...Array(5).fill('numeric')].join(','), 4, 1]),
    );
  });

  it('maps arithmetic “Mathematics” to the aptitude bank outside science papers', () => {
    const ntpc = planOf(plans, 'rrb-ntpc-cbt-1');
    expect(ntpc.pattern).toBe('exam');
    expect(ntpc.sections.find((section) => section.slug === 'mathematics')?.subject).toBe('quantitative-aptitude');
  });

  it('draws the same paper whatever the banks’ order, never a question twice, and another selection per exam', () => {
    const reversed = planPapers(exams, { questions: [...fullBank.questions].reverse() });
    expect(reversed).toEqual(plans);
    for (const plan of plans) expect(new Set(keysOf(plan)).size, plan.examSlug).toBe(keysOf(plan).length);
    expect(keysOf(planOf(plans, 'sbi-po-prelims'))).not.toEqual(keysOf(planOf(plans, 'sbi-clerk-prelims')));
  });

  it('draws an exam’s own questions where it has them (NEET’s Physics, not JEE’s), and never another exam’s', () => {
    const written = (subject: BankSubject, count: number): PaperQuestion[] =>
      Array.from({ length: count }, (_, n) => ({ key: `neet-${subject}-${n + 1}`, subject, topic: `neet-${subject}`, type: 'single', exams: ['neet-ug'] }));
    const neet = ['physics', 'chemistry', 'botany', 'zoology'].flatMap((subject) => written(subject as BankSubject, 50));
    const withNeet = planPapers(exams, { questions: [...fullBank.questions, ...neet] });
    const paper = planOf(withNeet, 'neet-ug');
    expect(paper).toMatchObject({ pattern: 'exam', minutes: 180 });
    expect(paper.sections.map((section) => [section.subject, section.questionKeys.length, section.marksCorrect, section.marksWrong])).toEqual(
      ['physics', 'chemistry', 'botany', 'zoology'].map((subject) => [subject, 45, 4, 1]),
    );
    expect(keysOf(paper).every((key) => key.startsWith(`neet-`))).toBe(true);
    // JEE's paper is the one it had: NEET's Physics and Chemistry are not JEE's.
    expect(planOf(withNeet, 'jee-main-paper-1')).toEqual(planOf(plans, 'jee-main-paper-1'));
    for (const plan of withNeet.filter((other) => other.examSlug !== 'neet-ug')) {
      expect(keysOf(plan).some((key) => key.startsWith('neet-')), plan.examSlug).toBe(false);
    }
    // Too few of its own in one subject: the general test, saying so; JEE's questions never stand in.
    const short = planPapers(exams, { questions: [...fullBank.questions, ...neet.filter((question) => question.subject !== 'zoology' || question.key.endsWith('-1'))] });
    expect(planOf(short, 'neet-ug').pattern).toBe('general');
  });

  it('falls back to the general test when a bank is too small for the exam’s pattern', () => {
    const small = fixtureBank({ reasoning: { single: 30 }, 'quantitative-aptitude': { single: 30 }, 'english-language': { single: 30 }, 'general-awareness': { single: 30 } });
    const smallPlans = planPapers(exams, small);
    expect(planOf(smallPlans, 'sbi-po-prelims').pattern).toBe('general');
    expect(planOf(smallPlans, 'ssc-cgl-tier-1').pattern).toBe('exam');
    expect(planPapers(exams, fixtureBank({ reasoning: { single: 10 } }))).toEqual([]);
  });
});

/** What every database is seeded with: the content files under content/questions/. */
const bundled = await readBundledQuestions();
const seededQuestions = paperQuestions(bundled.items);
const seededPlans = () => planPapers(exams, { questions: seededQuestions });

describe('the seeded banks', () => {
  it('add up: unique keys, known topics, answers in range (the TypeScript banks the files are written from)', () => {
    expect(bankProblems(questionBank)).toEqual([]);
  });

  const plans = seededPlans();

  it('fill a paper for every exam, free or locked', () => {
    expect(plans.map((plan) => plan.examSlug).sort()).toEqual(exams.map((item) => item.slug).sort());
  });

  it.each(['sbi-po-prelims', 'ssc-cgl-tier-1', 'jee-main-paper-1'])('fill %s in its own pattern', (slug) => {
    expect(planOf(plans, slug).pattern).toBe('exam');
  });

  it('fill every own-pattern paper with the exam’s seeded questions, marks and minutes', () => {
    for (const plan of plans.filter((candidate) => candidate.pattern === 'exam')) {
      const seeded = exam(plan.examSlug);
      expect(plan.minutes, plan.examSlug).toBe(seeded.minutes);
      expect(plan.sections.map((section) => section.slug)).toEqual(seeded.sections.map((section) => section.slug));
      const questionsIn = plan.sections.reduce((sum, section) => sum + section.questionKeys.length, 0);
      const marks = plan.sections.reduce((sum, section) => sum + section.questionKeys.length * section.marksCorrect, 0);
      expect(questionsIn, plan.examSlug).toBe(seeded.questions);
      expect(Math.round(marks * 100) / 100, plan.examSlug).toBe(seeded.marks);
      plan.sections.forEach((section, index) => {
        const source = seeded.sections[index];
        expect(section.questionKeys.length).toBe(source?.questions);
        expect(section.minutes).toBe(source?.minutes);
        expect(section.marksWrong).toBeCloseTo(section.marksCorrect * (source?.negativeMarking ?? seeded.negativeMarking), 5);
      });
    }
  });

  it('keep the questions of one passage, table or arrangement next to each other', () => {
    // A direction shared by questions is their passage.
    const passageOf = new Map(bundled.items.map((item) => [item.key, item.passage]));
    let sets = 0;
    for (const plan of plans) {
      for (const section of plan.sections) {
        const seen = new Set<string>();
        section.questionKeys.forEach((key, index) => {
          const passage = passageOf.get(key);
          if (passage === undefined || passage === passageOf.get(section.questionKeys[index - 1] ?? '')) return;
          // A passage that starts again later was split by other questions.
          expect(seen.has(passage), `${plan.examSlug} ${key}`).toBe(false);
          seen.add(passage);
          sets += 1;
        });
      }
    }
    expect(sets).toBeGreaterThan(0);
  });

  it('repeat a generated family in a section only once every family of that subject is in the paper', () => {
    const familyOf = (key: string) => key.replace(/-\d+$/, '');
    const typeOf = new Map(seededQuestions.map((question) => [question.key, question.type]));
    for (const plan of plans) {
      const inPaper = new Set(plan.sections.flatMap((section) => section.questionKeys.map(familyOf)));
      for (const section of plan.sections) {
        // JEE's single-correct and numerical parts are drawn apart: each type on its own.
        for (const type of new Set(section.questionKeys.map((key) => typeOf.get(key)))) {
          const families = section.questionKeys.filter((key) => typeOf.get(key) === type).map(familyOf);
          if (new Set(families).size === families.length) continue;
          // Of the questions this exam may draw (NEET's own, not JEE's).
          const available = forExam(seededQuestions, plan.examSlug)
            .filter((question) => question.subject === section.subject && question.type === type)
            .map((question) => familyOf(question.key));
          expect(available.filter((family) => !inPaper.has(family)), `${plan.examSlug} ${section.slug} ${type}`).toEqual([]);
        }
      }
    }
  });

  it('fill the general test as the spec’s default: 100 questions, 60 minutes, 100 marks, no negative marking', () => {
    for (const plan of plans.filter((candidate) => candidate.pattern === 'general')) {
      expect(plan.minutes).toBe(60);
      expect(plan.sections.map((section) => section.questionKeys.length)).toEqual([25, 25, 25, 25]);
      expect(plan.sections.every((section) => section.marksCorrect === 1 && section.marksWrong === 0)).toBe(true);
      expect(plan.translations.en.notice).toContain(exam(plan.examSlug).translations.en.title);
    }
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`seeding the questions and papers ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const snapshot = async () => ({
      topics: await server.database.db.select().from(topics).orderBy(topics.id),
      questions: await server.database.db.select().from(questions).orderBy(questions.id),
      passages: await server.database.db.select().from(passages).orderBy(passages.id),
      papers: await server.database.db.select().from(papers).orderBy(papers.id),
    });

    it('stores a paper for every exam, its question ids in order', async () => {
      const { db } = server.database;
      const rows = await db.select({ slug: examTable.slug, paper: papers }).from(papers).innerJoin(examTable, eq(examTable.id, papers.examId));
      const plans = seededPlans();
      expect(rows.map((row) => row.slug).sort()).toEqual(plans.map((plan) => plan.examSlug).sort());
      const sbi = rows.find((row) => row.slug === 'sbi-po-prelims')?.paper;
      const ids = sbi?.sections.flatMap((section) => section.questionIds) ?? [];
      const keys = await db
        .select({ id: questions.id, key: questionItems.key })
        .from(questions)
        .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
        .where(inArray(questions.id, ids));
      const keyOf = new Map(keys.map((row) => [row.id, row.key]));
      expect(ids.map((id) => keyOf.get(id))).toEqual(keysOf(planOf(plans, 'sbi-po-prelims')));
    });

    it('changes nothing when run again', async () => {
      const before = await snapshot();
      await seed(server.database.db);
      expect(await snapshot()).toEqual(before);
    });

    it('gives a database seeded before locked exams had papers their papers on the next start', async () => {
      const { db } = server.database;
      const lockedIds = (await db.select({ id: examTable.id }).from(examTable).where(ne(examTable.status, 'take'))).map((row) => row.id);
      expect(lockedIds.length).toBeGreaterThan(0);
      // As the database was before this release: papers only for 'take' exams.
      await db.delete(papers).where(inArray(papers.examId, lockedIds));
      await seed(db);
      const rows = await db.select({ examId: papers.examId }).from(papers).where(inArray(papers.examId, lockedIds));
      expect(rows.map((row) => row.examId).sort()).toEqual([...lockedIds].sort());
    });

    it('brings a corrected answer key to an existing database, but never rewrites a paper that has attempts', async () => {
      const { db } = server.database;
      const plans = seededPlans();
      const sbiKey = keysOf(planOf(plans, 'sbi-po-prelims'))[0] ?? '';
      const clerkKey = keysOf(planOf(plans, 'sbi-clerk-prelims'))[0] ?? '';
      // Someone is taking SBI PO.
      const learner = await signUp(server);
      const [sbiExam] = await db.select().from(examTable).where(eq(examTable.slug, 'sbi-po-prelims'));
      const [sbiPaper] = await db.select().from(papers).where(eq(papers.examId, sbiExam?.id ?? 0));
      await db.insert(attempts).values({ userId: learner.user.id, examId: sbiExam?.id ?? 0, paperId: sbiPaper?.id ?? 0, deadlineAt: new Date(Date.now() + 3_600_000) });
      const [clerkExam] = await db.select().from(examTable).where(eq(examTable.slug, 'sbi-clerk-prelims'));
      const [clerkPaper] = await db.select().from(papers).where(eq(papers.examId, clerkExam?.id ?? 0));

      // The next release: one question corrected, the first of each paper withdrawn.
      const bundled = await readBundledQuestions();
      const corrected = bundled.items.find((item) => item.type === 'single' && item.key !== sbiKey && item.key !== clerkKey);
      if (corrected === undefined || typeof corrected.answer !== 'number') throw new Error('no single-correct question');
      const fixedAnswer = (corrected.answer + 1) % (corrected.translations.en?.options?.length ?? 4);
      const release = {
        passages: bundled.passages,
        items: bundled.items
          .filter((item) => item.key !== sbiKey && item.key !== clerkKey)
          .map((item) => (item.key === corrected.key ? { ...corrected, answer: fixedAnswer } : item)),
      };
      await db.transaction((tx) => seedQuestions(tx, release, exams));

      // The correction is a new published version; the version candidates sat is kept, superseded.
      const versions = await db
        .select({ question: questions })
        .from(questions)
        .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
        .where(eq(questionItems.key, corrected.key))
        .orderBy(questions.version);
      expect(versions.map((row) => [row.question.state, row.question.answer])).toEqual([
        ['superseded', corrected.answer],
        ['published', fixedAnswer],
      ]);
      const [sbiAfter] = await db.select().from(papers).where(eq(papers.id, sbiPaper?.id ?? 0));
      expect(sbiAfter).toEqual(sbiPaper);
      const [clerkAfter] = await db.select().from(papers).where(eq(papers.id, clerkPaper?.id ?? 0));
      expect(clerkAfter?.sections).not.toEqual(clerkPaper?.sections);
      const clerkIds = clerkAfter?.sections.flatMap((section) => section.questionIds) ?? [];
      const [withdrawn] = await db
        .select({ id: questions.id })
        .from(questions)
        .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
        .where(eq(questionItems.key, clerkKey));
      expect(clerkIds).not.toContain(withdrawn?.id);
      await db.delete(attempts).where(eq(attempts.userId, learner.user.id));
      await db.delete(users).where(eq(users.id, learner.user.id));
    });
  });
}
