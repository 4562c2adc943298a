// The video lessons' teaching: every slide's text and the captions a teacher would say over it.
// make-lesson-media.mjs turns this into slide PNGs, clips and WebVTT files. Keep the slugs in step
// with packages/server/src/seed/content/videoLessons.ts (the lesson-media test checks the files).
//
// A lesson is 9 slides: title, the idea, a worked example revealed in three steps, a quick trick,
// a 'Try this' question, its answer, and the closing slide. `captions` holds one or two cues per
// slide in English and Hindi (the clips are silent, so the captions carry the lesson).

/** Seconds each kind of slide stays on screen (long enough to read the slide and its caption). */
const seconds = { title: 5, idea: 8, step: 7, trick: 8, try: 8, answer: 7, close: 5 };

const closing = {
  en: 'Practise this in a mock test on Pariksha',
  hi: 'Pariksha पर मॉक टेस्ट में इसका अभ्यास कीजिए',
};
const closingCaption = {
  en: ['That is the whole idea. Practise it in a mock test on Pariksha, and it will become quick.'],
  hi: ['बस इतनी-सी बात है। Pariksha पर किसी मॉक टेस्ट में इसका अभ्यास कीजिए, रफ़्तार अपने आप आ जाएगी।'],
};

export const topicNames = {
  logical_reasoning: { en: 'Logical Reasoning', hi: 'तार्किक क्षमता' },
  verbal_ability: { en: 'Verbal Ability', hi: 'मौखिक क्षमता' },
  quantitative_ability: { en: 'Quantitative Ability', hi: 'संख्यात्मक क्षमता' },
};

/**
 * Builds a lesson's slides from its parts. Each example step slide shows the question and every
 * step so far, the newest one highlighted, so the working is revealed one line at a time.
 */
function lesson({ slug, topic, exam, title, idea, example, trick, tryThis, captions }) {
  const slides = [
    { kind: 'title', exam, topic, title },
    { kind: 'idea', heading: 'The idea', hiHeading: 'मूल बात', body: idea },
    ...example.steps.map((_, index) => ({
      kind: 'step',
      heading: `Worked example · step ${index + 1} of ${example.steps.length}`,
      hiHeading: 'हल किया हुआ उदाहरण',
      question: example.question,
      steps: example.steps.slice(0, index + 1),
    })),
    { kind: 'trick', heading: 'Quick trick', hiHeading: 'झटपट ट्रिक', body: trick },
    { kind: 'try', heading: 'Try this', hiHeading: 'अब आप कीजिए', body: tryThis.question },
    { kind: 'answer', heading: 'Answer', hiHeading: 'उत्तर', body: tryThis.answer },
    { kind: 'close', title: closing },
  ];
  const withCaptions = slides.map((slide, index) => ({
    ...slide,
    seconds: seconds[slide.kind],
    captions: index === slides.length - 1 ? closingCaption : captions[index],
  }));
  return { slug, topic, exam, slides: withCaptions };
}

/** A Venn diagram: `circles` as [label, cx, cy, r, colour]; optional dashed ones show "may be". */
function venn(circles, { width = 360, height = 200 } = {}) {
  const shapes = circles
    .map(
      ([label, cx, cy, r, colour, dashed]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="0.16" stroke="${colour}" stroke-width="3"${
          dashed ? ' stroke-dasharray="8 6"' : ''
        }/>` +
        `<text x="${cx}" y="${cy - r + 26}" text-anchor="middle" fill="${colour}" font-size="20" font-weight="700">${label}</text>`,
    )
    .join('');
  return `<svg class="venn" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">${shapes}</svg>`;
}

const brand = '#3034B8';
const green = '#137A4E';
const purple = '#7B3FB5';

export const lessons = [
  lesson({
    slug: 'syllogism-venn-diagrams',
    topic: 'logical_reasoning',
    exam: 'SBI PO Prelims',
    title: { en: 'Syllogism with Venn diagrams', hi: 'वेन आरेख से न्याय निगमन' },
    idea: `<p class="big">Draw each <b>statement</b> <span class="hi">(कथन)</span> as circles.</p>
      <p class="big">A <b>conclusion</b> <span class="hi">(निष्कर्ष)</span> follows only if it is true in <b>every</b> possible drawing.</p>`,
    example: {
      question: `Statements: All pens are books. Some books are bags.<br/>Conclusions: I. Some pens are bags. II. Some bags are books.`,
      steps: [
        `<div class="row">${venn([
          ['books', 180, 105, 90, brand],
          ['pens', 180, 130, 48, green],
        ])}<p>All pens are books: the pens circle sits <b>inside</b> books.</p></div>`,
        `<div class="row">${venn([
          ['books', 150, 105, 90, brand],
          ['pens', 130, 130, 44, green],
          ['bags', 275, 105, 70, purple, true],
        ])}<p>Some books are bags: bags <b>overlaps</b> books, but it need not touch pens.</p></div>`,
        `<p>I. Some pens are bags: not in every drawing → <b class="no">does not follow</b>.</p>
         <p>II. Some bags are books: the same overlap → <b class="yes">follows</b>.</p>
         <p class="answer">Only conclusion II follows.</p>`,
      ],
    },
    trick: `<p>"Some A are B" always gives "Some B are A".</p>
      <p>"All A are B" gives only "Some B are A", never "All B are A".</p>
      <p>Look for one drawing that breaks the conclusion. Found one? It does not follow.</p>`,
    tryThis: {
      question: `<p>Statements: All cats are dogs. All dogs are rats.</p>
        <p>Conclusions: I. All cats are rats. II. Some rats are dogs.</p>
        <p class="muted">Which follow? Pause and draw it.</p>`,
      answer: `<div class="row">${venn([
        ['rats', 180, 105, 92, purple],
        ['dogs', 180, 125, 64, brand],
        ['cats', 180, 145, 34, green],
      ])}<p>Cats sit inside dogs, dogs inside rats. <b class="yes">Both I and II follow.</b></p></div>`,
    },
    captions: [
      {
        en: ['Syllogism with Venn diagrams, a sure question in SBI PO prelims reasoning.'],
        hi: ['वेन आरेख से न्याय निगमन: SBI PO प्रीलिम्स के रीज़निंग सेक्शन में यह सवाल लगभग हर बार आता है।'],
      },
      {
        en: [
          'Turn every statement into circles.',
          'A conclusion follows only if it holds in every diagram you can draw, not just in one.',
        ],
        hi: [
          'हर कथन को वृत्तों में बदलिए।',
          'निष्कर्ष तभी सही है जब वह हर संभव चित्र में सच हो, सिर्फ़ एक चित्र में नहीं।',
        ],
      },
      {
        en: ['All pens are books, so draw the pens circle completely inside the books circle.'],
        hi: ['सभी पेन किताबें हैं, इसलिए पेन का वृत्त पूरी तरह किताबों के वृत्त के अंदर बनाइए।'],
      },
      {
        en: ['Some books are bags, so bags must overlap books. It may or may not touch pens, so we draw it away from them.'],
        hi: ['कुछ किताबें थैले हैं, तो थैलों का वृत्त किताबों को काटेगा। वह पेन को छुए यह ज़रूरी नहीं, इसलिए उसे पेन से दूर बनाते हैं।'],
      },
      {
        en: [
          'In that drawing no pen is a bag, so conclusion one does not follow.',
          'Some bags are books is just the overlap read the other way, so only two follows.',
        ],
        hi: [
          'इस चित्र में कोई पेन थैला नहीं है, इसलिए पहला निष्कर्ष नहीं निकलता।',
          '"कुछ थैले किताबें हैं" वही काटने वाला हिस्सा उलटा पढ़ना है, इसलिए केवल दूसरा निष्कर्ष सही है।',
        ],
      },
      {
        en: [
          'Remember: some A are B always means some B are A.',
          'All A are B never means all B are A. Hunt for one drawing that breaks the conclusion.',
        ],
        hi: [
          'याद रखिए: "कुछ A, B हैं" का मतलब हमेशा "कुछ B, A हैं" भी है।',
          'पर "सभी A, B हैं" से "सभी B, A हैं" कभी नहीं निकलता। बस एक ऐसा चित्र खोजिए जो निष्कर्ष को गलत कर दे।',
        ],
      },
      {
        en: ['Your turn. All cats are dogs, and all dogs are rats. Which conclusions follow? Pause and draw.'],
        hi: ['अब आपकी बारी। सभी बिल्लियाँ कुत्ते हैं और सभी कुत्ते चूहे हैं। कौन-से निष्कर्ष निकलते हैं? रुककर चित्र बनाइए।'],
      },
      {
        en: ['Cats sit inside dogs, and dogs inside rats. So all cats are rats, and some rats are dogs. Both follow.'],
        hi: ['बिल्लियाँ कुत्तों के अंदर और कुत्ते चूहों के अंदर। इसलिए सभी बिल्लियाँ चूहे हैं और कुछ चूहे कुत्ते हैं। दोनों निष्कर्ष सही हैं।'],
      },
    ],
  }),

  lesson({
    slug: 'blood-relations-family-tree',
    topic: 'logical_reasoning',
    exam: 'SSC CGL Tier 1',
    title: { en: 'Blood relations: draw the family tree', hi: 'रक्त संबंध: वंश वृक्ष बनाइए' },
    idea: `<p class="big">Draw the family as a tree.</p>
      <ul><li><b>+</b> male, <b>−</b> female</li><li>a vertical line goes down one generation <span class="hi">(पीढ़ी)</span></li><li><b>=</b> joins a married couple, <b>—</b> brothers and sisters</li></ul>`,
    example: {
      question: `Pointing to a girl, Ravi says, "She is the daughter of my mother's only son." How is the girl related to Ravi?`,
      steps: [
        `<p><b>My mother's only son</b>: Ravi is a son of his mother, and she has only one son.</p>
         <p class="tree">Mother (−)<br/>│<br/>only son (+) = <b>Ravi</b></p>`,
        `<p>So the sentence becomes: "She is the daughter of <b>Ravi</b>."</p>
         <p class="tree">Ravi (+)<br/>│<br/>girl (−)</p>`,
        `<p class="answer">The girl is Ravi's daughter <span class="hi">(बेटी)</span>.</p>`,
      ],
    },
    trick: `<p>Replace each phrase with the person it names, starting next to "my".</p>
      <p>"My father's only son" or "my mother's only son", said by a man, is <b>the speaker himself</b>.</p>`,
    tryThis: {
      question: `<p>A is B's brother. C is A's mother. D is C's father.</p><p>How is D related to B?</p>
        <p class="muted">Pause and draw the tree.</p>`,
      answer: `<p class="tree">D (+)<br/>│<br/>C (−)<br/>│<br/>A (+) — B</p>
        <p class="answer">D is B's grandfather (maternal grandfather, नाना).</p>`,
    },
    captions: [
      {
        en: ['Blood relations, the easy way: draw the family tree. This comes up in SSC CGL reasoning.'],
        hi: ['रक्त संबंध का आसान तरीका: वंश वृक्ष बनाइए। SSC CGL की रीज़निंग में यह सवाल आता है।'],
      },
      {
        en: ['Use plus for a man and minus for a woman. Go one line down for each generation. Join a married couple with a double line, and brothers and sisters with a single one.'],
        hi: ['पुरुष के लिए प्लस और महिला के लिए माइनस लिखिए। हर पीढ़ी के लिए एक लाइन नीचे जाइए। पति-पत्नी को दोहरी लाइन से और भाई-बहनों को एक लाइन से जोड़िए।'],
      },
      {
        en: ["Start with my mother's only son. Ravi is his mother's son, and she has only one son, so that son is Ravi."],
        hi: ['पहले "मेरी माँ का इकलौता बेटा" देखिए। रवि अपनी माँ का बेटा है और उनका एक ही बेटा है, तो वह बेटा रवि ही है।'],
      },
      {
        en: ['Now the sentence is simple: she is the daughter of Ravi.'],
        hi: ['अब वाक्य आसान हो गया: वह रवि की बेटी है।'],
      },
      {
        en: ["So the girl is Ravi's daughter."],
        hi: ['तो लड़की रवि की बेटी है।'],
      },
      {
        en: [
          'Work outward from "my", replacing each phrase with the person it names.',
          "A man's father's only son, or mother's only son, is always the man himself.",
        ],
        hi: [
          '"मेरे" से शुरू करके हर हिस्से को उस व्यक्ति से बदलते जाइए जिसकी वह बात करता है।',
          'किसी पुरुष के पिता या माँ का इकलौता बेटा हमेशा वही पुरुष होता है।',
        ],
      },
      {
        en: ["Your turn. A is B's brother, C is A's mother, and D is C's father. How is D related to B?"],
        hi: ['अब आपकी बारी। A, B का भाई है, C, A की माँ है और D, C के पिता हैं। D का B से क्या संबंध है?'],
      },
      {
        en: ["C is the mother of both A and B, and D is C's father. So D is B's grandfather, on the mother's side."],
        hi: ['C, A और B दोनों की माँ हैं और D, C के पिता हैं। तो D, B के नाना हैं।'],
      },
    ],
  }),

  lesson({
    slug: 'coding-decoding-letter-shift',
    topic: 'logical_reasoning',
    exam: 'RRB NTPC CBT 1',
    title: { en: 'Coding-decoding: the letter shift', hi: 'कोडिंग-डिकोडिंग: अक्षरों का खिसकना' },
    idea: `<p class="big">In a letter-shift code every letter moves the <b>same number of places</b> in the alphabet.</p>
      <p>Know the positions: <b>E J O T Y</b> = 5, 10, 15, 20, 25.</p>`,
    example: {
      question: `If CAT is coded as FDW, how is DOG coded?`,
      steps: [
        `<p class="mono">C (3) → F (6) &nbsp; +3<br/>A (1) → D (4) &nbsp; +3<br/>T (20) → W (23) &nbsp; +3</p>`,
        `<p>The rule: <b>every letter moves 3 places forward</b>.</p>`,
        `<p class="mono">D (4) → G (7)<br/>O (15) → R (18)<br/>G (7) → J (10)</p><p class="answer">DOG is coded as GRJ.</p>`,
      ],
    },
    trick: `<p><b>EJOTY</b> gives any position fast: T = 20, so W = 23.</p>
      <p>Opposite letters add up to <b>27</b>: A↔Z, B↔Y, M↔N.</p>
      <p>After Z, start again at A (and before A, go back to Z).</p>`,
    tryThis: {
      question: `<p>If BOOK is coded as ZMMI, how is WORD coded?</p><p class="muted">Find the shift first.</p>`,
      answer: `<p class="mono">B → Z, O → M, K → I: each letter 2 back</p>
        <p class="mono">W → U, O → M, R → P, D → B</p><p class="answer">WORD is coded as UMPB.</p>`,
    },
    captions: [
      {
        en: ['Coding-decoding with a letter shift, a favourite of RRB NTPC reasoning.'],
        hi: ['अक्षर खिसकाकर कोडिंग-डिकोडिंग: RRB NTPC की रीज़निंग का पसंदीदा सवाल।'],
      },
      {
        en: [
          'In these codes every letter moves the same number of places.',
          'To count fast, remember E J O T Y: five, ten, fifteen, twenty, twenty-five.',
        ],
        hi: [
          'इन कोड में हर अक्षर उतने ही स्थान आगे या पीछे खिसकता है।',
          'जल्दी गिनने के लिए E J O T Y याद रखिए: पाँच, दस, पंद्रह, बीस, पच्चीस।',
        ],
      },
      {
        en: ['C is 3 and F is 6. A is 1 and D is 4. T is 20 and W is 23. Each letter went up by 3.'],
        hi: ['C तीसरा और F छठा अक्षर है। A पहला और D चौथा। T बीसवाँ और W तेईसवाँ। हर अक्षर 3 आगे गया।'],
      },
      {
        en: ['So the rule is: move every letter three places forward.'],
        hi: ['तो नियम है: हर अक्षर को तीन स्थान आगे खिसकाइए।'],
      },
      {
        en: ['D becomes G, O becomes R, and G becomes J. DOG is coded as G R J.'],
        hi: ['D से G, O से R और G से J बनता है। DOG का कोड G R J है।'],
      },
      {
        en: [
          'E J O T Y gives you any position in a second.',
          'Opposite letters always add up to 27, and after Z you go round to A again.',
        ],
        hi: [
          'E J O T Y से किसी भी अक्षर का स्थान तुरंत मिल जाता है।',
          'आमने-सामने के अक्षरों का जोड़ हमेशा 27 होता है, और Z के बाद फिर A से गिनिए।',
        ],
      },
      {
        en: ['Your turn. BOOK is coded as Z M M I. How is WORD coded?'],
        hi: ['अब आपकी बारी। BOOK का कोड Z M M I है। WORD का कोड क्या होगा?'],
      },
      {
        en: ['Each letter goes two places back, and B goes round to Z. So WORD becomes U M P B.'],
        hi: ['हर अक्षर दो स्थान पीछे जाता है, और B घूमकर Z बनता है। तो WORD का कोड U M P B है।'],
      },
    ],
  }),

  lesson({
    slug: 'subject-verb-agreement',
    topic: 'verbal_ability',
    exam: 'SSC CHSL Tier 1',
    title: { en: 'Subject-verb agreement', hi: 'कर्ता और क्रिया का मेल' },
    idea: `<p class="big">A singular subject <span class="hi">(कर्ता)</span> takes a singular verb: <b>is, was, has, goes</b>.</p>
      <p class="big">A plural subject takes a plural verb: <b>are, were, have, go</b>.</p>`,
    example: {
      question: `Spot the error: "The quality of these mangoes are very good."`,
      steps: [
        `<p>Find the real subject: <b>The quality</b> <span class="muted">of these mangoes</span> …</p><p>"of these mangoes" only describes it.</p>`,
        `<p><b>Quality</b> is singular, so the verb must be singular: <b>is</b>, not are.</p>`,
        `<p class="answer">The quality of these mangoes <u>is</u> very good.</p><p>The error is in "are".</p>`,
      ],
    },
    trick: `<p><b>Each, every, either, neither</b> + noun → singular verb:<br/>Each of the boys <b>has</b> a bag.</p>
      <p><b>Neither … nor</b>: the verb agrees with the nearer subject:<br/>Neither the teacher nor the students <b>were</b> late.</p>`,
    tryThis: {
      question: `<p>Spot the error:</p><p class="big">"One of my friends live in Pune."</p>`,
      answer: `<p>The subject is <b>One</b>, which is singular.</p><p class="answer">One of my friends <u>lives</u> in Pune.</p>`,
    },
    captions: [
      {
        en: ['Subject-verb agreement: the rule behind many error-spotting questions in SSC CHSL.'],
        hi: ['कर्ता और क्रिया का मेल: SSC CHSL की त्रुटि पहचान वाले कई सवाल इसी नियम पर बनते हैं।'],
      },
      {
        en: ['A singular subject takes a singular verb, like is, was or has. A plural subject takes are, were or have.'],
        hi: ['एकवचन कर्ता के साथ एकवचन क्रिया आती है, जैसे is, was, has। बहुवचन कर्ता के साथ are, were, have।'],
      },
      {
        en: ['First find the real subject. It is "the quality". The words "of these mangoes" only describe it.'],
        hi: ['पहले असली कर्ता खोजिए। वह "the quality" है। "of these mangoes" तो बस उसके बारे में बताता है।'],
      },
      {
        en: ['Quality is one thing, so it is singular, and the verb must be is, not are.'],
        hi: ['Quality एक ही चीज़ है, यानी एकवचन, इसलिए क्रिया is होगी, are नहीं।'],
      },
      {
        en: ['The correct sentence: the quality of these mangoes is very good. The error is in "are".'],
        hi: ['सही वाक्य: The quality of these mangoes is very good. गलती "are" में है।'],
      },
      {
        en: [
          'Each, every, either and neither take a singular verb: each of the boys has a bag.',
          'With neither-nor, the verb agrees with the nearer subject.',
        ],
        hi: [
          'Each, every, either और neither के साथ एकवचन क्रिया आती है: Each of the boys has a bag।',
          'Neither-nor में क्रिया पास वाले कर्ता के हिसाब से चलती है।',
        ],
      },
      {
        en: ['Your turn. Spot the error: one of my friends live in Pune.'],
        hi: ['अब आपकी बारी। गलती खोजिए: One of my friends live in Pune.'],
      },
      {
        en: ['The subject is "one", which is singular. So: one of my friends lives in Pune.'],
        hi: ['कर्ता "one" है, जो एकवचन है। इसलिए सही है: One of my friends lives in Pune.'],
      },
    ],
  }),

  lesson({
    slug: 'one-word-substitution',
    topic: 'verbal_ability',
    exam: 'SSC CGL Tier 1',
    title: { en: 'One-word substitution', hi: 'अनेक शब्दों के लिए एक शब्द' },
    idea: `<p class="big">Learn words by their <b>roots</b> <span class="hi">(मूल शब्द)</span>:</p>
      <ul><li><b>omni</b> = all</li><li><b>cide</b> = killing</li><li><b>phobia</b> = fear</li><li><b>logy</b> = study of</li></ul>`,
    example: {
      question: `One who knows everything:<br/>(a) Omnipresent (b) Omnipotent (c) Omniscient (d) Omnivorous`,
      steps: [
        `<p><b>omni</b> = all. All four options start with omni, so look at the ending.</p>`,
        `<p class="mono">present = everywhere<br/>potent = powerful<br/>scient = knowing (as in science)<br/>vorous = eating</p>`,
        `<p class="answer">(c) Omniscient: one who knows everything <span class="hi">(सर्वज्ञ)</span>.</p>`,
      ],
    },
    trick: `<p>One root opens many words:</p>
      <p><b>homicide</b> killing a person · <b>regicide</b> killing a king</p>
      <p><b>hydrophobia</b> fear of water · <b>claustrophobia</b> fear of closed spaces</p>`,
    tryThis: {
      question: `<p>The killing of one's own father:</p>
        <p>(a) Fratricide (b) Regicide (c) Patricide (d) Genocide</p>`,
      answer: `<p class="answer">(c) Patricide <span class="hi">(पितृहत्या)</span></p>
        <p>patri = father, as in paternal. Fratricide is a brother; genocide, a whole people.</p>`,
    },
    captions: [
      {
        en: ['One-word substitution: a few marks in every SSC CGL English section.'],
        hi: ['अनेक शब्दों के लिए एक शब्द: SSC CGL के अंग्रेज़ी सेक्शन में हर बार कुछ अंक इससे मिलते हैं।'],
      },
      {
        en: ['Do not learn long lists by heart. Learn the roots: omni means all, cide means killing, phobia means fear.'],
        hi: ['लंबी सूचियाँ रटने के बजाय मूल शब्द सीखिए: omni यानी सब, cide यानी हत्या, phobia यानी डर।'],
      },
      {
        en: ['One who knows everything. All four options start with omni, so the ending decides.'],
        hi: ['जो सब कुछ जानता हो। चारों विकल्प omni से शुरू होते हैं, तो फ़ैसला अंत वाला हिस्सा करेगा।'],
      },
      {
        en: ['Present means everywhere, potent means powerful, vorous means eating, and scient means knowing, as in science.'],
        hi: ['Present यानी हर जगह, potent यानी शक्तिशाली, vorous यानी खाने वाला, और scient यानी जानने वाला, जैसे science में।'],
      },
      {
        en: ['So the answer is omniscient: one who knows everything.'],
        hi: ['तो उत्तर है omniscient, यानी सर्वज्ञ।'],
      },
      {
        en: ['One root opens many words. Homicide and regicide, hydrophobia and claustrophobia.'],
        hi: ['एक मूल शब्द से कई शब्द खुल जाते हैं: homicide और regicide, hydrophobia और claustrophobia।'],
      },
      {
        en: ["Your turn. Which word means the killing of one's own father?"],
        hi: ['अब आपकी बारी। अपने ही पिता की हत्या के लिए कौन-सा शब्द है?'],
      },
      {
        en: ['Patricide. Patri means father, as in paternal. Fratricide is killing a brother.'],
        hi: ['Patricide, यानी पितृहत्या। Patri का अर्थ पिता है, जैसे paternal में। Fratricide भाई की हत्या है।'],
      },
    ],
  }),

  lesson({
    slug: 'percentage-shortcuts',
    topic: 'quantitative_ability',
    exam: 'SBI Clerk Prelims',
    title: { en: 'Percentage shortcuts', hi: 'प्रतिशत के शॉर्टकट' },
    idea: `<p class="big">Many percentages are simple <b>fractions</b> <span class="hi">(भिन्न)</span>:</p>
      <p class="mono">50% = 1/2 · 25% = 1/4 · 20% = 1/5<br/>12.5% = 1/8 · 10% = 1/10 · 33⅓% = 1/3</p>`,
    example: {
      question: `What is 12.5% of 640?`,
      steps: [
        `<p class="mono">12.5% = 1/8</p>`,
        `<p class="mono">640 ÷ 8 = 80</p>`,
        `<p class="answer">12.5% of 640 = 80</p>`,
      ],
    },
    trick: `<p class="big">x% of y = y% of x</p>
      <p class="mono">18% of 50 = 50% of 18 = 9</p>
      <p>Swap when the other way is easier.</p>`,
    tryThis: {
      question: `<p class="big">What is 16% of 25?</p><p class="muted">Use the swap.</p>`,
      answer: `<p class="mono">16% of 25 = 25% of 16 = 16 ÷ 4</p><p class="answer">= 4</p>`,
    },
    captions: [
      {
        en: ['Percentage shortcuts for SBI Clerk prelims, where every second counts.'],
        hi: ['SBI Clerk प्रीलिम्स के लिए प्रतिशत के शॉर्टकट, जहाँ हर सेकंड कीमती है।'],
      },
      {
        en: ['Many percentages are simple fractions. Fifty percent is a half, twenty-five a quarter, and twelve and a half is one eighth.'],
        hi: ['कई प्रतिशत आसान भिन्न होते हैं। पचास प्रतिशत यानी आधा, पच्चीस यानी एक-चौथाई, और साढ़े बारह यानी आठवाँ हिस्सा।'],
      },
      {
        en: ['What is twelve and a half percent of 640? First, twelve and a half percent is one eighth.'],
        hi: ['640 का साढ़े बारह प्रतिशत कितना है? पहले याद कीजिए, साढ़े बारह प्रतिशत यानी 1/8।'],
      },
      {
        en: ['So just divide by eight: 640 divided by 8 is 80.'],
        hi: ['तो बस 8 से भाग दीजिए: 640 में 8 का भाग देने पर 80 आता है।'],
      },
      {
        en: ['The answer is 80, with no multiplication at all.'],
        hi: ['उत्तर 80 है, बिना कोई गुणा किए।'],
      },
      {
        en: ['Here is a trick: x percent of y equals y percent of x. Eighteen percent of 50 is fifty percent of 18, which is 9.'],
        hi: ['एक ट्रिक: y का x प्रतिशत, x के y प्रतिशत के बराबर होता है। 50 का 18% वही है जो 18 का 50%, यानी 9।'],
      },
      {
        en: ['Your turn. What is sixteen percent of 25? Try the swap.'],
        hi: ['अब आपकी बारी। 25 का 16 प्रतिशत कितना है? अदला-बदली करके देखिए।'],
      },
      {
        en: ['Sixteen percent of 25 is twenty-five percent of 16, a quarter of 16. The answer is 4.'],
        hi: ['25 का 16% वही है जो 16 का 25%, यानी 16 का एक-चौथाई। उत्तर 4 है।'],
      },
    ],
  }),

  lesson({
    slug: 'compound-interest-in-one-line',
    topic: 'quantitative_ability',
    exam: 'IBPS PO Prelims',
    title: { en: 'Compound interest in one line', hi: 'एक लाइन में चक्रवृद्धि ब्याज' },
    idea: `<p class="big">For <b>2 years</b> at r% a year, the compound interest <span class="hi">(चक्रवृद्धि ब्याज)</span> rate is</p>
      <p class="formula">(2r + r²/100)%</p>`,
    example: {
      question: `Find the compound interest on ₹10,000 at 10% a year for 2 years.`,
      steps: [
        `<p class="mono">Rate for 2 years = 2 × 10 + 10²/100 = 20 + 1 = 21%</p>`,
        `<p class="mono">CI = 21% of ₹10,000 = ₹2,100</p>`,
        `<p class="mono">Check: year 1: ₹1,000 · year 2: 10% of ₹11,000 = ₹1,100</p><p class="answer">CI = ₹2,100</p>`,
      ],
    },
    trick: `<p>For 2 years, <b>CI − SI = P × (r/100)²</b></p>
      <p class="mono">₹10,000 × (10/100)² = ₹100</p>
      <p>SI ₹2,000, CI ₹2,100: just ₹100 more.</p>`,
    tryThis: {
      question: `<p class="big">CI on ₹5,000 at 20% a year for 2 years?</p>`,
      answer: `<p class="mono">Rate = 2 × 20 + 20²/100 = 40 + 4 = 44%</p><p class="answer">44% of ₹5,000 = ₹2,200</p>`,
    },
    captions: [
      {
        en: ['Compound interest in one line, for the quant section of IBPS PO prelims.'],
        hi: ['IBPS PO प्रीलिम्स के क्वांट सेक्शन के लिए एक लाइन में चक्रवृद्धि ब्याज।'],
      },
      {
        en: ['For two years at r percent, the total rate is two r plus r squared over a hundred. Then take that percent of the sum.'],
        hi: ['दो साल और r प्रतिशत दर पर कुल दर होती है: 2r जमा r का वर्ग बटा सौ। फिर मूलधन का उतना प्रतिशत निकाल लीजिए।'],
      },
      {
        en: ['Here r is 10. Two times 10 is 20, and 10 squared over 100 is 1. So the two-year rate is 21 percent.'],
        hi: ['यहाँ r = 10 है। 2 गुणा 10 = 20, और 10 का वर्ग बटा 100 = 1। तो दो साल की दर 21 प्रतिशत हुई।'],
      },
      {
        en: ['Twenty-one percent of ten thousand rupees is two thousand one hundred rupees.'],
        hi: ['दस हज़ार रुपये का 21 प्रतिशत दो हज़ार एक सौ रुपये है।'],
      },
      {
        en: ['Check it the long way: 1,000 in the first year, then 10 percent of 11,000, which is 1,100. Together, 2,100.'],
        hi: ['लंबे तरीके से जाँचिए: पहले साल 1,000, दूसरे साल 11,000 का 10 प्रतिशत यानी 1,100। कुल 2,100।'],
      },
      {
        en: ['For two years, CI minus SI is P times r over 100, squared. Here that is 100 rupees.'],
        hi: ['दो साल के लिए CI और SI का अंतर होता है P गुणा (r/100) का वर्ग। यहाँ यह 100 रुपये है।'],
      },
      {
        en: ['Your turn. Compound interest on five thousand rupees at 20 percent for two years?'],
        hi: ['अब आपकी बारी। पाँच हज़ार रुपये पर 20 प्रतिशत की दर से दो साल का चक्रवृद्धि ब्याज कितना होगा?'],
      },
      {
        en: ['The rate is 40 plus 4, that is 44 percent. Forty-four percent of 5,000 is 2,200 rupees.'],
        hi: ['दर है 40 जमा 4, यानी 44 प्रतिशत। 5,000 का 44 प्रतिशत 2,200 रुपये है।'],
      },
    ],
  }),

  lesson({
    slug: 'time-and-work-lcm-method',
    topic: 'quantitative_ability',
    exam: 'RRB NTPC CBT 1',
    title: { en: 'Time and work: the LCM method', hi: 'समय और कार्य: LCM विधि' },
    idea: `<p class="big">Take the <b>total work</b> <span class="hi">(कुल काम)</span> as the LCM of the days.</p>
      <p class="big">Work per day = total work ÷ days.</p>`,
    example: {
      question: `A can finish a job in 12 days and B in 18 days. How long will they take together?`,
      steps: [
        `<p class="mono">Total work = LCM(12, 18) = 36 units</p>`,
        `<p class="mono">A: 36 ÷ 12 = 3 units a day<br/>B: 36 ÷ 18 = 2 units a day<br/>Together: 5 units a day</p>`,
        `<p class="mono">36 ÷ 5 = 7.2</p><p class="answer">Together they take 7⅕ days.</p>`,
      ],
    },
    trick: `<p>Know the pair's days and one person's days?</p>
      <p class="mono">other's work a day = pair's work a day − one person's work a day</p>`,
    tryThis: {
      question: `<p>A and B together finish a job in 10 days. A alone takes 15 days.</p><p class="big">How long will B take alone?</p>`,
      answer: `<p class="mono">Total = LCM(10, 15) = 30 units<br/>A + B: 3 a day · A: 2 a day → B: 1 a day</p>
        <p class="answer">B alone takes 30 days.</p>`,
    },
    captions: [
      {
        en: ['Time and work with the LCM method, a sure question in RRB NTPC maths.'],
        hi: ['LCM विधि से समय और कार्य: RRB NTPC के गणित में यह सवाल लगभग तय है।'],
      },
      {
        en: ['Instead of fractions, take the total work as the LCM of the days. Then each person’s work a day is a whole number.'],
        hi: ['भिन्नों के बजाय कुल काम को दिनों का LCM मान लीजिए। तब हर व्यक्ति का एक दिन का काम पूर्ण संख्या में आएगा।'],
      },
      {
        en: ['A takes 12 days and B takes 18. The LCM of 12 and 18 is 36, so call the job 36 units.'],
        hi: ['A को 12 दिन और B को 18 दिन लगते हैं। 12 और 18 का LCM 36 है, तो काम को 36 इकाई मानिए।'],
      },
      {
        en: ['A does 36 by 12, that is 3 units a day. B does 2 units a day. Together they do 5 units a day.'],
        hi: ['A रोज़ 36 ÷ 12 यानी 3 इकाई करता है। B रोज़ 2 इकाई करता है। दोनों मिलकर रोज़ 5 इकाई करते हैं।'],
      },
      {
        en: ['36 units at 5 a day takes 7.2 days, that is 7 and one fifth days.'],
        hi: ['5 इकाई रोज़ की रफ़्तार से 36 इकाई में 7.2 दिन, यानी 7 पूर्णांक 1/5 दिन लगेंगे।'],
      },
      {
        en: ["If you know the pair's time and one person's time, subtract their work a day to get the other person's."],
        hi: ['अगर दोनों का साथ का समय और एक का अकेले का समय पता हो, तो एक दिन के काम घटाकर दूसरे का काम निकालिए।'],
      },
      {
        en: ['Your turn. A and B together take 10 days, and A alone takes 15. How long does B take alone?'],
        hi: ['अब आपकी बारी। A और B साथ में 10 दिन लेते हैं और A अकेला 15 दिन। B अकेला कितने दिन लेगा?'],
      },
      {
        en: ['Call the job 30 units. Together they do 3 a day and A does 2, so B does 1 a day: 30 days.'],
        hi: ['काम को 30 इकाई मानिए। दोनों मिलकर रोज़ 3 और A रोज़ 2 करता है, तो B रोज़ 1 इकाई: यानी 30 दिन।'],
      },
    ],
  }),
];
