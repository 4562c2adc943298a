import type { NewSubscriptionPlanRow } from '../db/schema.js';

type SeedPlan = Omit<NewSubscriptionPlanRow, 'id' | 'createdAt'>;

/** Launch plans, in rupees. Annual prices are well under twelve months of the monthly price. */
export const seedSubscriptionPlans: readonly SeedPlan[] = [
  {
    planName: 'BASIC',
    planType: null,
    priceAnnually: 999,
    priceMonthly: 149,
    planDescription: 'Mock tests for the one exam you are preparing for.',
    planDetails: [
      'Unlimited mock tests for one exam of your choice',
      'Full-length tests in Hindi and English',
      'Previous year papers with solutions',
      'All-India rank and percentile after every test',
      'Section-wise score and accuracy report',
    ],
    sortOrder: 10,
  },
  {
    planName: 'GOLD',
    planType: 'Most Popular',
    priceAnnually: 2499,
    priceMonthly: 349,
    planDescription: 'Every SSC, Banking and Railways exam in one pass.',
    planDetails: [
      'All SSC, Banking and Railways mock tests',
      'Full-length tests in Hindi and English',
      'Sectional and chapter-wise practice tests',
      'Previous year papers with video solutions',
      'All-India rank and percentile after every test',
      'Time spent per question and weak-topic analysis',
    ],
    sortOrder: 20,
  },
  {
    planName: 'PLATINUM',
    planType: 'Best Value',
    priceAnnually: 4999,
    priceMonthly: 599,
    planDescription: 'All exams we cover, with live classes and a personal mentor.',
    planDetails: [
      'Everything in GOLD',
      'State PSC, Police and Teaching exam test series',
      'Live doubt-clearing sessions every week',
      'Daily current affairs quiz and monthly digest',
      'Monthly one-to-one call with a mentor',
      'Personalised study plan from your test results',
    ],
    sortOrder: 30,
  },
];
