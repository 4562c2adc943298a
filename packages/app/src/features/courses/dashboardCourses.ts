import type { Course } from '@pariksha/contract';

export interface DashboardCourseFilter {
  categoryId: number | null;
  /** Matched case-insensitively against the name and description in every language. */
  keyword: string;
  /** An exam's slug: only courses that prepare for it. */
  examSlug: string | null;
}

function texts(course: Course): string[] {
  return [
    course.name,
    course.description,
    ...course.translations.flatMap((translation) => [translation.name, translation.description]),
  ];
}

/** The dashboard's 'Available Courses': category, keyword and exam filters together. */
export function filterDashboardCourses(courses: readonly Course[], filter: DashboardCourseFilter): Course[] {
  const keyword = filter.keyword.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (filter.categoryId === null || course.category_id === filter.categoryId) &&
      (filter.examSlug === null || course.exam_slugs.includes(filter.examSlug)) &&
      (keyword === '' || texts(course).some((text) => text.toLocaleLowerCase().includes(keyword))),
  );
}

const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });
const virama = /\u094D$/;

/**
 * The spec's 'More Exams' buttons show the first three letters of the name in capitals. A letter
 * is what a reader sees as one (a grapheme: 'रे', not 'र' and its vowel sign), and a Devanagari
 * letter that ends in a virama takes the next one with it: 'कर्' would show a broken half letter.
 */
export function examAbbreviation(name: string): string {
  const parts = Array.from(letters.segment(name.trim()), ({ segment }) => segment);
  let count = 3;
  while (count < parts.length && virama.test(parts[count - 1] ?? '')) count += 1;
  return parts.slice(0, count).join('').trim().toLocaleUpperCase('en-IN');
}
