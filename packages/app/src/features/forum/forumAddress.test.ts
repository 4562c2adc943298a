import { describe, expect, it } from 'vitest';
import { forumListChoice, forumListSearch, topicPath } from './forumAddress';

describe('the forum list in the address', () => {
  it('reads the search, sort and page, and anything unknown as the default', () => {
    expect(forumListChoice(new URLSearchParams('q=%20प्रतिशत%20&sort=most_liked&page=3'))).toEqual({ q: 'प्रतिशत', sort: 'most_liked', page: 3 });
    expect(forumListChoice(new URLSearchParams('sort=best&page=-2'))).toEqual({ q: '', sort: 'newest', page: 1 });
    expect(forumListChoice(new URLSearchParams('page=2.5'))).toEqual({ q: '', sort: 'newest', page: 1 });
    expect(forumListChoice(new URLSearchParams('page=99999'))).toEqual({ q: '', sort: 'newest', page: 1 });
  });

  it('writes only what differs from the default, so the plain forum has a plain address', () => {
    expect(forumListSearch({ q: '', sort: 'newest', page: 1 })).toBe('');
    expect(forumListSearch({ q: 'ssc cgl', sort: 'oldest', page: 2 })).toBe('?q=ssc+cgl&sort=oldest&page=2');
    const search = forumListSearch({ q: 'प्रतिशत', sort: 'most_liked', page: 4 });
    expect(forumListChoice(new URLSearchParams(search))).toEqual({ q: 'प्रतिशत', sort: 'most_liked', page: 4 });
  });

  it('names a topic page, with its page of replies after the first', () => {
    expect(topicPath(12)).toBe('/dashboard/discussion-forum/12');
    expect(topicPath(12, 1)).toBe('/dashboard/discussion-forum/12');
    expect(topicPath(12, 3)).toBe('/dashboard/discussion-forum/12?page=3');
  });
});
