import type { SeedTestSeries } from './types.js';

/**
 * The home page's three Popular Test Series cards, with the spec's numbers (section 9): 5.6k users;
 * 798, 789 and 799 total tests with 3 free; 233 chapter tests (Tier I); 60 sectional tests (Tier 0).
 * `tests` lines are written from those numbers. Each links to the exam it prepares for and the
 * course that covers it.
 */
export const testSeries: readonly SeedTestSeries[] = [
  {
    slug: 'sbi-po-mock-test-series',
    image: '/images/test-series/sbi-po.svg',
    examSlugs: ['sbi-po-prelims'],
    courseSlug: 'sbi-po-exam',
    users: 5600,
    totalTests: 798,
    freeTests: 3,
    chapterTests: 233,
    sectionalTests: 60,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'SBI PO 2027 Mock Test Series',
        tests: ['798 Total Tests (3 Free)', '233 Chapter Tests (Tier I)', '60 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'SBI PO 2027 मॉक टेस्ट सीरीज़',
        tests: ['798 कुल टेस्ट (3 फ्री)', '233 चैप्टर टेस्ट (टियर I)', '60 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
  {
    slug: 'ssc-cgl-mock-test-series',
    image: '/images/test-series/ssc-cgl.svg',
    examSlugs: ['ssc-cgl-tier-1'],
    courseSlug: 'ssc-cgl-complete',
    users: 5600,
    totalTests: 789,
    freeTests: 3,
    chapterTests: 233,
    sectionalTests: 60,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'SSC CGL 2027 Mock Test Series',
        tests: ['789 Total Tests (3 Free)', '233 Chapter Tests (Tier I)', '60 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'SSC CGL 2027 मॉक टेस्ट सीरीज़',
        tests: ['789 कुल टेस्ट (3 फ्री)', '233 चैप्टर टेस्ट (टियर I)', '60 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
  {
    slug: 'rrb-ntpc-mock-test-series',
    image: '/images/test-series/rrb-ntpc.svg',
    examSlugs: ['rrb-ntpc-cbt-1'],
    courseSlug: 'rrb-ntpc',
    users: 5600,
    totalTests: 799,
    freeTests: 3,
    chapterTests: 233,
    sectionalTests: 60,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'RRB NTPC 2027 Mock Test Series',
        tests: ['799 Total Tests (3 Free)', '233 Chapter Tests (Tier I)', '60 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'RRB NTPC 2027 मॉक टेस्ट सीरीज़',
        tests: ['799 कुल टेस्ट (3 फ्री)', '233 चैप्टर टेस्ट (टियर I)', '60 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
];
