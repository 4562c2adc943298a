import type { LanguageCode, SeedExam, SeedExamSection } from './types.js';

/**
 * Exam patterns as in each exam's latest notification we know of (see the notes per exam).
 * Dates are the next sitting as we expect it; null where no date has been announced.
 * `negativeMarking` is a fraction of the question's own marks (see types.ts).
 */

const bilingual: readonly LanguageCode[] = ['en', 'hi'];
const englishOnly: readonly LanguageCode[] = ['en'];

function section(
  slug: string,
  en: string,
  hi: string,
  questions: number,
  marks: number,
  minutes: number | null = null,
  negativeMarking?: number,
): SeedExamSection {
  return {
    slug,
    questions,
    marks,
    minutes,
    ...(negativeMarking === undefined ? {} : { negativeMarking }),
    translations: { en: { name: en }, hi: { name: hi } },
  };
}

/**
 * JEE Advanced's four parts of a subject, as in a recent Paper 1: four questions with one correct
 * option (+3, −1), three with one or more (+4, partial marks, −2), six with a numerical answer
 * (+4, none lost), four matching lists with one correct option (+3, −1): 17 questions, 60 marks.
 */
function jeeAdvancedSubject(slug: string, en: string, hi: string): SeedExamSection[] {
  const part = (n: number, kindEn: string, kindHi: string, questions: number, marks: number, negativeMarking: number, partialMarking = false): SeedExamSection => ({
    ...section(`${slug}-${n}`, `${en}: Section ${n} (${kindEn})`, `${hi}: खंड ${n} (${kindHi})`, questions, marks, null, negativeMarking),
    ...(partialMarking ? { partialMarking } : {}),
  });
  return [
    part(1, 'one correct option', 'एक सही विकल्प', 4, 12, 1 / 3),
    part(2, 'one or more correct options', 'एक या अधिक सही विकल्प', 3, 12, 1 / 2, true),
    part(3, 'numerical answer', 'संख्यात्मक उत्तर', 6, 24, 0),
    part(4, 'matching lists', 'सूचियों का मिलान', 4, 12, 1 / 3),
  ];
}

// Sections that several exams share.
const ctetCdp = (q: number) => section('child-development-pedagogy', 'Child Development and Pedagogy', 'बाल विकास एवं शिक्षाशास्त्र', q, q);
const languageOne = (q: number) => section('language-1', 'Language I', 'भाषा I', q, q);
const languageTwo = (q: number) => section('language-2', 'Language II', 'भाषा II', q, q);

export const exams: readonly SeedExam[] = [
  // ── Banking ────────────────────────────────────────────────────────────────
  {
    slug: 'sbi-po-prelims',
    categorySlug: 'banking',
    stateSlug: null,
    image: '/images/exams/sbi-po-prelims.svg',
    date: '2027-03-06',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 100,
    negativeMarking: 0.25,
    sections: [
      section('english-language', 'English Language', 'अंग्रेज़ी भाषा', 30, 30, 20),
      section('quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक अभियोग्यता', 35, 35, 20),
      section('reasoning-ability', 'Reasoning Ability', 'तर्कशक्ति', 35, 35, 20),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SBI PO Prelims',
        description:
          'Phase I of State Bank of India’s recruitment of Probationary Officers, open to graduates aged 21 to 30. It screens candidates for the Mains; its marks do not count in the final merit.',
        name: 'State Bank of India Probationary Officers – Preliminary Examination',
      },
      hi: {
        title: 'SBI PO प्रारंभिक परीक्षा',
        description:
          'भारतीय स्टेट बैंक में प्रोबेशनरी ऑफिसर भर्ती का पहला चरण, 21 से 30 वर्ष के स्नातकों के लिए। यह मुख्य परीक्षा के लिए छँटनी करती है; इसके अंक अंतिम मेरिट में नहीं जुड़ते।',
        name: 'भारतीय स्टेट बैंक परिवीक्षाधीन अधिकारी – प्रारंभिक परीक्षा',
      },
    },
  },
  {
    // 2025 notification: Quant now 30 marks and Reasoning 40, question counts unchanged.
    slug: 'ibps-po-prelims',
    categorySlug: 'banking',
    stateSlug: null,
    image: '/images/exams/ibps-po-prelims.svg',
    date: '2027-08-21',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 100,
    negativeMarking: 0.25,
    sections: [
      section('english-language', 'English Language', 'अंग्रेज़ी भाषा', 30, 30, 20),
      section('quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक अभियोग्यता', 35, 30, 20),
      section('reasoning-ability', 'Reasoning Ability', 'तर्कशक्ति', 35, 40, 20),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'IBPS PO Prelims',
        description:
          'The common first-stage test for Probationary Officer and Management Trainee posts in public sector banks such as PNB, Bank of Baroda and Canara Bank. Graduates aged 20 to 30 can apply.',
        name: 'IBPS Common Recruitment Process for Probationary Officers/Management Trainees – Preliminary Examination',
      },
      hi: {
        title: 'IBPS PO प्रारंभिक परीक्षा',
        description:
          'PNB, बैंक ऑफ बड़ौदा, केनरा बैंक जैसे सरकारी बैंकों में PO/मैनेजमेंट ट्रेनी पदों के लिए साझा पहला चरण। 20 से 30 वर्ष के स्नातक आवेदन कर सकते हैं।',
        name: 'IBPS परिवीक्षाधीन अधिकारी/प्रबंध प्रशिक्षु सामान्य भर्ती प्रक्रिया – प्रारंभिक परीक्षा',
      },
    },
  },
  {
    slug: 'sbi-clerk-prelims',
    categorySlug: 'banking',
    stateSlug: null,
    image: '/images/exams/sbi-clerk-prelims.svg',
    date: '2027-02-13',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 100,
    negativeMarking: 0.25,
    sections: [
      section('english-language', 'English Language', 'अंग्रेज़ी भाषा', 30, 30, 20),
      section('numerical-ability', 'Numerical Ability', 'संख्यात्मक अभियोग्यता', 35, 35, 20),
      section('reasoning-ability', 'Reasoning Ability', 'तर्कशक्ति', 35, 35, 20),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SBI Clerk Prelims',
        description:
          'First stage of SBI’s recruitment of Junior Associates (Customer Support & Sales) for its branches, open to graduates aged 20 to 28. Candidates apply for one state and must know its local language.',
        name: 'State Bank of India Junior Associates (Customer Support & Sales) – Preliminary Examination',
      },
      hi: {
        title: 'SBI क्लर्क प्रारंभिक परीक्षा',
        description:
          'SBI शाखाओं में जूनियर एसोसिएट (कस्टमर सपोर्ट एंड सेल्स) भर्ती का पहला चरण, 20 से 28 वर्ष के स्नातकों के लिए। आवेदन एक राज्य के लिए होता है और वहाँ की स्थानीय भाषा आना ज़रूरी है।',
        name: 'भारतीय स्टेट बैंक जूनियर एसोसिएट (कस्टमर सपोर्ट एंड सेल्स) – प्रारंभिक परीक्षा',
      },
    },
  },
  {
    slug: 'ibps-clerk-prelims',
    categorySlug: 'banking',
    stateSlug: null,
    image: '/images/exams/ibps-clerk-prelims.svg',
    date: '2027-10-09',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 100,
    negativeMarking: 0.25,
    sections: [
      section('english-language', 'English Language', 'अंग्रेज़ी भाषा', 30, 30, 20),
      section('numerical-ability', 'Numerical Ability', 'संख्यात्मक अभियोग्यता', 35, 35, 20),
      section('reasoning-ability', 'Reasoning Ability', 'तर्कशक्ति', 35, 35, 20),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'IBPS Clerk Prelims',
        description:
          'The screening test for Customer Service Associate posts in public sector banks, for graduates aged 20 to 28. There is no interview: selection rests on the Mains score.',
        name: 'IBPS Common Recruitment Process for Customer Service Associates – Preliminary Examination',
      },
      hi: {
        title: 'IBPS क्लर्क प्रारंभिक परीक्षा',
        description:
          'सरकारी बैंकों में कस्टमर सर्विस एसोसिएट पदों के लिए छँटनी परीक्षा, 20 से 28 वर्ष के स्नातकों के लिए। इसमें इंटरव्यू नहीं होता, चयन मुख्य परीक्षा के अंकों से होता है।',
        name: 'IBPS कस्टमर सर्विस एसोसिएट सामान्य भर्ती प्रक्रिया – प्रारंभिक परीक्षा',
      },
    },
  },
  {
    slug: 'rbi-grade-b-phase-1',
    categorySlug: 'banking',
    stateSlug: null,
    image: '/images/exams/rbi-grade-b-phase-1.svg',
    date: null,
    status: 'locked',
    questions: 200,
    minutes: 120,
    marks: 200,
    negativeMarking: 0.25,
    sections: [
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 80, 80, 25),
      section('reasoning', 'Reasoning', 'तर्कशक्ति', 60, 60, 45),
      section('english-language', 'English Language', 'अंग्रेज़ी भाषा', 30, 30, 25),
      section('quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक अभियोग्यता', 30, 30, 25),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'RBI Grade B Phase 1',
        description:
          'Phase I of the Reserve Bank of India’s direct recruitment of Grade B officers (General), for graduates with at least 60% marks aged 21 to 30. Each section has its own time limit and cut-off.',
        name: 'Reserve Bank of India Officers in Grade B (DR) General – Phase I',
      },
      hi: {
        title: 'RBI ग्रेड B फेज़ 1',
        description:
          'भारतीय रिज़र्व बैंक में ग्रेड B अधिकारी (सामान्य) की सीधी भर्ती का पहला चरण, कम से कम 60% अंकों वाले 21 से 30 वर्ष के स्नातकों के लिए। हर सेक्शन की अपनी समय-सीमा और कट-ऑफ होती है।',
        name: 'भारतीय रिज़र्व बैंक ग्रेड B अधिकारी (सीधी भर्ती) सामान्य – फेज़ I',
      },
    },
  },

  // ── SSC ────────────────────────────────────────────────────────────────────
  {
    slug: 'ssc-cgl-tier-1',
    categorySlug: 'ssc',
    stateSlug: null,
    image: '/images/exams/ssc-cgl-tier-1.svg',
    date: '2027-06-14',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 200,
    negativeMarking: 0.25,
    sections: [
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 25, 50),
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 25, 50),
      section('quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक योग्यता', 25, 50),
      section('english-comprehension', 'English Comprehension', 'अंग्रेज़ी बोध', 25, 50),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SSC CGL Tier 1',
        description:
          'The qualifying first tier of the Combined Graduate Level exam for Group B and C posts such as Assistant Section Officer, Income Tax Inspector and Auditor. Open to graduates; 0.50 marks are lost per wrong answer.',
        name: 'Staff Selection Commission Combined Graduate Level Examination – Tier I',
      },
      hi: {
        title: 'SSC CGL टियर 1',
        description:
          'संयुक्त स्नातक स्तरीय परीक्षा का पहला (क्वालीफाइंग) चरण, सहायक अनुभाग अधिकारी, आयकर निरीक्षक, ऑडिटर जैसे ग्रुप B व C पदों के लिए। स्नातक आवेदन कर सकते हैं; हर गलत उत्तर पर 0.50 अंक कटते हैं।',
        name: 'कर्मचारी चयन आयोग संयुक्त स्नातक स्तरीय परीक्षा – टियर I',
      },
    },
  },
  {
    slug: 'ssc-chsl-tier-1',
    categorySlug: 'ssc',
    stateSlug: null,
    image: '/images/exams/ssc-chsl-tier-1.svg',
    date: '2027-07-12',
    status: 'take',
    questions: 100,
    minutes: 60,
    marks: 200,
    negativeMarking: 0.25,
    sections: [
      section('english-language', 'English Language (Basic Knowledge)', 'अंग्रेज़ी भाषा (मूल ज्ञान)', 25, 50),
      section('general-intelligence', 'General Intelligence', 'सामान्य बुद्धि', 25, 50),
      section('quantitative-aptitude', 'Quantitative Aptitude (Basic Arithmetic Skill)', 'मात्रात्मक योग्यता (मूल अंकगणित)', 25, 50),
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 25, 50),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SSC CHSL Tier 1',
        description:
          'First tier of the Combined Higher Secondary Level exam for Lower Division Clerk, Junior Secretariat Assistant and Data Entry Operator posts. For candidates who have passed Class 12, aged 18 to 27.',
        name: 'Staff Selection Commission Combined Higher Secondary (10+2) Level Examination – Tier I',
      },
      hi: {
        title: 'SSC CHSL टियर 1',
        description:
          'संयुक्त उच्चतर माध्यमिक स्तरीय परीक्षा का पहला चरण, LDC, जूनियर सचिवालय सहायक और डेटा एंट्री ऑपरेटर पदों के लिए। 12वीं पास, 18 से 27 वर्ष के उम्मीदवारों के लिए।',
        name: 'कर्मचारी चयन आयोग संयुक्त उच्चतर माध्यमिक (10+2) स्तरीय परीक्षा – टियर I',
      },
    },
  },
  {
    // Two sessions of 45 minutes: Session I has no negative marking, Session II loses 1 of 3 marks.
    slug: 'ssc-mts',
    categorySlug: 'ssc',
    stateSlug: null,
    image: '/images/exams/ssc-mts.svg',
    date: '2027-09-14',
    status: 'take',
    questions: 90,
    minutes: 90,
    marks: 270,
    negativeMarking: 1 / 3,
    sections: [
      section('numerical-mathematical-ability', 'Session I: Numerical and Mathematical Ability', 'सत्र I: संख्यात्मक एवं गणितीय योग्यता', 20, 60, null, 0),
      section('reasoning-problem-solving', 'Session I: Reasoning Ability and Problem Solving', 'सत्र I: तर्क क्षमता एवं समस्या समाधान', 20, 60, null, 0),
      section('general-awareness', 'Session II: General Awareness', 'सत्र II: सामान्य जागरूकता', 25, 75),
      section('english-language-comprehension', 'Session II: English Language and Comprehension', 'सत्र II: अंग्रेज़ी भाषा एवं बोध', 25, 75),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SSC MTS & Havaldar',
        description:
          'Recruits Multi-Tasking Staff for central government offices and Havaldars for CBIC and CBN, for candidates who have passed Class 10. Two sessions of 45 minutes; only Session II has negative marking.',
        name: 'Staff Selection Commission Multi-Tasking (Non-Technical) Staff and Havaldar (CBIC & CBN) Examination',
      },
      hi: {
        title: 'SSC MTS व हवलदार',
        description:
          'केंद्र सरकार के कार्यालयों में मल्टी-टास्किंग स्टाफ और CBIC व CBN में हवलदार की भर्ती, 10वीं पास उम्मीदवारों के लिए। 45-45 मिनट के दो सत्र; नेगेटिव मार्किंग केवल सत्र II में।',
        name: 'कर्मचारी चयन आयोग मल्टी-टास्किंग (गैर-तकनीकी) स्टाफ एवं हवलदार (CBIC व CBN) परीक्षा',
      },
    },
  },
  {
    // The notices have said 0.25 marks per wrong answer on 2-mark questions, i.e. 1/8 of a question.
    slug: 'ssc-gd-constable',
    categorySlug: 'ssc',
    stateSlug: null,
    image: '/images/exams/ssc-gd-constable.svg',
    date: '2027-01-20',
    status: 'take',
    questions: 80,
    minutes: 60,
    marks: 160,
    negativeMarking: 0.125,
    sections: [
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 20, 40),
      section('general-knowledge-awareness', 'General Knowledge and General Awareness', 'सामान्य ज्ञान एवं सामान्य जागरूकता', 20, 40),
      section('elementary-mathematics', 'Elementary Mathematics', 'प्रारंभिक गणित', 20, 40),
      section('english-hindi', 'English/Hindi', 'अंग्रेज़ी/हिन्दी', 20, 40),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SSC GD Constable',
        description:
          'Recruits Constables (General Duty) in CAPFs such as BSF, CRPF, CISF, ITBP and SSB, and Riflemen in Assam Rifles. For Class 10 pass candidates aged 18 to 23; the CBE is followed by PET and PST.',
        name: 'Staff Selection Commission Constable (GD) in CAPFs, SSF and Rifleman (GD) in Assam Rifles Examination',
      },
      hi: {
        title: 'SSC GD कांस्टेबल',
        description:
          'BSF, CRPF, CISF, ITBP, SSB जैसे केंद्रीय सशस्त्र पुलिस बलों में कांस्टेबल (GD) और असम राइफल्स में राइफलमैन की भर्ती। 10वीं पास, 18 से 23 वर्ष के उम्मीदवारों के लिए; CBE के बाद PET व PST होते हैं।',
        name: 'कर्मचारी चयन आयोग CAPF, SSF में कांस्टेबल (GD) एवं असम राइफल्स में राइफलमैन (GD) परीक्षा',
      },
    },
  },
  {
    slug: 'ssc-cpo-paper-1',
    categorySlug: 'ssc',
    stateSlug: null,
    image: '/images/exams/ssc-cpo-paper-1.svg',
    date: '2027-05-10',
    status: 'locked',
    questions: 200,
    minutes: 120,
    marks: 200,
    negativeMarking: 0.25,
    sections: [
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 50, 50),
      section('general-knowledge-awareness', 'General Knowledge and General Awareness', 'सामान्य ज्ञान एवं सामान्य जागरूकता', 50, 50),
      section('quantitative-aptitude', 'Quantitative Aptitude', 'मात्रात्मक योग्यता', 50, 50),
      section('english-comprehension', 'English Comprehension', 'अंग्रेज़ी बोध', 50, 50),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'SSC CPO Paper 1',
        description:
          'Paper 1 of the recruitment of Sub-Inspectors in Delhi Police and the Central Armed Police Forces, for graduates aged 20 to 25. Physical tests and Paper 2 (English) follow.',
        name: 'Staff Selection Commission Sub-Inspector in Delhi Police and Central Armed Police Forces – Paper I',
      },
      hi: {
        title: 'SSC CPO पेपर 1',
        description:
          'दिल्ली पुलिस और केंद्रीय सशस्त्र पुलिस बलों में सब-इंस्पेक्टर भर्ती का पेपर 1, 20 से 25 वर्ष के स्नातकों के लिए। इसके बाद शारीरिक परीक्षा और पेपर 2 (अंग्रेज़ी) होते हैं।',
        name: 'कर्मचारी चयन आयोग दिल्ली पुलिस एवं केंद्रीय सशस्त्र पुलिस बलों में सब-इंस्पेक्टर – पेपर I',
      },
    },
  },

  // ── Railways ───────────────────────────────────────────────────────────────
  {
    slug: 'rrb-ntpc-cbt-1',
    categorySlug: 'railways',
    stateSlug: null,
    image: '/images/exams/rrb-ntpc-cbt-1.svg',
    date: '2027-03-16',
    status: 'take',
    questions: 100,
    minutes: 90,
    marks: 100,
    negativeMarking: 1 / 3,
    sections: [
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 40, 40),
      section('mathematics', 'Mathematics', 'गणित', 30, 30),
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 30, 30),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'RRB NTPC CBT 1',
        description:
          'The first computer-based test for Non-Technical Popular Categories such as Station Master, Goods Train Manager and Commercial cum Ticket Clerk. Separate notifications cover graduate and Class 12 level posts.',
        name: 'Railway Recruitment Boards Non-Technical Popular Categories – First Stage CBT',
      },
      hi: {
        title: 'RRB NTPC CBT 1',
        description:
          'स्टेशन मास्टर, गुड्स ट्रेन मैनेजर, कमर्शियल कम टिकट क्लर्क जैसी नॉन-टेक्निकल पॉपुलर कैटेगरी के लिए पहला कंप्यूटर आधारित टेस्ट। स्नातक और 12वीं स्तर के पदों की अधिसूचना अलग-अलग आती है।',
        name: 'रेलवे भर्ती बोर्ड गैर-तकनीकी लोकप्रिय श्रेणियाँ – प्रथम चरण CBT',
      },
    },
  },
  {
    slug: 'rrb-group-d',
    categorySlug: 'railways',
    stateSlug: null,
    image: '/images/exams/rrb-group-d.svg',
    date: '2027-05-11',
    status: 'take',
    questions: 100,
    minutes: 90,
    marks: 100,
    negativeMarking: 1 / 3,
    sections: [
      section('general-science', 'General Science', 'सामान्य विज्ञान', 25, 25),
      section('mathematics', 'Mathematics', 'गणित', 25, 25),
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 30, 30),
      section('general-awareness-current-affairs', 'General Awareness and Current Affairs', 'सामान्य जागरूकता एवं समसामयिकी', 20, 20),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'RRB Group D',
        description:
          'Recruitment to Level 1 posts such as Track Maintainer Grade IV, Pointsman and Assistant in various departments. Open to Class 10 pass or ITI candidates; a physical efficiency test follows the CBT.',
        name: 'Railway Recruitment Board Level 1 (Group D) – Computer Based Test',
      },
      hi: {
        title: 'RRB ग्रुप D',
        description:
          'ट्रैक मेंटेनर ग्रेड IV, पॉइंट्समैन और विभिन्न विभागों में असिस्टेंट जैसे लेवल 1 पदों की भर्ती। 10वीं पास या ITI उम्मीदवारों के लिए; CBT के बाद शारीरिक दक्षता परीक्षा होती है।',
        name: 'रेलवे भर्ती बोर्ड लेवल 1 (ग्रुप D) – कंप्यूटर आधारित परीक्षा',
      },
    },
  },
  {
    slug: 'rrb-alp-cbt-1',
    categorySlug: 'railways',
    stateSlug: null,
    image: '/images/exams/rrb-alp-cbt-1.svg',
    date: '2027-01-27',
    status: 'take',
    questions: 75,
    minutes: 60,
    marks: 75,
    negativeMarking: 1 / 3,
    sections: [
      section('mathematics', 'Mathematics', 'गणित', 20, 20),
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 25, 25),
      section('general-science', 'General Science', 'सामान्य विज्ञान', 20, 20),
      section('general-awareness-current-affairs', 'General Awareness on Current Affairs', 'समसामयिकी पर सामान्य जागरूकता', 10, 10),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'RRB ALP CBT 1',
        description:
          'The screening CBT for Assistant Loco Pilots, for Class 10 pass candidates with an ITI, or with a diploma or degree in engineering. CBT 2 and a computer-based aptitude test follow.',
        name: 'Railway Recruitment Boards Assistant Loco Pilot – First Stage CBT',
      },
      hi: {
        title: 'RRB ALP CBT 1',
        description:
          'असिस्टेंट लोको पायलट की छँटनी परीक्षा, 10वीं के साथ ITI या इंजीनियरिंग में डिप्लोमा/डिग्री वाले उम्मीदवारों के लिए। इसके बाद CBT 2 और कंप्यूटर आधारित एप्टीट्यूड टेस्ट होते हैं।',
        name: 'रेलवे भर्ती बोर्ड सहायक लोको पायलट – प्रथम चरण CBT',
      },
    },
  },
  {
    slug: 'rrb-je-cbt-1',
    categorySlug: 'railways',
    stateSlug: null,
    image: null,
    date: '2027-08-10',
    status: 'locked',
    questions: 100,
    minutes: 90,
    marks: 100,
    negativeMarking: 1 / 3,
    sections: [
      section('mathematics', 'Mathematics', 'गणित', 30, 30),
      section('general-intelligence-reasoning', 'General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्क', 25, 25),
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 15, 15),
      section('general-science', 'General Science', 'सामान्य विज्ञान', 30, 30),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'RRB JE CBT 1',
        description:
          'First CBT for Junior Engineer, Depot Material Superintendent and Chemical & Metallurgical Assistant posts, for diploma or degree holders in engineering and science.',
        name: 'Railway Recruitment Boards Junior Engineer, DMS and CMA – First Stage CBT',
      },
      hi: {
        title: 'RRB JE CBT 1',
        description:
          'जूनियर इंजीनियर, डिपो मटेरियल सुपरिंटेंडेंट और केमिकल एवं मेटलर्जिकल असिस्टेंट पदों का पहला CBT, इंजीनियरिंग या विज्ञान में डिप्लोमा/डिग्री धारकों के लिए।',
        name: 'रेलवे भर्ती बोर्ड जूनियर इंजीनियर, DMS एवं CMA – प्रथम चरण CBT',
      },
    },
  },

  // ── Defence & Police ───────────────────────────────────────────────────────
  {
    // Two papers of 150 minutes each: Mathematics, then the General Ability Test (English + GK).
    slug: 'nda',
    categorySlug: 'defence-police',
    stateSlug: null,
    image: '/images/exams/nda.svg',
    date: '2027-04-11',
    status: 'take',
    questions: 270,
    minutes: 300,
    marks: 900,
    negativeMarking: 1 / 3,
    sections: [
      section('mathematics', 'Paper I: Mathematics', 'प्रश्नपत्र I: गणित', 120, 300, 150),
      section('gat-english', 'Paper II (GAT): English', 'प्रश्नपत्र II (सामान्य योग्यता): अंग्रेज़ी', 50, 200),
      section('gat-general-knowledge', 'Paper II (GAT): General Knowledge', 'प्रश्नपत्र II (सामान्य योग्यता): सामान्य ज्ञान', 100, 400),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'NDA & NA (I)',
        description:
          'UPSC’s written exam for the Army, Navy and Air Force wings of the National Defence Academy and the Naval Academy, for unmarried candidates aged about 16½ to 19½ who have passed or are in Class 12. An SSB interview follows.',
        name: 'UPSC National Defence Academy and Naval Academy Examination (I)',
      },
      hi: {
        title: 'NDA व NA (I)',
        description:
          'राष्ट्रीय रक्षा अकादमी की थल, नौ व वायु सेना शाखाओं और नौसेना अकादमी के लिए UPSC की लिखित परीक्षा, लगभग 16½ से 19½ वर्ष के अविवाहित, 12वीं पास या 12वीं में पढ़ रहे उम्मीदवारों के लिए। इसके बाद SSB इंटरव्यू होता है।',
        name: 'संघ लोक सेवा आयोग राष्ट्रीय रक्षा अकादमी एवं नौसेना अकादमी परीक्षा (I)',
      },
    },
  },
  {
    // The IMA, INA and AFA scheme; OTA candidates sit only English and GK.
    slug: 'cds',
    categorySlug: 'defence-police',
    stateSlug: null,
    image: '/images/exams/cds.svg',
    date: '2027-04-11',
    status: 'locked',
    questions: 300,
    minutes: 360,
    marks: 300,
    negativeMarking: 1 / 3,
    sections: [
      section('english', 'English', 'अंग्रेज़ी', 100, 100, 120),
      section('general-knowledge', 'General Knowledge', 'सामान्य ज्ञान', 100, 100, 120),
      section('elementary-mathematics', 'Elementary Mathematics', 'प्रारंभिक गणित', 100, 100, 120),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CDS (I)',
        description:
          'UPSC’s Combined Defence Services exam for graduates joining the Indian Military Academy, Naval Academy, Air Force Academy or Officers’ Training Academy. This mock follows the three-paper IMA, INA and AFA scheme.',
        name: 'UPSC Combined Defence Services Examination (I)',
      },
      hi: {
        title: 'CDS (I)',
        description:
          'भारतीय सैन्य अकादमी, नौसेना अकादमी, वायु सेना अकादमी या ऑफिसर्स ट्रेनिंग अकादमी में जाने वाले स्नातकों के लिए UPSC की संयुक्त रक्षा सेवा परीक्षा। यह मॉक IMA, INA व AFA की तीन प्रश्नपत्रों वाली योजना पर है।',
        name: 'संघ लोक सेवा आयोग संयुक्त रक्षा सेवा परीक्षा (I)',
      },
    },
  },
  {
    // The notification fixes only the total; the section split below is the usual one, not an official one.
    slug: 'afcat',
    categorySlug: 'defence-police',
    stateSlug: null,
    image: '/images/exams/afcat.svg',
    date: '2027-02-20',
    status: 'take',
    questions: 100,
    minutes: 120,
    marks: 300,
    negativeMarking: 1 / 3,
    sections: [
      section('general-awareness', 'General Awareness', 'सामान्य जागरूकता', 25, 75),
      section('verbal-ability', 'Verbal Ability in English', 'अंग्रेज़ी में शाब्दिक योग्यता', 30, 90),
      section('numerical-ability', 'Numerical Ability', 'संख्यात्मक योग्यता', 20, 60),
      section('reasoning-military-aptitude', 'Reasoning and Military Aptitude', 'तर्क एवं सैन्य अभिरुचि', 25, 75),
    ],
    languages: englishOnly,
    translations: {
      en: {
        title: 'AFCAT',
        description:
          'The Indian Air Force’s Common Admission Test for commissioned officers in the Flying and Ground Duty branches, held twice a year for graduates. The paper is in English only: +3 for a right answer, −1 for a wrong one.',
        name: 'Air Force Common Admission Test',
      },
      hi: {
        title: 'AFCAT',
        description:
          'भारतीय वायु सेना की फ्लाइंग और ग्राउंड ड्यूटी शाखाओं में कमीशंड अधिकारी बनने के लिए साल में दो बार होने वाली परीक्षा, स्नातकों के लिए। पेपर केवल अंग्रेज़ी में होता है: सही उत्तर पर +3, गलत पर −1।',
        name: 'वायु सेना सामान्य प्रवेश परीक्षा',
      },
    },
  },
  {
    slug: 'up-police-constable',
    categorySlug: 'defence-police',
    stateSlug: 'uttar-pradesh',
    image: '/images/exams/up-police-constable.svg',
    date: '2027-03-20',
    status: 'take',
    questions: 150,
    minutes: 120,
    marks: 300,
    negativeMarking: 0.25,
    sections: [
      section('general-knowledge', 'General Knowledge', 'सामान्य ज्ञान', 38, 76),
      section('general-hindi', 'General Hindi', 'सामान्य हिन्दी', 37, 74),
      section('numerical-mental-ability', 'Numerical and Mental Ability', 'संख्यात्मक एवं मानसिक योग्यता', 38, 76),
      section('mental-aptitude-reasoning', 'Mental Aptitude, IQ and Reasoning', 'मानसिक अभिरुचि, बुद्धिलब्धि एवं तर्कशक्ति', 37, 74),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'UP Police Constable',
        description:
          'The written exam of the UP Police Recruitment and Promotion Board for Constable (Civil Police), for Class 12 pass candidates. Each question carries 2 marks and a wrong answer costs 0.5.',
        name: 'Uttar Pradesh Police Constable (Civil Police) Direct Recruitment – Written Examination',
      },
      hi: {
        title: 'UP पुलिस कांस्टेबल',
        description:
          'उत्तर प्रदेश पुलिस भर्ती एवं प्रोन्नति बोर्ड की आरक्षी नागरिक पुलिस लिखित परीक्षा, 12वीं पास उम्मीदवारों के लिए। हर प्रश्न 2 अंक का है और गलत उत्तर पर 0.5 अंक कटते हैं।',
        name: 'उत्तर प्रदेश पुलिस आरक्षी नागरिक पुलिस सीधी भर्ती – लिखित परीक्षा',
      },
    },
  },
  {
    slug: 'delhi-police-constable',
    categorySlug: 'defence-police',
    stateSlug: 'delhi',
    image: '/images/exams/delhi-police-constable.svg',
    date: '2026-12-14',
    status: 'take',
    questions: 100,
    minutes: 90,
    marks: 100,
    negativeMarking: 0.25,
    sections: [
      section('general-knowledge-current-affairs', 'General Knowledge and Current Affairs', 'सामान्य ज्ञान एवं समसामयिकी', 50, 50),
      section('reasoning', 'Reasoning', 'तर्कशक्ति', 25, 25),
      section('numerical-ability', 'Numerical Ability', 'संख्यात्मक योग्यता', 15, 15),
      section('computer-fundamentals', 'Computer Fundamentals', 'कंप्यूटर की बुनियादी जानकारी', 10, 10),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'Delhi Police Constable',
        description:
          'SSC conducts this exam for Constable (Executive) in Delhi Police, for Class 12 pass men and women. The CBE is followed by physical endurance and measurement tests.',
        name: 'Staff Selection Commission Constable (Executive) Male and Female in Delhi Police Examination',
      },
      hi: {
        title: 'दिल्ली पुलिस कांस्टेबल',
        description:
          'दिल्ली पुलिस में कांस्टेबल (एग्जीक्यूटिव) पुरुष व महिला भर्ती की परीक्षा SSC कराता है, 12वीं पास उम्मीदवारों के लिए। CBE के बाद शारीरिक सहनशक्ति एवं माप परीक्षण होता है।',
        name: 'कर्मचारी चयन आयोग दिल्ली पुलिस कांस्टेबल (एग्जीक्यूटिव) पुरुष एवं महिला परीक्षा',
      },
    },
  },

  // ── Civil Services ─────────────────────────────────────────────────────────
  {
    slug: 'upsc-cse-prelims-gs-1',
    categorySlug: 'civil-services',
    stateSlug: null,
    image: '/images/exams/upsc-cse-prelims-gs-1.svg',
    date: '2027-05-23',
    status: 'take',
    questions: 100,
    minutes: 120,
    marks: 200,
    negativeMarking: 1 / 3,
    sections: [section('general-studies', 'General Studies', 'सामान्य अध्ययन', 100, 200)],
    languages: bilingual,
    translations: {
      en: {
        title: 'UPSC CSE Prelims – GS Paper I',
        description:
          'The paper that decides the prelims cut-off for the IAS, IPS, IFS and other Civil Services, for graduates aged 21 to 32 (general category). One-third of a question’s marks is deducted for a wrong answer.',
        name: 'UPSC Civil Services (Preliminary) Examination – General Studies Paper I',
      },
      hi: {
        title: 'UPSC CSE प्रारंभिक – सामान्य अध्ययन प्रश्नपत्र I',
        description:
          'IAS, IPS, IFS और अन्य सिविल सेवाओं की प्रारंभिक परीक्षा का वह प्रश्नपत्र जिससे कट-ऑफ तय होती है, 21 से 32 वर्ष (सामान्य वर्ग) के स्नातकों के लिए। गलत उत्तर पर प्रश्न के एक-तिहाई अंक कटते हैं।',
        name: 'संघ लोक सेवा आयोग सिविल सेवा (प्रारंभिक) परीक्षा – सामान्य अध्ययन प्रश्नपत्र I',
      },
    },
  },
  {
    slug: 'upsc-cse-prelims-csat',
    categorySlug: 'civil-services',
    stateSlug: null,
    image: '/images/exams/upsc-cse-prelims-csat.svg',
    date: '2027-05-23',
    status: 'take',
    questions: 80,
    minutes: 120,
    marks: 200,
    negativeMarking: 1 / 3,
    sections: [
      section('csat', 'Comprehension, Reasoning and Basic Numeracy', 'बोधगम्यता, तर्कशक्ति एवं आधारभूत संख्यात्मकता', 80, 200),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'UPSC CSE Prelims – CSAT (GS Paper II)',
        description:
          'The qualifying second paper of the Civil Services prelims: you need 33% (66 of 200) or your GS Paper I is not counted. Tests comprehension, reasoning and Class 10 level numeracy.',
        name: 'UPSC Civil Services (Preliminary) Examination – General Studies Paper II (CSAT)',
      },
      hi: {
        title: 'UPSC CSE प्रारंभिक – सीसैट (सामान्य अध्ययन प्रश्नपत्र II)',
        description:
          'सिविल सेवा प्रारंभिक परीक्षा का क्वालीफाइंग दूसरा प्रश्नपत्र: 33% (200 में से 66) अंक ज़रूरी हैं, वरना प्रश्नपत्र I का मूल्यांकन नहीं होता। इसमें बोधगम्यता, तर्कशक्ति और 10वीं स्तर की गणित आती है।',
        name: 'संघ लोक सेवा आयोग सिविल सेवा (प्रारंभिक) परीक्षा – सामान्य अध्ययन प्रश्नपत्र II (सीसैट)',
      },
    },
  },
  {
    slug: 'uppsc-pcs-prelims-gs-1',
    categorySlug: 'civil-services',
    stateSlug: 'uttar-pradesh',
    image: '/images/exams/uppsc-pcs-prelims-gs-1.svg',
    date: '2026-12-27',
    status: 'take',
    questions: 150,
    minutes: 120,
    marks: 200,
    negativeMarking: 1 / 3,
    sections: [section('general-studies', 'General Studies', 'सामान्य अध्ययन', 150, 200)],
    languages: bilingual,
    translations: {
      en: {
        title: 'UPPSC PCS Prelims – GS Paper I',
        description:
          'Uttar Pradesh Public Service Commission’s Combined State/Upper Subordinate Services prelims for posts such as SDM and Deputy SP, for graduates aged 21 to 40. GS Paper II (CSAT) is qualifying at 33%.',
        name: 'UPPSC Combined State/Upper Subordinate Services (Preliminary) Examination – General Studies Paper I',
      },
      hi: {
        title: 'UPPSC PCS प्रारंभिक – सामान्य अध्ययन प्रश्नपत्र I',
        description:
          'उत्तर प्रदेश लोक सेवा आयोग की सम्मिलित राज्य/प्रवर अधीनस्थ सेवा प्रारंभिक परीक्षा, SDM और डिप्टी SP जैसे पदों के लिए, 21 से 40 वर्ष के स्नातकों के लिए। सामान्य अध्ययन प्रश्नपत्र II (सीसैट) में 33% अंक ज़रूरी हैं।',
        name: 'उ.प्र. लोक सेवा आयोग सम्मिलित राज्य/प्रवर अधीनस्थ सेवा (प्रारंभिक) परीक्षा – सामान्य अध्ययन प्रश्नपत्र I',
      },
    },
  },
  {
    slug: 'bpsc-cce-prelims',
    categorySlug: 'civil-services',
    stateSlug: 'bihar',
    image: '/images/exams/bpsc-cce-prelims.svg',
    date: '2027-01-17',
    status: 'take',
    questions: 150,
    minutes: 120,
    marks: 150,
    negativeMarking: 1 / 3,
    sections: [section('general-studies', 'General Studies', 'सामान्य अध्ययन', 150, 150)],
    languages: bilingual,
    translations: {
      en: {
        title: 'BPSC CCE Prelims',
        description:
          'Bihar Public Service Commission’s Combined Competitive Exam prelims for posts such as Bihar Administrative Service and Bihar Police Service officers. One paper of General Studies; it only screens for the Mains.',
        name: 'BPSC Integrated Combined Competitive (Preliminary) Examination',
      },
      hi: {
        title: 'BPSC CCE प्रारंभिक परीक्षा',
        description:
          'बिहार लोक सेवा आयोग की संयुक्त प्रतियोगी प्रारंभिक परीक्षा, बिहार प्रशासनिक सेवा और बिहार पुलिस सेवा जैसे पदों के लिए। सामान्य अध्ययन का एक प्रश्नपत्र; यह केवल मुख्य परीक्षा के लिए छँटनी करती है।',
        name: 'बिहार लोक सेवा आयोग एकीकृत संयुक्त प्रतियोगी (प्रारंभिक) परीक्षा',
      },
    },
  },
  {
    slug: 'rpsc-ras-prelims',
    categorySlug: 'civil-services',
    stateSlug: 'rajasthan',
    image: '/images/exams/rpsc-ras-prelims.svg',
    date: '2027-02-14',
    status: 'take',
    questions: 150,
    minutes: 180,
    marks: 200,
    negativeMarking: 1 / 3,
    sections: [section('general-knowledge-science', 'General Knowledge and General Science', 'सामान्य ज्ञान एवं सामान्य विज्ञान', 150, 200)],
    languages: bilingual,
    translations: {
      en: {
        title: 'RPSC RAS Prelims',
        description:
          'Rajasthan Public Service Commission’s prelims for the Rajasthan Administrative Service and allied services, with a strong share of Rajasthan history, culture and geography. Open to graduates aged 21 to 40.',
        name: 'RPSC Rajasthan State and Subordinate Services Combined Competitive (Preliminary) Examination',
      },
      hi: {
        title: 'RPSC RAS प्रारंभिक परीक्षा',
        description:
          'राजस्थान लोक सेवा आयोग की राजस्थान प्रशासनिक एवं अधीनस्थ सेवाओं की प्रारंभिक परीक्षा, जिसमें राजस्थान के इतिहास, संस्कृति और भूगोल का बड़ा हिस्सा रहता है। 21 से 40 वर्ष के स्नातकों के लिए।',
        name: 'राजस्थान लोक सेवा आयोग राज्य एवं अधीनस्थ सेवाएँ संयुक्त प्रतियोगी (प्रारंभिक) परीक्षा',
      },
    },
  },

  // ── Engineering ────────────────────────────────────────────────────────────
  {
    // Since 2025 all 75 questions are compulsory (no optional numerical questions), −1 on all of them.
    slug: 'jee-main-paper-1',
    categorySlug: 'engineering',
    stateSlug: null,
    image: '/images/exams/jee-main-paper-1.svg',
    date: '2027-01-21',
    status: 'take',
    questions: 75,
    minutes: 180,
    marks: 300,
    negativeMarking: 0.25,
    sections: [
      section('physics', 'Physics', 'भौतिकी', 25, 100),
      section('chemistry', 'Chemistry', 'रसायन विज्ञान', 25, 100),
      section('mathematics', 'Mathematics', 'गणित', 25, 100),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'JEE Main Paper 1 (B.E./B.Tech)',
        description:
          'NTA’s entrance test for B.E./B.Tech at NITs, IIITs and other centrally funded institutes, and the qualifier for JEE Advanced. Held in January and April; each subject has 20 MCQs and 5 numerical questions.',
        name: 'Joint Entrance Examination (Main) – Paper 1 (B.E./B.Tech.)',
      },
      hi: {
        title: 'JEE Main पेपर 1 (B.E./B.Tech)',
        description:
          'NIT, IIIT और अन्य केंद्रीय संस्थानों में B.E./B.Tech प्रवेश के लिए NTA की परीक्षा, जो JEE Advanced की पात्रता भी तय करती है। जनवरी और अप्रैल में होती है; हर विषय में 20 MCQ और 5 संख्यात्मक प्रश्न।',
        name: 'संयुक्त प्रवेश परीक्षा (मुख्य) – पेपर 1 (B.E./B.Tech.)',
      },
    },
  },
  {
    // The IITs change the paper's design every year; this follows a recent Paper 1 (17 questions, 60 marks a subject).
    slug: 'jee-advanced-paper-1',
    categorySlug: 'engineering',
    stateSlug: null,
    image: '/images/exams/jee-advanced-paper-1.svg',
    date: null,
    status: 'locked',
    questions: 51,
    minutes: 180,
    marks: 180,
    negativeMarking: 1 / 3,
    sections: [
      ...jeeAdvancedSubject('physics', 'Physics', 'भौतिकी'),
      ...jeeAdvancedSubject('chemistry', 'Chemistry', 'रसायन विज्ञान'),
      ...jeeAdvancedSubject('mathematics', 'Mathematics', 'गणित'),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'JEE Advanced Paper 1',
        description:
          'The IIT entrance exam for the top JEE Main rankers: two compulsory three-hour papers on the same day. Question types and marking, including partial marks, change from year to year.',
        name: 'Joint Entrance Examination (Advanced) – Paper 1',
      },
      hi: {
        title: 'JEE Advanced पेपर 1',
        description:
          'JEE Main के शीर्ष रैंक वालों के लिए IIT की प्रवेश परीक्षा: एक ही दिन तीन-तीन घंटे के दो अनिवार्य पेपर। प्रश्नों के प्रकार और अंक योजना, आंशिक अंकों सहित, हर साल बदलती है।',
        name: 'संयुक्त प्रवेश परीक्षा (एडवांस्ड) – पेपर 1',
      },
    },
  },
  {
    slug: 'bitsat',
    categorySlug: 'engineering',
    stateSlug: null,
    image: '/images/exams/bitsat.svg',
    date: '2027-05-24',
    status: 'take',
    questions: 130,
    minutes: 180,
    marks: 390,
    negativeMarking: 1 / 3,
    sections: [
      section('physics', 'Physics', 'भौतिकी', 30, 90),
      section('chemistry', 'Chemistry', 'रसायन विज्ञान', 30, 90),
      section('english-proficiency', 'English Proficiency', 'अंग्रेज़ी दक्षता', 10, 30),
      section('logical-reasoning', 'Logical Reasoning', 'तार्किक क्षमता', 20, 60),
      section('mathematics', 'Mathematics', 'गणित', 40, 120),
    ],
    languages: englishOnly,
    translations: {
      en: {
        title: 'BITSAT',
        description:
          'BITS Pilani’s online admission test for its integrated first-degree programmes at the Pilani, Goa and Hyderabad campuses. +3 for a right answer, −1 for a wrong one; English only.',
        name: 'Birla Institute of Technology and Science Admission Test',
      },
      hi: {
        title: 'BITSAT',
        description:
          'BITS पिलानी के पिलानी, गोवा और हैदराबाद कैंपस में इंटीग्रेटेड फर्स्ट डिग्री प्रोग्राम में प्रवेश के लिए ऑनलाइन परीक्षा। सही उत्तर पर +3, गलत पर −1; पेपर केवल अंग्रेज़ी में।',
        name: 'बिड़ला इंस्टीट्यूट ऑफ टेक्नोलॉजी एंड साइंस प्रवेश परीक्षा',
      },
    },
  },
  {
    // Physics and Chemistry share the first 90 minutes; Mathematics (2 marks a question) has its own 90.
    slug: 'mht-cet-pcm',
    categorySlug: 'engineering',
    stateSlug: 'maharashtra',
    image: '/images/exams/mht-cet-pcm.svg',
    date: '2027-04-19',
    status: 'take',
    questions: 150,
    minutes: 180,
    marks: 200,
    negativeMarking: 0,
    sections: [
      section('physics', 'Physics', 'भौतिकी', 50, 50),
      section('chemistry', 'Chemistry', 'रसायन विज्ञान', 50, 50),
      section('mathematics', 'Mathematics', 'गणित', 50, 100, 90),
    ],
    languages: englishOnly,
    translations: {
      en: {
        title: 'MHT CET (PCM)',
        description:
          'Maharashtra’s Common Entrance Test for engineering and pharmacy admissions in the state, set on the Maharashtra HSC syllabus. There is no negative marking.',
        name: 'Maharashtra Common Entrance Test – PCM Group',
      },
      hi: {
        title: 'MHT CET (PCM)',
        description:
          'महाराष्ट्र में इंजीनियरिंग और फार्मेसी प्रवेश के लिए राज्य की सामान्य प्रवेश परीक्षा, महाराष्ट्र HSC पाठ्यक्रम पर आधारित। इसमें नेगेटिव मार्किंग नहीं है।',
        name: 'महाराष्ट्र सामान्य प्रवेश परीक्षा – PCM समूह',
      },
    },
  },

  // ── Medical ────────────────────────────────────────────────────────────────
  {
    // Since 2025: 180 compulsory questions in 180 minutes (the optional Section B is gone).
    slug: 'neet-ug',
    categorySlug: 'medical',
    stateSlug: null,
    image: '/images/exams/neet-ug.svg',
    date: '2027-05-02',
    status: 'take',
    questions: 180,
    minutes: 180,
    marks: 720,
    negativeMarking: 0.25,
    sections: [
      section('physics', 'Physics', 'भौतिकी', 45, 180),
      section('chemistry', 'Chemistry', 'रसायन विज्ञान', 45, 180),
      section('botany', 'Biology: Botany', 'जीव विज्ञान: वनस्पति विज्ञान', 45, 180),
      section('zoology', 'Biology: Zoology', 'जीव विज्ञान: प्राणी विज्ञान', 45, 180),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'NEET UG',
        description:
          'NTA’s single national entrance test for MBBS, BDS, AYUSH and other medical courses, taken after Class 12 with Physics, Chemistry and Biology. A pen-and-paper exam: +4 for a right answer, −1 for a wrong one.',
        name: 'National Eligibility cum Entrance Test (Undergraduate)',
      },
      hi: {
        title: 'NEET UG',
        description:
          'MBBS, BDS, आयुष और अन्य मेडिकल कोर्स में प्रवेश के लिए NTA की एकमात्र राष्ट्रीय परीक्षा, भौतिकी, रसायन व जीव विज्ञान के साथ 12वीं के बाद। पेन-पेपर परीक्षा: सही उत्तर पर +4, गलत पर −1।',
        name: 'राष्ट्रीय पात्रता सह प्रवेश परीक्षा (स्नातक)',
      },
    },
  },
  {
    // Five time-bound sections of 40 questions and 42 minutes; no going back to a closed section.
    slug: 'neet-pg',
    categorySlug: 'medical',
    stateSlug: null,
    image: '/images/exams/neet-pg.svg',
    date: '2027-06-27',
    status: 'locked',
    questions: 200,
    minutes: 210,
    marks: 800,
    negativeMarking: 0.25,
    sections: [
      section('section-a', 'Section A', 'खंड A', 40, 160, 42),
      section('section-b', 'Section B', 'खंड B', 40, 160, 42),
      section('section-c', 'Section C', 'खंड C', 40, 160, 42),
      section('section-d', 'Section D', 'खंड D', 40, 160, 42),
      section('section-e', 'Section E', 'खंड E', 40, 160, 42),
    ],
    languages: englishOnly,
    translations: {
      en: {
        title: 'NEET PG',
        description:
          'NBEMS’s entrance test for MD, MS and PG Diploma seats, for MBBS doctors who have completed or will complete their internship. Five timed sections; +4 for a right answer, −1 for a wrong one.',
        name: 'National Eligibility cum Entrance Test (Postgraduate)',
      },
      hi: {
        title: 'NEET PG',
        description:
          'MD, MS और PG डिप्लोमा सीटों के लिए NBEMS की प्रवेश परीक्षा, उन MBBS डॉक्टरों के लिए जिनकी इंटर्नशिप पूरी हो चुकी है या होने वाली है। समय-बद्ध पाँच खंड; सही उत्तर पर +4, गलत पर −1।',
        name: 'राष्ट्रीय पात्रता सह प्रवेश परीक्षा (स्नातकोत्तर)',
      },
    },
  },
  {
    slug: 'fmge',
    categorySlug: 'medical',
    stateSlug: null,
    image: null,
    date: '2027-01-16',
    status: 'take',
    questions: 300,
    minutes: 300,
    marks: 300,
    negativeMarking: 0,
    sections: [
      section('part-a', 'Part A: Pre-clinical and Para-clinical Subjects', 'भाग A: प्री-क्लिनिकल व पैरा-क्लिनिकल विषय', 150, 150, 150),
      section('part-b', 'Part B: Clinical Subjects', 'भाग B: क्लिनिकल विषय', 150, 150, 150),
    ],
    languages: englishOnly,
    translations: {
      en: {
        title: 'FMGE',
        description:
          'The screening test that Indian citizens with a medical degree from abroad must pass to register and practise in India. Held in June and December; 150 of 300 is a pass and there is no negative marking.',
        name: 'Foreign Medical Graduate Examination',
      },
      hi: {
        title: 'FMGE',
        description:
          'विदेश से मेडिकल डिग्री लेने वाले भारतीय नागरिकों को भारत में पंजीकरण और प्रैक्टिस के लिए यह स्क्रीनिंग टेस्ट पास करना होता है। जून और दिसंबर में होता है; 300 में 150 अंक पर पास, नेगेटिव मार्किंग नहीं।',
        name: 'विदेशी चिकित्सा स्नातक परीक्षा',
      },
    },
  },

  // ── Board Exams ────────────────────────────────────────────────────────────
  {
    slug: 'cbse-10-mathematics-standard',
    categorySlug: 'board-exams',
    stateSlug: null,
    image: '/images/exams/cbse-10-mathematics-standard.svg',
    date: '2027-02-17',
    status: 'take',
    questions: 38,
    minutes: 180,
    marks: 80,
    negativeMarking: 0,
    sections: [
      section('section-a', 'Section A: MCQs and Assertion–Reason (1 mark each)', 'खंड क: बहुविकल्पीय व अभिकथन–कारण (1 अंक प्रत्येक)', 20, 20),
      section('section-b', 'Section B: Very Short Answer (2 marks each)', 'खंड ख: अति लघु उत्तरीय (2 अंक प्रत्येक)', 5, 10),
      section('section-c', 'Section C: Short Answer (3 marks each)', 'खंड ग: लघु उत्तरीय (3 अंक प्रत्येक)', 6, 18),
      section('section-d', 'Section D: Long Answer (5 marks each)', 'खंड घ: दीर्घ उत्तरीय (5 अंक प्रत्येक)', 4, 20),
      section('section-e', 'Section E: Case-based (4 marks each)', 'खंड ङ: केस आधारित (4 अंक प्रत्येक)', 3, 12),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CBSE Class 10 Mathematics (Standard)',
        description:
          'The 80-mark board theory paper in Mathematics Standard (041); the other 20 marks come from internal assessment. Written answers, with internal choice in some questions.',
        name: 'CBSE Secondary School Examination – Mathematics Standard (041)',
      },
      hi: {
        title: 'CBSE कक्षा 10 गणित (स्टैंडर्ड)',
        description:
          'गणित स्टैंडर्ड (041) का 80 अंकों का बोर्ड सैद्धांतिक प्रश्नपत्र; बाकी 20 अंक आंतरिक मूल्यांकन से आते हैं। लिखित उत्तर, कुछ प्रश्नों में आंतरिक विकल्प के साथ।',
        name: 'CBSE माध्यमिक विद्यालय परीक्षा – गणित स्टैंडर्ड (041)',
      },
    },
  },
  {
    slug: 'cbse-10-science',
    categorySlug: 'board-exams',
    stateSlug: null,
    image: '/images/exams/cbse-10-science.svg',
    date: '2027-02-25',
    status: 'take',
    questions: 39,
    minutes: 180,
    marks: 80,
    negativeMarking: 0,
    sections: [
      section('section-a', 'Section A: MCQs and Assertion–Reason (1 mark each)', 'खंड क: बहुविकल्पीय व अभिकथन–कारण (1 अंक प्रत्येक)', 20, 20),
      section('section-b', 'Section B: Very Short Answer (2 marks each)', 'खंड ख: अति लघु उत्तरीय (2 अंक प्रत्येक)', 6, 12),
      section('section-c', 'Section C: Short Answer (3 marks each)', 'खंड ग: लघु उत्तरीय (3 अंक प्रत्येक)', 7, 21),
      section('section-d', 'Section D: Long Answer (5 marks each)', 'खंड घ: दीर्घ उत्तरीय (5 अंक प्रत्येक)', 3, 15),
      section('section-e', 'Section E: Case-based (4 marks each)', 'खंड ङ: केस आधारित (4 अंक प्रत्येक)', 3, 12),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CBSE Class 10 Science',
        description:
          'The 80-mark board theory paper in Science (086), covering Physics, Chemistry and Biology chapters of the NCERT book; 20 marks are internal assessment.',
        name: 'CBSE Secondary School Examination – Science (086)',
      },
      hi: {
        title: 'CBSE कक्षा 10 विज्ञान',
        description:
          'विज्ञान (086) का 80 अंकों का बोर्ड सैद्धांतिक प्रश्नपत्र, NCERT पुस्तक के भौतिकी, रसायन और जीव विज्ञान अध्यायों से; 20 अंक आंतरिक मूल्यांकन के हैं।',
        name: 'CBSE माध्यमिक विद्यालय परीक्षा – विज्ञान (086)',
      },
    },
  },
  {
    slug: 'cbse-12-physics',
    categorySlug: 'board-exams',
    stateSlug: null,
    image: '/images/exams/cbse-12-physics.svg',
    date: '2027-02-20',
    status: 'take',
    questions: 33,
    minutes: 180,
    marks: 70,
    negativeMarking: 0,
    sections: [
      section('section-a', 'Section A: MCQs and Assertion–Reason (1 mark each)', 'खंड क: बहुविकल्पीय व अभिकथन–कारण (1 अंक प्रत्येक)', 16, 16),
      section('section-b', 'Section B: Very Short Answer (2 marks each)', 'खंड ख: अति लघु उत्तरीय (2 अंक प्रत्येक)', 5, 10),
      section('section-c', 'Section C: Short Answer (3 marks each)', 'खंड ग: लघु उत्तरीय (3 अंक प्रत्येक)', 7, 21),
      section('section-d', 'Section D: Case-based (4 marks each)', 'खंड घ: केस आधारित (4 अंक प्रत्येक)', 2, 8),
      section('section-e', 'Section E: Long Answer (5 marks each)', 'खंड ङ: दीर्घ उत्तरीय (5 अंक प्रत्येक)', 3, 15),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CBSE Class 12 Physics',
        description:
          'The 70-mark board theory paper in Physics (042); practicals and the project carry the other 30 marks. Essential for JEE and NEET aspirants too.',
        name: 'CBSE Senior School Certificate Examination – Physics (042)',
      },
      hi: {
        title: 'CBSE कक्षा 12 भौतिकी',
        description:
          'भौतिकी (042) का 70 अंकों का बोर्ड सैद्धांतिक प्रश्नपत्र; प्रायोगिक कार्य व प्रोजेक्ट के 30 अंक अलग हैं। JEE और NEET की तैयारी करने वालों के लिए भी ज़रूरी।',
        name: 'CBSE सीनियर स्कूल सर्टिफिकेट परीक्षा – भौतिकी (042)',
      },
    },
  },
  {
    slug: 'cbse-12-mathematics',
    categorySlug: 'board-exams',
    stateSlug: null,
    image: '/images/exams/cbse-12-mathematics.svg',
    date: '2027-03-09',
    status: 'take',
    questions: 38,
    minutes: 180,
    marks: 80,
    negativeMarking: 0,
    sections: [
      section('section-a', 'Section A: MCQs and Assertion–Reason (1 mark each)', 'खंड क: बहुविकल्पीय व अभिकथन–कारण (1 अंक प्रत्येक)', 20, 20),
      section('section-b', 'Section B: Very Short Answer (2 marks each)', 'खंड ख: अति लघु उत्तरीय (2 अंक प्रत्येक)', 5, 10),
      section('section-c', 'Section C: Short Answer (3 marks each)', 'खंड ग: लघु उत्तरीय (3 अंक प्रत्येक)', 6, 18),
      section('section-d', 'Section D: Long Answer (5 marks each)', 'खंड घ: दीर्घ उत्तरीय (5 अंक प्रत्येक)', 4, 20),
      section('section-e', 'Section E: Case-based (4 marks each)', 'खंड ङ: केस आधारित (4 अंक प्रत्येक)', 3, 12),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CBSE Class 12 Mathematics',
        description:
          'The 80-mark board theory paper in Mathematics (041), from relations and functions to probability; 20 marks are internal assessment.',
        name: 'CBSE Senior School Certificate Examination – Mathematics (041)',
      },
      hi: {
        title: 'CBSE कक्षा 12 गणित',
        description:
          'गणित (041) का 80 अंकों का बोर्ड सैद्धांतिक प्रश्नपत्र, संबंध एवं फलन से प्रायिकता तक; 20 अंक आंतरिक मूल्यांकन के हैं।',
        name: 'CBSE सीनियर स्कूल सर्टिफिकेट परीक्षा – गणित (041)',
      },
    },
  },

  // ── Teaching ───────────────────────────────────────────────────────────────
  {
    slug: 'ctet-paper-1',
    categorySlug: 'teaching',
    stateSlug: null,
    image: '/images/exams/ctet-paper-1.svg',
    date: '2027-02-07',
    status: 'take',
    questions: 150,
    minutes: 150,
    marks: 150,
    negativeMarking: 0,
    sections: [
      ctetCdp(30),
      languageOne(30),
      languageTwo(30),
      section('mathematics', 'Mathematics', 'गणित', 30, 30),
      section('environmental-studies', 'Environmental Studies', 'पर्यावरण अध्ययन', 30, 30),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CTET Paper 1 (Classes 1–5)',
        description:
          'CBSE’s Central Teacher Eligibility Test for those who want to teach Classes 1 to 5 in central government schools such as KVS and NVS. 60% (90 of 150) qualifies; the certificate is valid for life.',
        name: 'Central Teacher Eligibility Test – Paper I (Primary Stage)',
      },
      hi: {
        title: 'CTET पेपर 1 (कक्षा 1–5)',
        description:
          'KVS, NVS जैसे केंद्र सरकार के विद्यालयों में कक्षा 1 से 5 तक पढ़ाने के इच्छुक उम्मीदवारों के लिए CBSE की केंद्रीय शिक्षक पात्रता परीक्षा। 60% (150 में 90) पर उत्तीर्ण; प्रमाणपत्र आजीवन मान्य है।',
        name: 'केंद्रीय शिक्षक पात्रता परीक्षा – पेपर I (प्राथमिक स्तर)',
      },
    },
  },
  {
    slug: 'ctet-paper-2',
    categorySlug: 'teaching',
    stateSlug: null,
    image: '/images/exams/ctet-paper-2.svg',
    date: '2027-02-07',
    status: 'take',
    questions: 150,
    minutes: 150,
    marks: 150,
    negativeMarking: 0,
    sections: [
      ctetCdp(30),
      languageOne(30),
      languageTwo(30),
      section(
        'mathematics-science-or-social-studies',
        'Mathematics and Science, or Social Studies',
        'गणित एवं विज्ञान, अथवा सामाजिक अध्ययन',
        60,
        60,
      ),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'CTET Paper 2 (Classes 6–8)',
        description:
          'The CTET paper for teachers of Classes 6 to 8, with either Mathematics and Science or Social Studies as the subject part. Many candidates sit both papers on the same day.',
        name: 'Central Teacher Eligibility Test – Paper II (Elementary Stage)',
      },
      hi: {
        title: 'CTET पेपर 2 (कक्षा 6–8)',
        description:
          'कक्षा 6 से 8 के शिक्षकों के लिए CTET का पेपर, जिसमें विषय भाग के रूप में गणित एवं विज्ञान या सामाजिक अध्ययन चुनना होता है। कई उम्मीदवार एक ही दिन दोनों पेपर देते हैं।',
        name: 'केंद्रीय शिक्षक पात्रता परीक्षा – पेपर II (उच्च प्राथमिक स्तर)',
      },
    },
  },
  {
    slug: 'uptet-paper-1',
    categorySlug: 'teaching',
    stateSlug: 'uttar-pradesh',
    image: '/images/exams/uptet-paper-1.svg',
    date: '2027-01-30',
    status: 'take',
    questions: 150,
    minutes: 150,
    marks: 150,
    negativeMarking: 0,
    sections: [
      ctetCdp(30),
      section('language-1-hindi', 'Language I (Hindi)', 'भाषा I (हिन्दी)', 30, 30),
      section('language-2', 'Language II (English, Urdu or Sanskrit)', 'भाषा II (अंग्रेज़ी, उर्दू या संस्कृत)', 30, 30),
      section('mathematics', 'Mathematics', 'गणित', 30, 30),
      section('environmental-studies', 'Environmental Studies', 'पर्यावरण अध्ययन', 30, 30),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'UPTET Paper 1 (Primary)',
        description:
          'Uttar Pradesh’s Teacher Eligibility Test for teaching Classes 1 to 5 in the state’s schools, and the first step towards primary teacher recruitment there. No negative marking.',
        name: 'Uttar Pradesh Teacher Eligibility Test – Paper I (Primary Level)',
      },
      hi: {
        title: 'UPTET पेपर 1 (प्राथमिक)',
        description:
          'उत्तर प्रदेश के विद्यालयों में कक्षा 1 से 5 तक पढ़ाने के लिए राज्य की शिक्षक पात्रता परीक्षा, जो वहाँ प्राथमिक शिक्षक भर्ती की पहली सीढ़ी है। नेगेटिव मार्किंग नहीं।',
        name: 'उत्तर प्रदेश शिक्षक पात्रता परीक्षा – प्रश्नपत्र I (प्राथमिक स्तर)',
      },
    },
  },
  {
    slug: 'reet-level-1',
    categorySlug: 'teaching',
    stateSlug: 'rajasthan',
    image: '/images/exams/reet-level-1.svg',
    date: '2027-02-27',
    status: 'take',
    questions: 150,
    minutes: 150,
    marks: 150,
    negativeMarking: 0,
    sections: [
      ctetCdp(30),
      languageOne(30),
      languageTwo(30),
      section('mathematics', 'Mathematics', 'गणित', 30, 30),
      section('environmental-studies', 'Environmental Studies', 'पर्यावरण अध्ययन', 30, 30),
    ],
    languages: bilingual,
    translations: {
      en: {
        title: 'REET Level 1',
        description:
          'The Rajasthan Eligibility Examination for Teachers, conducted by the Board of Secondary Education, Rajasthan, for teaching Classes 1 to 5 in the state. Passing makes you eligible for the REET Mains recruitment exam.',
        name: 'Rajasthan Eligibility Examination for Teachers – Level 1',
      },
      hi: {
        title: 'REET लेवल 1',
        description:
          'माध्यमिक शिक्षा बोर्ड, राजस्थान द्वारा आयोजित अध्यापक पात्रता परीक्षा, राज्य में कक्षा 1 से 5 तक पढ़ाने के लिए। इसे पास करने पर REET मेन्स भर्ती परीक्षा की पात्रता मिलती है।',
        name: 'राजस्थान अध्यापक पात्रता परीक्षा – लेवल 1',
      },
    },
  },
];
