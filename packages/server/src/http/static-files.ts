import { existsSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sendError } from './error-handler.js';

/** Vite content-hashes everything under assets/ (the app's and Storybook's): a year in caches, never revalidated. */
export function buildCacheControl(root: string, filePath: string): string {
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

/** The lessons' captions: a browser's <track> reads only text/vtt, and the Hindi ones are UTF-8. */
const captionsType = 'text/vtt; charset=utf-8';

/** The types set here rather than left to @fastify/send's MIME table. */
const textTypes: Readonly<Record<string, string>> = { '.md': markdownType, '.vtt': captionsType };

export function staticOptions(root: string, cacheControlFor: (root: string, filePath: string) => string) {
  return {
    root,
    // Dotfiles (.env, .git) are never served.
    dotfiles: 'ignore' as const,
    cacheControl: false,
    setHeaders(reply: FastifyReply, filePath: string) {
      reply.header('cache-control', cacheControlFor(root, filePath));
      const textType = textTypes[extname(filePath).toLowerCase()];
      if (textType !== undefined) reply.header('content-type', textType);
    },
  };
}

/**
 * Keeps @fastify/compress away from a scope's files, which are sent as they are: a compressed copy
 * made once, or the file itself (already compressed, like woff2, or too small to gain). Its
 * documented per-request switch is the `x-no-compression` request header.
 */
function sendFilesAsTheyAre(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    request.headers['x-no-compression'] = 'static file';
  });
}

/** The media types worth compressing; the pictures in other formats are compressed already. */
const compressibleMedia: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', ...textTypes };

/** Below this, a compressed copy saves less than its headers cost (the app's build uses the same). */
const compressionThresholdBytes = 256;

/** A media path of plain segments: no dotfile, no `..`, no backslash, a compressible extension. */
const mediaPath = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|md|vtt)$/;

type CompressedFile = {
  size: number;
  mtimeMs: number;
  /** Null when compression would not make the file smaller. */
  br: Buffer | null;
  gzip: Buffer | null;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compressFile(path: string, info: Stats): Promise<CompressedFile> {
  const source = await readFile(path);
  const smaller = (candidate: Buffer) => (candidate.length < source.length ? candidate : null);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  return { size: info.size, mtimeMs: info.mtimeMs, br: smaller(br), gzip: smaller(gz) };
}

/**
 * The seed content's media (about a hundred SVGs and Markdown chapters, 220 kB) are compressed at
 * the strongest settings once per process, in memory, when first asked for: not at start, where
 * every server (and every test's) would pay ~250 ms for files most of them never send, and not as
 * files beside the originals, which are sources an operator may edit in place. A file whose size
 * or modification time has changed since is compressed again. Compression runs on libuv's
 * threads (async zlib), so the first request for a chapter does not hold up the others.
 */
function compressedMedia(root: string) {
  const files = new LRUCache<string, CompressedFile, Stats>({
    // Far more than the seed's 120 kB of compressed copies; an operator's additions stay bounded.
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (file) => (file.br?.length ?? 0) + (file.gzip?.length ?? 0) + 1,
    fetchMethod: (path, _stale, { context }) => compressFile(path, context),
  });

  return async function sendCompressed(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const name = (request.params as { '*'?: string })['*'];
    // Anything else (a range, a picture, a name that is not plain) is left to @fastify/static.
    if (name === undefined || !mediaPath.test(name) || request.headers.range !== undefined) return undefined;
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = acceptEncoding === undefined ? null : negotiate(acceptEncoding, ['br', 'gzip']);
    if (encoding === null) return undefined;
    const path = join(root, name);
    let info: Stats;
    try {
      info = await stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile() || info.size < compressionThresholdBytes) return undefined;
    const cached = files.get(path);
    const current = cached !== undefined && cached.size === info.size && cached.mtimeMs === info.mtimeMs;
    let file = cached;
    if (!current) {
      try {
        file = await files.fetch(path, { context: info, forceRefresh: true });
      } catch {
        // Gone or unreadable since the stat: @fastify/static answers as it would for any file.
        return undefined;
      }
    }
    const body = file?.[encoding];
    if (body === null || body === undefined) return undefined;
    // The same validator @fastify/send gives the plain file: the same content in another encoding.
    const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
    reply
      .header('content-type', compressibleMedia[extname(name).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', contentCacheControl())
      .header('vary', 'accept-encoding')
      .header('etag', etag)
      .header('last-modified', info.mtime.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-encoding', encoding).send(body);
  };
}

/**
 * A range past the end of a file is a 416 whose content-range header tells the player how long
 * the file is (RFC 9110 §15.5.17). @fastify/send puts that header on the error it raises; the
 * envelope error handler would drop it.
 */
function keepContentRangeOnErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, request, reply) => {
    const contentRange = error.headers?.['Content-Range'];
    if (error.statusCode === 416 && contentRange !== undefined) reply.header('content-range', contentRange);
    return sendError(error, request, reply);
  });
}

/**
 * The media folders and, where the folder holds more than the web should see, the files served:
 * lessons/ also keeps its README and the clips' manifest, which are for whoever makes the clips.
 */
const contentFolders: Readonly<Record<string, RegExp | null>> = {
  images: null,
  books: null,
  lessons: /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[a-z]{2})?\.(?:webm|mp4|jpg|vtt)$/,
};

/**
 * The seed content's media: `/images/…`, `/books/…` and `/lessons/…` (video lessons: clips,
 * posters, captions) from the server's own static/ folder. @fastify/send answers range requests
 * (206, or 416 past the end) with `accept-ranges: bytes`, so a phone can seek in a clip; the
 * clips are sent as they are (video is compressed already), the captions compressed like Markdown.
 */
async function registerContentMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  for (const [folder, served] of Object.entries(contentFolders)) {
    const root = join(mediaDir, folder);
    if (!existsSync(root)) continue;
    await app.register(async (scope) => {
      sendFilesAsTheyAre(scope);
      keepContentRangeOnErrors(scope);
      if (served !== null) {
        scope.addHook('onRequest', async (request, reply) => {
          const name = (request.params as { '*'?: string })['*'] ?? '';
          if (!served.test(name)) return reply.callNotFound();
        });
      }
      const sendCompressed = compressedMedia(root);
      scope.addHook('preHandler', async (request, reply) => {
        const sent = await sendCompressed(request, reply);
        if (sent !== undefined) return sent;
      });
      const options = staticOptions(root, contentCacheControl);
      await scope.register(fastifyStatic, {
        ...options,
        setHeaders(reply: FastifyReply, filePath: string) {
          options.setHeaders(reply, filePath);
          // A plain copy of a compressible file was chosen by the request's accept-encoding too.
          if (extname(filePath).toLowerCase() in compressibleMedia) reply.header('vary', 'accept-encoding');
        },
        prefix: `/${folder}/`,
        decorateReply: false,
      });
    });
  }
}

export type StaticSite = {
  /** The built app's index.html exists, so client-side routes fall back to it. */
  hasApp: boolean;
  /** The team's studio (studio.html, an app of its own) is built, so /studio/* is sent it. */
  hasStudio: boolean;
};

export type StaticFolders = {
  /** The built app. */
  staticDir: string | undefined;
  /** Holds images/, books/ and lessons/ for the seed content. */
  mediaDir: string | undefined;
};

/**
 * Serves the content media and the built app from staticDir. Missing files reach the not-found
 * handler. Storybook has its own origin (storybook-site.ts).
 *
 * The app's build writes a brotli (quality 11) and a gzip (level 9) copy beside each text file
 * (packages/app/vite.config.ts); @fastify/static's preCompressed sends the one the client accepts
 * as it is, with `vary: accept-encoding`, and @fastify/compress leaves the app's files alone.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  { staticDir, mediaDir }: StaticFolders,
): Promise<StaticSite> {
  if (mediaDir !== undefined) await registerContentMedia(app, mediaDir);
  if (staticDir === undefined || !existsSync(staticDir)) return { hasApp: false, hasStudio: false };

  const appOptions = { ...staticOptions(staticDir, buildCacheControl), preCompressed: true };
  // reply.sendFile, which the page route uses to send index.html for client-side routes
  // (compressed copy included); no routes here.
  await app.register(fastifyStatic, { ...appOptions, serve: false });
  await app.register(async (scope) => {
    sendFilesAsTheyAre(scope);
    await scope.register(fastifyStatic, {
      ...appOptions,
      // One route per built file, found at start, so `GET /*` is free for the app's pages. The
      // compressed copies are found beside their files. A storybook/ folder left by an older
      // build is never served here: story code must not run on the learner's origin.
      wildcard: false,
      // studio.html is the page of /studio/*, never a file of its own address.
      globIgnore: ['**/*.br', '**/*.gz', 'storybook/**', 'studio.html'],
      // So `/` is a page like every other.
      index: false,
      decorateReply: false,
    });
  });

  return { hasApp: existsSync(join(staticDir, 'index.html')), hasStudio: existsSync(join(staticDir, 'studio.html')) };
}
