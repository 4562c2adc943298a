import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite content-hashes everything under assets/: a year in caches, never revalidated. */
function buildCacheControl(root: string, filePath: string): string {
  const [firstSegment] = relative(root, filePath).split(sep);
  return firstSegment === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Content images and chapters keep their names when edited, but a day-old copy does no harm. */
const contentCacheControl = () => 'public, max-age=86400';

/**
 * The book chapters are UTF-8 Markdown, much of it Devanagari. @fastify/send would name the same
 * type today, but it is set here so that a change in its MIME table can never leave a Hindi
 * chapter to a browser's guess at the encoding.
 */
const markdownType = 'text/markdown; charset=utf-8';

function staticOptions(root: string, cacheControlFor: (root: string, filePath: string) => string) {
  return {
    root,
    // Dotfiles (.env, .git) are never served.
    dotfiles: 'ignore' as const,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('cache-control', cacheControlFor(root, filePath));
      if (filePath.toLowerCase().endsWith('.md')) reply.header('content-type', markdownType);
    },
  };
}

/** The seed content's media: `/images/…` and `/books/…` from the server's own static/ folder. */
async function registerContentMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  for (const folder of ['images', 'books']) {
    const root = join(mediaDir, folder);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      ...staticOptions(root, contentCacheControl),
      prefix: `/${folder}/`,
      decorateReply: false,
    });
  }
}

export type StaticSite = {
  /** The built app's index.html exists, so client-side routes fall back to it. */
  hasApp: boolean;
};

export type StaticFolders = {
  /** The built app, with the static Storybook in its storybook/ folder. */
  staticDir: string | undefined;
  /** Holds images/ and books/ for the seed content. */
  mediaDir: string | undefined;
};

/**
 * Serves the content media, the built app from staticDir and the static Storybook under
 * /storybook/. Missing files reach the not-found handler.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { staticDir, mediaDir }: StaticFolders,
): Promise<StaticSite> {
  if (mediaDir !== undefined) await registerContentMedia(app, mediaDir);
  if (staticDir === undefined || !existsSync(staticDir)) return { hasApp: false };

  // The app's decorateReply (reply.sendFile) serves index.html for client-side routes.
  // index: false, so `/` reaches the page renderer like every other page.
  await app.register(fastifyStatic, { ...staticOptions(staticDir, buildCacheControl), wildcard: true, index: false });

  const storybookDir = join(staticDir, 'storybook');
  if (existsSync(storybookDir)) {
    await app.register(fastifyStatic, {
      ...staticOptions(storybookDir, buildCacheControl),
      prefix: '/storybook',
      // GET /storybook answers 301 to /storybook/.
      redirect: true,
      decorateReply: false,
    });
  }

  return { hasApp: existsSync(join(staticDir, 'index.html')) };
}
