import type { MessageKey } from '../../i18n/en';
import type { Translator } from '../../i18n/translate';
// Registers its strings (the account area's): the orders pages read plan names here too.
import '../../i18n/accountMessages';

/** The plan codes (`plan_name`) as a learner reads them in a sentence: GOLD → 'Gold' / 'गोल्ड'. */
const planTitleKeys: ReadonlyMap<string, MessageKey> = new Map([
  ['BASIC', 'plan.title.basic'],
  ['GOLD', 'plan.title.gold'],
  ['PLATINUM', 'plan.title.platinum'],
]);

/** A plan's name in the reader's language; a plan added later reads as its code in title case. */
export function planTitle(planName: string, t: Translator): string {
  const key = planTitleKeys.get(planName);
  return key === undefined ? planName.charAt(0) + planName.slice(1).toLowerCase() : t(key);
}

/** The profile's tier label: 'Gold Member' / 'गोल्ड सदस्य'. */
export function membershipLabel(planName: string, t: Translator): string {
  return t('profile.member', { plan: planTitle(planName, t) });
}
