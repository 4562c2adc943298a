import { describe, expect, it } from 'vitest';
import { appRoutes, isServerRendered } from '../routes/routes';
import { canonicalPath, pageAddressIn } from './pageAddress';

const pageAddress = pageAddressIn(appRoutes, isServerRendered);

describe('pageAddress: what a page’s drawing is keyed by', () => {
  it('keeps only the query parameters the page reads, in one order', () => {
    expect(pageAddress('/course?utm_source=x&tab=popular&q=ssc')).toEqual({ canonicalPath: '/course', key: '/course?q=ssc&tab=popular' });
    expect(pageAddress('/course?q=ssc&tab=popular')?.key).toBe(pageAddress('/course?tab=popular&q=ssc')?.key);
    expect(pageAddress('/?r=1')).toEqual({ canonicalPath: '/', key: '/' });
    expect(pageAddress('/about?r=2')?.key).toBe('/about');
  });

  it('gives every address that names no page one key', () => {
    expect(pageAddress('/no-such-page')?.key).toBe('*');
    expect(pageAddress('/also/not/here?x=1')?.key).toBe('*');
  });

  it('gives a mistyped address the key of the pages its not-found page suggests, one drawing for each set', () => {
    expect(pageAddress('/abuot')).toEqual({ canonicalPath: '/abuot', key: '*/about' });
    expect(pageAddress('/abotu?x=1')?.key).toBe('*/about');
    expect(pageAddress('/subscription-plan')?.key).toMatch(/^\*\/subscription-plans/);
  });

  it('keys the search results page by its term', () => {
    expect(pageAddress('/search?q=bank&utm_source=x')).toEqual({ canonicalPath: '/search', key: '/search?q=bank' });
    expect(pageAddress('/search')?.key).toBe('/search');
  });

  it('names a page by its canonical path', () => {
    expect(pageAddress('/About/')).toEqual({ canonicalPath: '/about', key: '/about' });
    expect(pageAddress('/COURSE/neet-ug-2027')?.canonicalPath).toBe('/course/neet-ug-2027');
  });

  it('leaves the dashboard, log-in and sign-up to the browser', () => {
    expect(pageAddress('/dashboard/courses')).toBeNull();
    expect(pageAddress('/Login')).toBeNull();
  });

  it('never makes a path another site could be read from', () => {
    expect(canonicalPath('//evil.example/about')).toBe('/evil.example/about');
    expect(pageAddress('//about')?.canonicalPath).toBe('/about');
  });
});
