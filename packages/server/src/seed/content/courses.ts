import type { SeedCourse } from './types.js';

export const courses: readonly SeedCourse[] = [
  {
    // The spec's sample course: the /sbi-po-exam landing page.
    slug: 'sbi-po-exam',
    categorySlug: 'banking',
    examSlugs: ['sbi-po-prelims', 'ibps-po-prelims'],
    stateSlug: null,
    image: '/images/courses/sbi-po-exam.svg',
    publishedOn: '2025-03-28',
    price: 6009,
    listPrice: 7009,
    discountPercent: 15,
    languages: ['hi', 'en'],
    startsOn: '2025-04-14',
    endsOn: '2027-06-30',
    translations: {
      en: {
        name: 'SBI PO & IBPS PO Prelims Course',
        description:
          'Prepare for the SBI PO and IBPS PO prelims, the bank officer exams, with their mock tests: an all-India rank after each, a worked solution to every question and practice on your weak topics, in Hindi and English.',
        audience: 'For Banking Aspirants',
        about: [
          'Both prelims are 100 questions in one hour: English Language, Quantitative Aptitude and Reasoning Ability, each with its own 20-minute window, and a quarter of a mark lost for every wrong answer. Speed in simplification, data interpretation and puzzles decides the score.',
          'Clearing the prelims takes you to the Mains (data analysis, high-level puzzles, reading comprehension, awareness and a descriptive paper) and then the interview. Build the prelims speed first: it is the gate to everything after it.',
          'Here you take the SBI PO Prelims and IBPS PO Prelims mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'SBI PO व IBPS PO प्रीलिम्स कोर्स',
        description:
          'बैंक अधिकारी की परीक्षाओं SBI PO और IBPS PO प्रीलिम्स की तैयारी उनके मॉक टेस्ट से: हर टेस्ट के बाद ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में।',
        audience: 'बैंकिंग अभ्यर्थियों के लिए',
        about: [
          'दोनों प्रीलिम्स में एक घंटे में 100 प्रश्न होते हैं: इंग्लिश लैंग्वेज, क्वांटिटेटिव एप्टीट्यूड और रीज़निंग एबिलिटी, हर सेक्शन के लिए 20 मिनट, और हर गलत उत्तर पर एक-चौथाई अंक कटता है। सरलीकरण, डेटा इंटरप्रिटेशन और पज़ल की स्पीड ही स्कोर तय करती है।',
          'प्रीलिम्स पास करने पर मेन्स (डेटा एनालिसिस, हाई-लेवल पज़ल, रीडिंग कॉम्प्रिहेंशन, अवेयरनेस और डिस्क्रिप्टिव पेपर) और फिर इंटरव्यू होता है। पहले प्रीलिम्स की स्पीड बनाइए: आगे का हर चरण इसी से खुलता है।',
          'यहाँ आप SBI PO प्रीलिम्स और IBPS PO प्रीलिम्स के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'bank-clerk-foundation',
    categorySlug: 'banking',
    examSlugs: ['ibps-clerk-prelims', 'sbi-clerk-prelims'],
    stateSlug: null,
    image: '/images/courses/bank-clerk-foundation.svg',
    publishedOn: '2026-07-20',
    price: 2799,
    listPrice: 3999,
    discountPercent: 30,
    languages: ['hi', 'en'],
    startsOn: '2026-08-01',
    endsOn: '2027-11-30',
    translations: {
      en: {
        name: 'IBPS Clerk & SBI Clerk Prelims Course',
        description:
          'For first-time aspirants of IBPS Clerk and SBI Clerk: the prelims mock tests with an all-India rank, a worked solution to every question and practice on the topics you get wrong, in Hindi and English.',
        audience: 'For Banking Aspirants',
        about: [
          'The clerk prelims reward basics done fast. Start arithmetic with tables, squares and simplification; reasoning with seating arrangement and inequalities; English with the grammar that error-spotting questions test.',
          'Once the basics hold, work on speed: timed practice within each section’s limit, then full prelims under exam conditions. The Mains that follows adds general and financial awareness and computer knowledge.',
          'Here you take the IBPS Clerk Prelims and SBI Clerk Prelims mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'IBPS क्लर्क व SBI क्लर्क प्रीलिम्स कोर्स',
        description:
          'IBPS क्लर्क और SBI क्लर्क की पहली बार तैयारी करने वालों के लिए: प्रीलिम्स के मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और गलत हुए टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में।',
        audience: 'बैंकिंग अभ्यर्थियों के लिए',
        about: [
          'क्लर्क प्रीलिम्स में तेज़ी से किए गए बेसिक्स ही काम आते हैं। अंकगणित पहाड़े, वर्ग और सरलीकरण से शुरू कीजिए; रीज़निंग बैठक व्यवस्था और असमिका से; और इंग्लिश उस ग्रामर से जो एरर स्पॉटिंग में पूछी जाती है।',
          'बेसिक्स पक्के हो जाएँ तो स्पीड पर काम कीजिए: हर सेक्शन की समय-सीमा में अभ्यास, फिर परीक्षा जैसी परिस्थिति में फुल प्रीलिम्स। इसके बाद की मेन्स में जनरल व फाइनेंशियल अवेयरनेस और कंप्यूटर नॉलेज भी जुड़ते हैं।',
          'यहाँ आप IBPS क्लर्क प्रीलिम्स और SBI क्लर्क प्रीलिम्स के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'rbi-grade-b-phase-1',
    categorySlug: 'banking',
    examSlugs: ['rbi-grade-b-phase-1'],
    stateSlug: null,
    image: '/images/courses/rbi-grade-b-phase-1.svg',
    publishedOn: '2026-09-02',
    price: 4499,
    listPrice: 5999,
    discountPercent: 25,
    languages: ['en', 'hi'],
    startsOn: '2026-09-15',
    endsOn: '2027-10-31',
    translations: {
      en: {
        name: 'RBI Grade B 2027: Phase 1 Course',
        description:
          'For the RBI Grade B (General) Phase 1: its mock test, opened by this course, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For RBI Grade B Aspirants',
        about: [
          'General Awareness carries 80 of the 200 marks in Phase 1, so read the economy, banking, government schemes and RBI reports of the eight months before the exam, every day.',
          'Reasoning gets the most time in the paper (45 minutes for 60 questions): high-level puzzles, seating arrangement and syllogisms. English and Quantitative Aptitude are at bank PO level. Every section has its own time limit and cut-off, so a weak section cannot be rescued by a strong one.',
          'Here you take the RBI Grade B Phase 1 mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'RBI ग्रेड B 2027: फेज़ 1 कोर्स',
        description:
          'RBI ग्रेड B (सामान्य) फेज़ 1 के लिए: इसका मॉक टेस्ट, जो यह कोर्स खोलता है, ऑल इंडिया रैंक, हर प्रश्न के विस्तृत हल और कमज़ोर टॉपिक के अभ्यास के साथ।',
        audience: 'RBI ग्रेड B अभ्यर्थियों के लिए',
        about: [
          'फेज़ 1 के 200 में से 80 अंक सामान्य जागरूकता के हैं, इसलिए परीक्षा से पहले के आठ महीनों की अर्थव्यवस्था, बैंकिंग, सरकारी योजनाएँ और RBI की रिपोर्ट रोज़ पढ़िए।',
          'पेपर में सबसे ज़्यादा समय रीज़निंग को मिलता है (60 प्रश्नों के लिए 45 मिनट): हाई-लेवल पज़ल, बैठक व्यवस्था और न्याय वाक्य। इंग्लिश और क्वांट बैंक PO स्तर के होते हैं। हर सेक्शन की अपनी समय-सीमा और कट-ऑफ है, इसलिए एक मज़बूत सेक्शन कमज़ोर सेक्शन की भरपाई नहीं कर सकता।',
          'यहाँ आप RBI ग्रेड B फेज़ 1 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'ssc-cgl-complete',
    categorySlug: 'ssc',
    examSlugs: ['ssc-cgl-tier-1', 'ssc-chsl-tier-1'],
    stateSlug: null,
    image: '/images/courses/ssc-cgl-complete.svg',
    publishedOn: '2026-05-11',
    price: 3599,
    listPrice: 5999,
    discountPercent: 40,
    languages: ['hi', 'en'],
    startsOn: '2026-06-01',
    endsOn: '2027-12-31',
    translations: {
      en: {
        name: 'SSC CGL & CHSL Tier 1 Course',
        description:
          'For SSC CGL and CHSL Tier 1: their mock tests on the real CBT layout, with an all-India rank, a worked solution to every question and practice on the topics you get wrong, in Hindi and English.',
        audience: 'For SSC Aspirants',
        about: [
          'Tier 1 is a screening test, but its cut-off is high: 100 questions in 60 minutes across reasoning, general awareness, quantitative aptitude and English, with half a mark lost for each wrong answer. Begin with the concepts behind fast arithmetic, advanced maths (algebra, geometry, trigonometry), reasoning and English usage, then move to timed practice.',
          'Tier 2 decides your rank, with a computer knowledge module and the Data Entry Speed Test. Tier 1 practice builds the accuracy both tiers reward: after every test, look at the questions that cost you marks before moving on.',
          'Here you take the SSC CGL Tier 1 and SSC CHSL Tier 1 mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'SSC CGL व CHSL टियर 1 कोर्स',
        description:
          'SSC CGL और CHSL टियर 1 के लिए: असली CBT जैसे लेआउट पर उनके मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और गलत हुए टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में।',
        audience: 'SSC अभ्यर्थियों के लिए',
        about: [
          'टियर 1 छँटनी परीक्षा है, लेकिन इसकी कट-ऑफ ऊँची जाती है: 60 मिनट में रीज़निंग, सामान्य जागरूकता, क्वांटिटेटिव एप्टीट्यूड और इंग्लिश के 100 प्रश्न, हर गलत उत्तर पर आधा अंक कटता है। तेज़ अंकगणित, एडवांस मैथ्स (बीजगणित, ज्यामिति, त्रिकोणमिति), रीज़निंग और इंग्लिश यूसेज के कॉन्सेप्ट से शुरू करके समयबद्ध अभ्यास तक जाइए।',
          'रैंक टियर 2 से तय होती है, जिसमें कंप्यूटर नॉलेज मॉड्यूल और डेटा एंट्री स्पीड टेस्ट भी है। टियर 1 का अभ्यास वही सटीकता बनाता है जो दोनों टियर में काम आती है: हर टेस्ट के बाद आगे बढ़ने से पहले उन प्रश्नों को देखिए जिनसे अंक कटे।',
          'यहाँ आप SSC CGL टियर 1 और SSC CHSL टियर 1 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'ssc-gd-constable',
    categorySlug: 'ssc',
    examSlugs: ['ssc-gd-constable'],
    stateSlug: null,
    image: '/images/courses/ssc-gd-constable.svg',
    publishedOn: '2026-09-25',
    price: 999,
    listPrice: 1999,
    discountPercent: 50,
    languages: ['hi', 'en'],
    startsOn: '2026-10-05',
    endsOn: '2027-04-30',
    translations: {
      en: {
        name: 'SSC GD Constable 2027 Course',
        description:
          'For the SSC GD Constable CBE: its mock test with an all-India rank, a worked solution to every question and practice on your weak topics, in Hindi and English, before the PET.',
        audience: 'For SSC GD Aspirants',
        about: [
          'The CBE has four parts of 20 questions each, two marks a question, at Class 10 level, so you can start even if you have been away from books for a while. Part D can be taken in English or Hindi: choose the one you read fastest.',
          'Clearing the CBE is only half the job. The PET follows (5 km in 24 minutes for men, 1.6 km in 8½ minutes for women), along with the height and chest standards of the PST, so start running while you study.',
          'Here you take the SSC GD Constable mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'SSC GD कांस्टेबल 2027 कोर्स',
        description:
          'SSC GD कांस्टेबल CBE के लिए: इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में, PET से पहले।',
        audience: 'SSC GD अभ्यर्थियों के लिए',
        about: [
          'CBE में 20-20 प्रश्नों के चार भाग हैं, हर प्रश्न दो अंक का, 10वीं स्तर के, इसलिए पढ़ाई छूटे कुछ समय हो गया हो तब भी आप शुरू कर सकते हैं। पार्ट D अंग्रेज़ी या हिन्दी में से किसी एक में दिया जा सकता है: वह भाषा चुनिए जिसमें आप सबसे तेज़ पढ़ते हैं।',
          'CBE पास करना आधा काम है। इसके बाद PET होता है (पुरुष 5 किमी 24 मिनट में, महिला 1.6 किमी 8½ मिनट में) और PST के ऊँचाई व सीने के मानक, इसलिए पढ़ाई के साथ दौड़ भी शुरू कर दीजिए।',
          'यहाँ आप SSC GD कांस्टेबल के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'rrb-ntpc',
    categorySlug: 'railways',
    examSlugs: ['rrb-ntpc-cbt-1'],
    stateSlug: null,
    image: '/images/courses/rrb-ntpc.svg',
    publishedOn: '2026-10-14',
    price: 1799,
    listPrice: 2999,
    discountPercent: 40,
    languages: ['hi', 'en'],
    startsOn: '2026-11-02',
    endsOn: '2027-09-30',
    translations: {
      en: {
        name: 'RRB NTPC CBT 1 Course',
        description:
          'For RRB NTPC CBT 1 at graduate and Class 12 levels: its mock test on the exam’s pattern, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For Railway Aspirants',
        about: [
          'NTPC CBT 1 gives 40 of its 100 questions to General Awareness, so give GK, current affairs and general science as much time as mathematics and reasoning.',
          'Every wrong answer costs one-third of a mark. After a test, count how many of your guesses went wrong and what they cost: it tells you when to leave a question. Station Master and Traffic Assistant candidates also face a computer-based aptitude test, each part of which must be cleared on its own.',
          'Here you take the RRB NTPC CBT 1 mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'RRB NTPC CBT 1 कोर्स',
        description:
          'स्नातक और 12वीं स्तर के RRB NTPC CBT 1 के लिए: परीक्षा के पैटर्न पर इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'रेलवे अभ्यर्थियों के लिए',
        about: [
          'NTPC CBT 1 के 100 में से 40 प्रश्न सामान्य जागरूकता के होते हैं, इसलिए GK, करंट अफेयर्स और सामान्य विज्ञान को गणित और रीज़निंग जितना ही समय दीजिए।',
          'हर गलत उत्तर पर एक-तिहाई अंक कटता है। टेस्ट के बाद गिनिए कि आपके कितने अनुमान गलत निकले और उनसे कितने अंक गए: इससे पता चलता है कि कब प्रश्न छोड़ना है। स्टेशन मास्टर और ट्रैफिक असिस्टेंट के उम्मीदवारों को कंप्यूटर आधारित एप्टीट्यूड टेस्ट भी देना होता है, जिसके हर भाग को अलग से पास करना होता है।',
          'यहाँ आप RRB NTPC CBT 1 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'rrb-group-d',
    categorySlug: 'railways',
    examSlugs: ['rrb-group-d'],
    stateSlug: null,
    image: '/images/courses/rrb-group-d.svg',
    publishedOn: '2026-06-03',
    price: 899,
    listPrice: 1499,
    discountPercent: 40,
    languages: ['hi', 'en'],
    startsOn: '2026-06-15',
    endsOn: '2027-07-31',
    translations: {
      en: {
        name: 'RRB Group D (Level 1) Course',
        description:
          'For the RRB Group D CBT: its mock test with an all-India rank, a worked solution to every question and practice on your weak topics, in Hindi and English, before the PET.',
        audience: 'For Railway Aspirants',
        about: [
          'General Science and Mathematics carry 25 questions each and reasoning carries 30, all at Class 10 level, with one-third negative marking. Start from the NCERT basics: the paper suits candidates coming back to studies after ITI or a break.',
          'The PET is qualifying but strict: men carry 35 kg for 100 m within 2 minutes and run 1000 m in 4 minutes 15 seconds; women carry 20 kg and run 1000 m in 5 minutes 40 seconds. Train for it alongside the CBT, not after.',
          'Here you take the RRB Group D mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'RRB ग्रुप D (लेवल 1) कोर्स',
        description:
          'RRB ग्रुप D CBT के लिए: इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में, PET से पहले।',
        audience: 'रेलवे अभ्यर्थियों के लिए',
        about: [
          'सामान्य विज्ञान और गणित के 25-25 प्रश्न और रीज़निंग के 30 प्रश्न आते हैं, सब 10वीं स्तर के, एक-तिहाई नेगेटिव मार्किंग के साथ। NCERT की बुनियाद से शुरू कीजिए: ITI के बाद या पढ़ाई में अंतराल के बाद लौटने वालों के लिए भी यह पेपर सही है।',
          'PET क्वालीफाइंग है पर सख्त: पुरुषों को 35 किलो वज़न लेकर 2 मिनट में 100 मीटर चलना और 4 मिनट 15 सेकंड में 1000 मीटर दौड़ना होता है; महिलाओं को 20 किलो वज़न और 5 मिनट 40 सेकंड में 1000 मीटर। इसकी तैयारी CBT के साथ ही कीजिए, बाद में नहीं।',
          'यहाँ आप RRB ग्रुप D के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'up-police-constable',
    categorySlug: 'defence-police',
    examSlugs: ['up-police-constable'],
    stateSlug: 'uttar-pradesh',
    image: '/images/courses/up-police-constable.svg',
    publishedOn: '2026-08-18',
    price: 1199,
    listPrice: 1999,
    discountPercent: 40,
    languages: ['hi', 'en'],
    startsOn: '2026-09-01',
    endsOn: '2027-05-31',
    translations: {
      en: {
        name: 'UP Police Constable 2027 Course',
        description:
          'For the UPPRPB Constable (Civil Police) written exam: its mock test in Hindi and English, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For UP Police Aspirants',
        about: [
          'The written exam has 150 questions of two marks each across General Knowledge, General Hindi, Numerical and Mental Ability, and Reasoning. Questions on Uttar Pradesh (its history, districts, rivers, economy and state schemes) make a real difference in the GK section, and General Hindi grammar is often neglected.',
          'With 0.5 marks lost for each wrong answer, accuracy matters as much as speed. After the written exam comes the PET: a 4.8 km run in 25 minutes for men, 2.4 km in 14 minutes for women.',
          'Here you take the UP Police Constable mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'UP पुलिस कांस्टेबल 2027 कोर्स',
        description:
          'UPPRPB आरक्षी नागरिक पुलिस लिखित परीक्षा के लिए: हिन्दी और अंग्रेज़ी में इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'UP पुलिस अभ्यर्थियों के लिए',
        about: [
          'लिखित परीक्षा में सामान्य ज्ञान, सामान्य हिन्दी, संख्यात्मक एवं मानसिक योग्यता और तर्कशक्ति से दो-दो अंक के 150 प्रश्न आते हैं। उत्तर प्रदेश से जुड़े प्रश्न (इतिहास, ज़िले, नदियाँ, अर्थव्यवस्था और राज्य की योजनाएँ) GK में बड़ा फर्क डालते हैं, और सामान्य हिन्दी के व्याकरण को अक्सर नज़रअंदाज़ कर दिया जाता है।',
          'हर गलत उत्तर पर 0.5 अंक कटते हैं, इसलिए स्पीड जितनी ही सटीकता भी ज़रूरी है। लिखित परीक्षा के बाद PET होता है: पुरुषों के लिए 25 मिनट में 4.8 किमी और महिलाओं के लिए 14 मिनट में 2.4 किमी दौड़।',
          'यहाँ आप UP पुलिस कांस्टेबल के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'delhi-police-constable',
    categorySlug: 'defence-police',
    examSlugs: ['delhi-police-constable'],
    stateSlug: 'delhi',
    image: '/images/courses/delhi-police-constable.svg',
    publishedOn: '2026-10-30',
    price: 999,
    listPrice: 1499,
    discountPercent: 33,
    languages: ['hi', 'en'],
    startsOn: '2026-11-09',
    endsOn: '2027-03-31',
    translations: {
      en: {
        name: 'Delhi Police Constable Course',
        description:
          'For the SSC Delhi Police Constable (Executive) CBE: its mock test with an all-India rank, a worked solution to every question and practice on your weak topics, in Hindi and English.',
        audience: 'For Delhi Police Aspirants',
        about: [
          'Half of the 100 questions are General Knowledge and Current Affairs, from static GK to the news of the last six months, so that is where most of your reading time should go.',
          'The 10 computer questions are among the easiest marks in the paper if you prepare MS Word, MS Excel, the internet, e-mail and basic hardware. Reasoning and numerical ability are at Class 12 level. After the CBE come the race, long jump and high jump of the PE&MT.',
          'Here you take the Delhi Police Constable mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'दिल्ली पुलिस कांस्टेबल कोर्स',
        description:
          'SSC दिल्ली पुलिस कांस्टेबल (एग्ज़ीक्यूटिव) CBE के लिए: इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में।',
        audience: 'दिल्ली पुलिस अभ्यर्थियों के लिए',
        about: [
          '100 में से आधे प्रश्न सामान्य ज्ञान और करंट अफेयर्स के होते हैं, स्टैटिक GK से लेकर पिछले छह महीनों की खबरों तक, इसलिए पढ़ाई का सबसे ज़्यादा समय इसी को दीजिए।',
          'MS Word, MS Excel, इंटरनेट, ई-मेल और बेसिक हार्डवेयर तैयार कर लें तो कंप्यूटर के 10 प्रश्न पेपर के सबसे आसान अंक हैं। रीज़निंग और संख्यात्मक योग्यता 12वीं स्तर की होती है। CBE के बाद PE&MT में दौड़, लंबी कूद और ऊँची कूद होती है।',
          'यहाँ आप दिल्ली पुलिस कांस्टेबल के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'nda-foundation',
    categorySlug: 'defence-police',
    examSlugs: ['nda'],
    stateSlug: null,
    image: '/images/courses/nda-foundation.svg',
    publishedOn: '2026-11-10',
    price: 3999,
    listPrice: 5999,
    discountPercent: 33,
    languages: ['en', 'hi'],
    startsOn: '2026-11-16',
    endsOn: '2027-09-30',
    translations: {
      en: {
        name: 'NDA & NA 2027 Written Exam Course',
        description:
          'For Class 11 and 12 students aiming at NDA: the written exam’s mock test with an all-India rank, a worked solution to every question and practice on your weak topics, in English and Hindi.',
        audience: 'For NDA Aspirants',
        about: [
          'The Mathematics paper has 120 questions in two and a half hours, so speed in algebra, trigonometry, calculus and vectors is essential. Study it alongside your school syllabus and go deeper where NDA asks for it.',
          'The General Ability Test carries 600 marks: 200 for English and 400 for General Knowledge, which includes physics, chemistry, general science, history, geography and current events. The written exam is followed by a five-day SSB interview.',
          'Here you take the NDA mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'NDA व NA 2027 लिखित परीक्षा कोर्स',
        description:
          'NDA का लक्ष्य रखने वाले 11वीं और 12वीं के विद्यार्थियों के लिए: लिखित परीक्षा का मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, अंग्रेज़ी और हिन्दी में।',
        audience: 'NDA अभ्यर्थियों के लिए',
        about: [
          'गणित के पेपर में ढाई घंटे में 120 प्रश्न होते हैं, इसलिए बीजगणित, त्रिकोणमिति, कलन और सदिश में स्पीड ज़रूरी है। इसे स्कूल के सिलेबस के साथ पढ़िए और जहाँ NDA ज़्यादा गहराई माँगता है वहाँ आगे जाइए।',
          'सामान्य योग्यता परीक्षण 600 अंकों का है: 200 अंग्रेज़ी के और 400 सामान्य ज्ञान के, जिसमें भौतिकी, रसायन, सामान्य विज्ञान, इतिहास, भूगोल और समसामयिक घटनाएँ आती हैं। लिखित परीक्षा के बाद पाँच दिन का SSB इंटरव्यू होता है।',
          'यहाँ आप NDA के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'upsc-prelims-2027',
    categorySlug: 'civil-services',
    examSlugs: ['upsc-cse-prelims-gs-1', 'upsc-cse-prelims-csat'],
    stateSlug: null,
    image: '/images/courses/upsc-prelims-2027.svg',
    publishedOn: '2026-06-15',
    price: 8999,
    listPrice: 14999,
    discountPercent: 40,
    languages: ['en', 'hi'],
    startsOn: '2026-07-01',
    endsOn: '2027-06-30',
    translations: {
      en: {
        name: 'UPSC Prelims 2027: GS + CSAT',
        description:
          'For UPSC CSE 2027 prelims: the General Studies and CSAT mock tests with an all-India rank, a worked solution to every question and practice on your weak topics, in English and Hindi.',
        audience: 'For Civil Services Aspirants',
        about: [
          'Give the year a plan: NCERTs and standard books first, then subject by subject through polity, history, geography, economy, environment and science, and full-length papers in the last four months. Read the newspaper every day and tie each story to the syllabus.',
          'CSAT is qualifying, but every year candidates with good GS scores miss its 33% mark. Practise it under time like the GS paper, and do not leave it to the last month.',
          'Here you take the UPSC CSE Prelims GS Paper I and CSAT mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'UPSC प्रारंभिक 2027: GS + सीसैट',
        description:
          'UPSC CSE 2027 प्रारंभिक परीक्षा के लिए: सामान्य अध्ययन और सीसैट के मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, अंग्रेज़ी और हिन्दी में।',
        audience: 'सिविल सेवा अभ्यर्थियों के लिए',
        about: [
          'साल की योजना बनाइए: पहले NCERT और स्टैंडर्ड किताबें, फिर राजव्यवस्था, इतिहास, भूगोल, अर्थव्यवस्था, पर्यावरण और विज्ञान विषय-दर-विषय, और आख़िरी चार महीनों में फुल-लेंथ पेपर। रोज़ अख़बार पढ़िए और हर खबर को सिलेबस से जोड़िए।',
          'सीसैट क्वालीफाइंग है, लेकिन हर साल अच्छे GS स्कोर वाले कई उम्मीदवार इसके 33% से चूक जाते हैं। इसका अभ्यास भी GS की तरह समय बाँधकर कीजिए, और इसे आख़िरी महीने पर मत छोड़िए।',
          'यहाँ आप UPSC CSE प्रारंभिक GS प्रश्नपत्र I और सीसैट के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'bpsc-cce-prelims',
    categorySlug: 'civil-services',
    examSlugs: ['bpsc-cce-prelims'],
    stateSlug: 'bihar',
    image: '/images/courses/bpsc-cce-prelims.svg',
    publishedOn: '2026-11-03',
    price: 3499,
    listPrice: 4999,
    discountPercent: 30,
    languages: ['hi', 'en'],
    startsOn: '2026-11-10',
    endsOn: '2027-06-30',
    translations: {
      en: {
        name: 'BPSC CCE Prelims Course',
        description:
          'For the BPSC Combined Competitive Exam prelims: its mock test in Hindi and English, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For BPSC Aspirants',
        about: [
          'A large share of BPSC prelims asks about Bihar itself: its history from Magadh to the freedom struggle, rivers and districts, the economy and state schemes. Read the Bihar Economic Survey chapter by chapter.',
          'National current affairs, Indian polity, geography, general science and mental ability questions make up the rest. Every wrong answer costs a third of a mark, so after each test look at what your guesses cost you.',
          'Here you take the BPSC CCE Prelims mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'BPSC CCE प्रारंभिक कोर्स',
        description:
          'BPSC संयुक्त प्रतियोगी परीक्षा (प्रारंभिक) के लिए: हिन्दी और अंग्रेज़ी में इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'BPSC अभ्यर्थियों के लिए',
        about: [
          'BPSC प्रारंभिक परीक्षा का बड़ा हिस्सा बिहार से ही पूछा जाता है: मगध से स्वतंत्रता संग्राम तक का इतिहास, नदियाँ और ज़िले, अर्थव्यवस्था और राज्य की योजनाएँ। बिहार आर्थिक सर्वेक्षण अध्याय-दर-अध्याय पढ़िए।',
          'बाकी हिस्से में राष्ट्रीय करंट अफेयर्स, भारतीय राजव्यवस्था, भूगोल, सामान्य विज्ञान और मानसिक क्षमता के प्रश्न आते हैं। हर गलत उत्तर पर एक-तिहाई अंक कटता है, इसलिए हर टेस्ट के बाद देखिए कि अनुमानों से कितने अंक गए।',
          'यहाँ आप BPSC CCE प्रारंभिक के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'uppsc-pcs-prelims',
    categorySlug: 'civil-services',
    examSlugs: ['uppsc-pcs-prelims-gs-1'],
    stateSlug: 'uttar-pradesh',
    image: '/images/courses/uppsc-pcs-prelims.svg',
    publishedOn: '2026-04-22',
    price: 3299,
    listPrice: 4999,
    discountPercent: 34,
    languages: ['hi', 'en'],
    startsOn: '2026-05-01',
    endsOn: '2027-03-31',
    translations: {
      en: {
        name: 'UPPSC PCS Prelims Course',
        description:
          'For the UPPSC Combined State/Upper Subordinate Services prelims: the General Studies mock test with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For UPPSC Aspirants',
        about: [
          'UPPSC prelims has two papers: General Studies Paper I, which decides the cut-off, and CSAT, which needs 33%. Spend most of your time on GS, but do not neglect CSAT.',
          'Uttar Pradesh’s history and culture, geography, economy and government schemes appear every year alongside national topics. The paper has 150 questions in two hours with one-third negative marking.',
          'Here you take the UPPSC PCS Prelims GS Paper I mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'UPPSC PCS प्रारंभिक कोर्स',
        description:
          'UPPSC संयुक्त राज्य/प्रवर अधीनस्थ सेवा प्रारंभिक परीक्षा के लिए: सामान्य अध्ययन का मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'UPPSC अभ्यर्थियों के लिए',
        about: [
          'UPPSC प्रारंभिक परीक्षा में दो प्रश्नपत्र होते हैं: सामान्य अध्ययन प्रश्नपत्र I, जिससे कट-ऑफ तय होती है, और सीसैट, जिसमें 33% अंक ज़रूरी हैं। ज़्यादातर समय GS को दीजिए, पर सीसैट को नज़रअंदाज़ मत कीजिए।',
          'उत्तर प्रदेश का इतिहास व संस्कृति, भूगोल, अर्थव्यवस्था और सरकारी योजनाएँ राष्ट्रीय विषयों के साथ हर साल पूछी जाती हैं। पेपर में दो घंटे में 150 प्रश्न होते हैं, एक-तिहाई नेगेटिव मार्किंग के साथ।',
          'यहाँ आप UPPSC PCS प्रारंभिक GS प्रश्नपत्र I के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'jee-main-2027',
    categorySlug: 'engineering',
    examSlugs: ['jee-main-paper-1', 'jee-advanced-paper-1'],
    stateSlug: null,
    image: '/images/courses/jee-main-2027.svg',
    publishedOn: '2026-04-07',
    price: 5199,
    listPrice: 7999,
    discountPercent: 35,
    languages: ['en', 'hi'],
    startsOn: '2026-04-15',
    endsOn: '2027-04-30',
    translations: {
      en: {
        name: 'JEE Main & Advanced 2027 Course',
        description:
          'For Class 12 students taking JEE 2027: the JEE Main and JEE Advanced Paper 1 mock tests on their own patterns, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For JEE Aspirants',
        about: [
          'Study the Class 12 syllabus of Physics, Chemistry and Mathematics in the order your school teaches it, and revise Class 11 chapters in between so nothing is forgotten by January.',
          'JEE Main has 75 compulsory questions, including 15 numerical-answer questions, and a wrong answer costs one mark in every question. JEE Advanced follows for the top candidates, with questions where more than one option can be right.',
          'Here you take the JEE Main Paper 1 and JEE Advanced Paper 1 mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'JEE मेन व एडवांस्ड 2027 कोर्स',
        description:
          'JEE 2027 देने वाले 12वीं के विद्यार्थियों के लिए: अपने-अपने पैटर्न पर JEE मेन और JEE एडवांस्ड पेपर 1 के मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'JEE अभ्यर्थियों के लिए',
        about: [
          '12वीं की भौतिकी, रसायन और गणित उसी क्रम में पढ़िए जैसे स्कूल में पढ़ाई जाती है, और बीच-बीच में 11वीं के अध्याय दोहराते रहिए ताकि जनवरी तक कुछ भूले नहीं।',
          'JEE मेन में 75 अनिवार्य प्रश्न होते हैं, जिनमें 15 संख्यात्मक उत्तर वाले हैं, और हर प्रश्न में गलत उत्तर पर एक अंक कटता है। शीर्ष उम्मीदवारों के लिए इसके बाद JEE एडवांस्ड होता है, जिसमें कुछ प्रश्नों के एक से ज़्यादा विकल्प सही हो सकते हैं।',
          'यहाँ आप JEE मेन पेपर 1 और JEE एडवांस्ड पेपर 1 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'neet-ug-2027',
    categorySlug: 'medical',
    examSlugs: ['neet-ug'],
    stateSlug: null,
    image: '/images/courses/neet-ug-2027.svg',
    publishedOn: '2026-05-20',
    price: 6499,
    listPrice: 9999,
    discountPercent: 35,
    languages: ['en', 'hi'],
    startsOn: '2026-06-01',
    endsOn: '2027-05-31',
    translations: {
      en: {
        name: 'NEET UG 2027 Course',
        description:
          'For NEET UG 2027: its mock test with an all-India rank, a worked solution to every question and practice on the topics you get wrong, in English and Hindi.',
        audience: 'For NEET Aspirants',
        about: [
          'Biology is half the paper (90 of 180 questions), and almost all of it comes from NCERT: read its text and diagrams line by line. Physics is where most aspirants lose marks, so build each chapter from the basics up to NEET-level numericals.',
          'NEET is a pen-and-paper exam with four marks for a right answer and one lost for a wrong one, 180 questions in 180 minutes. Practise full papers in one sitting, as on exam day.',
          'Here you take the NEET UG mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'NEET UG 2027 कोर्स',
        description:
          'NEET UG 2027 के लिए: इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और गलत हुए टॉपिक का अभ्यास, अंग्रेज़ी और हिन्दी में।',
        audience: 'NEET अभ्यर्थियों के लिए',
        about: [
          'पेपर का आधा हिस्सा जीव विज्ञान है (180 में से 90 प्रश्न), और लगभग सब NCERT से आता है: इसके पाठ और चित्र लाइन-बाय-लाइन पढ़िए। ज़्यादातर अभ्यर्थी भौतिकी में अंक गँवाते हैं, इसलिए हर अध्याय बुनियाद से NEET स्तर के न्यूमेरिकल तक तैयार कीजिए।',
          'NEET पेन-पेपर परीक्षा है: सही उत्तर पर चार अंक मिलते हैं और गलत पर एक कटता है, 180 मिनट में 180 प्रश्न। परीक्षा के दिन की तरह पूरे पेपर एक ही बैठक में हल करने का अभ्यास कीजिए।',
          'यहाँ आप NEET UG के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'cbse-class-10-boards',
    categorySlug: 'board-exams',
    examSlugs: ['cbse-10-mathematics-standard', 'cbse-10-science'],
    stateSlug: null,
    image: '/images/courses/cbse-class-10-boards.svg',
    publishedOn: '2026-04-01',
    price: 1299,
    listPrice: 1999,
    discountPercent: 35,
    languages: ['en', 'hi'],
    startsOn: '2026-04-06',
    endsOn: '2027-03-31',
    translations: {
      en: {
        name: 'CBSE Class 10 Maths & Science Course',
        description:
          'For CBSE Class 10 Maths (Standard) and Science: their practice tests with a rank among all learners, a worked solution to every question and practice on the topics you get wrong.',
        audience: 'For Class 10 Students',
        about: [
          'Follow the NCERT Mathematics and Science books chapter by chapter, alongside school, and solve every NCERT exercise: the board paper draws heavily on them.',
          'Board papers are marked step by step, in five sections: MCQs and assertion–reason, short and long answers, and case-based questions. Write full answers when you revise, showing each step, and learn how long a 3-mark or 5-mark answer should be.',
          'Here you take the CBSE Class 10 Mathematics and Science mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'CBSE कक्षा 10 गणित व विज्ञान कोर्स',
        description:
          'CBSE कक्षा 10 गणित (स्टैंडर्ड) और विज्ञान के लिए: उनके अभ्यास टेस्ट, सभी विद्यार्थियों में रैंक, हर प्रश्न का विस्तृत हल और गलत हुए टॉपिक का अभ्यास।',
        audience: 'कक्षा 10 के विद्यार्थियों के लिए',
        about: [
          'NCERT गणित और विज्ञान की किताबें स्कूल के साथ अध्याय-दर-अध्याय पढ़िए और NCERT की हर प्रश्नावली हल कीजिए: बोर्ड पेपर में उन्हीं से बहुत प्रश्न आते हैं।',
          'बोर्ड की कॉपियाँ स्टेप के अनुसार जाँची जाती हैं, पाँच खंडों में: बहुविकल्पीय व अभिकथन–कारण, लघु व दीर्घ उत्तरीय और केस आधारित प्रश्न। दोहराते समय पूरे उत्तर हर स्टेप के साथ लिखिए, और जानिए कि 3 या 5 अंक का उत्तर कितना लंबा हो।',
          'यहाँ आप CBSE कक्षा 10 गणित और विज्ञान के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'ctet-2027',
    categorySlug: 'teaching',
    examSlugs: ['ctet-paper-1', 'ctet-paper-2'],
    stateSlug: null,
    image: '/images/courses/ctet-2027.svg',
    publishedOn: '2026-08-29',
    price: 1499,
    listPrice: 2499,
    discountPercent: 40,
    languages: ['hi', 'en'],
    startsOn: '2026-09-07',
    endsOn: '2027-08-31',
    translations: {
      en: {
        name: 'CTET 2027: Paper 1 & Paper 2 Course',
        description:
          'For CTET Paper 1 and Paper 2: their mock tests with an all-India rank, a worked solution to every question and practice on your weak topics, in Hindi and English.',
        audience: 'For Teaching Aspirants',
        about: [
          'Child Development and Pedagogy is common to both papers and decides most results. Learn the theories of Piaget, Vygotsky and Kohlberg, learning and assessment, and inclusive education through classroom situations, the way CTET asks them.',
          'Language I and II test both comprehension and pedagogy. Paper 1 candidates add Mathematics and EVS with their pedagogy; Paper 2 candidates choose Mathematics & Science or Social Studies. There are 150 questions in 150 minutes, with no negative marking.',
          'Here you take the CTET Paper 1 and CTET Paper 2 mock tests, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'CTET 2027: पेपर 1 व पेपर 2 कोर्स',
        description:
          'CTET पेपर 1 और पेपर 2 के लिए: उनके मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास, हिन्दी और अंग्रेज़ी में।',
        audience: 'शिक्षक बनने के इच्छुक अभ्यर्थियों के लिए',
        about: [
          'बाल विकास एवं शिक्षाशास्त्र दोनों पेपर में समान है और ज़्यादातर परिणाम इसी से तय होते हैं। पियाजे, वाइगोत्स्की और कोहलबर्ग के सिद्धांत, अधिगम व आकलन और समावेशी शिक्षा को कक्षा की स्थितियों के ज़रिए समझिए, जैसे CTET पूछता है।',
          'भाषा I और II में बोध और शिक्षाशास्त्र दोनों की परीक्षा होती है। पेपर 1 वालों के लिए गणित और पर्यावरण अध्ययन उनके शिक्षाशास्त्र सहित; पेपर 2 वाले गणित एवं विज्ञान या सामाजिक अध्ययन चुनते हैं। 150 मिनट में 150 प्रश्न होते हैं, बिना नेगेटिव मार्किंग के।',
          'यहाँ आप CTET पेपर 1 और CTET पेपर 2 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
  {
    slug: 'reet-level-1',
    categorySlug: 'teaching',
    examSlugs: ['reet-level-1'],
    stateSlug: 'rajasthan',
    image: '/images/courses/reet-level-1.svg',
    publishedOn: '2026-10-06',
    price: 1199,
    listPrice: 1599,
    discountPercent: 25,
    languages: ['hi', 'en'],
    startsOn: '2026-10-12',
    endsOn: '2027-04-30',
    translations: {
      en: {
        name: 'REET Level 1 Course',
        description:
          'For REET Level 1 (Classes 1–5): its mock test in Hindi and English, with an all-India rank, a worked solution to every question and practice on your weak topics.',
        audience: 'For REET Aspirants',
        about: [
          'REET Level 1 has five sections of 30 questions: Child Development and Pedagogy, Language I, Language II, Mathematics and Environmental Studies. Environmental Studies often draws on Rajasthan: its geography, folk culture, fairs and environment.',
          'There is no negative marking, so attempt every question. Practise 150 questions in 150 minutes until you finish the paper with time left to review.',
          'Here you take the REET Level 1 mock test, timed and marked, with your all-India rank, your score by section and a worked solution to every question once you submit. The topics you got wrong become a short practice test, and you can switch a question between Hindi and English at any point in the test.',
        ],
      },
      hi: {
        name: 'REET लेवल 1 कोर्स',
        description:
          'REET लेवल 1 (कक्षा 1–5) के लिए: हिन्दी और अंग्रेज़ी में इसका मॉक टेस्ट, ऑल इंडिया रैंक, हर प्रश्न का विस्तृत हल और कमज़ोर टॉपिक का अभ्यास।',
        audience: 'REET अभ्यर्थियों के लिए',
        about: [
          'REET लेवल 1 में 30-30 प्रश्नों के पाँच खंड हैं: बाल विकास एवं शिक्षाशास्त्र, भाषा I, भाषा II, गणित और पर्यावरण अध्ययन। पर्यावरण अध्ययन के प्रश्न अक्सर राजस्थान से जुड़े होते हैं: उसका भूगोल, लोक संस्कृति, मेले और पर्यावरण।',
          'नेगेटिव मार्किंग नहीं है, इसलिए हर प्रश्न हल कीजिए। 150 मिनट में 150 प्रश्नों का अभ्यास तब तक कीजिए जब तक पेपर पूरा करके रिव्यू का समय न बचने लगे।',
          'यहाँ आप REET लेवल 1 के मॉक टेस्ट देते हैं, समय-सीमा और अंकन के साथ; जमा करने के बाद ऑल इंडिया रैंक, सेक्शन-वार अंक और हर प्रश्न का विस्तृत हल मिलता है। जिन टॉपिक में गलती हुई, उनसे छोटा अभ्यास टेस्ट बनता है, और टेस्ट के बीच कभी भी प्रश्न हिन्दी या अंग्रेज़ी में पढ़ सकते हैं।',
        ],
      },
    },
  },
];
