import { defaultForumSort, forumSorts, type ForumSort } from '@pariksha/contract/values';

/** The forum list's choices, kept in the address (`?q=&sort=&page=`) so Back and reload show the same page. */
export interface ForumListChoice {
  q: string;
  sort: ForumSort;
  page: number;
}

function isForumSort(value: string | null): value is ForumSort {
  return value !== null && (forumSorts as readonly string[]).includes(value);
}

/** The choices an address holds; anything unknown reads as the default (newest first, page 1). */
export function forumListChoice(params: URLSearchParams): ForumListChoice {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    sort: isForumSort(sort) ? sort : defaultForumSort,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address of a list choice: defaults left out, so the plain forum is `/dashboard/discussion-forum`. */
export function forumListSearch(choice: ForumListChoice): string {
  const params = new URLSearchParams();
  if (choice.q) params.set('q', choice.q);
  if (choice.sort !== defaultForumSort) params.set('sort', choice.sort);
  if (choice.page > 1) params.set('page', String(choice.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A topic's page; `page` is the page of its replies. */
export function topicPath(topicId: number | string, page = 1): string {
  return `/dashboard/discussion-forum/${topicId}${page > 1 ? `?page=${page}` : ''}`;
}
