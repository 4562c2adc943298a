// What the attempt calls' failures say, in the request's language (the test screen may show them).

type Catalogue = {
  notFound: string;
  closed: string;
  inProgress: string;
  examLocked: string;
  noPaper: string;
  seqConflict: string;
};

const en: Catalogue = {
  notFound: 'No such attempt.',
  closed: 'This test has been submitted; your saved answers were scored.',
  inProgress: 'This test is still in progress. Submit it to see the result.',
  examLocked: 'This test is locked. See the plans to unlock it.',
  noPaper: 'No test is available for this exam yet.',
  seqConflict: 'Another tab of this test saved with the same number. Send these answers again under a new client_id.',
};

const hi: Catalogue = {
  notFound: 'यह टेस्ट प्रयास नहीं मिला।',
  closed: 'यह टेस्ट जमा हो चुका है; आपके सहेजे गए उत्तरों का मूल्यांकन हो गया है।',
  inProgress: 'यह टेस्ट अभी चल रहा है। परिणाम देखने के लिए इसे जमा करें।',
  examLocked: 'यह टेस्ट लॉक है। इसे अनलॉक करने के लिए प्लान देखें।',
  noPaper: 'इस परीक्षा के लिए अभी कोई टेस्ट उपलब्ध नहीं है।',
  seqConflict: 'इस टेस्ट के किसी दूसरे टैब ने इसी क्रमांक से उत्तर सहेजे हैं। ये उत्तर नए client_id से फिर भेजें।',
};

const catalogues: Record<string, Catalogue> = { en, hi };

export function attemptMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
