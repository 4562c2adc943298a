import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failedLoginLimit, failedLoginWindowMinutes, failureEnvelope, langQuery } from '@pariksha/contract';
import {
  confirmSecondFactorEnrolmentBody,
  confirmSecondFactorEnrolmentResponse,
  recoveryCodeCount,
  secondFactorChallengeMinutes,
  setStaffPasswordBody,
  setStaffPasswordResponse,
  staffPasswordLinkHours,
  startSecondFactorEnrolmentBody,
  startSecondFactorEnrolmentResponse,
  verifySecondFactorBody,
  verifySecondFactorResponse,
} from '@pariksha/contract/staff';
import { failure, failures } from '../http/failure.js';
import type { RouteLimits } from '../http/rate-limits.js';
import type { Database } from '../db/open.js';
import { newPasswordProblem } from '../services/passwords.js';
import { passwordLinkOwner, setPasswordFromLink, type StaffClient, type StaffSignIn } from '../services/staff/index.js';
import { fieldMessage } from '@pariksha/contract/field-messages';
import { noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { staffMessages } from './staff-messages.js';

export type StaffSignInRoutesOptions = { db: Database; signIn: StaffSignIn; limits: RouteLimits };

const clientOf = (request: FastifyRequest): StaffClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
  requestId: request.id,
});

const codeFailures = {
  400: failureEnvelope.describe('Invalid input, or an unknown or expired `challenge` (`invalid_challenge`: log in again)'),
  401: failureEnvelope.describe('A wrong or already used code (`invalid_code`)'),
  429: failureEnvelope.describe(`${failedLoginLimit} wrong codes in ${failedLoginWindowMinutes} minutes, or too many requests from this address`),
};

/**
 * The staff's steps between a right password and a session (loginUser answered a `challenge`), and
 * the set-password link of `pnpm staff add`. Not under /studio: no session exists yet.
 */
export const staffSignInRoutes: FastifyPluginAsyncZod<StaffSignInRoutesOptions> = async (api, { db, signIn, limits }) => {
  const perAddressLimit = limits.perAddress(limits.signInPerMinute);
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  function refuse(reply: FastifyReply, lang: string, result: { reason: 'invalid_challenge' | 'invalid_code' | 'throttled'; retryAfterSeconds?: number }) {
    const text = staffMessages(lang);
    if (result.reason === 'throttled') {
      const seconds = result.retryAfterSeconds ?? 60;
      return reply
        .code(failures.rateLimited.status)
        .header('retry-after', String(seconds))
        .send(failure(failures.rateLimited.code, text.tooManyCodes(Math.ceil(seconds / 60))));
    }
    if (result.reason === 'invalid_code') return reply.code(401).send(failure('invalid_code', text.invalidCode, { code: text.invalidCode }));
    return reply.code(400).send(failure('invalid_challenge', text.invalidChallenge));
  }

  api.post(
    '/verifySecondFactor',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'verifySecondFactor',
        tags: ['staff'],
        summary: 'Finish a staff sign-in with a code',
        description:
          'The `challenge` loginUser answered (valid ' +
          `${secondFactorChallengeMinutes} minutes) and a 6-digit TOTP code (each code works once) or an unused recovery ` +
          'code (used up). Answers the staff member and a Bearer token that may reach /studio. A wrong code is a 401 ' +
          `\`invalid_code\`; after ${failedLoginLimit} wrong codes in ${failedLoginWindowMinutes} minutes, a 429.`,
        querystring: langQuery,
        body: verifySecondFactorBody,
        response: { 200: verifySecondFactorResponse, ...documentedFailures, ...codeFailures },
      },
    },
    async (request, reply) => {
      const result = await signIn.verify(request.body.challenge, request.body.code, clientOf(request));
      if (!result.ok) return refuse(reply, request.query.lang, result);
      const text = staffMessages(request.query.lang);
      request.log.info({ userId: result.session.user.id }, 'staff signed in');
      const msg = result.usedRecoveryCode ? text.signedInWithRecoveryCode(await signIn.recoveryCodesLeft(result.session.user.id)) : text.signedIn;
      return reply.send({ result: 1, data: result.session, msg });
    },
  );

  api.post(
    '/startSecondFactorEnrolment',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'startSecondFactorEnrolment',
        tags: ['staff'],
        summary: 'A new TOTP secret for a staff member without a second factor',
        description:
          'The `challenge` loginUser answered with `second_factor: "enrol"`. Answers the otpauth:// URI, the secret in ' +
          'base32 (to type in by hand) and a QR code of the URI as SVG. Asking again makes a new secret (the last one asked ' +
          'for is the one confirmSecondFactorEnrolment checks).',
        querystring: langQuery,
        body: startSecondFactorEnrolmentBody,
        response: { 200: startSecondFactorEnrolmentResponse, ...documentedFailures, 400: codeFailures[400] },
      },
    },
    async (request, reply) => {
      const result = await signIn.startEnrolment(request.body.challenge);
      if (!result.ok) return refuse(reply, request.query.lang, result);
      return reply.send({ result: 1, data: result.enrolment });
    },
  );

  api.post(
    '/confirmSecondFactorEnrolment',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'confirmSecondFactorEnrolment',
        tags: ['staff'],
        summary: 'Confirm the second factor with its first code; the recovery codes, shown once',
        description:
          'The enrolment `challenge` and the first code of the secret startSecondFactorEnrolment gave. Answers the staff ' +
          `member, a Bearer token that may reach /studio, and ${recoveryCodeCount} recovery codes (only their hashes are ` +
          `kept: this is the one time they are shown). Wrong codes are throttled as in verifySecondFactor.`,
        querystring: langQuery,
        body: confirmSecondFactorEnrolmentBody,
        response: { 200: confirmSecondFactorEnrolmentResponse, ...documentedFailures, ...codeFailures },
      },
    },
    async (request, reply) => {
      const result = await signIn.confirmEnrolment(request.body.challenge, request.body.code, clientOf(request));
      if (!result.ok) return refuse(reply, request.query.lang, result);
      request.log.info({ userId: result.session.user.id }, 'staff second factor enrolled');
      return reply.send({
        result: 1,
        data: { ...result.session, recovery_codes: result.recoveryCodes },
        msg: staffMessages(request.query.lang).secondFactorEnrolled,
      });
    },
  );

  api.post(
    '/setStaffPassword',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'setStaffPassword',
        tags: ['staff'],
        summary: 'Set a password with the link `pnpm staff add` printed',
        description:
          `The link's \`token\` (valid ${staffPasswordLinkHours} hours, once) and a new password (the sign-up rules: a ` +
          'common one or one made from the e-mail is a 400 naming `password`). Answers the account’s e-mail; the staff ' +
          'member then logs in with loginUser. An unknown, used or expired token is a 400 `invalid_link`.',
        querystring: langQuery,
        body: setStaffPasswordBody,
        response: { 200: setStaffPasswordResponse, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const text = staffMessages(request.query.lang);
      const owner = await passwordLinkOwner(db, request.body.token);
      if (owner !== null) {
        const problem = newPasswordProblem(request.body.password, { name: owner.firstName, email: owner.email, phone: owner.phone });
        if (problem !== null) {
          const message = fieldMessage(problem === 'common' ? 'commonPassword' : 'personalPassword', request.query.lang);
          return reply.code(400).send(failure('validation_failed', message, { password: message }));
        }
      }
      const result = await setPasswordFromLink(db, request.body);
      if (!result.ok) return reply.code(400).send(failure('invalid_link', text.passwordLinkInvalid, { token: text.passwordLinkInvalid }));
      request.log.info({ userId: result.userId }, 'staff password set');
      return reply.send({ result: 1, data: { email: result.email }, msg: text.passwordSet });
    },
  );
};
