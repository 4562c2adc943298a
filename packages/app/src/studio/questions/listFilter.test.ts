import { describe, expect, it } from 'vitest';
import { emptyFilter, filterFrom, filterSearch, pageCount } from './listFilter';

describe('question list filter', () => {
  it('reads every filter from the address and writes it back the same', () => {
    const search = '?search=interest&exam=ssc-cgl&topic=simple-interest&difficulty=hard&state=in_review&hindi_missing=1&page=3';
    const filter = filterFrom(new URLSearchParams(search));
    expect(filter).toEqual({ search: 'interest', exam: 'ssc-cgl', topic: 'simple-interest', difficulty: 'hard', state: 'in_review', hindiMissing: true, page: 3 });
    expect(filterSearch(filter)).toBe(search);
  });

  it('drops values it does not know and starts at page 1', () => {
    expect(filterFrom(new URLSearchParams('difficulty=brutal&state=lost&page=-2&hindi_missing=yes'))).toEqual(emptyFilter);
    expect(filterSearch(emptyFilter)).toBe('');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
