// What the studio's question calls say, in the request's language (the team works in either).

type Catalogue = {
  exists: (key: string) => string;
  notFound: string;
  versionConflict: string;
  problems: (list: string) => string;
  wrongState: (state: string) => string;
  ownVersion: string;
  publishNeedsReviewer: string;
  reportNotFound: string;
  reportDecided: string;
  challengeNotFound: string;
  challengeDecided: string;
  challengeAnswerInvalid: string;
  challengeSameAsKey: string;
  challengeAccepted: (rescored: number) => string;
  challengeRejected: string;
  saved: string;
  created: string;
  submitted: string;
  approved: string;
  sentBack: string;
  retired: string;
  unchanged: string;
  bulkDone: (changed: number, unchanged: number) => string;
  decided: string;
  imported: string;
  importRefused: string;
  dryRun: string;
  figureStored: string;
  nameMissing: string;
};

const stateWords: Record<string, { en: string; hi: string }> = {
  draft: { en: 'a draft', hi: 'ड्राफ़्ट' },
  in_review: { en: 'in review', hi: 'समीक्षा में' },
  published: { en: 'published', hi: 'प्रकाशित' },
  superseded: { en: 'replaced by a newer version', hi: 'नए संस्करण से बदला गया' },
  retired: { en: 'retired', hi: 'हटाया गया' },
};

const en: Catalogue = {
  exists: (key) => `A question with the key "${key}" exists already. Open it to edit, or choose another key.`,
  notFound: 'There is no question with this key.',
  versionConflict: 'Someone else saved this question after you opened it. Your words are kept here: compare them with theirs, then save again.',
  problems: (list) => `The question could not be saved: ${list}`,
  wrongState: (state) => `This cannot be done now: the question is ${stateWords[state]?.en ?? state}.`,
  ownVersion: 'You wrote this version, so another reviewer approves it.',
  publishNeedsReviewer: 'Only reviewers and admins may publish. Import without publishing to make drafts for review.',
  reportNotFound: 'There is no such report.',
  reportDecided: 'This report has been answered already.',
  challengeNotFound: 'There is no such challenge.',
  challengeDecided: 'This challenge has been decided already.',
  challengeAnswerInvalid: 'The corrected key must be one of the question’s options (two or more for a multiple-correct question), or a number.',
  challengeSameAsKey: 'That is the key already. Reject the challenge, or choose the corrected key.',
  challengeAccepted: (rescored) =>
    rescored === 1 ? 'Accepted. The key is corrected and 1 attempt was scored again.' : `Accepted. The key is corrected and ${rescored} attempts were scored again.`,
  challengeRejected: 'Rejected. The learner will read your note.',
  saved: 'Saved.',
  created: 'Question created as a draft.',
  submitted: 'Sent for review.',
  approved: 'Approved and published: learners meet this version from now on.',
  sentBack: 'Sent back to the editor with your note.',
  retired: 'Retired: no new test will draw it. Tests already taken keep it.',
  unchanged: 'Nothing to change: it is so already.',
  bulkDone: (changed, unchanged) => `${changed} changed${unchanged > 0 ? `, ${unchanged} left as they were` : ''}.`,
  decided: 'Answered. The learner sees your note under their report.',
  imported: 'Imported.',
  importRefused: 'Nothing was imported: fix the problems listed, or choose to skip the questions that have them.',
  dryRun: 'Checked. Nothing was changed.',
  figureStored: 'Figure stored. Write it in the text as ![description](figure:NAME).',
  nameMissing: 'Send the file’s name as ?name=, such as ?name=triangle.svg.',
};

const hi: Catalogue = {
  exists: (key) => `"${key}" कुंजी वाला प्रश्न पहले से है। संपादित करने के लिए उसे खोलें, या कोई दूसरी कुंजी चुनें।`,
  notFound: 'इस कुंजी का कोई प्रश्न नहीं है।',
  versionConflict: 'आपके खोलने के बाद किसी और ने यह प्रश्न सहेजा है। आपके शब्द यहीं सुरक्षित हैं: उनसे मिलान करें, फिर दोबारा सहेजें।',
  problems: (list) => `प्रश्न सहेजा नहीं जा सका: ${list}`,
  wrongState: (state) => `यह अभी नहीं हो सकता: प्रश्न ${stateWords[state]?.hi ?? state} है।`,
  ownVersion: 'यह संस्करण आपने लिखा है, इसलिए इसे कोई दूसरा समीक्षक स्वीकृत करेगा।',
  publishNeedsReviewer: 'केवल समीक्षक और एडमिन प्रकाशित कर सकते हैं। समीक्षा के लिए ड्राफ़्ट बनाने हेतु बिना प्रकाशन के इम्पोर्ट करें।',
  reportNotFound: 'ऐसी कोई रिपोर्ट नहीं है।',
  reportDecided: 'इस रिपोर्ट का उत्तर पहले ही दिया जा चुका है।',
  challengeNotFound: 'ऐसी कोई चुनौती नहीं है।',
  challengeDecided: 'इस चुनौती पर निर्णय पहले ही हो चुका है।',
  challengeAnswerInvalid: 'सुधारी गई कुंजी प्रश्न का कोई विकल्प (बहुविकल्पी सही उत्तर वाले प्रश्न में दो या अधिक), या कोई संख्या होनी चाहिए।',
  challengeSameAsKey: 'कुंजी में पहले से यही उत्तर है। चुनौती अस्वीकार करें, या सुधारी गई कुंजी चुनें।',
  challengeAccepted: (rescored) => `स्वीकार की गई। कुंजी सुधार दी गई है और ${rescored} प्रयासों के अंक दोबारा जोड़े गए।`,
  challengeRejected: 'अस्वीकार की गई। विद्यार्थी आपका नोट पढ़ेगा।',
  saved: 'सहेजा गया।',
  created: 'प्रश्न ड्राफ़्ट के रूप में बना।',
  submitted: 'समीक्षा के लिए भेजा गया।',
  approved: 'स्वीकृत और प्रकाशित: अब से विद्यार्थी यही संस्करण देखेंगे।',
  sentBack: 'आपकी टिप्पणी के साथ संपादक को लौटाया गया।',
  retired: 'हटाया गया: कोई नया टेस्ट इसे नहीं लेगा। दिए जा चुके टेस्ट में यह बना रहेगा।',
  unchanged: 'बदलने को कुछ नहीं: यह पहले से ऐसा है।',
  bulkDone: (changed, unchanged) => `${changed} बदले गए${unchanged > 0 ? `, ${unchanged} जैसे थे वैसे रहे` : ''}।`,
  decided: 'उत्तर दिया गया। विद्यार्थी अपनी रिपोर्ट के नीचे आपकी टिप्पणी देखेगा।',
  imported: 'इम्पोर्ट हुआ।',
  importRefused: 'कुछ भी इम्पोर्ट नहीं हुआ: बताई गई समस्याएँ ठीक करें, या उन प्रश्नों को छोड़ने का विकल्प चुनें।',
  dryRun: 'जाँच हो गई। कुछ भी बदला नहीं गया।',
  figureStored: 'चित्र सहेजा गया। इसे पाठ में ![विवरण](figure:NAME) की तरह लिखें।',
  nameMissing: 'फ़ाइल का नाम ?name= के रूप में भेजें, जैसे ?name=triangle.svg।',
};

export function studioQuestionMessages(lang: string): Catalogue {
  return lang === 'hi' || lang.startsWith('hi-') ? hi : en;
}
