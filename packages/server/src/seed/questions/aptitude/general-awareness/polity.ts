/** Indian polity: Articles, amendments and constitutional bodies (facts fixed by the Constitution). */
import { factQuestion } from './fact.js';
import type { Fact } from './fact.js';

const facts: readonly Fact[] = [
  {
    key: 'ga-polity-001',
    difficulty: 'easy',
    q: ['Which Article of the Constitution of India abolishes untouchability?', 'भारतीय संविधान का कौन-सा अनुच्छेद अस्पृश्यता का अंत करता है?'],
    a: ['Article 17', 'अनुच्छेद 17'],
    wrong: [['Article 14', 'अनुच्छेद 14'], ['Article 21', 'अनुच्छेद 21'], ['Article 32', 'अनुच्छेद 32']],
    why: [
      'Article 17 abolishes untouchability and forbids its practice in any form. Article 14 gives equality before law; Article 21 protects life and personal liberty.',
      'अनुच्छेद 17 अस्पृश्यता का अंत करता है और किसी भी रूप में उसके आचरण को निषिद्ध करता है। अनुच्छेद 14 विधि के समक्ष समता देता है; अनुच्छेद 21 प्राण और दैहिक स्वतंत्रता की रक्षा करता है।',
    ],
  },
  {
    key: 'ga-polity-002',
    difficulty: 'easy',
    q: ['The Right to Constitutional Remedies is given by which Article?', 'संवैधानिक उपचारों का अधिकार किस अनुच्छेद द्वारा दिया गया है?'],
    a: ['Article 32', 'अनुच्छेद 32'],
    wrong: [['Article 19', 'अनुच्छेद 19'], ['Article 226', 'अनुच्छेद 226'], ['Article 21', 'अनुच्छेद 21']],
    why: [
      'Article 32 lets a person move the Supreme Court to enforce Fundamental Rights; Dr B. R. Ambedkar called it the heart and soul of the Constitution. Article 226 gives the High Courts their writ power.',
      'अनुच्छेद 32 मौलिक अधिकारों को लागू कराने के लिए सर्वोच्च न्यायालय जाने का अधिकार देता है; डॉ. बी. आर. आंबेडकर ने इसे संविधान का हृदय और आत्मा कहा। अनुच्छेद 226 उच्च न्यायालयों को रिट जारी करने की शक्ति देता है।',
    ],
  },
  {
    key: 'ga-polity-003',
    difficulty: 'easy',
    q: ['Who appoints the Chief Justice of India?', 'भारत के मुख्य न्यायाधीश की नियुक्ति कौन करता है?'],
    a: ['The President of India', 'भारत के राष्ट्रपति'],
    wrong: [['The Prime Minister', 'प्रधानमंत्री'], ['Parliament', 'संसद'], ['The Union Law Minister', 'केंद्रीय विधि मंत्री']],
    why: [
      'Under Article 124, the judges of the Supreme Court, including the Chief Justice, are appointed by the President.',
      'अनुच्छेद 124 के अंतर्गत मुख्य न्यायाधीश सहित सर्वोच्च न्यायालय के न्यायाधीशों की नियुक्ति राष्ट्रपति करते हैं।',
    ],
  },
  {
    key: 'ga-polity-004',
    difficulty: 'easy',
    q: ['What is the minimum age to become a member of the Lok Sabha?', 'लोकसभा का सदस्य बनने के लिए न्यूनतम आयु क्या है?'],
    a: ['25 years', '25 वर्ष'],
    wrong: [['21 years', '21 वर्ष'], ['30 years', '30 वर्ष'], ['35 years', '35 वर्ष']],
    why: [
      'Article 84 sets 25 years for the Lok Sabha and 30 years for the Rajya Sabha; 35 is the minimum age for the President.',
      'अनुच्छेद 84 के अनुसार लोकसभा के लिए 25 वर्ष और राज्यसभा के लिए 30 वर्ष न्यूनतम आयु है; राष्ट्रपति के लिए न्यूनतम आयु 35 वर्ष है।',
    ],
  },
  {
    key: 'ga-polity-005',
    difficulty: 'easy',
    q: ['On which date did the Constitution of India come into force?', 'भारत का संविधान किस तिथि को लागू हुआ?'],
    a: ['26 January 1950', '26 जनवरी 1950'],
    wrong: [['26 November 1949', '26 नवंबर 1949'], ['15 August 1947', '15 अगस्त 1947'], ['30 January 1948', '30 जनवरी 1948']],
    why: [
      'The Constitution was adopted on 26 November 1949 (now Constitution Day) and came into force on 26 January 1950, celebrated as Republic Day.',
      'संविधान 26 नवंबर 1949 को अंगीकृत हुआ (अब संविधान दिवस) और 26 जनवरी 1950 को लागू हुआ, जिसे गणतंत्र दिवस के रूप में मनाया जाता है।',
    ],
  },
  {
    key: 'ga-polity-006',
    difficulty: 'easy',
    q: ['Who was the chairman of the Drafting Committee of the Constituent Assembly?', 'संविधान सभा की प्रारूप समिति के अध्यक्ष कौन थे?'],
    a: ['Dr B. R. Ambedkar', 'डॉ. बी. आर. आंबेडकर'],
    wrong: [['Dr Rajendra Prasad', 'डॉ. राजेंद्र प्रसाद'], ['Jawaharlal Nehru', 'जवाहरलाल नेहरू'], ['Sardar Vallabhbhai Patel', 'सरदार वल्लभभाई पटेल']],
    why: [
      'Dr B. R. Ambedkar chaired the Drafting Committee. Dr Rajendra Prasad was the President of the Constituent Assembly.',
      'प्रारूप समिति के अध्यक्ष डॉ. बी. आर. आंबेडकर थे। डॉ. राजेंद्र प्रसाद संविधान सभा के अध्यक्ष थे।',
    ],
  },
  {
    key: 'ga-polity-007',
    difficulty: 'medium',
    q: ['Fundamental Duties were first added to the Constitution by which amendment?', 'मौलिक कर्तव्य सबसे पहले किस संशोधन द्वारा संविधान में जोड़े गए?'],
    a: ['42nd Amendment, 1976', '42वाँ संशोधन, 1976'],
    wrong: [['44th Amendment, 1978', '44वाँ संशोधन, 1978'], ['73rd Amendment, 1992', '73वाँ संशोधन, 1992'], ['86th Amendment, 2002', '86वाँ संशोधन, 2002']],
    why: [
      'The 42nd Amendment (1976) added Part IV-A with Article 51A, on the Swaran Singh Committee’s advice. The 86th Amendment later added one more duty on children’s education.',
      '42वें संशोधन (1976) ने स्वर्ण सिंह समिति की सिफ़ारिश पर भाग IV-क और अनुच्छेद 51क जोड़ा। बाद में 86वें संशोधन ने बच्चों की शिक्षा से जुड़ा एक और कर्तव्य जोड़ा।',
    ],
  },
  {
    key: 'ga-polity-008',
    difficulty: 'medium',
    q: ['Which amendment gave constitutional status to Panchayati Raj institutions?', 'किस संशोधन ने पंचायती राज संस्थाओं को संवैधानिक दर्जा दिया?'],
    a: ['73rd Amendment', '73वाँ संशोधन'],
    wrong: [['74th Amendment', '74वाँ संशोधन'], ['42nd Amendment', '42वाँ संशोधन'], ['61st Amendment', '61वाँ संशोधन']],
    why: [
      'The 73rd Amendment (1992) added Part IX on panchayats. The 74th did the same for municipalities; the 61st lowered the voting age to 18.',
      '73वें संशोधन (1992) ने पंचायतों पर भाग IX जोड़ा। 74वें संशोधन ने यही नगरपालिकाओं के लिए किया; 61वें संशोधन ने मतदान की आयु घटाकर 18 वर्ष की।',
    ],
  },
  {
    key: 'ga-polity-009',
    difficulty: 'medium',
    q: ['A Money Bill can be introduced only in', 'धन विधेयक केवल कहाँ प्रस्तुत किया जा सकता है?'],
    a: ['the Lok Sabha', 'लोकसभा में'],
    wrong: [['the Rajya Sabha', 'राज्यसभा में'], ['either House of Parliament', 'संसद के किसी भी सदन में'], ['a joint sitting of both Houses', 'दोनों सदनों की संयुक्त बैठक में']],
    why: [
      'Under Article 109 a Money Bill is introduced only in the Lok Sabha, on the President’s recommendation; the Rajya Sabha can only delay it by 14 days.',
      'अनुच्छेद 109 के अनुसार धन विधेयक राष्ट्रपति की सिफ़ारिश पर केवल लोकसभा में प्रस्तुत होता है; राज्यसभा उसे केवल 14 दिन तक रोक सकती है।',
    ],
  },
  {
    key: 'ga-polity-010',
    difficulty: 'medium',
    q: ['Which Article provides for President’s Rule in a state when its constitutional machinery fails?', 'किसी राज्य में संवैधानिक तंत्र के विफल होने पर राष्ट्रपति शासन का प्रावधान किस अनुच्छेद में है?'],
    a: ['Article 356', 'अनुच्छेद 356'],
    wrong: [['Article 352', 'अनुच्छेद 352'], ['Article 360', 'अनुच्छेद 360'], ['Article 370', 'अनुच्छेद 370']],
    why: [
      'Article 356 covers President’s Rule in a state. Article 352 deals with a national emergency and Article 360 with a financial emergency.',
      'अनुच्छेद 356 राज्य में राष्ट्रपति शासन से संबंधित है। अनुच्छेद 352 राष्ट्रीय आपातकाल और अनुच्छेद 360 वित्तीय आपातकाल से संबंधित है।',
    ],
  },
  {
    key: 'ga-polity-011',
    difficulty: 'hard',
    q: ['The office of the Comptroller and Auditor General of India is provided for in which Article?', 'भारत के नियंत्रक एवं महालेखा परीक्षक (CAG) के पद का प्रावधान किस अनुच्छेद में है?'],
    a: ['Article 148', 'अनुच्छेद 148'],
    wrong: [['Article 76', 'अनुच्छेद 76'], ['Article 280', 'अनुच्छेद 280'], ['Article 324', 'अनुच्छेद 324']],
    why: [
      'Article 148 provides for the CAG. Article 76 is about the Attorney General, Article 280 the Finance Commission and Article 324 the Election Commission.',
      'अनुच्छेद 148 में CAG का प्रावधान है। अनुच्छेद 76 महान्यायवादी, अनुच्छेद 280 वित्त आयोग और अनुच्छेद 324 निर्वाचन आयोग से संबंधित है।',
    ],
  },
  {
    key: 'ga-polity-012',
    difficulty: 'medium',
    q: ['Who presides over a joint sitting of the two Houses of Parliament?', 'संसद के दोनों सदनों की संयुक्त बैठक की अध्यक्षता कौन करता है?'],
    a: ['The Speaker of the Lok Sabha', 'लोकसभा अध्यक्ष'],
    wrong: [['The President of India', 'भारत के राष्ट्रपति'], ['The Vice-President of India', 'भारत के उपराष्ट्रपति'], ['The Prime Minister', 'प्रधानमंत्री']],
    why: [
      'The President summons a joint sitting (Article 108), but the Speaker of the Lok Sabha presides over it (Article 118).',
      'संयुक्त बैठक राष्ट्रपति बुलाते हैं (अनुच्छेद 108), पर उसकी अध्यक्षता लोकसभा अध्यक्ष करते हैं (अनुच्छेद 118)।',
    ],
  },
  {
    key: 'ga-polity-013',
    difficulty: 'medium',
    q: ['How many Fundamental Duties does the Constitution of India list?', 'भारतीय संविधान में कितने मौलिक कर्तव्य सूचीबद्ध हैं?'],
    a: ['11', '11'],
    wrong: [['10', '10'], ['12', '12'], ['9', '9']],
    why: [
      'Article 51A lists 11 Fundamental Duties: the 42nd Amendment (1976) added ten and the 86th Amendment (2002) the eleventh.',
      'अनुच्छेद 51क में 11 मौलिक कर्तव्य हैं: 42वें संशोधन (1976) ने दस जोड़े और 86वें संशोधन (2002) ने ग्यारहवाँ।',
    ],
  },
  {
    key: 'ga-polity-014',
    difficulty: 'easy',
    q: ['Who is the ex officio Chairman of the Rajya Sabha?', 'राज्यसभा का पदेन सभापति कौन होता है?'],
    a: ['The Vice-President of India', 'भारत के उपराष्ट्रपति'],
    wrong: [['The President of India', 'भारत के राष्ट्रपति'], ['The Speaker of the Lok Sabha', 'लोकसभा अध्यक्ष'], ['The Prime Minister', 'प्रधानमंत्री']],
    why: [
      'Under Article 64 the Vice-President is the ex officio Chairman of the Rajya Sabha.',
      'अनुच्छेद 64 के अनुसार उपराष्ट्रपति राज्यसभा के पदेन सभापति होते हैं।',
    ],
  },
];

export const polityQuestions = facts.map((fact) => factQuestion('indian-polity', fact));
