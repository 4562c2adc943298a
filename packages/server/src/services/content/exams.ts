import type { Exam } from '@pariksha/contract';
import type { ExamRow } from '../../db/content-schema.js';
import type { ExamPaper } from './counts.js';
import { type Searchable, searchable } from './search.js';
import { pickTranslation, translationList } from './translations.js';

/**
 * An exam with its pattern (sections) in `code` and its mock test as it exists (`paper`: null
 * when it has none yet); searched by title, description and name.
 */
export function localiseExam(row: ExamRow, code: string, paper: ExamPaper | null): Searchable<Exam> {
  const tr = pickTranslation(row.translations, code);
  const exam: Exam = {
    id: row.id,
    slug: row.slug,
    category_id: row.categoryId,
    title: tr.title,
    description: tr.description,
    name: tr.name,
    image: row.image,
    date: row.date,
    status: row.status === 'take' ? 'take' : 'locked',
    questions: row.questions,
    minutes: row.minutes,
    marks: row.marks,
    negative_marking: row.negativeMarking,
    sections: row.sections.map((section) => ({
      slug: section.slug,
      name: pickTranslation(section.translations, code).name,
      questions: section.questions,
      marks: section.marks,
      minutes: section.minutes,
      negative_marking: section.negativeMarking ?? row.negativeMarking,
    })),
    languages: row.languages,
    mock_test: paper,
    translations: translationList(row.translations),
  };
  return searchable(exam, row.translations, (t) => [t.title, t.description, t.name]);
}
