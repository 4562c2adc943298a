import type { StaffRole } from '@pariksha/contract/staff';

// What the staff's sign-in steps and the studio's routes say, in English and Hindi.

type Catalogue = {
  enterCode: string;
  enrolSecondFactor: string;
  signedIn: string;
  signedInWithRecoveryCode: (left: number) => string;
  secondFactorEnrolled: string;
  invalidCode: string;
  invalidChallenge: string;
  /** The wait in whole minutes. */
  tooManyCodes: (minutes: number) => string;
  passwordSet: string;
  passwordLinkInvalid: string;
  staffOnly: string;
  secondFactorRequired: string;
  roleCannot: (role: StaffRole) => string;
};

const roleNamesEn: Record<StaffRole, string> = {
  admin: 'an admin',
  editor: 'an editor',
  reviewer: 'a reviewer',
  moderator: 'a moderator',
  support: 'support',
};
const roleNamesHi: Record<StaffRole, string> = {
  admin: 'एडमिन',
  editor: 'एडिटर',
  reviewer: 'रिव्यूअर',
  moderator: 'मॉडरेटर',
  support: 'सपोर्ट',
};

const en: Catalogue = {
  enterCode: 'Enter the code from your authenticator app to finish signing in.',
  enrolSecondFactor: 'Set up a second sign-in step to finish signing in.',
  signedIn: 'Welcome back!',
  signedInWithRecoveryCode: (left) =>
    `Signed in with a recovery code. ${left} ${left === 1 ? 'code is' : 'codes are'} left: if your phone is lost, ask an admin to reset your second step.`,
  secondFactorEnrolled: 'Second sign-in step set up. Save your recovery codes now.',
  invalidCode: 'That code is not right, or it was already used. Try the newest code from your app.',
  invalidChallenge: 'This sign-in has expired. Please log in again.',
  tooManyCodes: (minutes) => `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  passwordSet: 'Password set. You can log in now.',
  passwordLinkInvalid: 'This link has expired or was already used. Ask an admin for a new one.',
  staffOnly: 'This area is for the Pariksha team.',
  secondFactorRequired: 'Finish the second sign-in step first: log in again to enter your code.',
  roleCannot: (role) => `As ${roleNamesEn[role]}, you cannot do this. Ask an admin if you need it.`,
};

const hi: Catalogue = {
  enterCode: 'साइन इन पूरा करने के लिए अपने ऑथेंटिकेटर ऐप का कोड लिखें।',
  enrolSecondFactor: 'साइन इन पूरा करने के लिए दूसरा साइन-इन चरण सेट करें।',
  signedIn: 'फिर से स्वागत है!',
  signedInWithRecoveryCode: (left) =>
    `रिकवरी कोड से साइन इन हुआ। ${left} कोड बचे हैं: अगर आपका फ़ोन खो गया है, तो एडमिन से अपना दूसरा चरण रीसेट करवाएँ।`,
  secondFactorEnrolled: 'दूसरा साइन-इन चरण सेट हो गया। अपने रिकवरी कोड अभी सहेज लें।',
  invalidCode: 'यह कोड सही नहीं है, या पहले ही इस्तेमाल हो चुका है। अपने ऐप का सबसे नया कोड लिखें।',
  invalidChallenge: 'यह साइन-इन पुराना हो गया है। कृपया फिर से लॉग इन करें।',
  tooManyCodes: (minutes) => `बहुत सारे ग़लत कोड। ${minutes} मिनट बाद फिर कोशिश करें।`,
  passwordSet: 'पासवर्ड सेट हो गया। अब आप लॉग इन कर सकते हैं।',
  passwordLinkInvalid: 'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। एडमिन से नया लिंक माँगें।',
  staffOnly: 'यह हिस्सा Pariksha टीम के लिए है।',
  secondFactorRequired: 'पहले दूसरा साइन-इन चरण पूरा करें: अपना कोड लिखने के लिए फिर से लॉग इन करें।',
  roleCannot: (role) => `${roleNamesHi[role]} के रूप में आप यह नहीं कर सकते। ज़रूरत हो तो एडमिन से कहें।`,
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The staff routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function staffMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
