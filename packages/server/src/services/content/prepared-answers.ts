import { LRUCache } from 'lru-cache';
import { type PreparedJson, prepareJson } from '../../http/prepared-json.js';

type Answer = { generation: number; prepared: PreparedJson };
type Build = { generation: number; body: () => unknown; previous: PreparedJson | undefined };

/**
 * The answers many requests share, serialised and compressed once per read of the content (a
 * generation): the reason these reads cost about what a bare route does (see prepared-json.ts).
 * After a new read, an answer is built again on its next request, and keeps its compressed bytes
 * when its JSON has not changed. Concurrent first requests share one build; a failed build is not
 * remembered. Keys are stored language codes, list names and stored ids or slugs, never what a
 * request said, and the size is bounded besides (an item deleted long ago falls out).
 */
export function createPreparedAnswers() {
  const answers = new LRUCache<string, Answer, Build>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: ({ prepared }) => prepared.json.length + prepared.br.length + prepared.gzip.length,
    fetchMethod: async (_key, _stale, { context }) => ({
      generation: context.generation,
      prepared: prepareJson(await context.body(), context.previous),
    }),
  });

  return async function preparedAnswer(key: string, generation: number, body: () => unknown): Promise<PreparedJson> {
    const found = answers.get(key);
    if (found?.generation === generation) return found.prepared;
    const built = await answers.fetch(key, {
      forceRefresh: true,
      context: { generation, body, previous: found?.prepared },
    });
    if (built === undefined) throw new Error(`The answer ${key} was not prepared.`);
    return built.prepared;
  };
}
