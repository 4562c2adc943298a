import { messageCatalogue } from './message-catalogue.js';

/**
 * What the server says when it refuses a staff member's second-factor code, in English and Hindi,
 * without zod. Apart from the learners' field messages (field-messages.ts), which every learner's
 * form downloads: no learner ever types one of these codes.
 */

const en = {
  codeRequired: 'Enter the code.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code like abcde-fghij.',
} as const;

type StaffFieldMessageKey = keyof typeof en;

const hi: Record<StaffFieldMessageKey, string> = {
  codeRequired: 'कोड लिखें।',
  codeFormat: 'अपने ऑथेंटिकेटर ऐप का 6 अंकों का कोड लिखें, या abcde-fghij जैसा रिकवरी कोड।',
};

/** The English sentences the staff schemas use (staff.ts). */
export const staffFieldMessagesEn: Record<StaffFieldMessageKey, string> = en;

/**
 * A staff schema's English sentence in `lang` (`hi`, `hi-IN`: Hindi; any other: English); a
 * sentence that is not one of these passes through unchanged.
 */
export const localiseStaffFieldMessage = messageCatalogue(en, hi).localise;
