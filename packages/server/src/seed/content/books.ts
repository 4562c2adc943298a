import type { SeedBook } from './types.js';

/** The home page's Popular Books; each has a readable, downloadable chapter in both languages. */
export const books: readonly SeedBook[] = [
  {
    slug: 'quantitative-aptitude-for-banking-exams',
    coverImage: '/images/books/quantitative-aptitude.svg',
    pages: 624,
    languages: ['en', 'hi'],
    translations: {
      en: {
        title: 'Quantitative Aptitude for Banking Exams',
        author: 'Rajesh Kumar Sinha',
        description:
          'Arithmetic, data interpretation and approximation for bank PO and clerk exams, with shortcuts explained from first principles and 3,000 practice questions.',
        tags: ['Quant', 'Banking', 'SSC'],
        sampleChapter: '/books/quantitative-aptitude-percentages.en.md',
      },
      hi: {
        title: 'बैंकिंग परीक्षाओं के लिए क्वांटिटेटिव एप्टीट्यूड',
        author: 'राजेश कुमार सिन्हा',
        description:
          'बैंक PO और क्लर्क परीक्षाओं के लिए अंकगणित, डेटा इंटरप्रिटेशन और सन्निकटन, शॉर्टकट की बुनियादी समझ और 3,000 अभ्यास प्रश्नों के साथ।',
        tags: ['क्वांट', 'बैंकिंग', 'SSC'],
        sampleChapter: '/books/quantitative-aptitude-percentages.hi.md',
      },
    },
  },
  {
    slug: 'general-awareness-2026-capsule',
    coverImage: '/images/books/general-awareness.svg',
    pages: 288,
    languages: ['en', 'hi'],
    translations: {
      en: {
        title: 'General Awareness 2026 Capsule',
        author: 'Meenakshi Iyer',
        description:
          'Banking, economy and current affairs for the 2027 exams: RBI and its tools, government schemes, budget and survey highlights, and static GK in one revision book.',
        tags: ['General Awareness', 'Banking', 'Current Affairs'],
        sampleChapter: '/books/general-awareness-rbi-monetary-policy.en.md',
      },
      hi: {
        title: 'सामान्य जागरूकता 2026 कैप्सूल',
        author: 'मीनाक्षी अय्यर',
        description:
          '2027 की परीक्षाओं के लिए बैंकिंग, अर्थव्यवस्था और करंट अफेयर्स: RBI और उसके उपकरण, सरकारी योजनाएँ, बजट व सर्वेक्षण की मुख्य बातें और स्टैटिक GK, एक ही रिवीज़न पुस्तक में।',
        tags: ['सामान्य जागरूकता', 'बैंकिंग', 'करंट अफेयर्स'],
        sampleChapter: '/books/general-awareness-rbi-monetary-policy.hi.md',
      },
    },
  },
  {
    slug: 'reasoning-ability-made-simple',
    coverImage: '/images/books/reasoning-ability.svg',
    pages: 512,
    languages: ['en', 'hi'],
    translations: {
      en: {
        title: 'Reasoning Ability Made Simple',
        author: 'Vikas Tiwari',
        description:
          'Syllogisms, seating arrangement, puzzles, inequalities and coding–decoding for bank, SSC and railway exams, each taught with a method you can use under time pressure.',
        tags: ['Reasoning', 'Banking', 'SSC', 'Railways'],
        sampleChapter: '/books/reasoning-syllogisms.en.md',
      },
      hi: {
        title: 'रीज़निंग एबिलिटी: आसान तरीके से',
        author: 'विकास तिवारी',
        description:
          'बैंक, SSC और रेलवे परीक्षाओं के लिए न्याय वाक्य (सिलोजिज़्म), बैठक व्यवस्था, पज़ल, असमिका और कोडिंग–डिकोडिंग, हर टॉपिक ऐसे तरीके से जो समय के दबाव में भी काम आए।',
        tags: ['रीज़निंग', 'बैंकिंग', 'SSC', 'रेलवे'],
        sampleChapter: '/books/reasoning-syllogisms.hi.md',
      },
    },
  },
];
