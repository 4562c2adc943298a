import { questionStatuses, statusOf, type QuestionStatus } from './questionStatus';
import { activeSectionIndex, isSaved, questionAt, remainingMs, responseOf, type TestSessionContext } from './session';
import type { PaperQuestion } from './wire';

type Context = TestSessionContext<unknown>;

/** The clock turns red in the last five minutes. */
export const criticalMs = 5 * 60_000;

export function selectRemainingMs(context: Context): number {
  return remainingMs(context);
}

export function selectIsCritical(context: Context): boolean {
  return remainingMs(context) <= criticalMs;
}

export function selectCurrentQuestion(context: Context): PaperQuestion | undefined {
  return questionAt(context.paper, context);
}

export function selectStatus(context: Context, questionId: number): QuestionStatus {
  return statusOf(responseOf(context, questionId));
}

export interface PaletteItem {
  questionId: number;
  number: number;
  status: QuestionStatus;
  current: boolean;
  /** The server holds this question's latest saved change. */
  saved: boolean;
  /** Under sectional timing, a section that is over or not yet open. */
  locked: boolean;
}

/** The palette of one section (the one on screen by default). */
export function selectPaletteItems(context: Context, sectionIndex = context.sectionIndex): PaletteItem[] {
  const section = context.paper.sections[sectionIndex];
  if (section === undefined) return [];
  const active = activeSectionIndex(context);
  const current = questionAt(context.paper, context);
  return section.questions.map((question) => ({
    questionId: question.id,
    number: question.number,
    status: selectStatus(context, question.id),
    current: question.id === current?.id,
    saved: isSaved(context, question.id),
    locked: active !== null && active !== sectionIndex,
  }));
}

export type StatusCounts = Record<QuestionStatus, number>;

export interface SectionSummary extends StatusCounts {
  sectionId: number;
  name: string;
  questions: number;
}

/** The summary's table: per section, how many questions are in each palette state. */
export function selectSectionSummaries(context: Context): SectionSummary[] {
  return context.paper.sections.map((section) => {
    const counts = Object.fromEntries(questionStatuses.map((status) => [status, 0])) as StatusCounts;
    for (const question of section.questions) counts[selectStatus(context, question.id)] += 1;
    return { sectionId: section.id, name: section.name, questions: section.questions.length, ...counts };
  });
}

/** The whole paper's counts (the palette legend's numbers). */
export function selectStatusCounts(context: Context): StatusCounts {
  const counts = Object.fromEntries(questionStatuses.map((status) => [status, 0])) as StatusCounts;
  for (const summary of selectSectionSummaries(context)) {
    for (const status of questionStatuses) counts[status] += summary[status];
  }
  return counts;
}
