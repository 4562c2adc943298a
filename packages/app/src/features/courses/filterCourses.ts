import type { Course } from '@pariksha/contract';

export const courseTabs = ['all', 'popular', 'latest'] as const;

/** The courses page's choices in the address: the name searched, the tab and the state. */
export const courseSearchParams = ['q', 'tab', 'state'] as const;
export type CourseTab = (typeof courseTabs)[number];

export interface CourseFilter {
  /** Matched case-insensitively against the course's name in every language it has. */
  query: string;
  tab: CourseTab;
  /** A state's slug, or null for every course. */
  state: string | null;
}

/** Reads a tab from the address bar; anything unknown is 'all'. */
export function toCourseTab(value: string | null): CourseTab {
  return courseTabs.find((tab) => tab === value) ?? 'all';
}

function names(course: Course): string[] {
  return [course.name, ...course.translations.map((translation) => translation.name)];
}

/**
 * The /course page's list: the name search, the state filter, then the tab's order: All keeps
 * the provider's order, Popular puts the most enrolled first, Latest the most recently published.
 */
export function filterCourses(courses: readonly Course[], filter: CourseFilter): Course[] {
  const query = filter.query.trim().toLocaleLowerCase();
  const shown = courses.filter(
    (course) =>
      (filter.state === null || course.state_slug === filter.state) &&
      (query === '' || names(course).some((name) => name.toLocaleLowerCase().includes(query))),
  );
  if (filter.tab === 'popular') return shown.sort((a, b) => b.enrolments - a.enrolments);
  if (filter.tab === 'latest') return shown.sort((a, b) => b.published_on.localeCompare(a.published_on));
  return shown;
}

export interface StateOption {
  slug: string;
  name: string;
}

/** The states that have a course, by name: the 'Filter by State Exam' options. */
export function courseStates(courses: readonly Course[], locale: string): StateOption[] {
  const bySlug = new Map<string, string>();
  for (const course of courses) {
    if (course.state_slug && course.state) bySlug.set(course.state_slug, course.state);
  }
  return [...bySlug].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
