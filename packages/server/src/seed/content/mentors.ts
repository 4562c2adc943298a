import type { SeedMentor } from './types.js';

/** The About page's mentors, each with an illustrated portrait in static/images/mentors. */
export const mentors: readonly SeedMentor[] = [
  {
    slug: 'rajesh-kumar-sinha',
    image: '/images/mentors/rajesh-kumar-sinha.svg',
    translations: {
      en: { name: 'Rajesh Kumar Sinha', position: 'Quantitative Aptitude, 12 years teaching banking aspirants' },
      hi: { name: 'राजेश कुमार सिन्हा', position: 'क्वांटिटेटिव एप्टीट्यूड, 12 वर्षों से बैंकिंग अभ्यर्थियों को पढ़ा रहे हैं' },
    },
  },
  {
    slug: 'neha-agarwal',
    image: '/images/mentors/neha-agarwal.svg',
    translations: {
      en: { name: 'Neha Agarwal', position: 'English Language, 9 years teaching bank and SSC aspirants' },
      hi: { name: 'नेहा अग्रवाल', position: 'अंग्रेज़ी भाषा, 9 वर्षों से बैंक और SSC अभ्यर्थियों को पढ़ा रही हैं' },
    },
  },
  {
    slug: 'vikas-tiwari',
    image: '/images/mentors/vikas-tiwari.svg',
    translations: {
      en: { name: 'Vikas Tiwari', position: 'Reasoning Ability, 11 years teaching bank, SSC and railway aspirants' },
      hi: { name: 'विकास तिवारी', position: 'रीज़निंग, 11 वर्षों से बैंक, SSC और रेलवे अभ्यर्थियों को पढ़ा रहे हैं' },
    },
  },
  {
    slug: 'meenakshi-iyer',
    image: '/images/mentors/meenakshi-iyer.svg',
    translations: {
      en: { name: 'Meenakshi Iyer', position: 'Banking and Economy Awareness, former bank officer, 8 years teaching' },
      hi: { name: 'मीनाक्षी अय्यर', position: 'बैंकिंग व अर्थव्यवस्था जागरूकता, पूर्व बैंक अधिकारी, 8 वर्षों का शिक्षण अनुभव' },
    },
  },
  {
    slug: 'sunita-rao',
    image: '/images/mentors/sunita-rao.svg',
    translations: {
      en: { name: 'Dr. Sunita Rao', position: 'Biology for NEET, PhD in Botany, 14 years teaching' },
      hi: { name: 'डॉ. सुनीता राव', position: 'NEET जीव विज्ञान, वनस्पति विज्ञान में PhD, 14 वर्षों का शिक्षण अनुभव' },
    },
  },
  {
    slug: 'amit-chauhan',
    image: '/images/mentors/amit-chauhan.svg',
    translations: {
      en: { name: 'Amit Chauhan', position: 'Physics for JEE and NEET, 10 years teaching' },
      hi: { name: 'अमित चौहान', position: 'JEE और NEET भौतिकी, 10 वर्षों का शिक्षण अनुभव' },
    },
  },
  {
    slug: 'farhan-siddiqui',
    image: '/images/mentors/farhan-siddiqui.svg',
    translations: {
      en: { name: 'Farhan Siddiqui', position: 'Indian Polity and Governance for UPSC and state PSCs, 8 years teaching' },
      hi: { name: 'फ़रहान सिद्दीक़ी', position: 'UPSC व राज्य PSC के लिए भारतीय राजव्यवस्था एवं शासन, 8 वर्षों का शिक्षण अनुभव' },
    },
  },
  {
    slug: 'kavita-joshi',
    image: '/images/mentors/kavita-joshi.svg',
    translations: {
      en: { name: 'Kavita Joshi', position: 'Child Development and Pedagogy for CTET and state TETs, 15 years as a teacher and teacher trainer' },
      hi: { name: 'कविता जोशी', position: 'CTET व राज्य TET के लिए बाल विकास एवं शिक्षाशास्त्र, 15 वर्षों से शिक्षिका व शिक्षक-प्रशिक्षक' },
    },
  },
];
