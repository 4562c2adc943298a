import type { SeedCategory } from './types.js';

export const categories: readonly SeedCategory[] = [
  {
    slug: 'banking',
    sortOrder: 10,
    image: '/images/categories/banking.svg',
    translations: {
      en: {
        name: 'Banking',
        description:
          'SBI PO, IBPS PO, SBI and IBPS Clerk and RBI Grade B. Full mocks with sectional timing, exactly as in the real exam.',
      },
      hi: {
        name: 'बैंकिंग',
        description:
          'SBI PO, IBPS PO, SBI व IBPS क्लर्क और RBI ग्रेड B। असली परीक्षा की तरह सेक्शनल टाइमिंग वाले फुल मॉक टेस्ट।',
      },
    },
  },
  {
    slug: 'ssc',
    sortOrder: 20,
    image: '/images/categories/ssc.svg',
    translations: {
      en: {
        name: 'SSC',
        description:
          'Staff Selection Commission exams: CGL, CHSL, MTS, GD Constable and CPO, on the same screen layout as the real CBT.',
      },
      hi: {
        name: 'SSC (कर्मचारी चयन आयोग)',
        description:
          'कर्मचारी चयन आयोग की परीक्षाएँ: CGL, CHSL, MTS, GD कांस्टेबल और CPO, असली CBT जैसी स्क्रीन पर।',
      },
    },
  },
  {
    slug: 'railways',
    sortOrder: 30,
    image: '/images/categories/railways.svg',
    translations: {
      en: {
        name: 'Railways',
        description:
          'RRB NTPC, Group D, ALP and JE. Computer-based tests with one-third negative marking, as the RRBs set them.',
      },
      hi: {
        name: 'रेलवे',
        description:
          'RRB NTPC, ग्रुप D, ALP और JE। रेलवे भर्ती बोर्ड की तरह 1/3 नेगेटिव मार्किंग वाले कंप्यूटर आधारित टेस्ट।',
      },
    },
  },
  {
    slug: 'defence-police',
    sortOrder: 40,
    image: '/images/categories/defence-police.svg',
    translations: {
      en: {
        name: 'Defence & Police',
        description:
          'NDA, CDS and AFCAT for the armed forces, and constable exams of UP Police and Delhi Police.',
      },
      hi: {
        name: 'रक्षा एवं पुलिस',
        description:
          'सेना के लिए NDA, CDS और AFCAT, तथा UP पुलिस और दिल्ली पुलिस की कांस्टेबल भर्ती परीक्षाएँ।',
      },
    },
  },
  {
    slug: 'civil-services',
    sortOrder: 50,
    image: '/images/categories/civil-services.svg',
    translations: {
      en: {
        name: 'Civil Services (UPSC & State PSC)',
        description:
          'UPSC Civil Services prelims (GS and CSAT) and state PSC prelims: UPPSC, BPSC and RPSC RAS.',
      },
      hi: {
        name: 'सिविल सेवा (UPSC एवं राज्य PSC)',
        description:
          'UPSC सिविल सेवा प्रारंभिक परीक्षा (GS व CSAT) और राज्य लोक सेवा आयोग: UPPSC, BPSC और RPSC RAS।',
      },
    },
  },
  {
    slug: 'engineering',
    sortOrder: 60,
    image: '/images/categories/engineering.svg',
    translations: {
      en: {
        name: 'Engineering (JEE)',
        description:
          'JEE Main, JEE Advanced, BITSAT and MHT CET: Physics, Chemistry and Mathematics papers with full solutions.',
      },
      hi: {
        name: 'इंजीनियरिंग (JEE)',
        description:
          'JEE Main, JEE Advanced, BITSAT और MHT CET: भौतिकी, रसायन और गणित के पेपर, पूरे हल के साथ।',
      },
    },
  },
  {
    slug: 'medical',
    sortOrder: 70,
    image: '/images/categories/medical.svg',
    translations: {
      en: {
        name: 'Medical (NEET)',
        description:
          'NEET UG for MBBS and BDS admission, plus NEET PG and FMGE for doctors. NCERT-based questions with explanations.',
      },
      hi: {
        name: 'मेडिकल (NEET)',
        description:
          'MBBS व BDS प्रवेश के लिए NEET UG, और डॉक्टरों के लिए NEET PG व FMGE। NCERT आधारित प्रश्न, व्याख्या सहित।',
      },
    },
  },
  {
    slug: 'board-exams',
    sortOrder: 80,
    image: '/images/categories/board-exams.svg',
    translations: {
      en: {
        name: 'Board Exams (CBSE 10 & 12)',
        description:
          'CBSE Class 10 and Class 12 papers on the board\'s latest question-paper design, section by section, with marking schemes.',
      },
      hi: {
        name: 'बोर्ड परीक्षा (CBSE 10वीं व 12वीं)',
        description:
          'CBSE कक्षा 10 और 12 के प्रश्नपत्र, बोर्ड के नवीनतम ढाँचे पर, खंडवार और अंक योजना (मार्किंग स्कीम) के साथ।',
      },
    },
  },
  {
    slug: 'teaching',
    sortOrder: 90,
    image: '/images/categories/teaching.svg',
    translations: {
      en: {
        name: 'Teaching (CTET, State TETs)',
        description:
          'CTET Paper 1 and Paper 2 and state eligibility tests such as UPTET and REET, with a strong focus on pedagogy.',
      },
      hi: {
        name: 'शिक्षक परीक्षाएँ (CTET, राज्य TET)',
        description:
          'CTET पेपर 1 व पेपर 2 और UPTET, REET जैसी राज्य पात्रता परीक्षाएँ, बाल विकास एवं शिक्षाशास्त्र पर विशेष ध्यान के साथ।',
      },
    },
  },
];
