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
          'I prepared from Patna while helping at my father’s shop. The 20-minute sectional tests cured my habit of getting stuck on one puzzle, and the mock interviews taught me to answer calmly about my own district.',
      },
      hi: {
        name: 'अंकित राज',
        qualification: 'SBI PO 2025, चयनित',
        description:
          'मैंने पटना में पिता जी की दुकान सँभालते हुए तैयारी की। 20 मिनट के सेक्शनल टेस्ट से एक ही पज़ल में अटकने की आदत छूटी, और मॉक इंटरव्यू से अपने ज़िले के बारे में शांति से जवाब देना सीखा।',
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
          'Tier 2 maths was my weak area. The topic-wise accuracy report showed me exactly where I lost marks, and after practising the old shifts nothing in the real exam surprised me.',
      },
      hi: {
        name: 'पूजा देशमुख',
        qualification: 'SSC CGL 2024, ऑल इंडिया रैंक 412',
        description:
          'टियर 2 का गणित मेरी कमज़ोरी था। टॉपिक-वार एक्यूरेसी रिपोर्ट ने ठीक-ठीक दिखाया कि अंक कहाँ कट रहे हैं, और पुरानी शिफ्टों का अभ्यास करने के बाद असली परीक्षा में कुछ भी नया नहीं लगा।',
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
          'The NCERT line-by-line biology classes were worth every rupee. I took the full mocks on printed OMR sheets every Sunday, so on exam day in Lucknow the three hours felt familiar.',
      },
      hi: {
        name: 'मोहम्मद फ़ैज़ान',
        qualification: 'NEET 2025, 720 में से 640 अंक',
        description:
          'NCERT लाइन-बाय-लाइन बायोलॉजी क्लास पूरी तरह पैसा वसूल थीं। मैं हर रविवार प्रिंट की हुई OMR शीट पर फुल मॉक देता था, इसलिए लखनऊ में परीक्षा के दिन वे तीन घंटे जाने-पहचाने लगे।',
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
          'I was guessing too much and losing a third of a mark each time. The mock reports counted my wrong guesses for me. I also practised the CBAT here, which most people in Ludhiana had never even seen.',
      },
      hi: {
        name: 'हरप्रीत कौर',
        qualification: 'RRB NTPC 2024, स्टेशन मास्टर पद पर चयनित',
        description:
          'मैं बहुत ज़्यादा अनुमान लगाती थी और हर बार एक-तिहाई अंक गँवाती थी। मॉक रिपोर्ट ने मेरे गलत अनुमान गिनकर दिखाए। CBAT का अभ्यास भी यहीं किया, जो लुधियाना में ज़्यादातर लोगों ने देखा तक नहीं था।',
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
          'School in Chennai kept me busy, so I used the daily practice problems after each class and the video solutions at night. Solving every JEE Main shift since 2019 made the January session feel routine.',
      },
      hi: {
        name: 'लक्ष्मी नारायणन',
        qualification: 'JEE Main 2026, 99.2 पर्सेंटाइल',
        description:
          'चेन्नई में स्कूल से समय कम मिलता था, इसलिए हर क्लास के बाद डेली प्रैक्टिस प्रॉब्लम और रात में वीडियो सॉल्यूशन देखता था। 2019 से JEE Main की हर शिफ्ट हल करने के बाद जनवरी सत्र आसान लगा।',
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
          'Studying in Hindi medium from Dausa, I needed pedagogy explained simply. The psychology notes and the Rajasthan EVS topics were exactly what the paper asked.',
      },
      hi: {
        name: 'रितु मीणा',
        qualification: 'REET 2025, लेवल 1 उत्तीर्ण',
        description:
          'दौसा से हिन्दी माध्यम में पढ़ते हुए मुझे शिक्षाशास्त्र आसान भाषा में चाहिए था। मनोविज्ञान के नोट्स और राजस्थान के EVS टॉपिक ठीक वही थे जो पेपर में पूछा गया।',
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
          'I practised the CBE on my phone in Rewari and followed the running plan every morning. I finished the 5 km with two minutes to spare.',
      },
      hi: {
        name: 'संदीप यादव',
        qualification: 'SSC GD 2025, BSF में कांस्टेबल',
        description:
          'रेवाड़ी में फ़ोन पर CBE का अभ्यास किया और हर सुबह दौड़ का प्लान फॉलो किया। 5 किमी की दौड़ दो मिनट पहले पूरी कर ली।',
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
          'In Guwahati, good test series are hard to find offline. The subject tests with video discussions helped me learn how to eliminate options, and I cleared CSAT comfortably.',
      },
      hi: {
        name: 'देबाशीष दास',
        qualification: 'UPSC CSE 2026, प्रारंभिक परीक्षा उत्तीर्ण',
        description:
          'गुवाहाटी में अच्छी ऑफ़लाइन टेस्ट सीरीज़ मिलना मुश्किल है। वीडियो चर्चा वाले विषयवार टेस्ट से मैंने विकल्पों को हटाते हुए उत्तर तक पहुँचना सीखा, और सीसैट आराम से पास हुआ।',
      },
    },
  },
];
