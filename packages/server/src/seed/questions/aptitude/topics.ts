/** The aptitude bank's topics, named in English and Hindi as exam papers name them. */
import type { BankSubject, SeedTopic } from '../types.js';

const topic = (slug: string, subject: BankSubject, en: string, hi: string): SeedTopic => ({
  slug,
  subject,
  translations: { en: { name: en }, hi: { name: hi } },
});

export const aptitudeTopics: readonly SeedTopic[] = [
  topic('percentage', 'quantitative-aptitude', 'Percentage', 'प्रतिशत'),
  topic('profit-loss', 'quantitative-aptitude', 'Profit and Loss', 'लाभ और हानि'),
  topic('simple-interest', 'quantitative-aptitude', 'Simple Interest', 'साधारण ब्याज'),
  topic('compound-interest', 'quantitative-aptitude', 'Compound Interest', 'चक्रवृद्धि ब्याज'),
  topic('ratio-proportion', 'quantitative-aptitude', 'Ratio and Proportion', 'अनुपात और समानुपात'),
  topic('averages', 'quantitative-aptitude', 'Averages', 'औसत'),
  topic('ages', 'quantitative-aptitude', 'Problems on Ages', 'आयु संबंधी प्रश्न'),
  topic('time-work', 'quantitative-aptitude', 'Time and Work', 'समय और कार्य'),
  topic('pipes-cisterns', 'quantitative-aptitude', 'Pipes and Cisterns', 'पाइप और टंकी'),
  topic('speed-distance-time', 'quantitative-aptitude', 'Speed, Distance and Time', 'चाल, दूरी और समय'),
  topic('trains', 'quantitative-aptitude', 'Problems on Trains', 'रेलगाड़ी संबंधी प्रश्न'),
  topic('boats-streams', 'quantitative-aptitude', 'Boats and Streams', 'नाव और धारा'),
  topic('mixtures-alligation', 'quantitative-aptitude', 'Mixtures and Alligation', 'मिश्रण और एलीगेशन'),
  topic('wrong-number-series', 'quantitative-aptitude', 'Number Series (Wrong Number)', 'संख्या श्रृंखला (गलत संख्या)'),
  topic('simplification', 'quantitative-aptitude', 'Simplification', 'सरलीकरण'),
  topic('divisibility', 'quantitative-aptitude', 'Number System (Divisibility)', 'संख्या पद्धति (विभाज्यता)'),
  topic('approximation', 'quantitative-aptitude', 'Approximation', 'सन्निकटन'),
  topic('mensuration', 'quantitative-aptitude', 'Mensuration', 'क्षेत्रमिति'),
  topic('data-interpretation', 'quantitative-aptitude', 'Data Interpretation', 'आँकड़ों का विश्लेषण'),

  topic('number-series', 'reasoning', 'Number Series', 'संख्या श्रृंखला'),
  topic('letter-series', 'reasoning', 'Letter Series', 'अक्षर श्रृंखला'),
  topic('coding-decoding', 'reasoning', 'Coding-Decoding', 'कूटलेखन-कूटवाचन'),
  topic('direction-sense', 'reasoning', 'Direction Sense', 'दिशा ज्ञान'),
  topic('inequalities', 'reasoning', 'Inequalities', 'असमानता'),
  topic('alphabet-test', 'reasoning', 'Alphabet Test', 'वर्णमाला परीक्षण'),
  topic('ranking-order', 'reasoning', 'Ranking and Order', 'क्रम और स्थान'),
  topic('odd-one-out', 'reasoning', 'Odd One Out', 'विषम को चुनिए'),
  topic('calendars', 'reasoning', 'Calendars', 'कैलेंडर'),
  topic('clocks', 'reasoning', 'Clocks', 'घड़ी'),
  topic('syllogism', 'reasoning', 'Syllogism', 'न्याय निगमन'),
  topic('blood-relations', 'reasoning', 'Blood Relations', 'रक्त संबंध'),
  topic('seating-arrangement', 'reasoning', 'Seating Arrangement', 'बैठक व्यवस्था'),

  topic('synonyms', 'english-language', 'Synonyms', 'समानार्थी शब्द'),
  topic('antonyms', 'english-language', 'Antonyms', 'विलोम शब्द'),
  topic('error-spotting', 'english-language', 'Spotting the Error', 'त्रुटि पहचान'),
  topic('fill-in-the-blanks', 'english-language', 'Fill in the Blanks', 'रिक्त स्थान की पूर्ति'),
  topic('idioms-phrases', 'english-language', 'Idioms and Phrases', 'मुहावरे और वाक्यांश'),
  topic('one-word-substitution', 'english-language', 'One-Word Substitution', 'वाक्यांश के लिए एक शब्द'),
  topic('sentence-improvement', 'english-language', 'Sentence Improvement', 'वाक्य सुधार'),
  topic('reading-comprehension', 'english-language', 'Reading Comprehension', 'अपठित गद्यांश'),

  topic('indian-polity', 'general-awareness', 'Indian Polity', 'भारतीय राजव्यवस्था'),
  topic('indian-history', 'general-awareness', 'Indian History', 'भारतीय इतिहास'),
  topic('geography', 'general-awareness', 'Geography', 'भूगोल'),
  topic('economy-banking', 'general-awareness', 'Economy and Banking', 'अर्थव्यवस्था और बैंकिंग'),
  topic('general-science', 'general-awareness', 'General Science', 'सामान्य विज्ञान'),
];
