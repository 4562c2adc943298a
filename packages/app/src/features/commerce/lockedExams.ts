import type { Exam } from '@pariksha/contract/responses';
import type { SelectOption } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';

/** The exams a plan or purchase can unlock (the free ones are open to everyone), by title in the reader's language. */
export function lockedExamOptions(exams: readonly Exam[], language: string, locale: string): SelectOption[] {
  return exams
    .filter((exam) => exam.status !== 'take')
    .map((exam) => ({ value: exam.slug, label: pickTranslation(exam, 'title', language) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
