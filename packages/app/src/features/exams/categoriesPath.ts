/**
 * Where the categories are listed for a learner today: the home page's 'Explore by Upcoming or
 * Popular Exams', whose exam cards lead to the test lists (the router scrolls to its heading).
 * The dashboard's own categories page (/dashboard/test) replaces it in the mock-test issue.
 */
export const examCategoriesPath = '/#exams-title';

/** One category's tests in the dashboard. */
export function categoryTestsPath(categoryId: number | string): string {
  return `/dashboard/test-list/${encodeURIComponent(String(categoryId))}`;
}
