import type { Category, Exam } from '@pariksha/contract/responses';
import { searchForm, searchNeedles } from '@pariksha/contract/search-terms';

/** Searches start at two characters, as the header's: one letter matches nearly everything. */
export const minimumKeywordLength = 2;

/** A category's searched text: its name and description in every language the provider sent. */
function categoryText(category: Category): string {
  const parts = [category.name, category.description, ...category.translations.flatMap((tr) => [tr.name, tr.description])];
  return searchForm(parts.join('\n'));
}

/** An exam's searched text: title, full name and description in every language. */
function examText(exam: Exam): string {
  const parts = [exam.title, exam.name, exam.description, ...exam.translations.flatMap((tr) => [tr.title, tr.name, tr.description])];
  return searchForm(parts.join('\n'));
}

export interface CatalogueMatches {
  categories: Category[];
  exams: Exam[];
}

/**
 * The categories (name, description) and exams (title, name, description) whose text in any
 * language holds the term, as typed or with its Devanagari acronyms read ('एसएससी' finds SSC).
 * Under two characters, nothing is searched.
 */
export function searchCatalogue(categories: readonly Category[], exams: readonly Exam[], term: string): CatalogueMatches {
  if (searchForm(term.trim()).length < minimumKeywordLength) return { categories: [], exams: [] };
  const needles = searchNeedles(term.trim());
  const matches = (text: string) => needles.some((needle) => text.includes(needle));
  return {
    categories: categories.filter((category) => matches(categoryText(category))),
    exams: exams.filter((exam) => matches(examText(exam))),
  };
}
