import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  changePasswordResponse,
  failedLoginLimit,
  failedLoginWindowMinutes,
  failureEnvelope,
  langQuery,
  loginUserBody,
  loginUserResponse,
  logoutResponse,
  passwordMaxLength,
  passwordMinLength,
  sessionLifetimeDays,
  signupBody,
  signupResponse,
} from '../contract/index.js';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { AccountsService } from '../services/accounts.js';
import { accountMessages } from './account-messages.js';
import { documentedFailures } from './documented-failures.js';

export type AccountRoutesOptions = {
  accounts: AccountsService;
  requireLearner: RequireLearner;
  /** Requests per minute per client address on /signup, /loginUser and /changePassword. */
  perAddressLimit: number;
};

/** The per-address limit's route config (on top of the failed-login limit per e-mail). */
export const perAddressConfig = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const bearerSecurity = [{ bearerAuth: [] }];

export const accountFailures = {
  unauthorized: { 401: failureEnvelope.describe("No valid Bearer token: 'Unauthorized. Please login again.'") },
  tooLarge: { 413: failureEnvelope.describe('The body is over 100 KiB') },
};

/** Never stored by a browser or a proxy: these answers carry tokens and personal data. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

function throttled(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return reply
    .code(failures.rateLimited.status)
    .header('retry-after', String(retryAfterSeconds))
    .send(failure(failures.rateLimited.code, message));
}

/** Sign-up, login, logout and password change. */
export const authRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (api, { accounts, requireLearner, perAddressLimit: max }) => {
  const perAddressLimit = perAddressConfig(max);
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
          `\`password\` has ${passwordMinLength} to ${passwordMaxLength} characters and is stored only as an argon2id hash. ` +
          'The preferred language starts as `lang` when it is offered, else English. Answers the learner and a ' +
          `Bearer token valid for ${sessionLifetimeDays} days. At most ${max} a minute per address.`,
        querystring: langQuery,
        body: signupBody,
        response: {
          201: signupResponse,
          409: failureEnvelope.describe("'An account with this email already exists' (`fields.email`)"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const result = await accounts.signup(request.body, request.query.lang);
      if (!result.ok) {
        return reply.code(409).send(failure('email_taken', text.emailTaken, { email: text.emailTaken }));
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
          `Answers the learner and a new Bearer token valid for ${sessionLifetimeDays} days. An unknown e-mail and a ` +
          "wrong password get the same 401 ('Invalid email or password', code `invalid_credentials`) after the same work. " +
          `After ${failedLoginLimit} failed logins for one e-mail within ${failedLoginWindowMinutes} minutes, every login ` +
          `for it is a 429 until the window ends. At most ${max} a minute per address.`,
        querystring: langQuery,
        body: loginUserBody,
        response: {
          200: loginUserResponse,
          401: failureEnvelope.describe("'Invalid email or password'"),
          ...accountFailures.tooLarge,
          ...documentedFailures,
          429: failureEnvelope.describe('Too many requests from this address, or too many failed logins for this e-mail'),
        },
      },
    },
    async (request, reply) => {
      const text = accountMessages(request.query.lang);
      const result = await accounts.login(request.body);
      if (!result.ok) {
        if (result.reason === 'throttled') return throttled(reply, result.retryAfterSeconds, text.tooManyFailedLogins);
        request.log.info('login failed');
        return reply.code(401).send(failure('invalid_credentials', text.invalidCredentials));
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
      config: perAddressLimit,
      schema: {
        operationId: 'changePassword',
        tags: ['accounts'],
        summary: 'Change the password; sign out every other device',
        description:
          'The token of this request stays valid (no new token is issued); every other token of the learner is ' +
          'revoked. A wrong `current_password` is a 400 naming that field (not a 401, which would sign the app out); ' +
          `after ${failedLoginLimit} wrong ones within ${failedLoginWindowMinutes} minutes it is a 429.`,
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
      const result = await accounts.changePassword(learnerOf(request), request.body);
      if (!result.ok) {
        switch (result.reason) {
          case 'throttled':
            return throttled(reply, result.retryAfterSeconds, text.tooManyPasswordAttempts);
          case 'wrong_password':
            return reply
              .code(400)
              .send(failure('validation_failed', text.wrongCurrentPassword, { current_password: text.wrongCurrentPassword }));
          case 'same_password':
            return reply
              .code(400)
              .send(failure('validation_failed', text.samePassword, { new_password: text.samePassword }));
          case 'no_account':
            return reply.code(401).send(failure(failures.unauthorized.code, failures.unauthorized.message));
        }
      }
      request.log.info({ userId: learnerOf(request).userId }, 'password changed');
      return reply.send({ result: 1, data: null, msg: text.passwordChanged });
    },
  );
};
