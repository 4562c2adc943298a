import { failedLoginWindowMinutes, trialDays } from '@pariksha/contract';

/** The profile details a save may change, as the toast names them (first and last name are one). */
export const savedDetails = ['name', 'phone', 'dob', 'gender', 'city', 'state', 'post_code', 'country'] as const;
export type SavedDetail = (typeof savedDetails)[number];

/** What one updateProfile changed: the toast says exactly this. */
export type ProfileSaved = {
  /** Personal details whose value changed, in the form's order. */
  details: readonly SavedDetail[];
  academic: boolean;
  /** The language chosen in Settings (a code such as `hi`), or null. */
  language: string | null;
};

type Catalogue = {
  signedUp: string;
  loggedIn: string;
  loggedOut: string;
  profileSaved: (saved: ProfileSaved) => string;
  passwordChanged: string;
  trialStarted: (plan: string, endsOn: string) => string;
  invalidCredentials: string;
  emailTaken: string;
  /** The wait is the Retry-After, in whole minutes. */
  tooManyFailedLogins: (minutes: number) => string;
  tooManyPasswordAttempts: string;
  /** Sign-up's counts per e-mail address, per phone number and per network; the wait in whole minutes. */
  tooManySignupsForEmail: (minutes: number) => string;
  tooManyAccountsForPhone: (minutes: number) => string;
  tooManySignupsFromNetwork: (minutes: number) => string;
  wrongCurrentPassword: string;
  samePassword: string;
  trialUsed: (plan: string) => string;
  planNotFound: string;
  unknownLanguage: string;
  sessionSignedOut: string;
  otherSessionsSignedOut: (count: number) => string;
  sessionNotFound: string;
  currentSession: string;
  emailChangeSent: (email: string) => string;
  emailChangeNeedsConfirmation: string;
  phoneNeedsPassword: string;
  emailConfirmed: string;
  confirmLinkInvalid: string;
  confirmEmailTaken: string;
  referralUnknown: string;
  referralOwn: string;
  /** BASIC's trial without its one exam. */
  trialExamMissing: (plan: string) => string;
  trialExamUnknown: string;
  /** The exam chosen for BASIC is free for everyone already. */
  trialExamFree: (plan: string, exam: string) => string;
};

/** '2026-11-29' → '29 Nov 2026' / '29 नव॰ 2026', as a learner reads a date. */
function formatDay(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** 'name, phone number and date of birth' / 'नाम, फ़ोन नंबर और जन्म तिथि'. */
function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** `hi` → 'Hindi' / 'हिन्दी': the language's name in the reader's language, else its code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const detailNamesEn: Record<SavedDetail, string> = {
  name: 'name',
  phone: 'phone number',
  dob: 'date of birth',
  gender: 'gender',
  city: 'city',
  state: 'state',
  post_code: 'PIN code',
  country: 'country',
};

const detailNamesHi: Record<SavedDetail, string> = {
  name: 'नाम',
  phone: 'फ़ोन नंबर',
  dob: 'जन्म तिथि',
  gender: 'लिंग',
  city: 'शहर',
  state: 'राज्य',
  post_code: 'पिन कोड',
  country: 'देश',
};

/** One sentence per part saved, joined; 'nothing' when the save changed nothing at all. */
function sentences(saved: ProfileSaved, parts: { details: string | null; academic: string; language: string | null; nothing: string }): string {
  const said = [saved.details.length > 0 ? parts.details : null, saved.academic ? parts.academic : null, parts.language];
  const text = said.filter((sentence): sentence is string => sentence !== null);
  return text.length > 0 ? text.join(' ') : parts.nothing;
}

/** '1 minute', '15 minutes'. */
const minutesEn = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

const en: Catalogue = {
  signedUp: 'Account created. Welcome to Pariksha!',
  loggedIn: 'Welcome back!',
  loggedOut: 'You have been logged out.',
  profileSaved: (saved) =>
    sentences(saved, {
      details:
        saved.details.length === 0
          ? null
          : `Your ${listOf(saved.details.map((detail) => detailNamesEn[detail]), 'en-IN')} ${saved.details.length === 1 ? 'was' : 'were'} saved.`,
      academic: 'Academic details saved.',
      language: saved.language === null ? null : `Language saved: ${languageName(saved.language, 'en-IN')}.`,
      nothing: 'Nothing to save: your details were already up to date.',
    }),
  passwordChanged: 'Password changed. You have been logged out on your other devices.',
  trialStarted: (plan, endsOn) =>
    `Your ${trialDays}-day free trial of ${plan} has started. It ends on ${formatDay(endsOn, 'en-IN')}.`,
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyFailedLogins: (minutes) =>
    `Too many failed logins for this email. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  tooManyPasswordAttempts: `Too many wrong passwords. Please wait ${failedLoginWindowMinutes} minutes and try again.`,
  tooManySignupsForEmail: (minutes) =>
    `Too many sign-ups with this e-mail address. Please wait ${minutesEn(minutes)} and try again.`,
  tooManyAccountsForPhone: (minutes) =>
    `Too many accounts were made with this phone number. Please wait ${minutesEn(minutes)} and try again.`,
  tooManySignupsFromNetwork: (minutes) => `Too many sign-ups from this network. Please wait ${minutesEn(minutes)} and try again.`,
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that is different from your current one.',
  trialUsed: (plan) => `You have already used your free trial of ${plan}.`,
  planNotFound: 'Subscription plan not found.',
  unknownLanguage: 'Choose one of the languages offered.',
  sessionSignedOut: 'That device has been signed out.',
  otherSessionsSignedOut: (count) =>
    count === 1 ? '1 other device has been signed out.' : `${count} other devices have been signed out.`,
  sessionNotFound: 'That session was not found. It may have been signed out already.',
  currentSession: 'This is the device you are using. Log out instead.',
  emailChangeSent: (email) =>
    `We sent a link to ${email}. Your e-mail changes when you open it (within 24 hours).`,
  emailChangeNeedsConfirmation: 'To change your e-mail, use Change e-mail: we send a link to the new address.',
  phoneNeedsPassword: 'Enter your current password to change your phone number.',
  emailConfirmed: 'Your e-mail address is confirmed.',
  confirmLinkInvalid: 'This link has expired or was already used. Ask for a new one from your profile.',
  confirmEmailTaken: 'Another account now uses this e-mail address, so yours was not changed.',
  referralUnknown: 'This referral code is not valid.',
  referralOwn: 'You cannot use your own referral code.',
  trialExamMissing: (plan) => `Choose the one exam your ${plan} trial unlocks.`,
  trialExamUnknown: 'We could not find that exam. Choose one from the list.',
  trialExamFree: (plan, exam) => `${exam} is already free for everyone. Choose a locked exam for your ${plan} trial.`,
};

const hi: Catalogue = {
  signedUp: 'खाता बन गया। परीक्षा में आपका स्वागत है!',
  loggedIn: 'फिर से स्वागत है!',
  loggedOut: 'आप लॉग आउट हो गए हैं।',
  profileSaved: (saved) =>
    sentences(saved, {
      details:
        saved.details.length === 0
          ? null
          : `ये विवरण सहेज लिए गए: ${listOf(saved.details.map((detail) => detailNamesHi[detail]), 'hi-IN')}।`,
      academic: 'शैक्षिक विवरण सहेज लिए गए।',
      language: saved.language === null ? null : `भाषा सहेज ली गई: ${languageName(saved.language, 'hi-IN')}।`,
      nothing: 'सहेजने के लिए कुछ नहीं था: आपके विवरण पहले से अपडेट हैं।',
    }),
  passwordChanged: 'पासवर्ड बदल गया। आपके दूसरे डिवाइस पर आपको लॉग आउट कर दिया गया है।',
  trialStarted: (plan, endsOn) =>
    `${plan} का ${trialDays} दिन का मुफ़्त ट्रायल शुरू हो गया है। यह ${formatDay(endsOn, 'hi-IN')} को समाप्त होगा।`,
  invalidCredentials: 'ईमेल या पासवर्ड ग़लत है',
  emailTaken: 'इस ईमेल से पहले से एक खाता मौजूद है',
  tooManyFailedLogins: (minutes) => `इस ईमेल से बहुत बार ग़लत लॉगिन हुआ। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyPasswordAttempts: `बहुत बार ग़लत पासवर्ड डाला गया। कृपया ${failedLoginWindowMinutes} मिनट बाद फिर कोशिश करें।`,
  tooManySignupsForEmail: (minutes) => `इस ईमेल पते से बहुत बार साइन-अप की कोशिश हुई। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyAccountsForPhone: (minutes) => `इस फ़ोन नंबर से बहुत से खाते बनाए गए हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManySignupsFromNetwork: (minutes) => `इस नेटवर्क से बहुत से साइन-अप हुए हैं। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  wrongCurrentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  samePassword: 'ऐसा नया पासवर्ड चुनें जो मौजूदा पासवर्ड से अलग हो।',
  trialUsed: (plan) => `आप ${plan} का मुफ़्त ट्रायल पहले ही ले चुके हैं।`,
  planNotFound: 'सदस्यता योजना नहीं मिली।',
  unknownLanguage: 'दी गई भाषाओं में से एक चुनें।',
  sessionSignedOut: 'उस डिवाइस से साइन आउट कर दिया गया है।',
  otherSessionsSignedOut: (count) => `${count} दूसरे डिवाइस से साइन आउट कर दिया गया है।`,
  sessionNotFound: 'यह सत्र नहीं मिला। हो सकता है इससे पहले ही साइन आउट हो चुका हो।',
  currentSession: 'आप इसी डिवाइस का उपयोग कर रहे हैं। इसके बजाय लॉग आउट करें।',
  emailChangeSent: (email) =>
    `हमने ${email} पर एक लिंक भेजा है। उसे (24 घंटे के भीतर) खोलने पर आपका ईमेल बदल जाएगा।`,
  emailChangeNeedsConfirmation: 'ईमेल बदलने के लिए "ईमेल बदलें" का उपयोग करें: हम नए पते पर एक लिंक भेजते हैं।',
  phoneNeedsPassword: 'फ़ोन नंबर बदलने के लिए अपना मौजूदा पासवर्ड डालें।',
  emailConfirmed: 'आपके ईमेल पते की पुष्टि हो गई है।',
  confirmLinkInvalid: 'यह लिंक पुराना हो गया है या पहले ही उपयोग हो चुका है। अपनी प्रोफ़ाइल से नया लिंक मँगाएँ।',
  confirmEmailTaken: 'यह ईमेल पता अब किसी दूसरे खाते में है, इसलिए आपका ईमेल नहीं बदला।',
  referralUnknown: 'यह रेफ़रल कोड मान्य नहीं है।',
  referralOwn: 'आप अपना ख़ुद का रेफ़रल कोड इस्तेमाल नहीं कर सकते।',
  trialExamMissing: (plan) => `वह एक परीक्षा चुनें जिसे आपका ${plan} ट्रायल अनलॉक करेगा।`,
  trialExamUnknown: 'यह परीक्षा नहीं मिली। सूची में से कोई परीक्षा चुनें।',
  trialExamFree: (plan, exam) => `${exam} पहले से सबके लिए मुफ़्त है। अपने ${plan} ट्रायल के लिए कोई लॉक परीक्षा चुनें।`,
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The account routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function accountMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
