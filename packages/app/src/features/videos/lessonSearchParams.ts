/** The query parameters of the Videos screen's filters (see lessonAddress.ts); the router reads them before the page's code loads. */
export const lessonSearchParams = ['topic', 'exam', 'q'] as const;
