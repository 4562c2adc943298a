import type { Category, Course } from '@pariksha/contract/responses';

/** How many categories 'Popular Exams' shows: a row on laptops, without emptying 'Other Categories'. */
export const popularCount = 4;

export interface CategoriesByPopularity {
  popular: Category[];
  other: Category[];
}

/**
 * 'Popular Exams' and 'Other Categories' from what the provider already knows of its learners:
 * the enrolments of each category's courses are the number of people preparing for its exams.
 * The most-enrolled categories (at most `popularCount`, never more than half, so 'Other
 * Categories' is never empty while there are two) are popular, the most-enrolled first; the rest
 * keep the provider's order. A category nobody has enrolled in is never called popular.
 */
export function splitByPopularity(categories: readonly Category[], courses: readonly Pick<Course, 'category_id' | 'enrolments'>[]): CategoriesByPopularity {
  const learners = new Map<number, number>();
  for (const course of courses) learners.set(course.category_id, (learners.get(course.category_id) ?? 0) + course.enrolments);
  const count = Math.min(popularCount, Math.ceil(categories.length / 2));
  // sort is stable: categories with equal enrolments keep the provider's order.
  const popular = categories
    .filter((category) => (learners.get(category.id) ?? 0) > 0)
    .sort((a, b) => (learners.get(b.id) ?? 0) - (learners.get(a.id) ?? 0))
    .slice(0, count);
  const chosen = new Set(popular.map((category) => category.id));
  return { popular, other: categories.filter((category) => !chosen.has(category.id)) };
}
