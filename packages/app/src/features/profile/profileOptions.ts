import { genders, passingYears } from '@pariksha/server/contract/values';

/** The spec's profile options (section 3). */
export const genderOptions = genders;
export const cityOptions = ['New Delhi', 'Mumbai', 'Bangalore'] as const;
export const stateOptions = ['Delhi', 'Maharashtra', 'Karnataka'] as const;
export const countryOptions = ['India', 'USA', 'UK'] as const;
export const passingYearOptions = passingYears;

/** A select's options, keeping a saved value that is not among them (it stays visible and chosen). */
export function withSaved(options: readonly string[], saved: string | null | undefined): string[] {
  return saved && !options.includes(saved) ? [saved, ...options] : [...options];
}
