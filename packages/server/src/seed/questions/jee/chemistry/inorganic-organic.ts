/**
 * Inorganic and organic chemistry: authored facts (each checked against NCERT Class XI–XII) and one
 * generated family, the unpaired electrons of first-row transition-metal ions.
 */
import { authoredMultiple, authoredSingle, family, numericQuestion } from '../build.js';
import type { SeedQuestion } from '../../types.js';

const subject = 'chemistry' as const;
const superscriptDigits = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', '¹⁰'];

/**
 * Unpaired electrons in a 3d ion: the ion has lost its 4s electrons first, leaving
 * Z − 18 − charge electrons in 3d, filled singly up to five (Hund's rule).
 */
export const unpairedElectrons = family(
  'jee-chem-unpaired',
  [
    { ion: 'Fe²⁺', element: 'Fe', z: 26, charge: 2 },
    { ion: 'Cr³⁺', element: 'Cr', z: 24, charge: 3 },
    { ion: 'Ni²⁺', element: 'Ni', z: 28, charge: 2 },
    { ion: 'Mn²⁺', element: 'Mn', z: 25, charge: 2 },
  ] as const,
  ({ ion, element, z, charge }, key) => {
    const d = z - 18 - charge;
    const unpaired = d <= 5 ? d : 10 - d;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'chemistry-d-block',
        difficulty: 'easy',
        text: {
          en: `The number of unpaired electrons in the gaseous ${ion} ion (atomic number of ${element} = ${z}) is ______.`,
          hi: `गैसीय ${ion} आयन (${element} का परमाणु क्रमांक = ${z}) में अयुग्मित इलेक्ट्रॉनों की संख्या ______ है।`,
        },
        explanation: {
          en: `${ion} is [Ar] 3d${superscriptDigits[d]} (the 4s electrons leave first). By Hund’s rule the five 3d orbitals take one electron each before pairing, so ${unpaired} are unpaired.`,
          hi: `${ion} का विन्यास [Ar] 3d${superscriptDigits[d]} है (4s इलेक्ट्रॉन पहले निकलते हैं)। हुंड के नियम से पाँचों 3d कक्षकों में युग्मन से पहले एक-एक इलेक्ट्रॉन जाता है, अतः ${unpaired} इलेक्ट्रॉन अयुग्मित हैं।`,
        },
      },
      unpaired,
    );
  },
);

export const chemistryConcepts: SeedQuestion[] = [
  authoredSingle(
    {
      key: 'jee-chem-concept-01',
      subject,
      topic: 'chemistry-bonding',
      difficulty: 'medium',
      text: { en: 'The shape of the SF₄ molecule is', hi: 'SF₄ अणु की आकृति है' },
      explanation: {
        en: 'S has 6 valence electrons: 4 bond pairs with F and 1 lone pair, so 5 electron pairs (sp³d, trigonal bipyramidal). The lone pair sits in an equatorial position, giving a see-saw shape.',
        hi: 'S के 6 संयोजी इलेक्ट्रॉन हैं: F के साथ 4 आबंधी युग्म और 1 एकाकी युग्म, अर्थात 5 इलेक्ट्रॉन युग्म (sp³d, त्रिकोणीय द्विपिरैमिडी)। एकाकी युग्म विषुवतीय स्थिति में रहता है, इसलिए आकृति ढेंकुली (see-saw) है।',
      },
    },
    {
      en: ['Tetrahedral', 'See-saw', 'Square planar', 'Trigonal pyramidal'],
      hi: ['चतुष्फलकीय', 'ढेंकुली (see-saw)', 'वर्ग समतलीय', 'त्रिकोणीय पिरैमिडी'],
    },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-02',
      subject,
      topic: 'chemistry-bonding',
      difficulty: 'medium',
      text: { en: 'The hybridisation of the central atom in XeF₄ is', hi: 'XeF₄ में केंद्रीय परमाणु का संकरण है' },
      explanation: {
        en: 'Xe has 8 valence electrons: 4 bond pairs and 2 lone pairs make 6 electron pairs, so Xe is sp³d² hybridised and the molecule is square planar.',
        hi: 'Xe के 8 संयोजी इलेक्ट्रॉन हैं: 4 आबंधी युग्म और 2 एकाकी युग्म मिलकर 6 इलेक्ट्रॉन युग्म बनाते हैं, अतः Xe का संकरण sp³d² है और अणु वर्ग समतलीय है।',
      },
    },
    { en: ['sp³', 'dsp²', 'sp³d', 'sp³d²'], hi: ['sp³', 'dsp²', 'sp³d', 'sp³d²'] },
    3,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-03',
      subject,
      topic: 'chemistry-bonding',
      difficulty: 'medium',
      text: { en: 'According to molecular orbital theory, the bond order of O₂⁺ is', hi: 'आण्विक कक्षक सिद्धांत के अनुसार O₂⁺ की आबंध कोटि है' },
      explanation: {
        en: 'O₂⁺ has 15 electrons: 10 in bonding and 5 in antibonding molecular orbitals. Bond order = (10 − 5)/2 = 2.5 (O₂ is 2, O₂⁻ is 1.5).',
        hi: 'O₂⁺ में 15 इलेक्ट्रॉन हैं: 10 आबंधी और 5 प्रतिआबंधी आण्विक कक्षकों में। आबंध कोटि = (10 − 5)/2 = 2.5 (O₂ की 2 और O₂⁻ की 1.5)।',
      },
    },
    { en: ['1.5', '2', '2.5', '3'], hi: ['1.5', '2', '2.5', '3'] },
    2,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-04',
      subject,
      topic: 'chemistry-periodic-table',
      difficulty: 'medium',
      text: {
        en: 'Which of the following elements has the highest first ionisation enthalpy?',
        hi: 'निम्नलिखित में से किस तत्व की प्रथम आयनन एन्थैल्पी सबसे अधिक है?',
      },
      explanation: {
        en: 'Across period 2 ionisation enthalpy generally rises, but N (2p³, half-filled and extra stable) is higher than O (2p⁴), where the paired electron is easier to remove. Order: B < C < O < N.',
        hi: 'आवर्त 2 में बाएँ से दाएँ आयनन एन्थैल्पी सामान्यतः बढ़ती है, परंतु N (2p³, अर्धपूरित और अधिक स्थायी) की आयनन एन्थैल्पी O (2p⁴) से अधिक है, जिसमें युग्मित इलेक्ट्रॉन आसानी से निकलता है। क्रम: B < C < O < N।',
      },
    },
    { en: ['B', 'C', 'N', 'O'], hi: ['B', 'C', 'N', 'O'] },
    2,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-05',
      subject,
      topic: 'chemistry-periodic-table',
      difficulty: 'easy',
      text: { en: 'Which of the following isoelectronic ions is the largest?', hi: 'निम्नलिखित समइलेक्ट्रॉनी आयनों में से सबसे बड़ा कौन-सा है?' },
      explanation: {
        en: 'All four have 10 electrons. The fewer the protons holding them, the larger the ion: N³⁻ (7 protons) > O²⁻ > F⁻ > Na⁺ (11 protons).',
        hi: 'चारों में 10 इलेक्ट्रॉन हैं। जितने कम प्रोटॉन उन्हें आकर्षित करते हैं, आयन उतना बड़ा होता है: N³⁻ (7 प्रोटॉन) > O²⁻ > F⁻ > Na⁺ (11 प्रोटॉन)।',
      },
    },
    { en: ['Na⁺', 'F⁻', 'O²⁻', 'N³⁻'], hi: ['Na⁺', 'F⁻', 'O²⁻', 'N³⁻'] },
    3,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-06',
      subject,
      topic: 'chemistry-p-block',
      difficulty: 'medium',
      text: { en: 'Which of the following oxides of nitrogen is paramagnetic?', hi: 'नाइट्रोजन के निम्नलिखित ऑक्साइडों में से कौन-सा अनुचुंबकीय है?' },
      explanation: {
        en: 'NO has 15 electrons, an odd number, so one is unpaired and it is paramagnetic. N₂O (22), N₂O₄ (46) and N₂O₅ (54) have all electrons paired.',
        hi: 'NO में 15 इलेक्ट्रॉन हैं, जो विषम संख्या है, अतः एक इलेक्ट्रॉन अयुग्मित है और यह अनुचुंबकीय है। N₂O (22), N₂O₄ (46) और N₂O₅ (54) में सभी इलेक्ट्रॉन युग्मित हैं।',
      },
    },
    { en: ['N₂O', 'NO', 'N₂O₄', 'N₂O₅'], hi: ['N₂O', 'NO', 'N₂O₄', 'N₂O₅'] },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-07',
      subject,
      topic: 'chemistry-p-block',
      difficulty: 'easy',
      text: { en: 'Which of the following is the strongest acid in aqueous solution?', hi: 'जलीय विलयन में निम्नलिखित में से सबसे प्रबल अम्ल कौन-सा है?' },
      explanation: {
        en: 'Down group 17 the H–X bond gets longer and weaker, so H⁺ is released more easily: HF < HCl < HBr < HI. HI is the strongest.',
        hi: 'वर्ग 17 में नीचे जाने पर H–X आबंध लंबा और दुर्बल होता जाता है, अतः H⁺ अधिक आसानी से मुक्त होता है: HF < HCl < HBr < HI। HI सबसे प्रबल है।',
      },
    },
    { en: ['HF', 'HCl', 'HBr', 'HI'], hi: ['HF', 'HCl', 'HBr', 'HI'] },
    3,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-08',
      subject,
      topic: 'chemistry-d-block',
      difficulty: 'easy',
      text: { en: 'Which of the following ions is colourless in aqueous solution?', hi: 'निम्नलिखित में से कौन-सा आयन जलीय विलयन में रंगहीन है?' },
      explanation: {
        en: 'Colour in these ions comes from d–d transitions. Sc³⁺ is 3d⁰, with no d electron to excite, so it is colourless. Ti³⁺ (3d¹), V³⁺ (3d²) and Cr³⁺ (3d³) are coloured.',
        hi: 'इन आयनों का रंग d–d संक्रमण से आता है। Sc³⁺ का विन्यास 3d⁰ है, उत्तेजित होने के लिए कोई d इलेक्ट्रॉन नहीं है, इसलिए यह रंगहीन है। Ti³⁺ (3d¹), V³⁺ (3d²) और Cr³⁺ (3d³) रंगीन हैं।',
      },
    },
    { en: ['Sc³⁺', 'Ti³⁺', 'V³⁺', 'Cr³⁺'], hi: ['Sc³⁺', 'Ti³⁺', 'V³⁺', 'Cr³⁺'] },
    0,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-09',
      subject,
      topic: 'chemistry-d-block',
      difficulty: 'easy',
      text: { en: 'The oxidation state of manganese in KMnO₄ is', hi: 'KMnO₄ में मैंगनीज़ की ऑक्सीकरण अवस्था है' },
      explanation: {
        en: 'K is +1 and each O is −2: (+1) + x + 4(−2) = 0, so x = +7.',
        hi: 'K की +1 और प्रत्येक O की −2: (+1) + x + 4(−2) = 0, अतः x = +7।',
      },
    },
    { en: ['+4', '+5', '+6', '+7'], hi: ['+4', '+5', '+6', '+7'] },
    3,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-10',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'easy',
      text: { en: 'The IUPAC name of CH₃–CH(CH₃)–CH₂–CH₃ is', hi: 'CH₃–CH(CH₃)–CH₂–CH₃ का IUPAC नाम है' },
      explanation: {
        en: 'The longest chain has 4 carbons (butane). Numbering from the end nearer the branch puts the methyl group on C-2: 2-methylbutane.',
        hi: 'सबसे लंबी शृंखला में 4 कार्बन हैं (ब्यूटेन)। शाखा के निकट वाले सिरे से क्रमांकन करने पर मेथिल समूह C-2 पर आता है: 2-मेथिलब्यूटेन।',
      },
    },
    {
      en: ['2-Methylbutane', '3-Methylbutane', '2-Ethylpropane', 'Pentane'],
      hi: ['2-मेथिलब्यूटेन', '3-मेथिलब्यूटेन', '2-एथिलप्रोपेन', 'पेन्टेन'],
    },
    0,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-11',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'easy',
      text: { en: 'The IUPAC name of CH₃–CH₂–CH(OH)–CH₃ is', hi: 'CH₃–CH₂–CH(OH)–CH₃ का IUPAC नाम है' },
      explanation: {
        en: 'A 4-carbon chain with –OH on the carbon nearer one end: numbering from that end gives C-2, so butan-2-ol.',
        hi: '4 कार्बन की शृंखला में –OH एक सिरे के निकट वाले कार्बन पर है: उसी सिरे से क्रमांकन करने पर C-2 मिलता है, अतः ब्यूटेन-2-ऑल।',
      },
    },
    {
      en: ['Butan-1-ol', 'Butan-2-ol', 'Butan-3-ol', '2-Methylpropan-1-ol'],
      hi: ['ब्यूटेन-1-ऑल', 'ब्यूटेन-2-ऑल', 'ब्यूटेन-3-ऑल', '2-मेथिलप्रोपेन-1-ऑल'],
    },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-12',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'easy',
      text: { en: 'Which of the following shows geometrical (cis–trans) isomerism?', hi: 'निम्नलिखित में से कौन ज्यामितीय (समपक्ष–विपक्ष) समावयवता दर्शाता है?' },
      explanation: {
        en: 'Cis–trans isomerism needs two different groups on each double-bonded carbon. In but-2-ene, CH₃–CH=CH–CH₃, each carbon carries H and CH₃. The others have two H atoms (or two CH₃ groups) on one carbon.',
        hi: 'समपक्ष–विपक्ष समावयवता के लिए द्विआबंधित प्रत्येक कार्बन पर दो भिन्न समूह आवश्यक हैं। ब्यूट-2-ईन, CH₃–CH=CH–CH₃, में प्रत्येक कार्बन पर H और CH₃ हैं। अन्य यौगिकों में एक कार्बन पर दो H परमाणु (या दो CH₃ समूह) हैं।',
      },
    },
    {
      en: ['Propene', 'But-1-ene', 'But-2-ene', '2-Methylpropene'],
      hi: ['प्रोपीन', 'ब्यूट-1-ईन', 'ब्यूट-2-ईन', '2-मेथिलप्रोपीन'],
    },
    2,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-13',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'easy',
      text: { en: 'The reaction CH₃Br + OH⁻ → CH₃OH + Br⁻ is an example of', hi: 'अभिक्रिया CH₃Br + OH⁻ → CH₃OH + Br⁻ किसका उदाहरण है?' },
      explanation: {
        en: 'The nucleophile OH⁻ attacks carbon and replaces the leaving group Br⁻ in one step (SN2): a nucleophilic substitution.',
        hi: 'नाभिकरागी OH⁻ कार्बन पर आक्रमण करके अवशिष्ट समूह Br⁻ को एक ही पद में प्रतिस्थापित करता है (SN2): यह नाभिकरागी प्रतिस्थापन है।',
      },
    },
    {
      en: ['Electrophilic addition', 'Nucleophilic substitution', 'Elimination', 'Free-radical substitution'],
      hi: ['इलेक्ट्रॉनरागी योगज', 'नाभिकरागी प्रतिस्थापन', 'विलोपन', 'मुक्त मूलक प्रतिस्थापन'],
    },
    1,
  ),
  authoredSingle(
    {
      key: 'jee-chem-concept-14',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'medium',
      text: {
        en: 'The major product of the addition of HBr to propene in the absence of peroxide is',
        hi: 'परॉक्साइड की अनुपस्थिति में प्रोपीन पर HBr के योग से बनने वाला मुख्य उत्पाद है',
      },
      explanation: {
        en: 'H⁺ adds first to give the more stable secondary carbocation CH₃–C⁺H–CH₃, which Br⁻ then attacks (Markovnikov’s rule): CH₃–CHBr–CH₃, 2-bromopropane. With peroxide the anti-Markovnikov product, 1-bromopropane, forms.',
        hi: 'पहले H⁺ जुड़कर अधिक स्थायी द्वितीयक कार्बधनायन CH₃–C⁺H–CH₃ बनाता है, जिस पर फिर Br⁻ आक्रमण करता है (मारकोनीकॉफ नियम): CH₃–CHBr–CH₃, 2-ब्रोमोप्रोपेन। परॉक्साइड की उपस्थिति में प्रति-मारकोनीकॉफ उत्पाद, 1-ब्रोमोप्रोपेन, बनता है।',
      },
    },
    {
      en: ['1-Bromopropane', '2-Bromopropane', '1,2-Dibromopropane', '3-Bromopropene'],
      hi: ['1-ब्रोमोप्रोपेन', '2-ब्रोमोप्रोपेन', '1,2-डाइब्रोमोप्रोपेन', '3-ब्रोमोप्रोपीन'],
    },
    1,
  ),
  numericQuestion(
    {
      key: 'jee-chem-concept-15',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'medium',
      text: {
        en: 'The number of structural isomers of the alkane C₆H₁₄ is ______.',
        hi: 'ऐल्केन C₆H₁₄ के संरचनात्मक समावयवों की संख्या ______ है।',
      },
      explanation: {
        en: 'Hexane; 2-methylpentane; 3-methylpentane; 2,2-dimethylbutane; 2,3-dimethylbutane: 5 in all.',
        hi: 'हेक्सेन; 2-मेथिलपेन्टेन; 3-मेथिलपेन्टेन; 2,2-डाइमेथिलब्यूटेन; 2,3-डाइमेथिलब्यूटेन: कुल 5।',
      },
    },
    5,
  ),
  authoredMultiple(
    {
      key: 'jee-chem-concept-16',
      subject,
      topic: 'chemistry-organic-basics',
      difficulty: 'medium',
      text: {
        en: 'Which of the following are aromatic? (One or more options may be correct.)',
        hi: 'निम्नलिखित में से कौन-से ऐरोमैटिक हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: 'Aromatic: cyclic, planar, fully conjugated with (4n + 2) π electrons. Benzene and pyridine have 6 π electrons. Cyclohexane is not conjugated; cyclooctatetraene has 8 π electrons and is tub-shaped, not planar.',
        hi: 'ऐरोमैटिक यौगिक चक्रीय, समतलीय, पूर्णतः संयुग्मित होते हैं और उनमें (4n + 2) π इलेक्ट्रॉन होते हैं। बेंज़ीन और पिरिडीन में 6 π इलेक्ट्रॉन हैं। साइक्लोहेक्सेन संयुग्मित नहीं है; साइक्लोऑक्टाटेट्राईन में 8 π इलेक्ट्रॉन हैं और यह टब आकार का है, समतलीय नहीं।',
      },
    },
    {
      en: ['Benzene', 'Cyclohexane', 'Pyridine', 'Cyclooctatetraene'],
      hi: ['बेंज़ीन', 'साइक्लोहेक्सेन', 'पिरिडीन', 'साइक्लोऑक्टाटेट्राईन'],
    },
    [0, 2],
  ),
  authoredMultiple(
    {
      key: 'jee-chem-concept-17',
      subject,
      topic: 'chemistry-bonding',
      difficulty: 'medium',
      text: {
        en: 'Which of the following molecules are paramagnetic? (One or more options may be correct.)',
        hi: 'निम्नलिखित में से कौन-से अणु अनुचुंबकीय हैं? (एक या अधिक विकल्प सही हो सकते हैं।)',
      },
      explanation: {
        en: 'By molecular orbital theory O₂ has two unpaired electrons in π* orbitals, and NO (15 electrons) has one. N₂ and CO (14 electrons each) have all electrons paired.',
        hi: 'आण्विक कक्षक सिद्धांत से O₂ के π* कक्षकों में दो अयुग्मित इलेक्ट्रॉन हैं और NO (15 इलेक्ट्रॉन) में एक। N₂ और CO (प्रत्येक में 14 इलेक्ट्रॉन) में सभी इलेक्ट्रॉन युग्मित हैं।',
      },
    },
    { en: ['O₂', 'N₂', 'NO', 'CO'], hi: ['O₂', 'N₂', 'NO', 'CO'] },
    [0, 2],
  ),
];
