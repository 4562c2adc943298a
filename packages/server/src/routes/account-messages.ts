import { failedLoginWindowMinutes, trialDays } from '../contract/index.js';

type Catalogue = {
  signedUp: string;
  loggedIn: string;
  loggedOut: string;
  profileUpdated: string;
  passwordChanged: string;
  trialStarted: (plan: string, endsOn: string) => string;
  invalidCredentials: string;
  emailTaken: string;
  /** The wait is the Retry-After, in whole minutes. */
  tooManyFailedLogins: (minutes: number) => string;
  tooManyPasswordAttempts: string;
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
};

/** '2026-11-29' → '29 Nov 2026' / '29 नव॰ 2026', as a learner reads a date. */
function formatDay(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

const en: Catalogue = {
  signedUp: 'Account created. Welcome to Pariksha!',
  loggedIn: 'Welcome back!',
  loggedOut: 'You have been logged out.',
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed. You have been logged out on your other devices.',
  trialStarted: (plan, endsOn) =>
    `Your ${trialDays}-day free trial of ${plan} has started. It ends on ${formatDay(endsOn, 'en-IN')}.`,
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  tooManyFailedLogins: (minutes) =>
    `Too many failed logins for this email. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
  tooManyPasswordAttempts: `Too many wrong passwords. Please wait ${failedLoginWindowMinutes} minutes and try again.`,
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
};

const hi: Catalogue = {
  signedUp: 'खाता बन गया। परीक्षा में आपका स्वागत है!',
  loggedIn: 'फिर से स्वागत है!',
  loggedOut: 'आप लॉग आउट हो गए हैं।',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  passwordChanged: 'पासवर्ड बदल गया। आपके दूसरे डिवाइस पर आपको लॉग आउट कर दिया गया है।',
  trialStarted: (plan, endsOn) =>
    `${plan} का ${trialDays} दिन का मुफ़्त ट्रायल शुरू हो गया है। यह ${formatDay(endsOn, 'hi-IN')} को समाप्त होगा।`,
  invalidCredentials: 'ईमेल या पासवर्ड ग़लत है',
  emailTaken: 'इस ईमेल से पहले से एक खाता मौजूद है',
  tooManyFailedLogins: (minutes) => `इस ईमेल से बहुत बार ग़लत लॉगिन हुआ। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`,
  tooManyPasswordAttempts: `बहुत बार ग़लत पासवर्ड डाला गया। कृपया ${failedLoginWindowMinutes} मिनट बाद फिर कोशिश करें।`,
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
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The account routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function accountMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
