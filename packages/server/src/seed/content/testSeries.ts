import type { SeedTestSeries } from './types.js';

/**
 * The home page's three Popular Test Series cards, with the spec's numbers (section 9): 5.6k users;
 * 798, 789 and 799 total tests with 3 free; 233 chapter tests (Tier I); 60 sectional tests (Tier 0).
 * They prepare for free exams, so they cost nothing (price 0: every test in them is free).
 * Then the premium series for exams that are locked (exams.ts status 'locked'), bought at checkout
 * (prices in whole rupees, GST included; `listPrice` is the struck-through price). They have fewer
 * users than the three, so the home page's three most used cards stay the same.
 * `tests` lines are written from the numbers. Each links to the exam it prepares for and the
 * course that covers it (null when there is none).
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
    price: 0,
    listPrice: 0,
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
    price: 0,
    listPrice: 0,
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
    price: 0,
    listPrice: 0,
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
  {
    slug: 'ssc-cpo-test-series',
    image: '/images/test-series/ssc-cpo.svg',
    examSlugs: ['ssc-cpo-paper-1'],
    courseSlug: null,
    users: 2100,
    totalTests: 412,
    freeTests: 0,
    chapterTests: 150,
    sectionalTests: 48,
    price: 599,
    listPrice: 999,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'SSC CPO Test Series',
        tests: ['412 Total Tests', '150 Chapter Tests (Tier I)', '48 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'SSC CPO टेस्ट सीरीज़',
        tests: ['412 कुल टेस्ट', '150 चैप्टर टेस्ट (टियर I)', '48 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
  {
    slug: 'rbi-grade-b-test-series',
    image: '/images/test-series/rbi-grade-b.svg',
    examSlugs: ['rbi-grade-b-phase-1'],
    courseSlug: 'rbi-grade-b-phase-1',
    users: 1800,
    totalTests: 356,
    freeTests: 0,
    chapterTests: 120,
    sectionalTests: 40,
    price: 799,
    listPrice: 1299,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'RBI Grade B Test Series',
        tests: ['356 Total Tests', '120 Chapter Tests (Tier I)', '40 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'RBI ग्रेड B टेस्ट सीरीज़',
        tests: ['356 कुल टेस्ट', '120 चैप्टर टेस्ट (टियर I)', '40 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
  {
    slug: 'rrb-je-test-series',
    image: '/images/test-series/rrb-je.svg',
    examSlugs: ['rrb-je-cbt-1'],
    courseSlug: null,
    users: 2400,
    totalTests: 380,
    freeTests: 0,
    chapterTests: 140,
    sectionalTests: 44,
    price: 499,
    listPrice: 899,
    languages: ['hi', 'en'],
    translations: {
      en: {
        title: 'RRB JE Test Series',
        tests: ['380 Total Tests', '140 Chapter Tests (Tier I)', '44 Sectional Tests (Tier 0)'],
      },
      hi: {
        title: 'RRB JE टेस्ट सीरीज़',
        tests: ['380 कुल टेस्ट', '140 चैप्टर टेस्ट (टियर I)', '44 सेक्शनल टेस्ट (टियर 0)'],
      },
    },
  },
];
