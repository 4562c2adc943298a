import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failureEnvelope,
  getProfileResponse,
  langQuery,
  maxAcademicEntries,
  startTrialBody,
  startTrialResponse,
  trialDays,
  updateProfileBody,
  updateProfileResponse,
  type User,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf } from '../http/learner-auth.js';
import type { TrialsService } from '../services/access/index.js';
import { accountMessages, savedDetails, type ProfileSaved, type SavedDetail } from './account-messages.js';
import { type AccountRoutesOptions, accountFailures, bearerSecurity, noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { refuseCurrentPassword } from './current-password.js';

/** The profile's column behind each detail the toast names. */
const detailColumns: Record<SavedDetail, readonly (keyof User['profile'])[]> = {
  name: ['first_name', 'last_name'],
  phone: ['phone'],
  dob: ['dob'],
  gender: ['gender'],
  city: ['city'],
  state: ['state'],
  post_code: ['post_code'],
  country: ['country'],
};

/** What a save changed, from the learner before and after it: the toast names exactly that. */
function whatWasSaved(before: User | null, after: User, body: { academic?: unknown; preferred_language?: string | undefined }): ProfileSaved {
  const details =
    before === null
      ? []
      : savedDetails.filter((detail) => detailColumns[detail].some((column) => before.profile[column] !== after.profile[column]));
  return { details, academic: body.academic !== undefined, language: body.preferred_language ?? null };
}

/** POST /startTrial sits with the profile's routes; the trial itself is an entitlement (services/access/trials.ts). */
export type ProfileRoutesOptions = AccountRoutesOptions & { trials: TrialsService };

/** The signed-in learner's own profile. Every route acts on the token's learner; none takes a user id. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (api, { accounts, trials, requireLearner }) => {
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  const signedOut = () => failure(failures.unauthorized.code, failures.unauthorized.message);

  api.get(
    '/getProfile',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getProfile',
        tags: ['profile'],
        summary: 'The signed-in learner',
        description:
          'The profile, academic entries, counters (`stats`: courses enrolled in, mock tests submitted) and the ' +
          'active plan (`membership`, null without one).',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getProfileResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const user = await accounts.profile(learnerOf(request).userId);
      if (user === null) return reply.code(401).send(signedOut());
      return reply.send({ result: 1, data: { user } });
    },
  );

  api.put(
    '/updateProfile',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'updateProfile',
        tags: ['profile'],
        summary: 'Change the signed-in learner’s profile',
        description:
          'Only the fields sent change; in `personal`, null or an empty string clears an optional field ' +
          '(first_name, phone and email cannot be cleared). `academic`, when sent, replaces the whole list ' +
          `(at most ${maxAcademicEntries}). \`preferred_language\` is a short_name from getAllLanguages. ` +
          '`personal.email` may only repeat the current address: a different one is a 400 (use requestEmailChange). ' +
          'A different `personal.phone` needs `current_password` (400 naming `current_password` when missing or wrong; ' +
          'throttled as in changePassword, 429). The `msg` says what was saved, in `lang`: the personal details ' +
          "that changed ('Your name and phone number were saved.'), the academic list, the language.",
        security: bearerSecurity,
        querystring: langQuery,
        body: updateProfileBody,
        response: {
          200: updateProfileResponse,
          ...accountFailures.unauthorized,
          409: failureEnvelope.describe("'An account with this email already exists'"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const userId = learnerOf(request).userId;
      // Only a personal change needs the learner as they were, to say which details changed.
      const before = request.body.personal === undefined ? null : await accounts.profile(userId);
      const result = await accounts.updateProfile(userId, request.body);
      if (!result.ok) {
        switch (result.reason) {
          case 'email_needs_confirmation':
            return reply.code(400).send(
              failure('validation_failed', text.emailChangeNeedsConfirmation, {
                'personal.email': text.emailChangeNeedsConfirmation,
              }),
            );
          case 'phone_needs_password':
            return reply
              .code(400)
              .send(failure('validation_failed', text.phoneNeedsPassword, { current_password: text.phoneNeedsPassword }));
          case 'throttled':
            return refuseCurrentPassword(reply, text, { reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds });
          case 'wrong_password':
            return refuseCurrentPassword(reply, text, { reason: 'wrong_password' });
          case 'email_taken':
            return reply.code(409).send(failure('email_taken', text.emailTaken, { 'personal.email': text.emailTaken }));
          case 'unknown_language':
            return reply
              .code(400)
              .send(failure('validation_failed', text.unknownLanguage, { preferred_language: text.unknownLanguage }));
          case 'no_account':
            return reply.code(401).send(signedOut());
        }
      }
      return reply.send({ result: 1, data: { user: result.user }, msg: text.profileSaved(whatWasSaved(before, result.user, request.body)) });
    },
  );

  api.post(
    '/startTrial',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'startTrial',
        tags: ['profile'],
        summary: `Start a plan's ${trialDays}-day free trial`,
        description:
          `Starts now and ends ${trialDays} days later; one trial per learner per plan (a second is a 409, ` +
          'code `trial_already_used`). An unknown plan id is a 404. The trial opens what its plan covers ' +
          '(getMyExamAccess). BASIC covers one exam: `exam_slug` must name a locked exam (missing, unknown or free ' +
          'for everyone: a 400 naming `exam_slug`); other plans ignore it.',
        security: bearerSecurity,
        querystring: langQuery,
        body: startTrialBody,
        response: {
          201: startTrialResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('No plan has this id'),
          409: failureEnvelope.describe('The learner already had a trial of this plan'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const { plan_id, exam_slug } = request.body;
      const refuseExam = (message: string) => reply.code(400).send(failure('validation_failed', message, { exam_slug: message }));
      const result = await trials.startTrial(learnerOf(request).userId, plan_id, exam_slug, request.query.lang);
      if (!result.ok) {
        switch (result.reason) {
          case 'plan_not_found':
            return reply
              .code(404)
              .send(failure(failures.notFound.code, text.planNotFound, { plan_id: text.planNotFound }));
          case 'trial_used':
            return reply.code(409).send(failure('trial_already_used', text.trialUsed(result.planName)));
          case 'exam_missing':
            return refuseExam(text.trialExamMissing(result.planName));
          case 'exam_unknown':
            return refuseExam(text.trialExamUnknown);
          case 'exam_free':
            return refuseExam(text.trialExamFree(result.planName, result.examTitle));
          case 'no_account':
            return reply.code(401).send(signedOut());
        }
      }
      const { trial, user } = result;
      return reply
        .code(201)
        .send({ result: 1, data: { trial, user }, msg: text.trialStarted(trial.plan_name, trial.ends_on) });
    },
  );
};
