import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  confirmEmailBody,
  confirmEmailResponse,
  emailConfirmationHours,
  failedLoginLimit,
  failedLoginWindowMinutes,
  failureEnvelope,
  getSessionsResponse,
  langQuery,
  loginUserBody,
  logoutResponse,
  maxLiveSessions,
  passwordMaxLength,
  passwordMinLength,
  requestEmailChangeBody,
  requestEmailChangeResponse,
  revokeSessionBody,
  revokeSessionResponse,
  sessionIdleDays,
  sessionLifetimeDays,
  signupBody,
  signupResponse,
} from '@pariksha/contract';
import { loginUserAnyResponse } from '@pariksha/contract/staff';
import { failure, failures } from '../http/failure.js';
import { staffMessages } from './staff-messages.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import { learnerLimits, type RouteLimits } from '../http/rate-limits.js';
import { signupCounts, type SignupLimits } from '../http/signup-limits.js';
import { deviceCookieNames, type DeviceCookies } from '../http/device-cookies.js';
import { deviceTrustDays } from '../services/accounts/device-trust.js';
import type { AccountsService, SigningInClient } from '../services/accounts/index.js';
import { loginBackoff } from '../services/login-throttle.js';
import { newPasswordProblem } from '../services/passwords.js';
import { fieldMessage, type FieldMessageKey } from '@pariksha/contract/field-messages';
import { passwordProblemMessages, type PasswordProblem } from '@pariksha/contract/password-rules';
import { accountMessages } from './account-messages.js';
import { refuseCurrentPassword } from './current-password.js';
import { documentedFailures } from './documented-failures.js';

export type AccountRoutesOptions = {
  accounts: AccountsService;
  requireLearner: RequireLearner;
  /** Each route's own rate limit (http/rate-limits.ts). */
  limits: RouteLimits;
};

export type AuthRoutesOptions = AccountRoutesOptions & {
  /** Sign-ups per e-mail address, phone number and address in an hour. */
  signupLimits: SignupLimits;
  /** The trusted-browser cookies that sign-up, login and a password change set (http/device-cookies.ts). */
  deviceCookies: DeviceCookies;
};

export const bearerSecurity = [{ bearerAuth: [] }];

export const accountFailures = {
  unauthorized: { 401: failureEnvelope.describe("No valid Bearer token: 'Unauthorized. Please login again.'") },
  tooLarge: { 413: failureEnvelope.describe('The body is over 100 KiB') },
};

/** Never stored by a browser or a proxy: these answers carry tokens and personal data. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** The address the login throttle counts by and the User-Agent the device list summarises. */
const signingInClient = (request: FastifyRequest): SigningInClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

/** How a token's life is told in the route descriptions. */
const tokenLife =
  `valid for ${sessionLifetimeDays} days, or until ${sessionIdleDays} days pass without use; a learner keeps at most ` +
  `${maxLiveSessions} (a login beyond them signs out the least recently used device)`;

function throttled(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return reply
    .code(failures.rateLimited.status)
    .header('retry-after', String(retryAfterSeconds))
    .send(failure(failures.rateLimited.code, message));
}

const passwordProblemKeys: Record<PasswordProblem, FieldMessageKey> = { common: 'commonPassword', personal: 'personalPassword' };

/** A new password that is too common or made from the learner's details: a 400 naming the field, in `lang`. */
function refusePassword(
  reply: FastifyReply,
  field: 'password' | 'new_password',
  problem: PasswordProblem,
  lang: string,
): FastifyReply {
  const message = fieldMessage(passwordProblemKeys[problem], lang);
  return reply.code(400).send(failure('validation_failed', message, { [field]: message }));
}

/** Sign-up, login, logout and password change. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (api, { accounts, requireLearner, limits, signupLimits, deviceCookies }) => {
  // Signing in is counted per address (on top of the limits per e-mail); changing what signs
  // one in is counted per learner.
  const max = limits.signInPerMinute;
  const perAddressLimit = limits.perAddress(max);
  const perLearnerLimit = limits.perLearner(learnerLimits.accountChanges);
  const signups = signupCounts(api, signupLimits);
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.post(
    '/signup',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'signup',
        tags: ['accounts'],
        summary: 'Create a learner account and sign it in',
        description:
          '`email` is trimmed and lower-cased; `phone` is an Indian mobile number stored as its 10 digits; ' +
          `\`password\` has ${passwordMinLength} to ${passwordMaxLength} characters and is stored only as an argon2id hash; ` +
          `a common one or one made from the name, e-mail or phone is a 400 ('${passwordProblemMessages.common}' or ` +
          `'${passwordProblemMessages.personal}' in \`fields.password\`). ` +
          'The preferred language starts as `lang` when it is offered, else English. `referral_code` (optional; an empty ' +
          'string is none; case, spaces and hyphens do not matter) is a friend’s code from getReferral: an unknown one, or one ' +
          'whose owner has this phone number or e-mail (your own), is a 400 naming `referral_code`, and no account is made. ' +
          'Answers the learner and a ' +
          `Bearer token ${tokenLife}. At most ${max} a minute per address, and in an hour ${signupLimits.perAddressPerHour} per ` +
          `address, ${signupLimits.perEmail} per e-mail address and ${signupLimits.perPhone} accounts per phone number (429 saying ` +
          'which, with Retry-After).',
        querystring: langQuery,
        body: signupBody,
        response: {
          201: signupResponse,
          409: failureEnvelope.describe("'An account with this email already exists' (`fields.email`)"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
          429: failureEnvelope.describe('Too many sign-ups from this address, for this e-mail address or with this phone number'),
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const { first_name, email, phone, password } = request.body;
      const problem = newPasswordProblem(password, { name: first_name, email, phone });
      if (problem !== null) return refusePassword(reply, 'password', problem, request.query.lang);
      // Counted once the form is right: a refused password costs the learner nothing.
      const refused = await signups.check(request, { email, phone });
      if (refused !== null) {
        const minutes = Math.ceil(refused.retryAfterSeconds / 60);
        const message = {
          email: text.tooManySignupsForEmail,
          phone: text.tooManyAccountsForPhone,
          address: text.tooManySignupsFromNetwork,
        }[refused.kind](minutes);
        return throttled(reply, refused.retryAfterSeconds, message);
      }
      const result = await accounts.signup(request.body, request.query.lang, signingInClient(request));
      if (result.ok) {
        await signups.made(request, phone);
        await deviceCookies.trustRecent(reply, result.device);
      }
      if (!result.ok) {
        if (result.reason === 'email_taken') {
          return reply.code(409).send(failure('email_taken', text.emailTaken, { email: text.emailTaken }));
        }
        const message = result.reason === 'referral_own' ? text.referralOwn : text.referralUnknown;
        return reply.code(400).send(failure('validation_failed', message, { referral_code: message }));
      }
      request.log.info({ userId: result.session.user.id }, 'learner signed up');
      return reply.code(201).send({ result: 1, data: result.session, msg: text.signedUp });
    },
  );

  api.post(
    '/loginUser',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'loginUser',
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password',
        description:
          `Answers the learner and a new Bearer token ${tokenLife}. A staff member (a learner never) gets no token ` +
          'here: `data` is `{ second_factor: "required" | "enrol", challenge }`, and the session comes from ' +
          'verifySecondFactor (a code) or confirmSecondFactorEnrolment (the first enrolment). An unknown e-mail and a ' +
          "wrong password get the same 401 ('Invalid email or password', code `invalid_credentials`) after the same work. " +
          `After ${failedLoginLimit} failed logins for one e-mail from one network (an IPv4 address, an IPv6 /64) within ` +
          `${failedLoginWindowMinutes} minutes, that network's logins for it are a 429 until the window ends. After ` +
          `${loginBackoff.freeFailures} failures for one e-mail from anywhere, each further failure delays it ` +
          `(${loginBackoff.firstDelaySeconds} s, doubling, at most ${loginBackoff.maxDelayMinutes} minutes): networks that ` +
          'failed for it get a 429 until the delay ends, while a network that has not failed may still try (one such ' +
          `try per ${loginBackoff.freshPassMinutes} minutes). A browser that holds a device cookie for the account (` +
          `\`${deviceCookieNames.trusted}\`, set by signup, loginUser and changePassword: signed, HttpOnly, SameSite=Strict, ` +
          `sent to this route only, ${deviceTrustDays} days) is not held by those limits but by its own: ${failedLoginLimit} ` +
          `failures in ${failedLoginWindowMinutes} minutes. Every 429 carries Retry-After. At most ${max} a minute per address.`,
        querystring: langQuery,
        body: loginUserBody,
        response: {
          200: loginUserAnyResponse,
          401: failureEnvelope.describe("'Invalid email or password'"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
          429: failureEnvelope.describe('Too many requests from this address, or too many failed logins for this e-mail'),
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const devices = await deviceCookies.read(request);
      const result = await accounts.login(request.body, { ...signingInClient(request), devices });
      if (!result.ok) {
        if (result.reason === 'throttled') {
          const minutes = Math.ceil(result.retryAfterSeconds / 60);
          return throttled(reply, result.retryAfterSeconds, text.tooManyFailedLogins(minutes));
        }
        request.log.info('login failed');
        return reply.code(401).send(failure('invalid_credentials', text.invalidCredentials));
      }
      await deviceCookies.trustAfterLogin(request, reply, devices, result.device);
      if ('secondFactor' in result) {
        const step = staffMessages(request.query.lang);
        const msg = result.secondFactor.second_factor === 'enrol' ? step.enrolSecondFactor : step.enterCode;
        return reply.send({ result: 1, data: result.secondFactor, msg });
      }
      request.log.info({ userId: result.session.user.id }, 'learner logged in');
      return reply.send({ result: 1, data: result.session, msg: text.loggedIn });
    },
  );

  // Logout has no body, but a client may still send `Content-Type: application/json` with none: in
  // this route's own scope an empty JSON body is no body; anything else goes to Fastify's own
  // parser (prototype-poisoning checks included).
  const logoutScope: FastifyPluginAsyncZod = async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
    });

    scope.post(
      '/logout',
      {
        preValidation: requireLearner,
        schema: {
          operationId: 'logout',
          tags: ['accounts'],
          summary: 'Revoke the Bearer token of this request',
          description:
            'No body (an empty JSON body or `{}` is accepted too). The token stops working at once (a second ' +
            'logout with it is a 401); the learner’s other tokens (other devices) stay valid.',
          security: bearerSecurity,
          querystring: langQuery,
          response: { 200: logoutResponse, ...accountFailures.unauthorized, ...documentedFailures },
        },
      },
      async (request, reply) => {
        await accounts.logout(learnerOf(request));
        return reply.send({ result: 1, data: null, msg: accountMessages(request.query.lang).loggedOut });
      },
    );
  };
  await api.register(logoutScope);

  api.post(
    '/changePassword',
    {
      preValidation: requireLearner,
      config: perLearnerLimit,
      schema: {
        operationId: 'changePassword',
        tags: ['accounts'],
        summary: 'Change the password; sign out every other device',
        description:
          'The token of this request stays valid (no new token is issued); every other token of the learner is ' +
          'revoked. A wrong `current_password` is a 400 naming that field (not a 401, which would sign the app out); ' +
          `after ${failedLoginLimit} wrong ones within ${failedLoginWindowMinutes} minutes it is a 429. A common ` +
          '`new_password`, or one made from the name, e-mail or phone, is a 400 naming `new_password`.',
        security: bearerSecurity,
        querystring: langQuery,
        body: changePasswordBody,
        response: {
          200: changePasswordResponse,
          ...accountFailures.unauthorized,
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const owner = await accounts.profile(learnerOf(request).userId);
      if (owner !== null) {
        const name = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
        const problem = newPasswordProblem(request.body.new_password, { name, email: owner.email, phone: owner.phone });
        if (problem !== null) return refusePassword(reply, 'new_password', problem, request.query.lang);
      }
      const result = await accounts.changePassword(learnerOf(request), request.body);
      if (!result.ok) {
        switch (result.reason) {
          case 'throttled':
            return refuseCurrentPassword(reply, text, { reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds });
          case 'wrong_password':
            return refuseCurrentPassword(reply, text, { reason: 'wrong_password' });
          case 'same_password':
            return reply
              .code(400)
              .send(failure('validation_failed', text.samePassword, { new_password: text.samePassword }));
          case 'no_account':
            return reply.code(401).send(failure(failures.unauthorized.code, failures.unauthorized.message));
        }
      }
      request.log.info({ userId: learnerOf(request).userId }, 'password changed');
      await deviceCookies.trustRecent(reply, result.device);
      return reply.send({ result: 1, data: null, msg: text.passwordChanged });
    },
  );

  api.post(
    '/requestEmailChange',
    {
      preValidation: requireLearner,
      config: perLearnerLimit,
      schema: {
        operationId: 'requestEmailChange',
        tags: ['accounts'],
        summary: 'Ask to change the sign-in e-mail; a link is mailed to the new address',
        description:
          'Checks `current_password` (a wrong one is a 400 naming that field; throttled as in changePassword, 429), then ' +
          `mails \`new_email\` a link (\`/confirm-email?token=…\`, valid ${emailConfirmationHours} hours, once) and answers. ` +
          'The account keeps its address until confirmEmail. The answer is the same whether or not another account ' +
          'uses `new_email`: in that case the mail says so and carries no link. A new request replaces an older link. ' +
          `At most ${learnerLimits.accountChanges} a minute per learner.`,
        security: bearerSecurity,
        querystring: langQuery,
        body: requestEmailChangeBody,
        response: {
          200: requestEmailChangeResponse,
          ...accountFailures.unauthorized,
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const result = await accounts.requestEmailChange(learnerOf(request), request.body);
      if (!result.ok) {
        switch (result.reason) {
          case 'throttled':
            return refuseCurrentPassword(reply, text, { reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds });
          case 'wrong_password':
            return refuseCurrentPassword(reply, text, { reason: 'wrong_password' });
          case 'no_account':
            return reply.code(401).send(failure(failures.unauthorized.code, failures.unauthorized.message));
        }
      }
      request.log.info({ userId: learnerOf(request).userId }, 'e-mail change requested');
      return reply.send({ result: 1, data: null, msg: text.emailChangeSent(request.body.new_email) });
    },
  );

  api.post(
    '/confirmEmail',
    {
      config: perAddressLimit,
      schema: {
        operationId: 'confirmEmail',
        tags: ['accounts'],
        summary: 'Open a mailed confirmation link',
        description:
          'The `token` of a link mailed by signup or requestEmailChange; no Bearer token needed (the link may be ' +
          'opened on another device). The account’s e-mail becomes the confirmed address and `email_confirmed` is ' +
          'true. An unknown, used or expired token is a 400 (`code` `invalid_link`); an address another account took ' +
          `meanwhile is a 409 (\`email_taken\`). At most ${max} a minute per address.`,
        querystring: langQuery,
        body: confirmEmailBody,
        response: {
          200: confirmEmailResponse,
          409: failureEnvelope.describe("'Another account now uses this e-mail address…'"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const result = await accounts.confirmEmail(request.body.token);
      if (!result.ok) {
        if (result.reason === 'email_taken') {
          return reply.code(409).send(failure('email_taken', text.confirmEmailTaken));
        }
        return reply.code(400).send(failure('invalid_link', text.confirmLinkInvalid, { token: text.confirmLinkInvalid }));
      }
      request.log.info({ userId: result.user.id }, 'e-mail confirmed');
      return reply.send({ result: 1, data: { user: result.user }, msg: text.emailConfirmed });
    },
  );

  api.get(
    '/getSessions',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getSessions',
        tags: ['accounts'],
        summary: 'The devices the learner is signed in on',
        description:
          'Every live session (token) of the learner, the most recently used first: when it signed in, when it was ' +
          'last used (to within a few minutes), a summary of its browser (`device`), and whether it is this request’s ' +
          `(\`current\`). At most ${maxLiveSessions}; a session unused for ${sessionIdleDays} days is gone.`,
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getSessionsResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const sessions = await accounts.sessions.list(learnerOf(request));
      return reply.send({ result: 1, data: { sessions } });
    },
  );

  api.post(
    '/revokeSession',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'revokeSession',
        tags: ['accounts'],
        summary: 'Sign out another device, or every other device',
        description:
          '`session_id` is an `id` from getSessions (its token stops working at once), or `"others"`: every session ' +
          'but this one. This request’s own session is a 400 (use logout); an id that is not one of the learner’s live ' +
          'sessions is a 404, whoever it belongs to.',
        security: bearerSecurity,
        querystring: langQuery,
        body: revokeSessionBody,
        response: {
          200: revokeSessionResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe("'That session was not found…'"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const learner = learnerOf(request);
      const target = request.body.session_id;
      if (target === 'others') {
        const revoked = await accounts.sessions.revokeOthers(learner.userId, learner.tokenId);
        return reply.send({ result: 1, data: { revoked }, msg: text.otherSessionsSignedOut(revoked) });
      }
      if (target === learner.tokenId) {
        return reply.code(400).send(failure('validation_failed', text.currentSession, { session_id: text.currentSession }));
      }
      if (!(await accounts.sessions.revokeOwn(learner.userId, target))) {
        return reply.code(404).send(failure(failures.notFound.code, text.sessionNotFound));
      }
      request.log.info({ userId: learner.userId }, 'session revoked');
      return reply.send({ result: 1, data: { revoked: 1 }, msg: text.sessionSignedOut });
    },
  );
};
