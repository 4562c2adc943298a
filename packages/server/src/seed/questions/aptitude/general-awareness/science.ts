/** General science: physics, chemistry and biology facts of school level. */
import { factQuestion } from './fact.js';
import type { Fact } from './fact.js';

const facts: readonly Fact[] = [
  {
    key: 'ga-science-001',
    difficulty: 'easy',
    q: ['What is the chemical formula of common salt?', 'साधारण नमक का रासायनिक सूत्र क्या है?'],
    a: ['NaCl', 'NaCl'],
    wrong: [['KCl', 'KCl'], ['NaHCO₃', 'NaHCO₃'], ['Na₂CO₃', 'Na₂CO₃']],
    why: [
      'Common salt is sodium chloride, NaCl. NaHCO₃ is baking soda and Na₂CO₃ is washing soda.',
      'साधारण नमक सोडियम क्लोराइड (NaCl) है। NaHCO₃ खाने का सोडा (बेकिंग सोडा) और Na₂CO₃ धोने का सोडा है।',
    ],
  },
  {
    key: 'ga-science-002',
    difficulty: 'easy',
    q: ['A lack of which vitamin causes scurvy?', 'किस विटामिन की कमी से स्कर्वी रोग होता है?'],
    a: ['Vitamin C', 'विटामिन C'],
    wrong: [['Vitamin A', 'विटामिन A'], ['Vitamin D', 'विटामिन D'], ['Vitamin K', 'विटामिन K']],
    why: [
      'Scurvy, with bleeding gums, comes from a lack of vitamin C. A lack of vitamin A causes night blindness and of vitamin D rickets.',
      'मसूड़ों से खून आने वाला स्कर्वी रोग विटामिन C की कमी से होता है। विटामिन A की कमी से रतौंधी और विटामिन D की कमी से रिकेट्स होता है।',
    ],
  },
  {
    key: 'ga-science-003',
    difficulty: 'easy',
    q: ['What is the SI unit of force?', 'बल का SI मात्रक क्या है?'],
    a: ['Newton', 'न्यूटन'],
    wrong: [['Joule', 'जूल'], ['Pascal', 'पास्कल'], ['Watt', 'वाट']],
    why: [
      'Force is measured in newtons (1 N = 1 kg·m/s²). The joule is the unit of work and energy, the pascal of pressure and the watt of power.',
      'बल का मात्रक न्यूटन है (1 N = 1 kg·m/s²)। जूल कार्य और ऊर्जा का, पास्कल दाब का और वाट शक्ति का मात्रक है।',
    ],
  },
  {
    key: 'ga-science-004',
    difficulty: 'easy',
    q: ['Which gas do green plants take in for photosynthesis?', 'हरे पौधे प्रकाश संश्लेषण के लिए कौन-सी गैस ग्रहण करते हैं?'],
    a: ['Carbon dioxide', 'कार्बन डाइऑक्साइड'],
    wrong: [['Oxygen', 'ऑक्सीजन'], ['Nitrogen', 'नाइट्रोजन'], ['Hydrogen', 'हाइड्रोजन']],
    why: [
      'In photosynthesis plants use carbon dioxide and water, with sunlight and chlorophyll, to make glucose, and give out oxygen.',
      'प्रकाश संश्लेषण में पौधे सूर्य के प्रकाश और क्लोरोफ़िल की सहायता से कार्बन डाइऑक्साइड और जल से ग्लूकोज़ बनाते हैं और ऑक्सीजन छोड़ते हैं।',
    ],
  },
  {
    key: 'ga-science-005',
    difficulty: 'easy',
    q: ["Which part of the cell is called its 'powerhouse'?", "कोशिका के किस भाग को उसका 'पावरहाउस' (ऊर्जा-घर) कहा जाता है?"],
    a: ['Mitochondria', 'माइटोकॉन्ड्रिया'],
    wrong: [['Ribosome', 'राइबोसोम'], ['Nucleus', 'केंद्रक'], ['Golgi body', 'गॉल्जी काय']],
    why: [
      'Mitochondria release energy from food by cellular respiration, stored as ATP. Ribosomes make proteins; the nucleus holds the DNA.',
      'माइटोकॉन्ड्रिया कोशिकीय श्वसन द्वारा भोजन से ऊर्जा मुक्त करते हैं, जो ATP के रूप में संचित होती है। राइबोसोम प्रोटीन बनाते हैं; केंद्रक में DNA होता है।',
    ],
  },
  {
    key: 'ga-science-006',
    difficulty: 'medium',
    q: ['What is the approximate speed of light in a vacuum?', 'निर्वात में प्रकाश की लगभग चाल कितनी है?'],
    a: ['3 × 10⁸ m/s', '3 × 10⁸ मीटर/सेकंड'],
    wrong: [['3 × 10⁶ m/s', '3 × 10⁶ मीटर/सेकंड'], ['3 × 10¹⁰ m/s', '3 × 10¹⁰ मीटर/सेकंड'], ['340 m/s', '340 मीटर/सेकंड']],
    why: [
      'Light travels about 3 × 10⁸ m/s (exactly 299,792,458 m/s) in a vacuum. About 340 m/s is the speed of sound in air.',
      'निर्वात में प्रकाश की चाल लगभग 3 × 10⁸ मीटर/सेकंड (ठीक 29,97,92,458 मीटर/सेकंड) है। लगभग 340 मीटर/सेकंड वायु में ध्वनि की चाल है।',
    ],
  },
  {
    key: 'ga-science-007',
    difficulty: 'easy',
    q: ["Which planet is known as the 'Red Planet'?", "किस ग्रह को 'लाल ग्रह' कहा जाता है?"],
    a: ['Mars', 'मंगल'],
    wrong: [['Jupiter', 'बृहस्पति'], ['Venus', 'शुक्र'], ['Mercury', 'बुध']],
    why: [
      'Mars looks red because of iron oxide (rust) in its soil.',
      'मंगल की मिट्टी में आयरन ऑक्साइड (जंग) होने के कारण वह लाल दिखाई देता है।',
    ],
  },
  {
    key: 'ga-science-008',
    difficulty: 'medium',
    q: ['What is the pH of pure water at 25 °C?', '25 °C पर शुद्ध जल का pH मान कितना होता है?'],
    a: ['7', '7'],
    wrong: [['0', '0'], ['14', '14'], ['5', '5']],
    why: [
      'Pure water is neutral, with pH 7 at 25 °C. Acids have pH below 7 and bases above 7.',
      '25 °C पर शुद्ध जल उदासीन होता है और उसका pH 7 होता है। अम्लों का pH 7 से कम और क्षारों का 7 से अधिक होता है।',
    ],
  },
  {
    key: 'ga-science-009',
    difficulty: 'medium',
    q: ['Which blood group is called the universal donor?', 'किस रक्त समूह को सर्वदाता (universal donor) कहा जाता है?'],
    a: ['O negative', 'O नेगेटिव (O−)'],
    wrong: [['AB positive', 'AB पॉज़िटिव (AB+)'], ['A positive', 'A पॉज़िटिव (A+)'], ['B negative', 'B नेगेटिव (B−)']],
    why: [
      'O negative red cells carry no A, B or Rh(D) antigen, so in an emergency they can be given to a person of any group. AB positive is the universal recipient.',
      'O नेगेटिव लाल रक्त कोशिकाओं पर A, B या Rh(D) प्रतिजन नहीं होता, इसलिए आपात स्थिति में इन्हें किसी भी रक्त समूह वाले व्यक्ति को दिया जा सकता है। AB पॉज़िटिव सर्वग्राही है।',
    ],
  },
  {
    key: 'ga-science-010',
    difficulty: 'easy',
    q: ['Which instrument measures atmospheric pressure?', 'वायुमंडलीय दाब किस यंत्र से मापा जाता है?'],
    a: ['Barometer', 'बैरोमीटर (वायुदाबमापी)'],
    wrong: [['Hygrometer', 'हाइग्रोमीटर (आर्द्रतामापी)'], ['Anemometer', 'एनीमोमीटर (पवनवेगमापी)'], ['Thermometer', 'थर्मामीटर (तापमापी)']],
    why: [
      'A barometer measures air pressure. A hygrometer measures humidity, an anemometer wind speed and a thermometer temperature.',
      'बैरोमीटर वायुदाब मापता है। हाइग्रोमीटर आर्द्रता, एनीमोमीटर पवन की गति और थर्मामीटर तापमान मापता है।',
    ],
  },
];

export const scienceQuestions = facts.map((fact) => factQuestion('general-science', fact));
