import type { NewSubscriptionPlanRow, PlanTranslationJson } from '../db/commerce-schema.js';
import type { Translations } from './content/types.js';

type SeedPlan = Omit<NewSubscriptionPlanRow, 'id' | 'createdAt' | 'translations'> & {
  /** Every plan speaks every seeded language. */
  readonly translations: Translations<PlanTranslationJson>;
};

const rank = {
  en: 'All-India rank and percentile after every test',
  hi: 'हर टेस्ट के बाद ऑल इंडिया रैंक और पर्सेंटाइल',
};
const solutions = {
  en: 'A worked solution to every question, in Hindi and English',
  hi: 'हर प्रश्न का विस्तृत हल, हिन्दी और अंग्रेज़ी में',
};

/**
 * Launch plans, in rupees. Annual prices are well under twelve months of the monthly price. Each
 * promises only what the product does: what it unlocks is planCoverage (contract/commerce-values.ts),
 * and the rest is what every mock test gives (rank, solutions, analysis, weak-topic practice). No
 * badge claims a popularity that nothing counts.
 */
export const seedSubscriptionPlans: readonly SeedPlan[] = [
  {
    planName: 'BASIC',
    priceAnnually: 999,
    priceMonthly: 149,
    sortOrder: 10,
    translations: {
      en: {
        description: 'The locked mock test of the one exam you are preparing for.',
        details: [
          'Unlocks the mock test of one locked exam you choose',
          'Retake it as often as you like: every attempt is scored, the first is ranked',
          rank.en,
          solutions.en,
          'Score, accuracy and time spent for each section',
        ],
        badge: null,
      },
      hi: {
        description: 'आप जिस एक परीक्षा की तैयारी कर रहे हैं, उसका लॉक मॉक टेस्ट।',
        details: [
          'आपकी चुनी हुई एक लॉक परीक्षा का मॉक टेस्ट खुलता है',
          'जितनी बार चाहें दोबारा दें: हर प्रयास के अंक मिलते हैं, पहले प्रयास की रैंक',
          rank.hi,
          solutions.hi,
          'हर सेक्शन के अंक, सटीकता और लगा समय',
        ],
        badge: null,
      },
    },
  },
  {
    planName: 'GOLD',
    priceAnnually: 2499,
    priceMonthly: 349,
    sortOrder: 20,
    translations: {
      en: {
        description: 'Every locked SSC, Banking and Railways mock test, now and as we add them.',
        details: [
          'Unlocks every locked SSC, Banking and Railways mock test',
          'Switch a question between Hindi and English during the test',
          'Short practice tests from the topics you got wrong',
          rank.en,
          'Time spent on every question and accuracy by topic',
        ],
        badge: 'Recommended',
      },
      hi: {
        description: 'SSC, बैंकिंग और रेलवे का हर लॉक मॉक टेस्ट, अभी के और आगे जुड़ने वाले भी।',
        details: [
          'SSC, बैंकिंग और रेलवे के सभी लॉक मॉक टेस्ट खुलते हैं',
          'टेस्ट के बीच प्रश्न की भाषा हिन्दी या अंग्रेज़ी में बदलें',
          'जिन टॉपिक में गलती हुई, उनसे छोटे अभ्यास टेस्ट',
          rank.hi,
          'हर प्रश्न पर लगा समय और टॉपिक-वार सटीकता',
        ],
        badge: 'सुझाया गया',
      },
    },
  },
  {
    planName: 'PLATINUM',
    priceAnnually: 4999,
    priceMonthly: 599,
    sortOrder: 30,
    translations: {
      en: {
        description: 'Every locked mock test in every category, now and as we add them.',
        details: [
          'Everything in GOLD',
          'Unlocks every locked mock test in every category, defence, engineering and medical too',
          'Each new exam’s mock test as soon as we add it',
          'Each section beside the average and the topper’s score',
          'How your changed answers helped or hurt, after every test',
        ],
        badge: 'All exams',
      },
      hi: {
        description: 'हर श्रेणी का हर लॉक मॉक टेस्ट, अभी के और आगे जुड़ने वाले भी।',
        details: [
          'GOLD की हर सुविधा',
          'हर श्रेणी के सभी लॉक मॉक टेस्ट खुलते हैं, रक्षा, इंजीनियरिंग और मेडिकल के भी',
          'हर नई परीक्षा का मॉक टेस्ट, जुड़ते ही',
          'हर सेक्शन में आपके अंक, औसत और टॉपर के साथ',
          'हर टेस्ट के बाद: बदले हुए उत्तरों से फ़ायदा हुआ या नुकसान',
        ],
        badge: 'सभी परीक्षाएँ',
      },
    },
  },
];
