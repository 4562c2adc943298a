/** The query parameters of the forum's list (see forumAddress.ts); the router reads them before the page's code loads. */
export const forumSearchParams = ['q', 'sort', 'page'] as const;
