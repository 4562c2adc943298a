import * as z from 'zod/mini';
import { genders } from '../values.js';
import { secondFactorSteps } from '../staff-values.js';
import { mutationEnvelope, successEnvelope } from './envelope.js';

// The learner (`user`) that every account route answers with, and those routes' answers.

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));

export const academicEntry = z.object({
  course: z.string(),
  passing_year: z.int(),
  institute: z.string(),
  /** 0–100, up to two decimals. */
  current_percentage: z.number(),
});
export type AcademicEntry = z.infer<typeof academicEntry>;

/** The Personal Information tab, exactly as updateProfile's `personal` takes it; null = not given. */
export const userProfile = z.object({
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  /** Ten digits; the app shows +91 in front. */
  phone: z.string(),
  email: z.string(),
  dob: z.nullable(isoDate),
  gender: z.nullable(z.enum(genders)),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  post_code: z.nullable(z.string()),
  country: z.nullable(z.string()),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userStats = z.object({
  /** Courses the learner is enrolled in. */
  courses_purchased: z.int(),
  /** Mock tests the learner has submitted. */
  tests_given: z.int(),
});
export type UserStats = z.infer<typeof userStats>;

/** The plan the learner holds now (the highest-ranked if several); null: none. */
export const membership = z.object({
  plan_id: z.int(),
  /** 'GOLD' → the profile shows 'Gold Member'. */
  plan_name: z.string(),
  is_trial: z.boolean(),
  /** BASIC's chosen exam (slug as in getAllExams); null for the other plans. */
  exam_slug: z.nullable(z.string()),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  /** The last day, `YYYY-MM-DD`, in India's time zone. */
  ends_on: isoDate,
});
export type Membership = z.infer<typeof membership>;

/** The learner as every account route answers: never a password or token hash. */
export const user = z.object({
  id: z.int(),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  email: z.string(),
  phone: z.string(),
  /** A short_name from getAllLanguages. */
  preferred_language: z.string(),
  profile: userProfile,
  academic: z.array(academicEntry),
  stats: userStats,
  membership: z.nullable(membership),
  created_at: z.iso.datetime(),
  /** The learner opened the link mailed to `email` (they may use everything before). */
  email_confirmed: z.boolean(),
});
export type User = z.infer<typeof user>;

/** Login and sign-up: the learner and a Bearer token (opaque; send it as `Authorization: Bearer …`). */
export const authSession = z.object({
  user,
  token: z.string(),
});
export type AuthSession = z.infer<typeof authSession>;

export const signupResponse = mutationEnvelope(authSession);
export type SignupResponse = z.infer<typeof signupResponse>;
/**
 * loginUser's answer to a staff member whose password was right: no session yet. `required`: send
 * `challenge` with a code to verifySecondFactor; `enrol`: the staff member has no second factor and
 * may only enrol one (startSecondFactorEnrolment, confirmSecondFactorEnrolment with `challenge`).
 * A learner never gets this answer.
 */
export const secondFactorChallenge = z.object({
  second_factor: z.enum(secondFactorSteps),
  /** Opaque; valid a few minutes. */
  challenge: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** A learner's login: the session, exactly as before staff existed. */
export const loginUserResponse = mutationEnvelope(authSession);
/** A staff member's login: the second-factor step before any session. */
export const loginUserSecondFactorResponse = mutationEnvelope(secondFactorChallenge);
export type LoginUserSecondFactorResponse = z.infer<typeof loginUserSecondFactorResponse>;
/** Every answer loginUser may give with 200: what the route declares and the app checks. */
export const loginUserAnyResponse = z.union([loginUserResponse, loginUserSecondFactorResponse]);

/** A staff member's login after the code (verifySecondFactor): the session. Here, beside the
 * login's answers the learners' app checks, so its checks never load the studio's schemas. */
export const verifySecondFactorResponse = mutationEnvelope(z.object({ user, token: z.string() }));
export type VerifySecondFactorResponse = z.infer<typeof verifySecondFactorResponse>;
export type LoginUserResponse = z.infer<typeof loginUserResponse>;
export const logoutResponse = mutationEnvelope(z.null());
export type LogoutResponse = z.infer<typeof logoutResponse>;
/** The token that made the request stays valid; every other token of the learner is revoked. */
export const changePasswordResponse = mutationEnvelope(z.null());
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** The same answer whether or not the new address has an account (the mail to it says which). */
export const requestEmailChangeResponse = mutationEnvelope(z.null());
export type RequestEmailChangeResponse = z.infer<typeof requestEmailChangeResponse>;
/** The account's address is now the confirmed one. */
export const confirmEmailResponse = mutationEnvelope(z.object({ user }));
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponse>;

export const getProfileResponse = successEnvelope(z.object({ user }));
export type GetProfileResponse = z.infer<typeof getProfileResponse>;
export const updateProfileResponse = mutationEnvelope(z.object({ user }));
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;
export const startTrialResponse = mutationEnvelope(z.object({ trial: membership, user }));
export type StartTrialResponse = z.infer<typeof startTrialResponse>;

/** One signed-in device: a live token of the learner (never the token or its hash). */
export const deviceSession = z.object({
  /** What revokeSession takes. */
  id: z.int(),
  created_at: z.iso.datetime(),
  /** Last use, to within a few minutes (the sign-in time if never used since). */
  last_used_at: z.iso.datetime(),
  /** 'Chrome on Android', from the browser's User-Agent at sign-in; null when it said nothing known. */
  device: z.nullable(z.string()),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSession>;
/** The learner's live sessions, the most recently used first. */
export const getSessionsResponse = successEnvelope(z.object({ sessions: z.array(deviceSession) }));
export type GetSessionsResponse = z.infer<typeof getSessionsResponse>;
/** How many sessions were signed out. */
export const revokeSessionResponse = mutationEnvelope(z.object({ revoked: z.int() }));
export type RevokeSessionResponse = z.infer<typeof revokeSessionResponse>;
