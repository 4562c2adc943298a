import type { AnswerChanges, QuestionResult, TopicAccuracy } from '@pariksha/contract/attempts';
import type { ResponseAnswerJson } from '../../db/attempts-schema.js';
import { pickTranslation } from '../content/translations.js';
import type { LoadedPaper, PaperQuestion } from './papers.js';
import { isCorrect, partialCredit } from './scoring.js';

// What a submitted attempt teaches, worked out from what was saved: each question's outcome and
// time, the answers changed, and accuracy by topic. Pure functions: the reads are in report.ts.

/** A question's final saved state. */
export type FinalResponse = { questionId: number; answer: ResponseAnswerJson | null; marked: boolean; timeSpentMs: number };

/** One applied change from attempt_response_history, in the order the server applied them. */
export type HistoryEntry = { questionId: number; answer: ResponseAnswerJson | null; keepsAnswer: boolean };

export function outcomeOf(question: PaperQuestion, answer: ResponseAnswerJson | null | undefined): QuestionResult['outcome'] {
  if (answer === null || answer === undefined) return 'unanswered';
  if (isCorrect(question, answer)) return 'correct';
  return partialCredit(question, answer) > 0 ? 'partial' : 'wrong';
}

/** Every question of the paper in order, with how it went and its time on screen. */
export function questionResults(paper: LoadedPaper, responses: readonly FinalResponse[]): QuestionResult[] {
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  return paper.sections.flatMap((section, index) =>
    section.questions.map((question) => {
      const response = byQuestion.get(question.id);
      return {
        question_id: question.id,
        number: question.number,
        section: index + 1,
        outcome: outcomeOf(question, response?.answer),
        marked: response?.marked ?? false,
        time_spent_ms: response?.timeSpentMs ?? 0,
        topic: question.topic.slug,
      };
    }),
  );
}

/** One answer's identity: `{ choices: [2, 0] }` and `{ choices: [0, 2] }` are the same answer. */
function answerKey(answer: ResponseAnswerJson): string {
  if ('choice' in answer) return `c${answer.choice}`;
  if ('choices' in answer) return `m${[...answer.choices].sort((a, b) => a - b).join(',')}`;
  return `v${Number(answer.value)}`;
}

/**
 * Questions whose answer changed, by the first answer given and the final one. Visits and time
 * (keeps_answer) carry the answer a tab showed, not one given, so they are skipped; so are clears.
 * A question cleared at the end, or changed back to its first answer, is not counted.
 */
export function countAnswerChanges(
  paper: LoadedPaper,
  history: readonly HistoryEntry[],
  final: readonly FinalResponse[],
): AnswerChanges {
  const first = new Map<number, ResponseAnswerJson>();
  for (const entry of history) {
    if (entry.keepsAnswer || entry.answer === null || first.has(entry.questionId)) continue;
    first.set(entry.questionId, entry.answer);
  }
  const counts: AnswerChanges = { right_to_wrong: 0, wrong_to_right: 0, wrong_to_wrong: 0 };
  for (const response of final) {
    const question = paper.questionById.get(response.questionId);
    const initial = first.get(response.questionId);
    if (question === undefined || initial === undefined || response.answer === null) continue;
    if (answerKey(initial) === answerKey(response.answer)) continue;
    const wasRight = isCorrect(question, initial);
    const isRight = isCorrect(question, response.answer);
    if (wasRight && !isRight) counts.right_to_wrong += 1;
    else if (!wasRight && isRight) counts.wrong_to_right += 1;
    else if (!wasRight && !isRight) counts.wrong_to_wrong += 1;
  }
  return counts;
}

/** A submitted attempt's paper and final answers, for accuracy by topic. */
export type AnsweredPaper = { paper: LoadedPaper; answers: ReadonlyMap<number, ResponseAnswerJson | null> };

/**
 * Accuracy by topic over the attempts given, weakest first: the smallest share of the topic's
 * questions answered right (a skipped question is not right), then the topic met most often.
 */
export function topicAccuracy(attempts: readonly AnsweredPaper[], lang: string): TopicAccuracy[] {
  const byTopic = new Map<string, TopicAccuracy>();
  for (const { paper, answers } of attempts) {
    for (const question of paper.questionById.values()) {
      const slug = question.topic.slug;
      let topic = byTopic.get(slug);
      if (topic === undefined) {
        topic = { slug, name: pickTranslation(question.topic.translations, lang).name, questions: 0, attempted: 0, correct: 0 };
        byTopic.set(slug, topic);
      }
      topic.questions += 1;
      const answer = answers.get(question.id);
      if (answer === null || answer === undefined) continue;
      topic.attempted += 1;
      if (isCorrect(question, answer)) topic.correct += 1;
    }
  }
  return [...byTopic.values()].sort(
    (a, b) => a.correct / a.questions - b.correct / b.questions || b.questions - a.questions || a.slug.localeCompare(b.slug),
  );
}
