/** Geography of India and the world: rivers, states, physical features. */
import { factQuestion } from './fact.js';
import type { Fact } from './fact.js';

const facts: readonly Fact[] = [
  {
    key: 'ga-geo-001',
    difficulty: 'easy',
    q: ['Which is the longest river of India?', 'भारत की सबसे लंबी नदी कौन-सी है?'],
    a: ['Ganga', 'गंगा'],
    wrong: [['Godavari', 'गोदावरी'], ['Yamuna', 'यमुना'], ['Narmada', 'नर्मदा']],
    why: [
      'The Ganga, about 2,500 km long, is the longest river of India. The Godavari is the longest river of peninsular India.',
      'लगभग 2,500 किमी लंबी गंगा भारत की सबसे लंबी नदी है। गोदावरी प्रायद्वीपीय भारत की सबसे लंबी नदी है।',
    ],
  },
  {
    key: 'ga-geo-002',
    difficulty: 'medium',
    q: ['The Tropic of Cancer does NOT pass through which of these states?', 'कर्क रेखा इनमें से किस राज्य से होकर नहीं गुजरती?'],
    a: ['Odisha', 'ओडिशा'],
    wrong: [['Gujarat', 'गुजरात'], ['Jharkhand', 'झारखंड'], ['Mizoram', 'मिज़ोरम']],
    why: [
      'The Tropic of Cancer crosses eight states: Gujarat, Rajasthan, Madhya Pradesh, Chhattisgarh, Jharkhand, West Bengal, Tripura and Mizoram. Odisha lies south of it.',
      'कर्क रेखा आठ राज्यों से गुजरती है: गुजरात, राजस्थान, मध्य प्रदेश, छत्तीसगढ़, झारखंड, पश्चिम बंगाल, त्रिपुरा और मिज़ोरम। ओडिशा इसके दक्षिण में है।',
    ],
  },
  {
    key: 'ga-geo-003',
    difficulty: 'easy',
    q: ['Which is the largest state of India by area?', 'क्षेत्रफल की दृष्टि से भारत का सबसे बड़ा राज्य कौन-सा है?'],
    a: ['Rajasthan', 'राजस्थान'],
    wrong: [['Madhya Pradesh', 'मध्य प्रदेश'], ['Maharashtra', 'महाराष्ट्र'], ['Uttar Pradesh', 'उत्तर प्रदेश']],
    why: [
      'Rajasthan, at about 3.42 lakh sq km, is the largest state, followed by Madhya Pradesh and Maharashtra.',
      'लगभग 3.42 लाख वर्ग किमी के साथ राजस्थान सबसे बड़ा राज्य है; इसके बाद मध्य प्रदेश और महाराष्ट्र आते हैं।',
    ],
  },
  {
    key: 'ga-geo-004',
    difficulty: 'easy',
    q: ['The Palk Strait separates India from', 'पाक जलडमरूमध्य भारत को किस देश से अलग करता है?'],
    a: ['Sri Lanka', 'श्रीलंका'],
    wrong: [['Maldives', 'मालदीव'], ['Myanmar', 'म्यांमार'], ['Bangladesh', 'बांग्लादेश']],
    why: [
      'The Palk Strait lies between Tamil Nadu and the north of Sri Lanka.',
      'पाक जलडमरूमध्य तमिलनाडु और श्रीलंका के उत्तरी भाग के बीच स्थित है।',
    ],
  },
  {
    key: 'ga-geo-005',
    difficulty: 'easy',
    q: ['Which soil is best suited to growing cotton?', 'कपास की खेती के लिए कौन-सी मिट्टी सबसे उपयुक्त है?'],
    a: ['Black soil', 'काली मिट्टी'],
    wrong: [['Laterite soil', 'लैटेराइट मिट्टी'], ['Red soil', 'लाल मिट्टी'], ['Desert soil', 'मरुस्थलीय मिट्टी']],
    why: [
      'Black soil (regur), formed from Deccan lava rocks, holds moisture well and is ideal for cotton; it is also called black cotton soil.',
      'दक्कन की लावा चट्टानों से बनी काली मिट्टी (रेगुर) नमी को अच्छी तरह रोकती है और कपास के लिए आदर्श है; इसे काली कपास मिट्टी भी कहते हैं।',
    ],
  },
  {
    key: 'ga-geo-006',
    difficulty: 'medium',
    q: ["Which river is called the 'Sorrow of Bihar'?", "किस नदी को 'बिहार का शोक' कहा जाता है?"],
    a: ['Kosi', 'कोसी'],
    wrong: [['Damodar', 'दामोदर'], ['Gandak', 'गंडक'], ['Son', 'सोन']],
    why: [
      "The Kosi often floods and changes its course, so it is called the 'Sorrow of Bihar'. The Damodar was called the 'Sorrow of Bengal'.",
      "कोसी में अक्सर बाढ़ आती है और यह अपना मार्ग बदलती रहती है, इसलिए इसे 'बिहार का शोक' कहते हैं। दामोदर को 'बंगाल का शोक' कहा जाता था।",
    ],
  },
  {
    key: 'ga-geo-007',
    difficulty: 'easy',
    q: ['Which is the largest ocean in the world?', 'विश्व का सबसे बड़ा महासागर कौन-सा है?'],
    a: ['Pacific Ocean', 'प्रशांत महासागर'],
    wrong: [['Atlantic Ocean', 'अटलांटिक महासागर'], ['Indian Ocean', 'हिंद महासागर'], ['Arctic Ocean', 'आर्कटिक महासागर']],
    why: [
      'The Pacific is the largest and deepest ocean, covering about a third of the Earth’s surface.',
      'प्रशांत महासागर सबसे बड़ा और सबसे गहरा महासागर है; यह पृथ्वी की सतह के लगभग एक-तिहाई भाग पर फैला है।',
    ],
  },
  {
    key: 'ga-geo-008',
    difficulty: 'hard',
    q: ['The Standard Meridian of India (82°30′ E) passes through which city?', 'भारत की मानक याम्योत्तर रेखा (82°30′ पूर्व) किस शहर से होकर गुजरती है?'],
    a: ['Mirzapur', 'मिर्ज़ापुर'],
    wrong: [['Nagpur', 'नागपुर'], ['Bhopal', 'भोपाल'], ['Jabalpur', 'जबलपुर']],
    why: [
      'Indian Standard Time is set by the 82°30′ E meridian, which passes near Mirzapur in Uttar Pradesh; IST is 5 hours 30 minutes ahead of GMT.',
      'भारतीय मानक समय 82°30′ पूर्व देशांतर से निर्धारित होता है, जो उत्तर प्रदेश के मिर्ज़ापुर से होकर गुजरता है; IST, GMT से 5 घंटे 30 मिनट आगे है।',
    ],
  },
  {
    key: 'ga-geo-009',
    difficulty: 'medium',
    q: ['Which is the southernmost point of India?', 'भारत का सबसे दक्षिणी बिंदु कौन-सा है?'],
    a: ['Indira Point', 'इंदिरा पॉइंट'],
    wrong: [['Kanyakumari', 'कन्याकुमारी'], ['Rameswaram', 'रामेश्वरम'], ['Point Calimere', 'पॉइंट कालीमेर']],
    why: [
      'Indira Point, on Great Nicobar Island, is the southernmost point of India. Kanyakumari is the southern tip of the mainland.',
      'ग्रेट निकोबार द्वीप पर स्थित इंदिरा पॉइंट भारत का सबसे दक्षिणी बिंदु है। कन्याकुमारी मुख्य भूमि का दक्षिणी छोर है।',
    ],
  },
  {
    key: 'ga-geo-010',
    difficulty: 'medium',
    q: ['Which state has the longest coastline in India?', 'भारत में सबसे लंबी तटरेखा किस राज्य की है?'],
    a: ['Gujarat', 'गुजरात'],
    wrong: [['Andhra Pradesh', 'आंध्र प्रदेश'], ['Tamil Nadu', 'तमिलनाडु'], ['Maharashtra', 'महाराष्ट्र']],
    why: [
      'Gujarat, with the Gulfs of Kachchh and Khambhat, has the longest coastline of any Indian state.',
      'कच्छ और खंभात की खाड़ियों वाला गुजरात भारत के सभी राज्यों में सबसे लंबी तटरेखा रखता है।',
    ],
  },
  {
    key: 'ga-geo-011',
    difficulty: 'medium',
    q: ['Which of these rivers flows west into the Arabian Sea?', 'इनमें से कौन-सी नदी पश्चिम की ओर बहकर अरब सागर में गिरती है?'],
    a: ['Narmada', 'नर्मदा'],
    wrong: [['Godavari', 'गोदावरी'], ['Krishna', 'कृष्णा'], ['Mahanadi', 'महानदी']],
    why: [
      'The Narmada (like the Tapi) flows west through a rift valley into the Arabian Sea. The Godavari, Krishna and Mahanadi flow east into the Bay of Bengal.',
      'नर्मदा (तापी की तरह) भ्रंश घाटी से होकर पश्चिम की ओर बहती है और अरब सागर में गिरती है। गोदावरी, कृष्णा और महानदी पूर्व की ओर बहकर बंगाल की खाड़ी में गिरती हैं।',
    ],
  },
  {
    key: 'ga-geo-012',
    difficulty: 'hard',
    q: ['Which pass lies on the road between Srinagar and Leh?', 'श्रीनगर और लेह के बीच के मार्ग पर कौन-सा दर्रा स्थित है?'],
    a: ['Zoji La', 'ज़ोजिला'],
    wrong: [['Nathu La', 'नाथू ला'], ['Shipki La', 'शिपकी ला'], ['Bomdi La', 'बोमडिला']],
    why: [
      'Zoji La links the Kashmir valley with Ladakh on the Srinagar–Leh road. Nathu La is in Sikkim, Shipki La in Himachal Pradesh and Bomdi La in Arunachal Pradesh.',
      'ज़ोजिला दर्रा श्रीनगर–लेह मार्ग पर कश्मीर घाटी को लद्दाख से जोड़ता है। नाथू ला सिक्किम में, शिपकी ला हिमाचल प्रदेश में और बोमडिला अरुणाचल प्रदेश में है।',
    ],
  },
];

export const geographyQuestions = facts.map((fact) => factQuestion('geography', fact));
