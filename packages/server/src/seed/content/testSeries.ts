import type { SeedTestSeries } from './types.js';

/**
 * The home page's three Popular Test Series cards come first. They prepare for free exams, so they
 * cost nothing (price 0). Then the premium series for exams that are locked (exams.ts status
 * 'locked'), bought at checkout (prices in whole rupees, GST included; `listPrice` is the
 * struck-through price). What each holds (its exams' mock tests, how many are free) and how many
 * learners use it are counted by the server, never written here: the spec's sample numbers (798
 * tests, 233 chapter tests, 5.6k users) described tests that do not exist. Each links to the exam
 * it prepares for and the course that covers it (null when there is none).
 */
export const testSeries: readonly SeedTestSeries[] = [
  {
    slug: 'sbi-po-mock-test-series',
    image: '/images/test-series/sbi-po.svg',
    examSlugs: ['sbi-po-prelims'],
    courseSlug: 'sbi-po-exam',
    price: 0,
    listPrice: 0,
    languages: ['hi', 'en'],
    translations: { en: { title: 'SBI PO 2027 Mock Test Series' }, hi: { title: 'SBI PO 2027 मॉक टेस्ट सीरीज़' } },
  },
  {
    slug: 'ssc-cgl-mock-test-series',
    image: '/images/test-series/ssc-cgl.svg',
    examSlugs: ['ssc-cgl-tier-1'],
    courseSlug: 'ssc-cgl-complete',
    price: 0,
    listPrice: 0,
    languages: ['hi', 'en'],
    translations: { en: { title: 'SSC CGL 2027 Mock Test Series' }, hi: { title: 'SSC CGL 2027 मॉक टेस्ट सीरीज़' } },
  },
  {
    slug: 'rrb-ntpc-mock-test-series',
    image: '/images/test-series/rrb-ntpc.svg',
    examSlugs: ['rrb-ntpc-cbt-1'],
    courseSlug: 'rrb-ntpc',
    price: 0,
    listPrice: 0,
    languages: ['hi', 'en'],
    translations: { en: { title: 'RRB NTPC 2027 Mock Test Series' }, hi: { title: 'RRB NTPC 2027 मॉक टेस्ट सीरीज़' } },
  },
  {
    slug: 'ssc-cpo-test-series',
    image: '/images/test-series/ssc-cpo.svg',
    examSlugs: ['ssc-cpo-paper-1'],
    courseSlug: null,
    price: 599,
    listPrice: 999,
    languages: ['hi', 'en'],
    translations: { en: { title: 'SSC CPO Test Series' }, hi: { title: 'SSC CPO टेस्ट सीरीज़' } },
  },
  {
    slug: 'rbi-grade-b-test-series',
    image: '/images/test-series/rbi-grade-b.svg',
    examSlugs: ['rbi-grade-b-phase-1'],
    courseSlug: 'rbi-grade-b-phase-1',
    price: 799,
    listPrice: 1299,
    languages: ['hi', 'en'],
    translations: { en: { title: 'RBI Grade B Test Series' }, hi: { title: 'RBI ग्रेड B टेस्ट सीरीज़' } },
  },
  {
    slug: 'rrb-je-test-series',
    image: '/images/test-series/rrb-je.svg',
    examSlugs: ['rrb-je-cbt-1'],
    courseSlug: null,
    price: 499,
    listPrice: 899,
    languages: ['hi', 'en'],
    translations: { en: { title: 'RRB JE Test Series' }, hi: { title: 'RRB JE टेस्ट सीरीज़' } },
  },
];
