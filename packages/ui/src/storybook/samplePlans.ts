import type { PlanCardProps } from '../components/PlanCard/PlanCard';

/** A plan as the plans page holds it once `plan_details` is parsed. */
export interface SamplePlan {
  id: number;
  name: string;
  badge: string | null;
  priceAnnually: number;
  priceMonthly: number;
  description: string;
  features: readonly string[];
}

// The same words as Pariksha's own plans (the server's seed), so a designer reviewing these stories
// reads only promises the product keeps.

export const goldPlan: SamplePlan = {
  id: 2,
  name: 'GOLD',
  badge: 'Recommended',
  priceAnnually: 2499,
  priceMonthly: 299,
  description: 'Every locked SSC, Banking and Railways mock test, now and as we add them.',
  features: [
    'Unlocks every locked SSC, Banking and Railways mock test',
    'All-India rank and percentile after every test',
    'Switch a question between Hindi and English during the test',
    'Short practice tests from the topics you got wrong',
    'Time spent on every question and accuracy by topic',
  ],
};

export const platinumPlan: SamplePlan = {
  id: 3,
  name: 'PLATINUM',
  badge: 'All exams',
  priceAnnually: 4999,
  priceMonthly: 549,
  description: 'Every locked mock test in every category, now and as we add them.',
  features: [
    'Everything in GOLD',
    'Unlocks every locked mock test in every category, defence, engineering and medical too',
    'Each new exam’s mock test as soon as we add it',
    'Each section beside the average and the topper’s score',
    'How your changed answers helped or hurt, after every test',
  ],
};

export const basicPlan: SamplePlan = {
  id: 1,
  name: 'BASIC',
  badge: null,
  priceAnnually: 999,
  priceMonthly: 129,
  description: 'The locked mock test of the one exam you are preparing for.',
  features: [
    'Unlocks the mock test of one locked exam you choose',
    'Retake it as often as you like: every attempt is scored, the first is ranked',
    'A worked solution to every question, in Hindi and English',
  ],
};

/** Cheapest first, as the plans page lists them. */
export const samplePlans: readonly SamplePlan[] = [basicPlan, goldPlan, platinumPlan];

/** The GOLD plan as the API returns it with `?lang=hi`. */
export const goldPlanHindi: SamplePlan = {
  id: 2,
  name: 'गोल्ड',
  badge: 'सुझाया गया',
  priceAnnually: 2499,
  priceMonthly: 299,
  description: 'SSC, बैंकिंग और रेलवे का हर लॉक मॉक टेस्ट, अभी के और आगे जुड़ने वाले भी।',
  features: [
    'SSC, बैंकिंग और रेलवे के सभी लॉक मॉक टेस्ट खुलते हैं',
    'हर टेस्ट के बाद अखिल भारतीय रैंक और पर्सेंटाइल',
    'टेस्ट के बीच प्रश्न की भाषा हिन्दी या अंग्रेज़ी में बदलें',
    'जिन टॉपिक में गलती हुई, उनसे छोटे अभ्यास टेस्ट',
    'हर प्रश्न पर लगा समय और टॉपिक-वार सटीकता',
  ],
};

/** The card's props for a plan and a billing period. */
export function planCardProps(
  plan: SamplePlan,
  period: PlanCardProps['period'],
): Pick<PlanCardProps, 'name' | 'badge' | 'price' | 'period' | 'description' | 'features'> {
  return {
    name: plan.name,
    badge: plan.badge,
    price: period === 'annually' ? plan.priceAnnually : plan.priceMonthly,
    period,
    description: plan.description,
    features: plan.features,
  };
}
