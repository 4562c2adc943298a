/** Indian history: ancient, medieval and the freedom struggle. */
import { factQuestion } from './fact.js';
import type { Fact } from './fact.js';

const facts: readonly Fact[] = [
  {
    key: 'ga-history-001',
    difficulty: 'easy',
    q: ['In which year was the Battle of Plassey fought?', 'प्लासी का युद्ध किस वर्ष लड़ा गया था?'],
    a: ['1757', '1757'],
    wrong: [['1764', '1764'], ['1761', '1761'], ['1857', '1857']],
    why: [
      'At Plassey in 1757 the East India Company under Robert Clive defeated Siraj-ud-Daulah, the Nawab of Bengal. The Battle of Buxar was in 1764 and the Third Battle of Panipat in 1761.',
      '1757 में प्लासी में रॉबर्ट क्लाइव के नेतृत्व में ईस्ट इंडिया कंपनी ने बंगाल के नवाब सिराजुद्दौला को हराया। बक्सर का युद्ध 1764 में और पानीपत का तीसरा युद्ध 1761 में हुआ।',
    ],
  },
  {
    key: 'ga-history-002',
    difficulty: 'easy',
    q: ['Who founded the Maurya Empire?', 'मौर्य साम्राज्य की स्थापना किसने की?'],
    a: ['Chandragupta Maurya', 'चंद्रगुप्त मौर्य'],
    wrong: [['Ashoka', 'अशोक'], ['Bindusara', 'बिंदुसार'], ['Bimbisara', 'बिंबिसार']],
    why: [
      'Chandragupta Maurya, guided by Chanakya, founded the empire around 321 BCE. Bindusara was his son and Ashoka his grandson; Bimbisara was a Haryanka king of Magadha.',
      'चाणक्य के मार्गदर्शन में चंद्रगुप्त मौर्य ने लगभग 321 ई. पू. में यह साम्राज्य स्थापित किया। बिंदुसार उनके पुत्र और अशोक पौत्र थे; बिंबिसार मगध के हर्यक वंश के राजा थे।',
    ],
  },
  {
    key: 'ga-history-003',
    difficulty: 'easy',
    q: ['In which year did Mahatma Gandhi begin the Dandi March (Salt Satyagraha)?', 'महात्मा गांधी ने दांडी मार्च (नमक सत्याग्रह) किस वर्ष शुरू किया?'],
    a: ['1930', '1930'],
    wrong: [['1920', '1920'], ['1942', '1942'], ['1919', '1919']],
    why: [
      'Gandhi set out from Sabarmati Ashram on 12 March 1930 and broke the salt law at Dandi on 6 April 1930, starting the Civil Disobedience Movement.',
      'गांधीजी 12 मार्च 1930 को साबरमती आश्रम से चले और 6 अप्रैल 1930 को दांडी में नमक कानून तोड़ा; इससे सविनय अवज्ञा आंदोलन शुरू हुआ।',
    ],
  },
  {
    key: 'ga-history-004',
    difficulty: 'easy',
    q: ['In which city did the Jallianwala Bagh massacre take place?', 'जलियाँवाला बाग हत्याकांड किस शहर में हुआ था?'],
    a: ['Amritsar', 'अमृतसर'],
    wrong: [['Lahore', 'लाहौर'], ['Delhi', 'दिल्ली'], ['Lucknow', 'लखनऊ']],
    why: [
      'On 13 April 1919 troops under General Dyer fired on an unarmed crowd at Jallianwala Bagh in Amritsar.',
      '13 अप्रैल 1919 को अमृतसर के जलियाँवाला बाग में जनरल डायर के सैनिकों ने निहत्थी भीड़ पर गोलियाँ चलाईं।',
    ],
  },
  {
    key: 'ga-history-005',
    difficulty: 'medium',
    q: ['Who is credited with founding the Indian National Congress in 1885?', '1885 में भारतीय राष्ट्रीय कांग्रेस की स्थापना का श्रेय किसे दिया जाता है?'],
    a: ['A. O. Hume', 'ए. ओ. ह्यूम'],
    wrong: [['W. C. Bonnerjee', 'डब्ल्यू. सी. बनर्जी'], ['Dadabhai Naoroji', 'दादाभाई नौरोजी'], ['Bal Gangadhar Tilak', 'बाल गंगाधर तिलक']],
    why: [
      'Allan Octavian Hume, a retired British civil servant, took the lead in founding the Congress in Bombay in 1885. W. C. Bonnerjee presided over its first session.',
      'सेवानिवृत्त ब्रिटिश अधिकारी एलन ऑक्टेवियन ह्यूम ने 1885 में बंबई में कांग्रेस की स्थापना में प्रमुख भूमिका निभाई। इसके पहले अधिवेशन की अध्यक्षता डब्ल्यू. सी. बनर्जी ने की।',
    ],
  },
  {
    key: 'ga-history-006',
    difficulty: 'medium',
    q: ['The First Battle of Panipat (1526) was fought between Babur and', 'पानीपत का पहला युद्ध (1526) बाबर और किसके बीच लड़ा गया था?'],
    a: ['Ibrahim Lodi', 'इब्राहिम लोदी'],
    wrong: [['Rana Sanga', 'राणा सांगा'], ['Hemu', 'हेमू'], ['Sher Shah Suri', 'शेरशाह सूरी']],
    why: [
      'Babur defeated Ibrahim Lodi at Panipat in 1526 and founded the Mughal Empire. He fought Rana Sanga at Khanwa in 1527; Hemu fought Akbar’s army in the Second Battle of Panipat (1556).',
      'बाबर ने 1526 में पानीपत में इब्राहिम लोदी को हराकर मुग़ल साम्राज्य की नींव रखी। राणा सांगा से उसका युद्ध 1527 में खानवा में हुआ; हेमू ने पानीपत के दूसरे युद्ध (1556) में अकबर की सेना से युद्ध किया।',
    ],
  },
  {
    key: 'ga-history-007',
    difficulty: 'medium',
    q: ['Who was the first Governor-General of independent India?', 'स्वतंत्र भारत के पहले गवर्नर-जनरल कौन थे?'],
    a: ['Lord Mountbatten', 'लॉर्ड माउंटबेटन'],
    wrong: [['C. Rajagopalachari', 'सी. राजगोपालाचारी'], ['Lord Wavell', 'लॉर्ड वेवेल'], ['Lord Linlithgow', 'लॉर्ड लिनलिथगो']],
    why: [
      'Lord Mountbatten stayed on as Governor-General from August 1947 to June 1948. C. Rajagopalachari succeeded him as the first and only Indian Governor-General.',
      'लॉर्ड माउंटबेटन अगस्त 1947 से जून 1948 तक गवर्नर-जनरल रहे। उनके बाद सी. राजगोपालाचारी पहले और एकमात्र भारतीय गवर्नर-जनरल बने।',
    ],
  },
  {
    key: 'ga-history-008',
    difficulty: 'easy',
    q: ['In which year was the Quit India Movement launched?', 'भारत छोड़ो आंदोलन किस वर्ष शुरू हुआ?'],
    a: ['1942', '1942'],
    wrong: [['1930', '1930'], ['1920', '1920'], ['1946', '1946']],
    why: [
      "The Congress passed the Quit India resolution in Bombay on 8 August 1942, and Gandhi gave the call 'Do or Die'.",
      "कांग्रेस ने 8 अगस्त 1942 को बंबई में भारत छोड़ो प्रस्ताव पारित किया और गांधीजी ने 'करो या मरो' का नारा दिया।",
    ],
  },
  {
    key: 'ga-history-009',
    difficulty: 'easy',
    q: ["Who wrote 'Gitanjali'?", "'गीतांजलि' की रचना किसने की?"],
    a: ['Rabindranath Tagore', 'रवींद्रनाथ टैगोर'],
    wrong: [['Bankim Chandra Chattopadhyay', 'बंकिमचंद्र चट्टोपाध्याय'], ['Sarojini Naidu', 'सरोजिनी नायडू'], ['Munshi Premchand', 'मुंशी प्रेमचंद']],
    why: [
      "Rabindranath Tagore wrote 'Gitanjali' and won the Nobel Prize in Literature in 1913, the first Asian to do so.",
      "'गीतांजलि' रवींद्रनाथ टैगोर ने लिखी; 1913 में उन्हें साहित्य का नोबेल पुरस्कार मिला और वे यह पुरस्कार पाने वाले पहले एशियाई बने।",
    ],
  },
  {
    key: 'ga-history-010',
    difficulty: 'easy',
    q: ['Which Mughal emperor built the Taj Mahal?', 'ताजमहल का निर्माण किस मुग़ल बादशाह ने कराया?'],
    a: ['Shah Jahan', 'शाहजहाँ'],
    wrong: [['Akbar', 'अकबर'], ['Jahangir', 'जहाँगीर'], ['Aurangzeb', 'औरंगज़ेब']],
    why: [
      'Shah Jahan built the Taj Mahal at Agra in memory of his wife Mumtaz Mahal.',
      'शाहजहाँ ने अपनी पत्नी मुमताज़ महल की याद में आगरा में ताजमहल बनवाया।',
    ],
  },
  {
    key: 'ga-history-011',
    difficulty: 'hard',
    q: ['The Harappan dockyard site of Lothal is in which present-day state?', 'हड़प्पा सभ्यता का गोदी-स्थल लोथल वर्तमान में किस राज्य में है?'],
    a: ['Gujarat', 'गुजरात'],
    wrong: [['Rajasthan', 'राजस्थान'], ['Haryana', 'हरियाणा'], ['Punjab', 'पंजाब']],
    why: [
      'Lothal, known for its dockyard, is in Gujarat. Kalibangan is in Rajasthan and Rakhigarhi in Haryana.',
      'अपनी गोदी (डॉकयार्ड) के लिए प्रसिद्ध लोथल गुजरात में है। कालीबंगा राजस्थान में और राखीगढ़ी हरियाणा में है।',
    ],
  },
  {
    key: 'ga-history-012',
    difficulty: 'medium',
    q: ['Who introduced the Permanent Settlement of Bengal in 1793?', 'बंगाल में स्थायी बंदोबस्त 1793 में किसने लागू किया?'],
    a: ['Lord Cornwallis', 'लॉर्ड कॉर्नवालिस'],
    wrong: [['Lord Wellesley', 'लॉर्ड वेलेज़ली'], ['Lord Dalhousie', 'लॉर्ड डलहौज़ी'], ['Warren Hastings', 'वॉरेन हेस्टिंग्स']],
    why: [
      'Lord Cornwallis fixed the land revenue due from zamindars permanently in 1793. Wellesley is linked with the Subsidiary Alliance and Dalhousie with the Doctrine of Lapse.',
      'लॉर्ड कॉर्नवालिस ने 1793 में ज़मींदारों से लिया जाने वाला भू-राजस्व स्थायी रूप से तय कर दिया। वेलेज़ली सहायक संधि से और डलहौज़ी व्यपगत के सिद्धांत से जुड़े हैं।',
    ],
  },
];

export const historyQuestions = facts.map((fact) => factQuestion('indian-history', fact));
