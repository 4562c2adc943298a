/** Vocabulary: synonyms, antonyms, idioms and phrases, one-word substitution. */
import { englishQuestion } from './authored.js';
import type { EnglishItem } from './authored.js';

const synonyms: readonly EnglishItem[] = [
  {
    key: 'eng-synonym-001',
    difficulty: 'easy',
    text: 'ABUNDANT',
    correct: 'Plentiful',
    wrong: ['Scarce', 'Absent', 'Ordinary'],
    why: {
      en: "'Abundant' means existing in large quantities; 'plentiful' means the same. 'Scarce' is its opposite.",
      hi: "'Abundant' का अर्थ है 'प्रचुर, बहुत अधिक मात्रा में'; 'Plentiful' का भी यही अर्थ है। 'Scarce' (दुर्लभ) इसका विलोम है।",
    },
  },
  {
    key: 'eng-synonym-002',
    difficulty: 'medium',
    text: 'CANDID',
    correct: 'Frank',
    wrong: ['Secretive', 'Rude', 'Careful'],
    why: {
      en: "'Candid' means honest and direct in speech, which is what 'frank' means. 'Secretive' is nearly the opposite.",
      hi: "'Candid' का अर्थ है 'स्पष्टवादी, बिना छिपाए सच कहने वाला'; 'Frank' का भी यही अर्थ है। 'Secretive' (बातें छिपाने वाला) लगभग विलोम है।",
    },
  },
  {
    key: 'eng-synonym-003',
    difficulty: 'medium',
    text: 'METICULOUS',
    correct: 'Thorough',
    wrong: ['Careless', 'Quick', 'Timid'],
    why: {
      en: "'Meticulous' means showing great attention to detail; 'thorough' is closest. 'Careless' is the opposite.",
      hi: "'Meticulous' का अर्थ है 'हर बारीकी पर ध्यान देने वाला, अत्यंत सावधान'; 'Thorough' (पूरी तरह से, बारीकी से) सबसे निकट है। 'Careless' विलोम है।",
    },
  },
  {
    key: 'eng-synonym-004',
    difficulty: 'easy',
    text: 'AUGMENT',
    correct: 'Increase',
    wrong: ['Reduce', 'Argue', 'Delay'],
    why: {
      en: "'Augment' means to make something larger or add to it: 'increase'. 'Reduce' is its opposite.",
      hi: "'Augment' का अर्थ है 'बढ़ाना, वृद्धि करना': 'Increase'। 'Reduce' (घटाना) इसका विलोम है।",
    },
  },
  {
    key: 'eng-synonym-005',
    difficulty: 'hard',
    text: 'EPHEMERAL',
    correct: 'Short-lived',
    wrong: ['Eternal', 'Heavenly', 'Harmful'],
    why: {
      en: "'Ephemeral' means lasting for a very short time: 'short-lived'. 'Eternal' means the opposite.",
      hi: "'Ephemeral' का अर्थ है 'क्षणभंगुर, बहुत कम समय तक रहने वाला': 'Short-lived'। 'Eternal' (शाश्वत) इसका विलोम है।",
    },
  },
  {
    key: 'eng-synonym-006',
    difficulty: 'easy',
    text: 'BENEVOLENT',
    correct: 'Kind',
    wrong: ['Cruel', 'Wealthy', 'Clever'],
    why: {
      en: "'Benevolent' means well-meaning and kind. 'Cruel' is its opposite.",
      hi: "'Benevolent' का अर्थ है 'परोपकारी, दयालु': 'Kind'। 'Cruel' (क्रूर) इसका विलोम है।",
    },
  },
];

const antonyms: readonly EnglishItem[] = [
  {
    key: 'eng-antonym-001',
    difficulty: 'easy',
    text: 'ANCIENT',
    correct: 'Modern',
    wrong: ['Old', 'Famous', 'Ruined'],
    why: {
      en: "'Ancient' means belonging to the distant past; its opposite is 'modern'. 'Old' is a synonym.",
      hi: "'Ancient' का अर्थ है 'प्राचीन'; इसका विलोम 'Modern' (आधुनिक) है। 'Old' समानार्थी है।",
    },
  },
  {
    key: 'eng-antonym-002',
    difficulty: 'easy',
    text: 'TIMID',
    correct: 'Bold',
    wrong: ['Shy', 'Weak', 'Quiet'],
    why: {
      en: "'Timid' means lacking courage; the opposite is 'bold'. 'Shy' is close in meaning to 'timid'.",
      hi: "'Timid' का अर्थ है 'डरपोक, संकोची'; इसका विलोम 'Bold' (साहसी) है। 'Shy' इसका समानार्थी जैसा है।",
    },
  },
  {
    key: 'eng-antonym-003',
    difficulty: 'medium',
    text: 'OPAQUE',
    correct: 'Transparent',
    wrong: ['Dark', 'Solid', 'Dull'],
    why: {
      en: "'Opaque' means not letting light pass through; 'transparent' means letting light pass through clearly.",
      hi: "'Opaque' का अर्थ है 'अपारदर्शी' (जिससे प्रकाश पार न हो); इसका विलोम 'Transparent' (पारदर्शी) है।",
    },
  },
  {
    key: 'eng-antonym-004',
    difficulty: 'medium',
    text: 'FRUGAL',
    correct: 'Extravagant',
    wrong: ['Thrifty', 'Poor', 'Simple'],
    why: {
      en: "'Frugal' means careful not to waste money; 'extravagant' means spending too much. 'Thrifty' is a synonym.",
      hi: "'Frugal' का अर्थ है 'मितव्ययी, सोच-समझकर खर्च करने वाला'; इसका विलोम 'Extravagant' (फ़िज़ूलखर्च) है। 'Thrifty' समानार्थी है।",
    },
  },
  {
    key: 'eng-antonym-005',
    difficulty: 'hard',
    text: 'OBSCURE',
    correct: 'Evident',
    wrong: ['Vague', 'Hidden', 'Dim'],
    why: {
      en: "'Obscure' means not clear or hard to understand; 'evident' means plain and clear. The other options are near-synonyms of 'obscure'.",
      hi: "'Obscure' का अर्थ है 'अस्पष्ट, कठिनाई से समझ आने वाला'; इसका विलोम 'Evident' (स्पष्ट) है। अन्य विकल्प 'obscure' के लगभग समानार्थी हैं।",
    },
  },
  {
    key: 'eng-antonym-006',
    difficulty: 'easy',
    text: 'DILIGENT',
    correct: 'Lazy',
    wrong: ['Hard-working', 'Intelligent', 'Honest'],
    why: {
      en: "'Diligent' means hard-working and careful; its opposite is 'lazy'.",
      hi: "'Diligent' का अर्थ है 'परिश्रमी'; इसका विलोम 'Lazy' (आलसी) है।",
    },
  },
];

const idioms: readonly EnglishItem[] = [
  {
    key: 'eng-idiom-001',
    difficulty: 'easy',
    text: 'A blessing in disguise',
    correct: 'Something good that at first seemed bad',
    wrong: ['A hidden enemy', 'A gift given in secret', 'A prayer said silently'],
    why: {
      en: 'A blessing in disguise is a misfortune that later turns out to be good. Example: Missing the bus was a blessing in disguise; I met an old friend at the stop.',
      hi: "'A blessing in disguise' का अर्थ है ऐसी बात जो पहले बुरी लगे पर बाद में भली सिद्ध हो। उदाहरण: बस छूटना अच्छा ही रहा, स्टॉप पर पुराना मित्र मिल गया।",
    },
  },
  {
    key: 'eng-idiom-002',
    difficulty: 'easy',
    text: 'To burn the midnight oil',
    correct: 'To work or study late into the night',
    wrong: ['To waste money', 'To be very angry', 'To light a lamp at night'],
    why: {
      en: 'To burn the midnight oil is to stay up late working or studying, as in: She burnt the midnight oil before her bank exam.',
      hi: "'To burn the midnight oil' का अर्थ है देर रात तक पढ़ना या काम करना। उदाहरण: बैंक परीक्षा से पहले उसने रात-रात भर पढ़ाई की।",
    },
  },
  {
    key: 'eng-idiom-003',
    difficulty: 'medium',
    text: 'To beat about the bush',
    correct: 'To avoid coming to the point',
    wrong: ['To work hard in the fields', 'To search everywhere', 'To punish someone'],
    why: {
      en: 'To beat about the bush is to talk around a subject without saying what matters: Stop beating about the bush and tell me what happened.',
      hi: "'To beat about the bush' का अर्थ है मुख्य बात पर न आकर इधर-उधर की बातें करना।",
    },
  },
  {
    key: 'eng-idiom-004',
    difficulty: 'easy',
    text: 'Once in a blue moon',
    correct: 'Very rarely',
    wrong: ['Every month', 'Only at night', 'Never at all'],
    why: {
      en: 'Once in a blue moon means very rarely: He visits his village once in a blue moon.',
      hi: "'Once in a blue moon' का अर्थ है 'बहुत कम, कभी-कभार'।",
    },
  },
  {
    key: 'eng-idiom-005',
    difficulty: 'medium',
    text: 'To hit the nail on the head',
    correct: 'To say or do exactly the right thing',
    wrong: ['To hurt oneself by mistake', 'To lose one’s temper', 'To finish work in a hurry'],
    why: {
      en: 'To hit the nail on the head is to describe a problem or its cause exactly: You hit the nail on the head when you said we need more practice.',
      hi: "'To hit the nail on the head' का अर्थ है बिलकुल सही बात कहना या करना।",
    },
  },
  {
    key: 'eng-idiom-006',
    difficulty: 'easy',
    text: 'A piece of cake',
    correct: 'Something very easy',
    wrong: ['A small reward', 'A sweet dish', 'A small share'],
    why: {
      en: 'A piece of cake is something very easy to do: The first section of the test was a piece of cake.',
      hi: "'A piece of cake' का अर्थ है 'बहुत आसान काम'।",
    },
  },
];

const oneWord: readonly EnglishItem[] = [
  {
    key: 'eng-oneword-001',
    difficulty: 'easy',
    text: 'A person who does not believe in the existence of God',
    correct: 'Atheist',
    wrong: ['Theist', 'Pessimist', 'Heretic'],
    why: {
      en: "An atheist does not believe that God exists. A theist does; a pessimist expects the worst; a heretic holds views against accepted religious teaching.",
      hi: "ईश्वर के अस्तित्व में विश्वास न करने वाला 'Atheist' (नास्तिक) कहलाता है। 'Theist' आस्तिक है, 'Pessimist' निराशावादी और 'Heretic' स्वीकृत धार्मिक मत का विरोधी।",
    },
  },
  {
    key: 'eng-oneword-002',
    difficulty: 'easy',
    text: 'A person who can speak two languages',
    correct: 'Bilingual',
    wrong: ['Polyglot', 'Monolingual', 'Linguist'],
    why: {
      en: "Bilingual: able to speak two languages. A polyglot speaks many languages, a monolingual person only one, and a linguist studies languages.",
      hi: "दो भाषाएँ बोल सकने वाला 'Bilingual' (द्विभाषी) है। 'Polyglot' अनेक भाषाएँ बोलता है, 'Monolingual' केवल एक, और 'Linguist' भाषाओं का अध्ययन करता है।",
    },
  },
  {
    key: 'eng-oneword-003',
    difficulty: 'medium',
    text: 'A place where birds are kept',
    correct: 'Aviary',
    wrong: ['Apiary', 'Aquarium', 'Kennel'],
    why: {
      en: 'An aviary is a large enclosure for birds. An apiary is for bees, an aquarium for fish, a kennel for dogs.',
      hi: "पक्षियों को रखने का स्थान 'Aviary' (पक्षीशाला) है। 'Apiary' मधुमक्खियों के लिए, 'Aquarium' मछलियों के लिए और 'Kennel' कुत्तों के लिए होता है।",
    },
  },
  {
    key: 'eng-oneword-004',
    difficulty: 'easy',
    text: 'Writing that cannot be read',
    correct: 'Illegible',
    wrong: ['Eligible', 'Illiterate', 'Invisible'],
    why: {
      en: "Illegible writing is too unclear to read. 'Illiterate' describes a person who cannot read; 'eligible' means qualified.",
      hi: "जो लिखावट पढ़ी न जा सके वह 'Illegible' (अपठनीय) है। 'Illiterate' वह व्यक्ति है जो पढ़ नहीं सकता; 'Eligible' का अर्थ है योग्य।",
    },
  },
  {
    key: 'eng-oneword-005',
    difficulty: 'hard',
    text: 'A person who walks in his or her sleep',
    correct: 'Somnambulist',
    wrong: ['Insomniac', 'Hypnotist', 'Pedestrian'],
    why: {
      en: 'A somnambulist walks while asleep. An insomniac cannot sleep; a pedestrian is anyone walking on a road.',
      hi: "नींद में चलने वाला व्यक्ति 'Somnambulist' कहलाता है। 'Insomniac' वह है जिसे नींद नहीं आती; 'Pedestrian' पैदल यात्री है।",
    },
  },
  {
    key: 'eng-oneword-006',
    difficulty: 'easy',
    text: 'The story of a person’s life written by that person',
    correct: 'Autobiography',
    wrong: ['Biography', 'Anthology', 'Chronicle'],
    why: {
      en: "An autobiography is written by the person it is about; a biography is written by someone else. An anthology is a collection of works.",
      hi: "अपने जीवन की कहानी स्वयं लिखी जाए तो वह 'Autobiography' (आत्मकथा) है; किसी और द्वारा लिखी 'Biography' (जीवनी) है। 'Anthology' रचनाओं का संकलन है।",
    },
  },
];

export const vocabularyQuestions = [
  ...synonyms.map((item) =>
    englishQuestion(
      'synonyms',
      {
        en: 'Choose the word that is most nearly the SAME in meaning as the given word.',
        hi: 'दिए गए शब्द का समानार्थी (सबसे निकट अर्थ वाला) शब्द चुनिए।',
      },
      item,
    ),
  ),
  ...antonyms.map((item) =>
    englishQuestion(
      'antonyms',
      {
        en: 'Choose the word that is most nearly OPPOSITE in meaning to the given word.',
        hi: 'दिए गए शब्द का विलोम (विपरीत अर्थ वाला) शब्द चुनिए।',
      },
      item,
    ),
  ),
  ...idioms.map((item) =>
    englishQuestion(
      'idioms-phrases',
      {
        en: 'Choose the option that best expresses the meaning of the given idiom or phrase.',
        hi: 'दिए गए मुहावरे या वाक्यांश का अर्थ सबसे अच्छी तरह बताने वाला विकल्प चुनिए।',
      },
      item,
    ),
  ),
  ...oneWord.map((item) =>
    englishQuestion(
      'one-word-substitution',
      {
        en: 'Choose the one word that can replace the given group of words.',
        hi: 'दिए गए शब्द-समूह के स्थान पर आ सकने वाला एक शब्द चुनिए।',
      },
      item,
    ),
  ),
];
