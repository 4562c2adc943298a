import { z } from 'zod';
import {
  emailField,
  genders,
  indianMobileField,
  lineText,
  nameMaxLength,
  passingYears,
  passwordToCheck,
  personName,
} from './auth.js';
import { languageCode } from './common.js';

// The signed-in learner's profile: read it, change it, start a plan's free trial.

export const maxAcademicEntries = 10;
/** The plans' 'Start 7 day free trial'. */
export const trialDays = 7;
export const minimumAge = 10;
export const maximumAge = 100;

/** Today's date in India, `YYYY-MM-DD` (the learners' calendar, whatever the server's zone). */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar day (no 31 April), written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from `dob` to `today`, both `YYYY-MM-DD`. */
export function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

const dobMessage = 'Enter your date of birth as YYYY-MM-DD.';
const ageMessage = `Enter a date of birth for an age between ${minimumAge} and ${maximumAge}.`;

/** `YYYY-MM-DD`, a real day, not in the future, age 10–100; '' clears it. */
const dobField = z
  .string({ error: dobMessage })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), dobMessage)
  .refine((value) => !isCalendarDate(value) || value <= todayInIndia(), 'Your date of birth cannot be in the future.')
  .refine((value) => {
    if (!isCalendarDate(value)) return true;
    const today = todayInIndia();
    if (value > today) return true;
    const age = ageOn(value, today);
    return age >= minimumAge && age <= maximumAge;
  }, ageMessage)
  .describe(`YYYY-MM-DD, not in the future, age ${minimumAge}–${maximumAge}; '' or null clears it.`);

const postCodeMessage = 'Enter a 6-digit PIN code.';
/** A six-digit Indian PIN code (first digit 1–9); a space inside ('110 001') is dropped; '' clears it. */
const postCodeField = z
  .string({ error: postCodeMessage })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), postCodeMessage)
  .describe("Six-digit Indian PIN code ('110 001' is read as 110001); '' or null clears it.");

const placeField = (label: string) =>
  lineText({ required: `Enter your ${label}.`, tooLong: `Keep the ${label} to 80 characters or fewer.`, max: 80 });

/** Every field optional: only the fields sent change. null or '' clears an optional field. */
export const personalUpdate = z.object({
  first_name: personName.optional(),
  last_name: lineText({
    required: 'Enter your last name.',
    tooLong: `Keep your last name to ${nameMaxLength} characters or fewer.`,
    max: nameMaxLength,
  })
    .nullable()
    .optional(),
  phone: indianMobileField.optional(),
  /** Only the current address (a different one is a 400: use requestEmailChange, which confirms it). */
  email: emailField.optional(),
  dob: dobField.nullable().optional(),
  gender: z
    .enum([...genders, ''], { error: 'Choose Female, Male or Other.' })
    .nullable()
    .optional(),
  city: placeField('city').nullable().optional(),
  state: placeField('state').nullable().optional(),
  post_code: postCodeField.nullable().optional(),
  country: placeField('country').nullable().optional(),
});
export type PersonalUpdate = z.input<typeof personalUpdate>;

const passingYearMessage = `Choose a passing year from ${passingYears[0]} to ${passingYears[passingYears.length - 1]}.`;
const percentageMessage = 'Enter a percentage from 0 to 100.';

export const academicEntryInput = z.object({
  course: lineText({ required: 'Enter the course.', tooLong: 'Keep the course to 100 characters or fewer.', max: 100 }).refine(
    (value) => value.length > 0,
    'Enter the course.',
  ),
  passing_year: z
    .number({ error: passingYearMessage })
    .int(passingYearMessage)
    .refine((value) => (passingYears as readonly number[]).includes(value), passingYearMessage)
    .describe(`One of ${passingYears.join(', ')}.`),
  institute: lineText({
    required: 'Enter the institute.',
    tooLong: 'Keep the institute to 150 characters or fewer.',
    max: 150,
  }).refine((value) => value.length > 0, 'Enter the institute.'),
  current_percentage: z.number({ error: percentageMessage }).min(0, percentageMessage).max(100, percentageMessage),
});
export type AcademicEntryInput = z.input<typeof academicEntryInput>;

export const updateProfileBody = z.object({
  personal: personalUpdate.optional(),
  /** Replaces the whole list when sent (an empty list clears it). */
  academic: z
    .array(academicEntryInput, { error: 'Send the academic entries as a list.' })
    .max(maxAcademicEntries, `Add at most ${maxAcademicEntries} academic entries.`)
    .optional(),
  /** A short_name from getAllLanguages. */
  preferred_language: languageCode.optional(),
  /** Required when `personal.phone` changes: the learner's current password. */
  current_password: passwordToCheck('Enter your current password.').optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
export type UpdateProfileInput = z.output<typeof updateProfileBody>;



export const startTrialBody = z.object({
  plan_id: z
    .number({ error: 'Choose a subscription plan.' })
    .int('Choose a subscription plan.')
    .positive('Choose a subscription plan.')
    .max(2_147_483_647, 'Choose a subscription plan.'),
});
export type StartTrialBody = z.input<typeof startTrialBody>;

export { getProfileResponse, startTrialResponse, updateProfileResponse } from './responses/accounts.js';
export type { GetProfileResponse, StartTrialResponse, UpdateProfileResponse } from './responses/accounts.js';
