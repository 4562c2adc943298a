import { queryOptions } from '@tanstack/react-query';
import { endpoint, read } from '../../api/read';
import type { QueryScope } from '../../data/scope';

const siteSearchEndpoint = endpoint('/search', 'siteSearch', 'Invalid response structure', 'Search failed');

/**
 * The search results page's one request: the exams, courses, test series and books matching
 * `term` (trimmed), in every language the provider has. The page shows its own error: no toast.
 */
export const siteSearchQuery = (term: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['site-search', term.trim(), scope.language] as const,
    queryFn: ({ signal }) => read(scope, siteSearchEndpoint, { params: { q: term.trim() }, signal, skipToast: true }),
  });
