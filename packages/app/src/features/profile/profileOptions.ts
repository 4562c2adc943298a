import { type Gender, genders, passingYears } from '@pariksha/contract/values';
import type { AccountMessageKey, MessageKey } from '../../i18n/en';

/** The spec's profile options (section 3). */
export const genderOptions = genders;
export const cityOptions = ['New Delhi', 'Mumbai', 'Bangalore'] as const;
export const stateOptions = ['Delhi', 'Maharashtra', 'Karnataka'] as const;
export const countryOptions = ['India', 'USA', 'UK'] as const;
export const passingYearOptions = passingYears;

type OptionValue = Gender | (typeof cityOptions)[number] | (typeof stateOptions)[number] | (typeof countryOptions)[number];

/**
 * What the learner reads for each option. The value sent and stored stays the English one (the
 * server accepts those), so a profile saved in Hindi reads the same in English.
 */
const optionLabelKeys: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries({
    Female: 'profile.option.female',
    Male: 'profile.option.male',
    Other: 'profile.option.otherGender',
    'New Delhi': 'profile.option.newDelhi',
    Mumbai: 'profile.option.mumbai',
    Bangalore: 'profile.option.bangalore',
    Delhi: 'profile.option.delhi',
    Maharashtra: 'profile.option.maharashtra',
    Karnataka: 'profile.option.karnataka',
    India: 'profile.option.india',
    USA: 'profile.option.usa',
    UK: 'profile.option.uk',
  } satisfies Record<OptionValue, AccountMessageKey>),
);

/** A select's options, keeping a saved value that is not among them (it stays visible and chosen). */
export function withSaved(options: readonly string[], saved: string | null | undefined): string[] {
  return saved && !options.includes(saved) ? [saved, ...options] : [...options];
}

/** A select's options labelled in the reader's language; a saved value we do not know reads as stored. */
export function labelledOptions(
  values: readonly string[],
  t: (key: MessageKey) => string,
): { value: string; label: string }[] {
  return values.map((value) => {
    const key = optionLabelKeys.get(value);
    return { value, label: key === undefined ? value : t(key) };
  });
}
