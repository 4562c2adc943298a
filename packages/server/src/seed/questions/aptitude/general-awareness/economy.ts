/** Economy and banking: terms and institutions whose meaning does not change with the news. */
import { factQuestion } from './fact.js';
import type { Fact } from './fact.js';

const facts: readonly Fact[] = [
  {
    key: 'ga-economy-001',
    difficulty: 'easy',
    q: ['In which year was the Reserve Bank of India established?', 'भारतीय रिज़र्व बैंक की स्थापना किस वर्ष हुई?'],
    a: ['1935', '1935'],
    wrong: [['1949', '1949'], ['1947', '1947'], ['1969', '1969']],
    why: [
      'The RBI began operations on 1 April 1935 under the RBI Act, 1934, and was nationalised in 1949. 1969 is the year fourteen major banks were nationalised.',
      'RBI ने RBI अधिनियम, 1934 के अंतर्गत 1 अप्रैल 1935 से कार्य शुरू किया और 1949 में इसका राष्ट्रीयकरण हुआ। 1969 में चौदह बड़े बैंकों का राष्ट्रीयकरण हुआ था।',
    ],
  },
  {
    key: 'ga-economy-002',
    difficulty: 'medium',
    q: ['What is the repo rate?', 'रेपो दर क्या है?'],
    a: ['The rate at which the RBI lends to banks for the short term', 'वह दर जिस पर RBI बैंकों को अल्पकाल के लिए ऋण देता है'],
    wrong: [
      ['The rate at which banks lend to their best customers', 'वह दर जिस पर बैंक अपने सर्वश्रेष्ठ ग्राहकों को ऋण देते हैं'],
      ['The rate at which the RBI borrows from banks', 'वह दर जिस पर RBI बैंकों से उधार लेता है'],
      ['The rate of interest on savings accounts', 'बचत खातों पर ब्याज की दर'],
    ],
    why: [
      'Under a repo, the RBI lends to banks against government securities that the banks agree to buy back. When the RBI absorbs money from banks, the rate is the reverse repo rate.',
      'रेपो में RBI बैंकों को सरकारी प्रतिभूतियों के बदले ऋण देता है, जिन्हें बैंक बाद में वापस खरीदते हैं। जब RBI बैंकों से धन लेता है, तो वह दर रिवर्स रेपो दर कहलाती है।',
    ],
  },
  {
    key: 'ga-economy-003',
    difficulty: 'easy',
    q: ['NITI Aayog replaced which body in 2015?', 'वर्ष 2015 में नीति आयोग ने किस संस्था का स्थान लिया?'],
    a: ['The Planning Commission', 'योजना आयोग'],
    wrong: [['The Finance Commission', 'वित्त आयोग'], ['The National Development Council', 'राष्ट्रीय विकास परिषद'], ['The Election Commission', 'निर्वाचन आयोग']],
    why: [
      'NITI Aayog came into being on 1 January 2015 in place of the Planning Commission, set up in 1950. The Finance Commission is a constitutional body under Article 280.',
      'नीति आयोग 1 जनवरी 2015 को 1950 में बने योजना आयोग के स्थान पर अस्तित्व में आया। वित्त आयोग अनुच्छेद 280 के अंतर्गत एक संवैधानिक निकाय है।',
    ],
  },
  {
    key: 'ga-economy-004',
    difficulty: 'easy',
    q: ["In banking, what does 'NEFT' stand for?", "बैंकिंग में 'NEFT' का पूरा रूप क्या है?"],
    a: ['National Electronic Funds Transfer', 'National Electronic Funds Transfer (राष्ट्रीय इलेक्ट्रॉनिक निधि अंतरण)'],
    wrong: [
      ['National Electronic Fund Tender', 'National Electronic Fund Tender (राष्ट्रीय इलेक्ट्रॉनिक निधि निविदा)'],
      ['Net Enabled Funds Transfer', 'Net Enabled Funds Transfer (नेट-सक्षम निधि अंतरण)'],
      ['National Equity Funds Transfer', 'National Equity Funds Transfer (राष्ट्रीय इक्विटी निधि अंतरण)'],
    ],
    why: [
      'NEFT is National Electronic Funds Transfer, a system run by the RBI for moving money between bank accounts.',
      'NEFT का पूरा रूप National Electronic Funds Transfer है; यह बैंक खातों के बीच धन भेजने की RBI द्वारा संचालित प्रणाली है।',
    ],
  },
  {
    key: 'ga-economy-005',
    difficulty: 'medium',
    q: ['Who issues currency notes in India, except the one-rupee note?', 'एक रुपये के नोट को छोड़कर भारत में करेंसी नोट कौन जारी करता है?'],
    a: ['The Reserve Bank of India', 'भारतीय रिज़र्व बैंक'],
    wrong: [['The Ministry of Finance', 'वित्त मंत्रालय'], ['The State Bank of India', 'भारतीय स्टेट बैंक'], ['NITI Aayog', 'नीति आयोग']],
    why: [
      'The RBI issues all banknotes except the one-rupee note, which the Ministry of Finance issues along with coins.',
      'एक रुपये के नोट को छोड़कर सभी नोट RBI जारी करता है; एक रुपये का नोट और सिक्के वित्त मंत्रालय जारी करता है।',
    ],
  },
  {
    key: 'ga-economy-006',
    difficulty: 'medium',
    q: ['Gross Domestic Product (GDP) is the value of', 'सकल घरेलू उत्पाद (GDP) किसका मूल्य है?'],
    a: [
      'all final goods and services produced within a country in a year',
      'किसी देश की सीमा के भीतर एक वर्ष में उत्पादित सभी अंतिम वस्तुओं और सेवाओं का',
    ],
    wrong: [
      ['all goods exported by a country in a year', 'किसी देश द्वारा एक वर्ष में निर्यात की गई सभी वस्तुओं का'],
      ['all goods produced by a country’s citizens anywhere in the world', 'किसी देश के नागरिकों द्वारा विश्व में कहीं भी उत्पादित सभी वस्तुओं का'],
      ['all raw materials used by factories in a year', 'कारखानों द्वारा एक वर्ष में प्रयुक्त सभी कच्चे माल का'],
    ],
    why: [
      'GDP counts final goods and services produced inside the country’s borders. Output by citizens anywhere is measured by Gross National Product (GNP); raw materials are not counted separately, to avoid double counting.',
      'GDP देश की सीमा के भीतर उत्पादित अंतिम वस्तुओं और सेवाओं को गिनता है। नागरिकों द्वारा कहीं भी किया गया उत्पादन सकल राष्ट्रीय उत्पाद (GNP) से मापा जाता है; दोहरी गणना से बचने के लिए कच्चा माल अलग से नहीं गिना जाता।',
    ],
  },
  {
    key: 'ga-economy-007',
    difficulty: 'easy',
    q: ['Inflation means', 'मुद्रास्फीति का अर्थ है'],
    a: ['a general rise in prices over time', 'समय के साथ कीमतों में सामान्य वृद्धि'],
    wrong: [['a general fall in prices', 'कीमतों में सामान्य गिरावट'], ['a rise in a country’s exports', 'देश के निर्यात में वृद्धि'], ['a rise in unemployment', 'बेरोज़गारी में वृद्धि']],
    why: [
      'Inflation is a sustained rise in the general price level, so each rupee buys less. A general fall in prices is deflation.',
      'मुद्रास्फीति सामान्य कीमत स्तर में लगातार वृद्धि है, जिससे एक रुपये से कम वस्तुएँ खरीदी जा सकती हैं। कीमतों में सामान्य गिरावट अपस्फीति कहलाती है।',
    ],
  },
  {
    key: 'ga-economy-008',
    difficulty: 'easy',
    q: ['Which of these is a direct tax?', 'इनमें से कौन-सा प्रत्यक्ष कर है?'],
    a: ['Income tax', 'आयकर'],
    wrong: [['Goods and Services Tax (GST)', 'वस्तु एवं सेवा कर (GST)'], ['Customs duty', 'सीमा शुल्क'], ['Excise duty', 'उत्पाद शुल्क']],
    why: [
      'A direct tax is paid by the person on whom it is levied, as income tax is. GST, customs and excise duties are indirect: they are passed on to buyers in prices.',
      'प्रत्यक्ष कर वही व्यक्ति चुकाता है जिस पर वह लगाया जाता है, जैसे आयकर। GST, सीमा शुल्क और उत्पाद शुल्क अप्रत्यक्ष कर हैं: ये कीमतों के माध्यम से खरीदारों पर डाले जाते हैं।',
    ],
  },
  {
    key: 'ga-economy-009',
    difficulty: 'easy',
    q: ["In banking, what does 'IFSC' stand for?", "बैंकिंग में 'IFSC' का पूरा रूप क्या है?"],
    a: ['Indian Financial System Code', 'Indian Financial System Code (भारतीय वित्तीय प्रणाली कोड)'],
    wrong: [
      ['International Financial Service Code', 'International Financial Service Code (अंतरराष्ट्रीय वित्तीय सेवा कोड)'],
      ['Indian Fund Security Code', 'Indian Fund Security Code (भारतीय निधि सुरक्षा कोड)'],
      ['Indian Financial Services Centre', 'Indian Financial Services Centre (भारतीय वित्तीय सेवा केंद्र)'],
    ],
    why: [
      'IFSC, the Indian Financial System Code, is the 11-character code that identifies a bank branch for NEFT, RTGS and IMPS transfers.',
      'IFSC (Indian Financial System Code) 11 अक्षरों का कोड है जो NEFT, RTGS और IMPS अंतरण के लिए बैंक की शाखा की पहचान करता है।',
    ],
  },
];

export const economyQuestions = facts.map((fact) => factQuestion('economy-banking', fact));
