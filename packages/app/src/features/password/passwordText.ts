import type { PasswordStrengthLevel } from '@pariksha/ui';
import { commonPasswordMessage, personalPasswordMessage, type PasswordProblem } from '@pariksha/contract/values';
import type { MessageKey } from '../../i18n/en';
import type { PasswordVerdict } from './passwordStrength';

type Translate = (key: MessageKey) => string;

export const verdictMessageKeys: Record<PasswordVerdict, MessageKey> = {
  tooShort: 'password.tooShort',
  weakCommon: 'password.weakCommon',
  weakPersonal: 'password.weakPersonal',
  weak: 'password.weak',
  fair: 'password.fair',
  strong: 'password.strong',
};

export const verdictStrengths: Record<PasswordVerdict, PasswordStrengthLevel> = {
  tooShort: 'weak',
  weakCommon: 'weak',
  weakPersonal: 'weak',
  weak: 'weak',
  fair: 'fair',
  strong: 'strong',
};

export const problemMessageKeys: Record<PasswordProblem, MessageKey> = {
  common: 'password.common',
  personal: 'password.personal',
};

/**
 * The server says why it refused a password in English (the contract's messages); the learner
 * reads it in the selected language. Any other message passes through as it came.
 */
export function translatePasswordMessage(t: Translate, message: string): string;
export function translatePasswordMessage(t: Translate, message: string | null | undefined): string | undefined;
export function translatePasswordMessage(t: Translate, message: string | null | undefined): string | undefined {
  if (message === commonPasswordMessage) return t(problemMessageKeys.common);
  if (message === personalPasswordMessage) return t(problemMessageKeys.personal);
  return message ?? undefined;
}
