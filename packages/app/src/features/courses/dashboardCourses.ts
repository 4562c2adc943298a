import type { Course } from '@pariksha/server/contract';

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

/** The spec's 'More Exams' buttons show the first three letters of the name in capitals. */
export function examAbbreviation(name: string): string {
  return Array.from(name.trim()).slice(0, 3).join('').toLocaleUpperCase('en-IN');
}
