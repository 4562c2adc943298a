import { describe, expect, it } from 'vitest';
import type { Course } from '@pariksha/contract';
import { examAbbreviation, filterDashboardCourses } from './dashboardCourses';

const base = {
  image: '',
  enrolments: 0,
  published_on: '2026-01-01',
  state: null,
  state_slug: null,
  price: 1,
  list_price: 2,
  discount_percent: 50,
  total_tests: 1,
  free_tests: 1,
  languages: ['en'],
  starts_on: '2026-01-01',
  ends_on: '2027-01-01',
  audience: '',
  about: [],
  features: [],
} satisfies Partial<Course>;

const courses: Course[] = [
  { ...base, id: 1, slug: 'sbi', category_id: 1, name: 'SBI PO Batch', description: 'Prelims and mains', exam_slugs: ['sbi-po-prelims'], translations: [{ language_code: 'hi', name: 'एसबीआई पीओ बैच', description: 'प्रारंभिक और मुख्य', audience: '', about: [] }] },
  { ...base, id: 2, slug: 'cgl', category_id: 2, name: 'SSC CGL Batch', description: 'Tier 1 and Tier 2', exam_slugs: ['ssc-cgl-tier-1'], translations: [] },
  { ...base, id: 3, slug: 'clerk', category_id: 1, name: 'Bank Clerk Batch', description: 'IBPS and SBI clerk', exam_slugs: ['sbi-clerk-prelims', 'ibps-clerk-prelims'], translations: [] },
];
const ids = (list: Course[]) => list.map((course) => course.id);

describe('filterDashboardCourses', () => {
  it('shows everything with no filter', () => {
    expect(ids(filterDashboardCourses(courses, { categoryId: null, keyword: '', examSlug: null }))).toEqual([1, 2, 3]);
  });

  it('filters by category, keyword (name or description, any language) and exam together', () => {
    expect(ids(filterDashboardCourses(courses, { categoryId: 1, keyword: '', examSlug: null }))).toEqual([1, 3]);
    expect(ids(filterDashboardCourses(courses, { categoryId: null, keyword: 'sbi', examSlug: null }))).toEqual([1, 3]);
    expect(ids(filterDashboardCourses(courses, { categoryId: null, keyword: 'मुख्य', examSlug: null }))).toEqual([1]);
    expect(ids(filterDashboardCourses(courses, { categoryId: null, keyword: '', examSlug: 'ibps-clerk-prelims' }))).toEqual([3]);
    expect(filterDashboardCourses(courses, { categoryId: 2, keyword: 'sbi', examSlug: null })).toEqual([]);
  });
});

describe('examAbbreviation', () => {
  it('takes the first three letters in capitals', () => {
    expect(examAbbreviation('ibps PO Prelims')).toBe('IBP');
    expect(examAbbreviation('  NDA & NA (I)')).toBe('NDA');
    expect(examAbbreviation('AB')).toBe('AB');
  });

  it('never cuts a Hindi letter from its vowel sign or leaves a half letter', () => {
    expect(examAbbreviation('रेलवे भर्ती बोर्ड')).toBe('रेलवे');
    expect(examAbbreviation('संघ लोक सेवा आयोग')).toBe('संघ');
    // Where a conjunct's letters split depends on the Unicode version of the engine; either way
    // the badge starts the name and does not end in a virama.
    for (const name of ['कर्मचारी चयन आयोग', 'उत्तर प्रदेश पुलिस', 'राष्ट्रीय परीक्षा एजेंसी']) {
      const badge = examAbbreviation(name);
      expect(name.startsWith(badge)).toBe(true);
      expect(badge.endsWith('\u094D')).toBe(false);
      expect(badge.length).toBeGreaterThan(2);
    }
  });
});
