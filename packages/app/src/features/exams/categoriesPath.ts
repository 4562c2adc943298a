/**
 * The Tests page: every category (popular first) and a keyword search, each leading to its test
 * list. Where a learner goes to choose another test: from a test list, the instructions, a result.
 */
export const examCategoriesPath = '/dashboard/test';

/** One category's tests in the dashboard. */
export function categoryTestsPath(categoryId: number | string): string {
  return `/dashboard/test-list/${encodeURIComponent(String(categoryId))}`;
}
