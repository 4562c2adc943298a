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

export const goldPlan: SamplePlan = {
  id: 2,
  name: 'GOLD',
  badge: 'Most Popular',
  priceAnnually: 2499,
  priceMonthly: 299,
  description: 'Everything you need to crack SSC, Banking and Railways exams in one plan.',
  features: [
    'All SSC, Banking and Railways mock tests',
    'All-India rank and percentile after every test',
    'Detailed solutions in Hindi and English',
    "Previous 10 years' question papers",
    'Daily current affairs quiz',
  ],
};

export const platinumPlan: SamplePlan = {
  id: 3,
  name: 'PLATINUM',
  badge: 'Best for UPSC',
  priceAnnually: 4999,
  priceMonthly: 549,
  description: 'For serious aspirants: every test series plus live doubt-clearing with mentors.',
  features: [
    'Everything in Gold',
    'UPSC and State PSC prelims test series',
    'Live doubt-clearing sessions every week',
    'One-to-one mentor call every month',
    'Downloadable PDF notes for offline study',
  ],
};

export const basicPlan: SamplePlan = {
  id: 1,
  name: 'BASIC',
  badge: null,
  priceAnnually: 999,
  priceMonthly: 129,
  description: 'The essentials for one exam of your choice, to start preparing today.',
  features: [
    'Mock tests for one exam of your choice',
    'Sectional tests with instant scores',
    'Solutions in English',
  ],
};

/** Cheapest first, as the plans page lists them. */
export const samplePlans: readonly SamplePlan[] = [basicPlan, goldPlan, platinumPlan];

/** The GOLD plan as the API returns it with `?lang=hi`. */
export const goldPlanHindi: SamplePlan = {
  id: 2,
  name: 'गोल्ड',
  badge: 'सबसे लोकप्रिय',
  priceAnnually: 2499,
  priceMonthly: 299,
  description: 'SSC, बैंकिंग और रेलवे परीक्षाओं की पूरी तैयारी, एक ही प्लान में।',
  features: [
    'SSC, बैंकिंग और रेलवे के सभी मॉक टेस्ट',
    'हर टेस्ट के बाद अखिल भारतीय रैंक और पर्सेंटाइल',
    'हिंदी और अंग्रेज़ी में विस्तृत हल',
    'पिछले 10 वर्षों के प्रश्न-पत्र',
    'रोज़ाना करेंट अफ़ेयर्स क्विज़',
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
