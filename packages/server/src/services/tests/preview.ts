import { eq, inArray } from 'drizzle-orm';
import type { ResponseAnswer } from '@pariksha/contract/attempts';
import type { TestPreview } from '@pariksha/contract/responses/studio-tests';
import { passages, questionItems, questions, topics, type QuestionAnswerJson, type QuestionTranslationJson } from '../../db/attempts-schema.js';
import { exams } from '../../db/content-schema.js';
import type { TranslationsJson } from '../../db/content-schema.js';
import type { Database } from '../../db/open.js';
import { tests } from '../../db/tests-schema.js';
import { escapeHtml } from '../markdown.js';
import { answerShown, optionsShown, shuffledOrder, type ShownOrder } from '../attempts/option-orders.js';
import { questionTypeOf, roundMarks, shownWords } from '../attempts/papers.js';
import { drawTest, shortfalls } from './draw.js';
import { freezePools } from './pools.js';

// "Preview": one draw of a test's saved draft, as a candidate starting it now would get it, with
// each question's key, for the team to take through the test's own screens. Nothing is stored.

export type PreviewResult = { ok: true; preview: TestPreview } | { ok: false; reason: 'not_found' | 'pools_short' };

/** The key as a learner's answer would be written. */
function answerOf(type: 'single' | 'multiple' | 'numeric', key: QuestionAnswerJson): ResponseAnswer {
  if (type === 'numeric') return { value: String(key) };
  if (type === 'multiple') return { choices: Array.isArray(key) ? key : [key] };
  return { choice: Array.isArray(key) ? (key[0] ?? 0) : key };
}

/** Words as HTML (a version drawn before texts were rendered is escaped, so it reads as written), options in the order shown. */
function asHtml(words: QuestionTranslationJson, order: ShownOrder) {
  const html = (text: string) => (words.html === true ? text : `<p>${escapeHtml(text)}</p>`);
  return {
    ...(words.direction === undefined ? {} : { direction: words.direction }),
    text: html(words.text),
    ...(words.options === undefined ? {} : { options: optionsShown(words.options, order).map((option) => (words.html === true ? option : escapeHtml(option))) }),
    explanation: words.explanation === '' ? '' : html(words.explanation),
  };
}

export async function previewTest(db: Database, id: number): Promise<PreviewResult> {
  const [row] = await db.select({ draft: tests.draft, exam: exams.slug }).from(tests).innerJoin(exams, eq(exams.id, tests.examId)).where(eq(tests.id, id));
  if (row === undefined) return { ok: false, reason: 'not_found' };
  const frozen = await freezePools(db, row.exam, row.draft);
  const drawn = frozen.missing.length > 0 || shortfalls(frozen).length > 0 ? null : drawTest(frozen);
  if (drawn === null) return { ok: false, reason: 'pools_short' };
  const ids = drawn.flatMap((section) => section.questionIds);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ question: questions, key: questionItems.key, topic: topics.slug, passage: { translations: passages.translations, rendered: passages.rendered } })
          .from(questions)
          .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
          .innerJoin(topics, eq(topics.id, questions.topicId))
          .leftJoin(passages, eq(passages.id, questions.passageId))
          .where(inArray(questions.id, ids));
  const byId = new Map(found.map((each) => [each.question.id, each]));
  let number = 0;
  const sections = row.draft.sections.map((section, at) => ({
    name: section.name,
    marks_correct: section.marks_correct,
    marks_wrong: section.marks_wrong,
    partial_marks: section.partial_marks,
    minutes: section.minutes,
    leave_early: section.leave_early,
    questions: (drawn[at]?.questionIds ?? []).flatMap((questionId) => {
      const each = byId.get(questionId);
      if (each === undefined) return [];
      number += 1;
      const { question } = each;
      const type = questionTypeOf(question.type);
      const words: TranslationsJson<QuestionTranslationJson> = shownWords(question.translations, question.rendered, each.passage?.translations === undefined ? null : each.passage);
      // A test that shuffles options shows one candidate's order, the key following it.
      const optionCount = (words.en ?? words.hi)?.options?.length ?? 0;
      const order = row.draft.shuffle_options && type !== 'numeric' && optionCount >= 2 ? shuffledOrder(optionCount) : null;
      return [
        {
          key: each.key,
          number,
          type,
          topic: each.topic,
          difficulty: question.difficulty,
          translations: {
            ...(words.en === undefined ? {} : { en: asHtml(words.en, order) }),
            ...(words.hi === undefined ? {} : { hi: asHtml(words.hi, order) }),
          },
          correct_answer: answerShown(answerOf(type, question.answer), order),
          accepted_range:
            type === 'numeric' && typeof question.answer === 'number' && question.tolerance > 0
              ? ([question.answer - question.tolerance, question.answer + question.tolerance] as [number, number])
              : null,
        },
      ];
    }),
  }));
  const totalMarks = roundMarks(sections.reduce((sum, section) => sum + section.marks_correct * section.questions.length, 0));
  return {
    ok: true,
    preview: { title: row.draft.title, minutes: row.draft.minutes, total_marks: totalMarks, languages: row.draft.languages, shuffle_options: row.draft.shuffle_options, sections },
  };
}
