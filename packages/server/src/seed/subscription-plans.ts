import type { NewSubscriptionPlanRow, PlanTranslationJson } from '../db/commerce-schema.js';
import type { Translations } from './content/types.js';

type SeedPlan = Omit<NewSubscriptionPlanRow, 'id' | 'createdAt' | 'translations'> & {
  /** Every plan speaks every seeded language. */
  readonly translations: Translations<PlanTranslationJson>;
};

const fullLengthTests = { en: 'Full-length tests in Hindi and English', hi: 'हिंदी और अंग्रेज़ी में फुल-लेंथ टेस्ट' };
const allIndiaRank = {
  en: 'All-India rank and percentile after every test',
  hi: 'हर टेस्ट के बाद ऑल इंडिया रैंक और पर्सेंटाइल',
};

/** Launch plans, in rupees. Annual prices are well under twelve months of the monthly price. */
export const seedSubscriptionPlans: readonly SeedPlan[] = [
  {
    planName: 'BASIC',
    priceAnnually: 999,
    priceMonthly: 149,
    sortOrder: 10,
    translations: {
      en: {
        description: 'Mock tests for the one exam you are preparing for.',
        details: [
          'Unlimited mock tests for one exam of your choice',
          fullLengthTests.en,
          'Previous year papers with solutions',
          allIndiaRank.en,
          'Section-wise score and accuracy report',
        ],
        badge: null,
      },
      hi: {
        description: 'आप जिस एक परीक्षा की तैयारी कर रहे हैं, उसके मॉक टेस्ट।',
        details: [
          'अपनी पसंद की एक परीक्षा के असीमित मॉक टेस्ट',
          fullLengthTests.hi,
          'पिछले वर्षों के प्रश्न-पत्र, हल सहित',
          allIndiaRank.hi,
          'सेक्शन के अनुसार स्कोर और सटीकता की रिपोर्ट',
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
        description: 'Every SSC, Banking and Railways exam in one pass.',
        details: [
          'All SSC, Banking and Railways mock tests',
          fullLengthTests.en,
          'Sectional and chapter-wise practice tests',
          'Previous year papers with video solutions',
          allIndiaRank.en,
          'Time spent per question and weak-topic analysis',
        ],
        badge: 'Most Popular',
      },
      hi: {
        description: 'SSC, बैंकिंग और रेलवे की हर परीक्षा, एक ही पास में।',
        details: [
          'SSC, बैंकिंग और रेलवे के सभी मॉक टेस्ट',
          fullLengthTests.hi,
          'सेक्शनल और अध्याय के अनुसार प्रैक्टिस टेस्ट',
          'पिछले वर्षों के प्रश्न-पत्र, वीडियो हल सहित',
          allIndiaRank.hi,
          'हर प्रश्न पर लगा समय और कमज़ोर टॉपिक का विश्लेषण',
        ],
        badge: 'सबसे लोकप्रिय',
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
        description: 'All exams we cover, with live classes and a personal mentor.',
        details: [
          'Everything in GOLD',
          'State PSC, Police and Teaching exam test series',
          'Live doubt-clearing sessions every week',
          'Daily current affairs quiz and monthly digest',
          'Monthly one-to-one call with a mentor',
          'Personalised study plan from your test results',
        ],
        badge: 'Best Value',
      },
      hi: {
        description: 'हमारी सभी परीक्षाएँ, लाइव क्लास और निजी मेंटर के साथ।',
        details: [
          'GOLD की हर सुविधा',
          'राज्य PSC, पुलिस और शिक्षक भर्ती परीक्षाओं की टेस्ट सीरीज़',
          'हर हफ़्ते लाइव डाउट क्लियरिंग सेशन',
          'रोज़ करंट अफ़ेयर्स क्विज़ और हर महीने का सार-संग्रह',
          'हर महीने मेंटर के साथ वन-टू-वन कॉल',
          'आपके टेस्ट परिणामों से बनी निजी अध्ययन योजना',
        ],
        badge: 'सबसे फ़ायदेमंद',
      },
    },
  },
];
