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
import { ageOn, isCalendarDate, todayInIndia } from './field-checks.js';
import {
  courseMaxLength,
  fieldMessagesEn as messages,
  instituteMaxLength,
  maxAcademicEntries,
  maximumAge,
  minimumAge,
  placeMaxLength,
} from './field-messages.js';

// The signed-in learner's profile: read it, change it, start a plan's free trial.

export { maxAcademicEntries, maximumAge, minimumAge } from './field-messages.js';
/** The plans' 'Start 7 day free trial'. */
export const trialDays = 7;

export { ageOn, isCalendarDate, todayInIndia } from './field-checks.js';

const dobMessage = messages.dob;
const ageMessage = messages.age;

/** `YYYY-MM-DD`, a real day, not in the future, age 10–100; '' clears it. */
const dobField = z
  .string({ error: dobMessage })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), dobMessage)
  .refine((value) => !isCalendarDate(value) || value <= todayInIndia(), messages.dobFuture)
  .refine((value) => {
    if (!isCalendarDate(value)) return true;
    const today = todayInIndia();
    if (value > today) return true;
    const age = ageOn(value, today);
    return age >= minimumAge && age <= maximumAge;
  }, ageMessage)
  .describe(`YYYY-MM-DD, not in the future, age ${minimumAge}–${maximumAge}; '' or null clears it.`);

const postCodeMessage = messages.postCode;
/** A six-digit Indian PIN code (first digit 1–9); a space inside ('110 001') is dropped; '' clears it. */
const postCodeField = z
  .string({ error: postCodeMessage })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), postCodeMessage)
  .describe("Six-digit Indian PIN code ('110 001' is read as 110001); '' or null clears it.");

const placeField = (place: 'city' | 'state' | 'country') =>
  lineText({ required: messages[`${place}Required`], tooLong: messages[`${place}TooLong`], max: placeMaxLength });

/** Every field optional: only the fields sent change. null or '' clears an optional field. */
export const personalUpdate = z.object({
  first_name: personName.optional(),
  last_name: lineText({ required: messages.lastNameRequired, tooLong: messages.lastNameTooLong, max: nameMaxLength })
    .nullable()
    .optional(),
  phone: indianMobileField.optional(),
  /** Only the current address (a different one is a 400: use requestEmailChange, which confirms it). */
  email: emailField.optional(),
  dob: dobField.nullable().optional(),
  gender: z
    .enum([...genders, ''], { error: messages.gender })
    .nullable()
    .optional(),
  city: placeField('city').nullable().optional(),
  state: placeField('state').nullable().optional(),
  post_code: postCodeField.nullable().optional(),
  country: placeField('country').nullable().optional(),
});
export type PersonalUpdate = z.input<typeof personalUpdate>;

const passingYearMessage = messages.passingYear;
const percentageMessage = messages.percentage;

export const academicEntryInput = z.object({
  course: lineText({ required: messages.courseRequired, tooLong: messages.courseTooLong, max: courseMaxLength }).refine(
    (value) => value.length > 0,
    messages.courseRequired,
  ),
  passing_year: z
    .number({ error: passingYearMessage })
    .int(passingYearMessage)
    .refine((value) => (passingYears as readonly number[]).includes(value), passingYearMessage)
    .describe(`One of ${passingYears.join(', ')}.`),
  institute: lineText({
    required: messages.instituteRequired,
    tooLong: messages.instituteTooLong,
    max: instituteMaxLength,
  }).refine((value) => value.length > 0, messages.instituteRequired),
  current_percentage: z.number({ error: percentageMessage }).min(0, percentageMessage).max(100, percentageMessage),
});
export type AcademicEntryInput = z.input<typeof academicEntryInput>;

export const updateProfileBody = z.object({
  personal: personalUpdate.optional(),
  /** Replaces the whole list when sent (an empty list clears it). */
  academic: z
    .array(academicEntryInput, { error: 'Send the academic entries as a list.' })
    .max(maxAcademicEntries, messages.academicMax)
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
    .number({ error: messages.plan })
    .int(messages.plan)
    .positive(messages.plan)
    .max(2_147_483_647, messages.plan),
  /** BASIC only, and required for it: the one locked exam the trial unlocks (slug as in getAllExams). */
  exam_slug: z
    .string({ error: 'Choose the exam BASIC will unlock.' })
    .trim()
    .min(1, 'Choose the exam BASIC will unlock.')
    .max(120, 'No exam has a slug that long.')
    .optional(),
});
export type StartTrialBody = z.input<typeof startTrialBody>;

export { getProfileResponse, startTrialResponse, updateProfileResponse } from './responses/accounts.js';
export type { GetProfileResponse, StartTrialResponse, UpdateProfileResponse } from './responses/accounts.js';
