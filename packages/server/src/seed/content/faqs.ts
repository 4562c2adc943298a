import type { SeedFaq } from './types.js';

export const faqs: readonly SeedFaq[] = [
  {
    slug: 'how-mock-tests-work',
    sortOrder: 10,
    translations: {
      en: {
        question: 'How do the mock tests work?',
        answer:
          'Each full mock follows the real exam: the same number of questions, sections, time limit and marking. The timer starts when you press START TEST, and the test is submitted by itself when time runs out. You then see your score, a section-wise report, your rank and percentile, and the solution to every question.',
      },
      hi: {
        question: 'मॉक टेस्ट कैसे काम करते हैं?',
        answer:
          'हर फुल मॉक असली परीक्षा जैसा होता है: उतने ही प्रश्न, वही सेक्शन, वही समय-सीमा और वही अंक योजना। START TEST दबाते ही टाइमर शुरू होता है और समय खत्म होने पर टेस्ट अपने आप सबमिट हो जाता है। इसके बाद आपको स्कोर, सेक्शन-वार रिपोर्ट, रैंक व पर्सेंटाइल और हर प्रश्न का हल दिखता है।',
      },
    },
  },
  {
    slug: 'negative-marking',
    sortOrder: 20,
    translations: {
      en: {
        question: 'Is there negative marking in the mock tests?',
        answer:
          'Only where the real exam has it, and by the same rule: 0.25 marks per wrong answer in SBI PO prelims, 0.50 of 2 marks in SSC CGL Tier 1, one-third of the marks in UPSC prelims and RRB exams, and none in CTET. The test instructions show the rule before you start. A question you leave unanswered never costs marks.',
      },
      hi: {
        question: 'क्या मॉक टेस्ट में नेगेटिव मार्किंग होती है?',
        answer:
          'सिर्फ़ वहीं जहाँ असली परीक्षा में होती है, और उसी नियम से: SBI PO प्रीलिम्स में हर गलत उत्तर पर 0.25 अंक, SSC CGL टियर 1 में 2 में से 0.50 अंक, UPSC प्रारंभिक और RRB परीक्षाओं में एक-तिहाई अंक, और CTET में कोई कटौती नहीं। टेस्ट शुरू करने से पहले निर्देशों में नियम लिखा होता है। छोड़े गए प्रश्न पर कभी अंक नहीं कटते।',
      },
    },
  },
  {
    slug: 'switch-language',
    sortOrder: 30,
    translations: {
      en: {
        question: 'Can I switch between Hindi and English?',
        answer:
          'Yes. Choose the site’s language from the menu at the top of any page. Inside a test, the language selector in the test header changes the language of the questions at any moment, and your answers stay exactly as they were.',
      },
      hi: {
        question: 'क्या मैं हिन्दी और अंग्रेज़ी के बीच भाषा बदल सकता/सकती हूँ?',
        answer:
          'हाँ। किसी भी पेज पर ऊपर दिए मेनू से वेबसाइट की भाषा चुनें। टेस्ट के दौरान हेडर में दिए भाषा विकल्प से आप कभी भी प्रश्नों की भाषा बदल सकते हैं, और आपके उत्तर जैसे थे वैसे ही रहते हैं।',
      },
    },
  },
  {
    slug: 'free-trial',
    sortOrder: 40,
    translations: {
      en: {
        question: 'Is there a free trial?',
        answer:
          'Yes. Every subscription plan starts with a 7-day free trial in which all of the plan’s tests are open to you. Many courses and test series also have free tests that you can take without buying anything.',
      },
      hi: {
        question: 'क्या फ्री ट्रायल मिलता है?',
        answer:
          'हाँ। हर सब्सक्रिप्शन प्लान 7 दिन के फ्री ट्रायल से शुरू होता है, जिसमें प्लान के सभी टेस्ट खुले रहते हैं। कई कोर्स और टेस्ट सीरीज़ में कुछ फ्री टेस्ट भी हैं, जिन्हें बिना कुछ खरीदे दिया जा सकता है।',
      },
    },
  },
  {
    slug: 'promo-code',
    sortOrder: 50,
    translations: {
      en: {
        question: 'How do I use the WELCOME10 code?',
        answer:
          'Enter WELCOME10 at checkout when you buy a test series and 10% comes off the price. The code works once per account.',
      },
      hi: {
        question: 'WELCOME10 कोड कैसे इस्तेमाल करें?',
        answer:
          'टेस्ट सीरीज़ खरीदते समय चेकआउट पर WELCOME10 डालें, कीमत पर 10% की छूट मिल जाएगी। यह कोड एक अकाउंट पर एक बार चलता है।',
      },
    },
  },
  {
    slug: 'refunds',
    sortOrder: 60,
    translations: {
      en: {
        question: 'Can I get a refund?',
        answer:
          'If a course or test series is not right for you, write to us from Help and Support within 7 days of payment. If you have taken no more than 3 of its paid tests, we refund the full amount to your original payment method within 7 working days.',
      },
      hi: {
        question: 'क्या पैसे वापस (रिफंड) मिल सकते हैं?',
        answer:
          'अगर कोई कोर्स या टेस्ट सीरीज़ आपके काम की नहीं है, तो भुगतान के 7 दिन के अंदर हेल्प एंड सपोर्ट से हमें लिखें। अगर आपने उसके 3 से ज़्यादा पेड टेस्ट नहीं दिए हैं, तो पूरी राशि 7 कार्य दिवसों में उसी माध्यम में लौटा दी जाती है जिससे भुगतान हुआ था।',
      },
    },
  },
  {
    slug: 'slow-internet',
    sortOrder: 70,
    translations: {
      en: {
        question: 'What happens if my internet is slow or disconnects during a test?',
        answer:
          'Your answers are saved as you go: each one is stored on your phone or computer first and sent to us as soon as the connection allows, so nothing is lost. If the page closes, open the test again and you will continue from the same question. As in the real exam, the test has a fixed end time, so the timer keeps running while you are away.',
      },
      hi: {
        question: 'टेस्ट के बीच इंटरनेट धीमा हो जाए या कट जाए तो क्या होगा?',
        answer:
          'आपके उत्तर साथ-साथ सेव होते रहते हैं: हर उत्तर पहले आपके फ़ोन या कंप्यूटर पर सेव होता है और कनेक्शन मिलते ही हम तक पहुँच जाता है, इसलिए कुछ नहीं खोता। पेज बंद हो जाए तो टेस्ट दोबारा खोलें, आप उसी प्रश्न से आगे बढ़ेंगे। असली परीक्षा की तरह टेस्ट का समाप्ति समय तय होता है, इसलिए आपके दूर रहने पर भी टाइमर चलता रहता है।',
      },
    },
  },
  {
    slug: 'devices',
    sortOrder: 80,
    translations: {
      en: {
        question: 'Which devices can I use?',
        answer:
          'Any up-to-date browser on an Android phone, iPhone, tablet, laptop or desktop. There is no app to install, and the site is built to work on entry-level phones and mobile data. Take a test on one device at a time.',
      },
      hi: {
        question: 'मैं किन डिवाइस पर पढ़ाई कर सकता/सकती हूँ?',
        answer:
          'Android फ़ोन, iPhone, टैबलेट, लैपटॉप या डेस्कटॉप के किसी भी अपडेटेड ब्राउज़र पर। कोई ऐप इंस्टॉल नहीं करना पड़ता, और वेबसाइट कम कीमत वाले फ़ोन और मोबाइल डेटा पर भी चलने के लिए बनी है। एक टेस्ट एक समय में एक ही डिवाइस पर दें।',
      },
    },
  },
  {
    slug: 'rank-percentile',
    sortOrder: 90,
    translations: {
      en: {
        question: 'How are my rank and percentile calculated?',
        answer:
          'Among everyone who has submitted the same test. Percentile is the share of those learners who scored less than you. Both are updated as more learners take the test, so check again a few days later.',
      },
      hi: {
        question: 'मेरी रैंक और पर्सेंटाइल कैसे निकाली जाती है?',
        answer:
          'उसी टेस्ट को सबमिट करने वाले सभी विद्यार्थियों के बीच। पर्सेंटाइल बताता है कि उनमें से कितने प्रतिशत के अंक आपसे कम हैं। जैसे-जैसे और विद्यार्थी टेस्ट देते हैं, दोनों अपडेट होते हैं, इसलिए कुछ दिन बाद फिर देखें।',
      },
    },
  },
  {
    slug: 'pattern-changes',
    sortOrder: 100,
    translations: {
      en: {
        question: 'What if the exam pattern changes?',
        answer:
          'We update the mocks as soon as the official notification changes a pattern, as when IBPS changed the marks of the PO prelims sections in 2025 and NTA removed the optional questions from NEET UG. Tests you have already taken stay in your history with their original results.',
      },
      hi: {
        question: 'अगर परीक्षा का पैटर्न बदल जाए तो?',
        answer:
          'आधिकारिक अधिसूचना में पैटर्न बदलते ही हम मॉक अपडेट कर देते हैं, जैसे 2025 में IBPS ने PO प्रीलिम्स के सेक्शन के अंक बदले और NTA ने NEET UG से वैकल्पिक प्रश्न हटाए। जो टेस्ट आप दे चुके हैं, वे अपने मूल परिणाम के साथ आपकी हिस्ट्री में बने रहते हैं।',
      },
    },
  },
];
