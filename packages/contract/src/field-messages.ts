/**
 * What the server says when it refuses a field, in English and Hindi, without zod: the server's
 * schemas (auth.ts, profile.ts) take their English sentences from here, the error handler answers
 * a request in its `lang`, and the app's forms (through values.ts) say the same words before
 * anything is sent.
 */
import { messageCatalogue } from './message-catalogue.js';
import { commonPasswordMessage, personalPasswordMessage } from './password-rules.js';

// The limits the sentences name (values.ts re-exports them for the forms).
export const nameMaxLength = 80;
export const passwordMinLength = 8;
export const passwordMaxLength = 128;
export const placeMaxLength = 80;
export const courseMaxLength = 100;
export const instituteMaxLength = 150;
export const minimumAge = 10;
export const maximumAge = 100;
export const maxAcademicEntries = 10;
/** The spec's passing-year options. */
export const passingYears = [2021, 2022, 2023, 2024, 2025] as const;
// The forum's and Help and Support's text limits (community-values.ts re-exports them).
export const forumTitleMinLength = 5;
export const forumTitleMaxLength = 150;
export const forumDescriptionMinLength = 10;
export const forumDescriptionMaxLength = 5000;
export const forumReplyMaxLength = 2000;
export const forumTagMaxLength = 30;
export const forumMaxTags = 5;
export const helpMessageMinLength = 10;
export const helpMessageMaxLength = 2000;
const firstYear = passingYears[0];
const lastYear = passingYears[passingYears.length - 1];

const en = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Keep your name to ${nameMaxLength} characters or fewer.`,
  nameCharacters: 'Use only letters, spaces and punctuation in your name.',
  unusualCharacters: 'Remove the unusual characters (such as line breaks).',
  phone: 'Enter a 10-digit Indian mobile number.',
  emailRequired: 'Enter your email address.',
  email: 'Enter a valid email address.',
  newPasswordRequired: 'Enter a password.',
  passwordLength: `Use ${passwordMinLength} to ${passwordMaxLength} characters for your password.`,
  passwordRequired: 'Enter your password.',
  currentPasswordRequired: 'Enter your current password.',
  commonPassword: commonPasswordMessage,
  personalPassword: personalPasswordMessage,
  lastNameRequired: 'Enter your last name.',
  lastNameTooLong: `Keep your last name to ${nameMaxLength} characters or fewer.`,
  dob: 'Choose the day, month and year of your date of birth.',
  dobFuture: 'Your date of birth cannot be in the future.',
  age: `Enter a date of birth for an age between ${minimumAge} and ${maximumAge}.`,
  gender: 'Choose Female, Male or Other.',
  cityRequired: 'Enter your city.',
  cityTooLong: `Keep the city to ${placeMaxLength} characters or fewer.`,
  stateRequired: 'Enter your state.',
  stateTooLong: `Keep the state to ${placeMaxLength} characters or fewer.`,
  countryRequired: 'Enter your country.',
  countryTooLong: `Keep the country to ${placeMaxLength} characters or fewer.`,
  postCode: 'Enter a 6-digit PIN code.',
  courseRequired: 'Enter the course.',
  courseTooLong: `Keep the course to ${courseMaxLength} characters or fewer.`,
  instituteRequired: 'Enter the institute.',
  instituteTooLong: `Keep the institute to ${instituteMaxLength} characters or fewer.`,
  passingYear: `Choose a passing year from ${firstYear} to ${lastYear}.`,
  percentage: 'Enter a percentage from 0 to 100.',
  academicMax: `Add at most ${maxAcademicEntries} academic entries.`,
  plan: 'Choose a subscription plan.',
  titleRequired: 'Give your topic a title.',
  titleTooShort: `Make the title at least ${forumTitleMinLength} characters long.`,
  titleTooLong: `Keep the title to ${forumTitleMaxLength} characters or fewer.`,
  descriptionRequired: 'Describe your question or idea.',
  descriptionTooShort: `Write at least ${forumDescriptionMinLength} characters in the description.`,
  descriptionTooLong: `Keep the description to ${forumDescriptionMaxLength} characters or fewer.`,
  tooManyTags: `Use at most ${forumMaxTags} tags, separated by commas.`,
  tagTooLong: `Keep each tag to ${forumTagMaxLength} characters or fewer.`,
  replyRequired: 'Write your reply.',
  replyTooLong: `Keep your reply to ${forumReplyMaxLength} characters or fewer.`,
  messageRequired: 'Tell us how we can help.',
  messageTooShort: `Write at least ${helpMessageMinLength} characters so that we can help.`,
  messageTooLong: `Keep your message to ${helpMessageMaxLength} characters or fewer.`,
} as const;

export type FieldMessageKey = keyof typeof en;
type FieldMessages = Record<FieldMessageKey, string>;

const hi: FieldMessages = {
  nameRequired: 'अपना नाम लिखें।',
  nameTooLong: `अपना नाम ${nameMaxLength} अक्षरों या उससे कम में रखें।`,
  nameCharacters: 'नाम में केवल अक्षर, स्पेस और विराम चिह्न इस्तेमाल करें।',
  unusualCharacters: 'असामान्य चिह्न (जैसे नई पंक्ति) हटा दें।',
  phone: '10 अंकों का भारतीय मोबाइल नंबर लिखें।',
  emailRequired: 'अपना ईमेल पता लिखें।',
  email: 'सही ईमेल पता लिखें।',
  newPasswordRequired: 'पासवर्ड लिखें।',
  passwordLength: `पासवर्ड में ${passwordMinLength} से ${passwordMaxLength} अक्षर रखें।`,
  passwordRequired: 'अपना पासवर्ड लिखें।',
  currentPasswordRequired: 'अपना मौजूदा पासवर्ड लिखें।',
  commonPassword: 'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना मुश्किल हो।',
  personalPassword: 'अपने पासवर्ड में अपना नाम, ईमेल या फ़ोन नंबर इस्तेमाल न करें।',
  lastNameRequired: 'अपना उपनाम लिखें।',
  lastNameTooLong: `उपनाम ${nameMaxLength} अक्षरों या उससे कम में रखें।`,
  dob: 'जन्म तिथि का दिन, महीना और साल चुनें।',
  dobFuture: 'जन्म तिथि आज के बाद की नहीं हो सकती।',
  age: `ऐसी जन्म तिथि चुनें जिससे आपकी उम्र ${minimumAge} से ${maximumAge} साल के बीच हो।`,
  gender: 'महिला, पुरुष या अन्य में से चुनें।',
  cityRequired: 'अपना शहर लिखें।',
  cityTooLong: `शहर का नाम ${placeMaxLength} अक्षरों या उससे कम में रखें।`,
  stateRequired: 'अपना राज्य लिखें।',
  stateTooLong: `राज्य का नाम ${placeMaxLength} अक्षरों या उससे कम में रखें।`,
  countryRequired: 'अपना देश लिखें।',
  countryTooLong: `देश का नाम ${placeMaxLength} अक्षरों या उससे कम में रखें।`,
  postCode: '6 अंकों का पिन कोड लिखें।',
  courseRequired: 'कोर्स का नाम लिखें।',
  courseTooLong: `कोर्स का नाम ${courseMaxLength} अक्षरों या उससे कम में रखें।`,
  instituteRequired: 'संस्थान का नाम लिखें।',
  instituteTooLong: `संस्थान का नाम ${instituteMaxLength} अक्षरों या उससे कम में रखें।`,
  passingYear: `${firstYear} से ${lastYear} के बीच पास होने का साल चुनें।`,
  percentage: '0 से 100 के बीच प्रतिशत लिखें।',
  academicMax: `ज़्यादा से ज़्यादा ${maxAcademicEntries} शैक्षिक विवरण जोड़ें।`,
  plan: 'सदस्यता योजना चुनें।',
  titleRequired: 'अपने विषय का शीर्षक लिखें।',
  titleTooShort: `शीर्षक कम से कम ${forumTitleMinLength} अक्षरों का रखें।`,
  titleTooLong: `शीर्षक ${forumTitleMaxLength} अक्षरों या उससे कम में रखें।`,
  descriptionRequired: 'अपना सवाल या विचार लिखें।',
  descriptionTooShort: `विवरण में कम से कम ${forumDescriptionMinLength} अक्षर लिखें।`,
  descriptionTooLong: `विवरण ${forumDescriptionMaxLength} अक्षरों या उससे कम में रखें।`,
  tooManyTags: `ज़्यादा से ज़्यादा ${forumMaxTags} टैग लिखें, अल्पविराम (,) से अलग करके।`,
  tagTooLong: `हर टैग ${forumTagMaxLength} अक्षरों या उससे कम में रखें।`,
  replyRequired: 'अपना जवाब लिखें।',
  replyTooLong: `जवाब ${forumReplyMaxLength} अक्षरों या उससे कम में रखें।`,
  messageRequired: 'बताइए, हम आपकी क्या मदद करें।',
  messageTooShort: `कम से कम ${helpMessageMinLength} अक्षर लिखें, ताकि हम मदद कर सकें।`,
  messageTooLong: `संदेश ${helpMessageMaxLength} अक्षरों या उससे कम में रखें।`,
};

/** The English sentences the schemas use. */
export const fieldMessagesEn: FieldMessages = en;

const catalogue = messageCatalogue(en, hi);

/** One field message in `lang`. */
export function fieldMessage(key: FieldMessageKey, lang: string | null | undefined): string {
  return catalogue.message(key, lang);
}

/**
 * A refusal's English sentence (as a schema wrote it) in `lang`; a sentence this catalogue does
 * not hold passes through unchanged.
 */
export function localiseFieldMessage(message: string, lang: string | null | undefined): string {
  return catalogue.localise(message, lang);
}
