import { expect, type APIRequestContext } from '@playwright/test';

// Another learner's side of the forum, videos and help, through the api: what they post, like or
// report while the learner under test uses the browser.

/** `base`: '' for the server under test, or the address of a server the test started. */
export function communityApi(request: APIRequestContext, token: string, base = '') {
  const headers = { Authorization: `Bearer ${token}` };
  async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
    expect(response.status(), await response.text()).toBe(status);
    return ((await response.json()) as { data: T }).data;
  }
  return {
    async topics(q = ''): Promise<{ topics: Array<{ id: number; title: string }>; total: number }> {
      return data(await request.get(`${base}/api/v1/getForumTopics?q=${encodeURIComponent(q)}`, { headers }));
    },
    async createTopic(title: string, description: string, tags: string[] = []): Promise<{ topic: { id: number } }> {
      return data(await request.post(`${base}/api/v1/createForumTopic`, { headers, data: { title, description, tags } }), 201);
    },
    async reply(topicId: number, body: string): Promise<{ reply: { id: number } }> {
      return data(await request.post(`${base}/api/v1/createForumReply/${topicId}`, { headers, data: { body } }), 201);
    },
    async like(postId: number): Promise<{ like_count: number }> {
      return data(await request.put(`${base}/api/v1/likeForumPost/${postId}`, { headers, data: { liked: true } }));
    },
    async report(postId: number): Promise<{ hidden: boolean }> {
      return data(await request.post(`${base}/api/v1/reportForumPost/${postId}`, { headers, data: { reason: 'spam' } }));
    },
    async progress(slug: string): Promise<{ lesson: { progress: { position_seconds: number; completed: boolean } | null } }> {
      return data(await request.get(`${base}/api/v1/getVideoLesson/${slug}`, { headers }));
    },
  };
}
