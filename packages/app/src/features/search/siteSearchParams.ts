/** The search results page's query parameter: `/search?q=bank`. */
export const siteSearchParams = ['q'] as const;

/** The results page for a term, as the header's search and the not-found page link to it. */
export function searchPath(query: string): string {
  const term = query.trim();
  return term ? `/search?${new URLSearchParams({ q: term }).toString()}` : '/search';
}
