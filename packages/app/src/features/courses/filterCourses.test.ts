import { describe, expect, it } from 'vitest';
import type { Course } from '@pariksha/contract';
import { courseStates, filterCourses, toCourseTab } from './filterCourses';

function course(slug: string, overrides: Partial<Course> & { hindiName?: string }): Course {
  const { hindiName, ...rest } = overrides;
  const name = rest.name ?? slug;
  return {
    id: slug.length,
    slug,
    category_id: 1,
    image: `/images/courses/${slug}.svg`,
    name,
    description: `${name} description`,
    enrolments: 0,
    published_on: '2026-01-01',
    state: null,
    state_slug: null,
    exam_slugs: [],
    price: 999,
    list_price: 1499,
    discount_percent: 33,
    total_tests: 100,
    free_tests: 3,
    languages: ['en', 'hi'],
    starts_on: '2026-01-01',
    ends_on: '2027-01-01',
    audience: 'For aspirants',
    about: ['a', 'b', 'c'],
    features: [],
    translations: [
      { language_code: 'en', name, description: '', audience: '', about: [] },
      { language_code: 'hi', name: hindiName ?? name, description: '', audience: '', about: [] },
    ],
    ...rest,
  };
}

const courses = [
  course('sbi-po-exam', { name: 'SBI PO Complete Course', hindiName: 'एसबीआई पीओ संपूर्ण कोर्स', enrolments: 5600, published_on: '2025-04-01' }),
  course('up-police', { name: 'UP Police Constable', enrolments: 9100, published_on: '2026-02-10', state: 'Uttar Pradesh', state_slug: 'uttar-pradesh' }),
  course('bpsc', { name: 'BPSC CCE Prelims', enrolments: 1200, published_on: '2026-06-01', state: 'Bihar', state_slug: 'bihar' }),
  course('reet', { name: 'REET Level 1', enrolments: 3000, published_on: '2025-11-20', state: 'Rajasthan', state_slug: 'rajasthan' }),
];
const slugs = (list: Course[]) => list.map((item) => item.slug);

describe('filterCourses', () => {
  it('All keeps the provider order', () => {
    expect(slugs(filterCourses(courses, { query: '', tab: 'all', state: null }))).toEqual(['sbi-po-exam', 'up-police', 'bpsc', 'reet']);
  });

  it('Popular sorts by enrolments and Latest by publication date, newest first', () => {
    expect(slugs(filterCourses(courses, { query: '', tab: 'popular', state: null }))).toEqual(['up-police', 'sbi-po-exam', 'reet', 'bpsc']);
    expect(slugs(filterCourses(courses, { query: '', tab: 'latest', state: null }))).toEqual(['bpsc', 'up-police', 'reet', 'sbi-po-exam']);
  });

  it('searches names case-insensitively in every language', () => {
    expect(slugs(filterCourses(courses, { query: '  sbi ', tab: 'all', state: null }))).toEqual(['sbi-po-exam']);
    expect(slugs(filterCourses(courses, { query: 'पीओ', tab: 'all', state: null }))).toEqual(['sbi-po-exam']);
    expect(filterCourses(courses, { query: 'neet', tab: 'all', state: null })).toEqual([]);
  });

  it('keeps only the chosen state, combined with the search and tab', () => {
    expect(slugs(filterCourses(courses, { query: '', tab: 'all', state: 'bihar' }))).toEqual(['bpsc']);
    expect(filterCourses(courses, { query: 'sbi', tab: 'all', state: 'bihar' })).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    filterCourses(courses, { query: '', tab: 'popular', state: null });
    expect(slugs(courses)).toEqual(['sbi-po-exam', 'up-police', 'bpsc', 'reet']);
  });
});

describe('courseStates', () => {
  it('lists each state with a course once, by name', () => {
    expect(courseStates([...courses, courses[2] as Course], 'en-IN')).toEqual([
      { slug: 'bihar', name: 'Bihar' },
      { slug: 'rajasthan', name: 'Rajasthan' },
      { slug: 'uttar-pradesh', name: 'Uttar Pradesh' },
    ]);
  });
});

describe('toCourseTab', () => {
  it('reads known tabs and falls back to all', () => {
    expect(toCourseTab('latest')).toBe('latest');
    expect(toCourseTab('cheapest')).toBe('all');
    expect(toCourseTab(null)).toBe('all');
  });
});
