import { describe, expect, it } from 'vitest';
import { knownPages, nearestPages } from './nearestPages';
import { appRoutes } from './routes';

const pages = knownPages(appRoutes);
const nearest = (path: string) => nearestPages(path, pages).map((page) => page.path);

describe('the pages nearest to a mistyped address', () => {
  it('knows the pages with a fixed address, not those with a parameter', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/course', '/subscription-plans', '/dashboard/profile']));
    expect(paths.some((path) => path.includes(':') || path.includes('*'))).toBe(false);
  });

  it('suggests the page the address was meant to be', () => {
    expect(nearest('/abuot')[0]).toBe('/about');
    expect(nearest('/corse')[0]).toBe('/course');
    expect(nearest('/subscription-plan')[0]).toBe('/subscription-plans');
    expect(nearest('/Libary')[0]).toBe('/library');
    expect(nearest('/test-seris/sbi-po')[0]).toBe('/test-series');
    // By its name too: 'About Us' written as an address.
    expect(nearest('/aboutus')[0]).toBe('/about');
  });

  it('shows at most three, and nothing when nothing is close', () => {
    expect(nearest('/xyzzy-plugh')).toEqual([]);
    expect(nearest('/')).toEqual([]);
    expect(nearest('/wp-admin/setup.php')).toEqual([]);
    expect(nearestPages('/cours', pages).length).toBeLessThanOrEqual(3);
  });

  it('suggests dashboard pages only for a mistyped dashboard address, and never the home page', () => {
    expect(nearest('/dashboard/profle')).toEqual(['/dashboard/profile']);
    expect(nearest('/dashboard/setings')[0]).toBe('/dashboard/settings');
    expect(nearest('/profle')).not.toContain('/dashboard/profile');
    expect(nearest('/hom')).not.toContain('/');
  });

  it('takes an address that is not valid percent-encoding as it is', () => {
    expect(() => nearest('/abou%E0%A4')).not.toThrow();
  });
});
