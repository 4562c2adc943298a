import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createForumReplyResponse,
  createForumTopicResponse,
  type ForumReply,
  type ForumTopic,
  type ForumTopicBody,
} from '@pariksha/contract';
import { bearer, freshAddress } from './accounts.js';
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
