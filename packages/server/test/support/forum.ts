import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createForumReplyResponse,
  createForumTopicResponse,
  type ForumReply,
  type ForumTopic,
  type ForumTopicBody,
} from '@pariksha/contract';
import { users } from '../../src/db/accounts-schema.js';
import type { Mail } from '../../src/services/mailer/index.js';
import { bearer, call, freshAddress, signUp, type SignedUp } from './accounts.js';
import type { TestServer } from './test-server.js';

/** One api/v1 request, any method (the forum deletes with DELETE). */
export function forumCall(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; payload?: unknown; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: options.token === undefined ? {} : bearer(options.token),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

/** A word no other topic contains, to find this test's topics among the seeded ones. */
export function uniqueWord(label = 'topic'): string {
  return `${label}${randomBytes(4).toString('hex')}`;
}

export function topicBody(overrides: Partial<ForumTopicBody> = {}): ForumTopicBody {
  return {
    title: 'How do I revise reasoning?',
    description: 'I forget the rules of syllogisms a week after practising them.',
    tags: ['Reasoning'],
    ...overrides,
  };
}

/** Starts a topic (201 checked). */
export async function postTopic(server: TestServer, token: string, body: Partial<ForumTopicBody> = {}): Promise<ForumTopic> {
  const response = await forumCall(server, 'POST', '/createForumTopic', { token, payload: topicBody(body) });
  expect(response.statusCode, response.body).toBe(201);
  return createForumTopicResponse.parse(response.json()).data.topic;
}

/** Replies to a topic (201 checked). */
export async function postReply(server: TestServer, token: string, topicId: number, body = 'Practise ten a day.'): Promise<ForumReply> {
  const response = await forumCall(server, 'POST', `/createForumReply/${topicId}`, { token, payload: { body } });
  expect(response.statusCode, response.body).toBe(201);
  return createForumReplyResponse.parse(response.json()).data.reply;
}

/**
 * A learner whose report counts towards hiding a post: the e-mail confirmed through the link
 * mailed at sign-up (`mails`: what the server's memory mailer sent) and the account made
 * `ageHours` ago. The database's clock cannot be moved, so the account's creation is.
 */
export async function establishedLearner(
  server: TestServer,
  mails: readonly Mail[],
  { confirmed = true, ageHours = 48 }: { confirmed?: boolean; ageHours?: number } = {},
): Promise<SignedUp> {
  const learner = await signUp(server);
  if (confirmed) {
    const mail = mails.findLast((sent) => sent.to === learner.email);
    const token = /confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    if (token === undefined) throw new Error(`no confirmation link was mailed to ${learner.email}`);
    const response = await call(server, 'POST', '/confirmEmail', { payload: { token } });
    expect(response.statusCode, response.body).toBe(200);
  }
  await server.database.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(hours => ${ageHours})` })
    .where(eq(users.id, learner.user.id));
  return learner;
}
