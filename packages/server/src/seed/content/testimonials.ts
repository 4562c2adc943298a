import type { SeedTestimonial } from './types.js';

/**
 * Ratings are stored as they came in. Three entries exercise the home page's fallbacks: a rating
 * of 7 and a rating of 0 (both shown as 3 stars) and a missing image (the default avatar).
 */
export const testimonials: readonly SeedTestimonial[] = [
  {
    slug: 'ankit-raj',
    ratings: 5,
    image: '/images/avatars/ankit-raj.svg',
    translations: {
      en: {
        name: 'Ankit Raj',
        qualification: 'SBI PO 2025, selected',
        description:
          'I prepared from Patna while helping at my father’s shop. The 20-minute sections of the mock test cured my habit of getting stuck on one puzzle, and the solutions showed me shorter ways through the arithmetic.',
      },
      hi: {
        name: 'अंकित राज',
        qualification: 'SBI PO 2025, चयनित',
        description:
          'मैंने पटना में पिता जी की दुकान सँभालते हुए तैयारी की। मॉक टेस्ट के 20 मिनट के सेक्शन से एक ही पज़ल में अटकने की आदत छूटी, और हलों ने अंकगणित के छोटे रास्ते दिखाए।',
      },
    },
  },
  {
    slug: 'pooja-deshmukh',
    ratings: '4.5',
    image: '/images/avatars/pooja-deshmukh.svg',
    translations: {
      en: {
        name: 'Pooja Deshmukh',
        qualification: 'SSC CGL 2024, AIR 412',
        description:
          'Tier 2 maths was my weak area. The topic-wise accuracy report showed me exactly where I lost marks, and the short practice tests on those topics fixed them one by one.',
      },
      hi: {
        name: 'पूजा देशमुख',
        qualification: 'SSC CGL 2024, ऑल इंडिया रैंक 412',
        description:
          'टियर 2 का गणित मेरी कमज़ोरी था। टॉपिक-वार एक्यूरेसी रिपोर्ट ने ठीक-ठीक दिखाया कि अंक कहाँ कट रहे हैं, और उन्हीं टॉपिक के छोटे अभ्यास टेस्ट ने एक-एक करके कमी दूर की।',
      },
    },
  },
  {
    slug: 'mohammed-faizan',
    ratings: 5,
    image: '/images/avatars/mohammed-faizan.svg',
    translations: {
      en: {
        name: 'Mohammed Faizan',
        qualification: 'NEET 2025, 640/720',
        description:
          'I read NCERT biology line by line at home in Lucknow. Here I learnt to keep my nerve under a timer: every result showed where my minutes went, question by question.',
      },
      hi: {
        name: 'मोहम्मद फ़ैज़ान',
        qualification: 'NEET 2025, 720 में से 640 अंक',
        description:
          'लखनऊ में घर पर मैंने NCERT बायोलॉजी लाइन-बाय-लाइन पढ़ी। यहाँ टाइमर के दबाव में शांत रहना सीखा: हर परिणाम दिखाता था कि मेरे मिनट किस प्रश्न पर गए।',
      },
    },
  },
  {
    slug: 'harpreet-kaur',
    ratings: 4,
    image: '/images/avatars/harpreet-kaur.svg',
    translations: {
      en: {
        name: 'Harpreet Kaur',
        qualification: 'RRB NTPC 2024, selected as Station Master',
        description:
          'I was guessing too much and losing a third of a mark each time. The result showed every wrong answer and what it cost, so I learnt when to leave a question alone.',
      },
      hi: {
        name: 'हरप्रीत कौर',
        qualification: 'RRB NTPC 2024, स्टेशन मास्टर पद पर चयनित',
        description:
          'मैं बहुत ज़्यादा अनुमान लगाती थी और हर बार एक-तिहाई अंक गँवाती थी। परिणाम में हर गलत उत्तर और उससे कटे अंक दिखे, तो मैंने सीखा कि कब प्रश्न छोड़ देना है।',
      },
    },
  },
  {
    slug: 'lakshmi-narayanan',
    ratings: 4,
    image: '/images/avatars/lakshmi-narayanan.svg',
    translations: {
      en: {
        name: 'Lakshmi Narayanan',
        qualification: 'JEE Main 2026, 99.2 percentile',
        description:
          'School in Chennai kept me busy, so I took the JEE Main mock at the weekend and read every solution at night, the numerical ones too. The rank told me honestly where I stood.',
      },
      hi: {
        name: 'लक्ष्मी नारायणन',
        qualification: 'JEE Main 2026, 99.2 पर्सेंटाइल',
        description:
          'चेन्नई में स्कूल से समय कम मिलता था, इसलिए मैं वीकेंड पर JEE Main का मॉक देता और रात में हर हल पढ़ता, संख्यात्मक प्रश्नों के भी। रैंक ने ईमानदारी से बताया कि मैं कहाँ खड़ा हूँ।',
      },
    },
  },
  {
    slug: 'ritu-meena',
    ratings: 7,
    image: '/images/avatars/ritu-meena.svg',
    translations: {
      en: {
        name: 'Ritu Meena',
        qualification: 'REET 2025, Level 1 qualified',
        description:
          'Studying in Hindi medium from Dausa, I needed everything in Hindi. Every question and its solution came in Hindi, and the short tests on my weak topics kept me going.',
      },
      hi: {
        name: 'रितु मीणा',
        qualification: 'REET 2025, लेवल 1 उत्तीर्ण',
        description:
          'दौसा से हिन्दी माध्यम में पढ़ते हुए मुझे सब कुछ हिन्दी में चाहिए था। हर प्रश्न और उसका हल हिन्दी में मिला, और कमज़ोर टॉपिक के छोटे टेस्ट ने हिम्मत बनाए रखी।',
      },
    },
  },
  {
    slug: 'sandeep-yadav',
    ratings: 4,
    image: null,
    translations: {
      en: {
        name: 'Sandeep Yadav',
        qualification: 'SSC GD 2025, Constable in BSF',
        description:
          'I took the mock test on my phone in Rewari, even where the network was weak, and went running every morning. I finished the 5 km with two minutes to spare.',
      },
      hi: {
        name: 'संदीप यादव',
        qualification: 'SSC GD 2025, BSF में कांस्टेबल',
        description:
          'रेवाड़ी में कमज़ोर नेटवर्क पर भी फ़ोन पर मॉक टेस्ट दिया और हर सुबह दौड़ने गया। 5 किमी की दौड़ दो मिनट पहले पूरी कर ली।',
      },
    },
  },
  {
    slug: 'debashish-das',
    ratings: 0,
    image: '/images/avatars/debashish-das.svg',
    translations: {
      en: {
        name: 'Debashish Das',
        qualification: 'UPSC CSE 2026, prelims cleared',
        description:
          'In Guwahati, good test series are hard to find offline. Reading the worked solution to every question taught me to eliminate answers, and I cleared CSAT comfortably.',
      },
      hi: {
        name: 'देबाशीष दास',
        qualification: 'UPSC CSE 2026, प्रारंभिक परीक्षा उत्तीर्ण',
        description:
          'गुवाहाटी में अच्छी ऑफ़लाइन टेस्ट सीरीज़ मिलना मुश्किल है। हर प्रश्न का विस्तृत हल पढ़कर मैंने विकल्प हटाते हुए उत्तर तक पहुँचना सीखा, और सीसैट आराम से पास हुआ।',
      },
    },
  },
];
