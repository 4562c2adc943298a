// What the test builder's calls say, in the request's language (the team works in either).

type Catalogue = {
  notFound: string;
  examNotFound: string;
  versionConflict: string;
  poolsShort: string;
  notPublished: string;
  noExamPaper: string;
  copied: string;
  previewShort: string;
  created: string;
  saved: string;
  published: (version: number) => string;
  withdrawn: string;
};

const en: Catalogue = {
  notFound: 'There is no such test.',
  examNotFound: 'There is no exam with this slug.',
  versionConflict: 'Someone else saved this test after you opened it. Your changes are still on your screen: compare them with the test as it now stands, then save again.',
  poolsShort:
    'Not published: some pools ask for more questions than are published for their topic and difficulty, or some fixed questions cannot be used. Lower the counts, replace those questions, or publish more.',
  notPublished: 'Only a published test can be withdrawn.',
  noExamPaper: 'This exam has no paper to copy.',
  previewShort: 'No preview yet: some pools ask for more questions than are published, or some fixed questions cannot be used. Fix them and save, then preview.',
  copied: 'The exam’s paper is copied into a new draft: the same questions, sections and marking. Learners keep the current paper until you publish.',
  created: 'Test created as a draft.',
  saved: 'Saved.',
  published: (version) => `Published as version ${version}. Learners of the exam start it from now on (from its opening time, if it has one).`,
  withdrawn: 'Withdrawn: learners no longer start it. Attempts already begun go on, and results stay.',
};

const hi: Catalogue = {
  notFound: 'ऐसा कोई टेस्ट नहीं है।',
  examNotFound: 'इस स्लग की कोई परीक्षा नहीं है।',
  versionConflict: 'आपके खोलने के बाद किसी और ने यह टेस्ट सहेजा है। आपके बदलाव आपकी स्क्रीन पर बने हैं: अभी के टेस्ट से मिलान करें, फिर दोबारा सहेजें।',
  poolsShort:
    'प्रकाशित नहीं हुआ: कुछ पूल अपने विषय और कठिनाई के प्रकाशित प्रश्नों से अधिक प्रश्न माँगते हैं, या कुछ तय प्रश्न उपयोग नहीं हो सकते। संख्या घटाएँ, उन प्रश्नों को बदलें, या और प्रश्न प्रकाशित करें।',
  notPublished: 'केवल प्रकाशित टेस्ट ही वापस लिया जा सकता है।',
  noExamPaper: 'इस परीक्षा का कोई पेपर नहीं है जिसकी प्रति बनाई जा सके।',
  previewShort: 'अभी पूर्वावलोकन नहीं: कुछ पूल प्रकाशित प्रश्नों से अधिक माँगते हैं, या कुछ तय प्रश्न उपयोग नहीं हो सकते। उन्हें ठीक करके सहेजें, फिर पूर्वावलोकन देखें।',
  copied: 'परीक्षा का पेपर एक नए ड्राफ़्ट में कॉपी हुआ: वही प्रश्न, खंड और अंक योजना। आपके प्रकाशित करने तक विद्यार्थी मौजूदा पेपर ही देंगे।',
  created: 'टेस्ट ड्राफ़्ट के रूप में बना।',
  saved: 'सहेजा गया।',
  published: (version) => `संस्करण ${version} के रूप में प्रकाशित। अब से (खुलने का समय हो तो तब से) इस परीक्षा के विद्यार्थी यही टेस्ट देंगे।`,
  withdrawn: 'वापस लिया गया: विद्यार्थी अब इसे शुरू नहीं करेंगे। शुरू हो चुके प्रयास चलते रहेंगे, और परिणाम बने रहेंगे।',
};

export function studioTestMessages(lang: string): Catalogue {
  return lang === 'hi' || lang.startsWith('hi-') ? hi : en;
}
