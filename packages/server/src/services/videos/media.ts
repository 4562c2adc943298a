import { readdirSync } from 'node:fs';

// Which of a lesson's files ship with this server: its clip in each format and its captions.

/** Best first: WebM VP9 is smaller; MP4 H.264 plays where VP9 does not (older iPhones). */
const clipFormats = [
  { extension: 'webm', type: 'video/webm; codecs="vp9"' },
  { extension: 'mp4', type: 'video/mp4' },
] as const;

/** Each track is named in its own language, as a caption menu lists them. */
const captionTracks = [
  { lang: 'en', label: 'English' },
  { lang: 'hi', label: 'हिन्दी' },
] as const;

export type LessonSource = { url: string; type: string };
export type LessonCaption = { lang: string; label: string; url: string };

export type LessonMedia = {
  /** The clip's formats that exist, best first: a <source> for a missing file would only fail. */
  sources(slug: string): LessonSource[];
  /** The caption tracks that exist, the learner's language first. */
  captions(slug: string, code: string): LessonCaption[];
};

/** Names of the files in `lessonsDir`; none when it is missing. */
function fileNames(lessonsDir: string | undefined): ReadonlySet<string> {
  if (lessonsDir === undefined) return new Set();
  try {
    return new Set(readdirSync(lessonsDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name));
  } catch {
    return new Set();
  }
}

/**
 * Looks at the lessons folder once, when the server starts: the files ship with a release and
 * do not change while it runs, and a lesson page should not cost a stat per format.
 */
export function findLessonMedia(lessonsDir: string | undefined): LessonMedia {
  const files = fileNames(lessonsDir);
  return {
    sources: (slug) =>
      clipFormats
        .filter(({ extension }) => files.has(`${slug}.${extension}`))
        .map(({ extension, type }) => ({ url: `/lessons/${slug}.${extension}`, type })),
    captions: (slug, code) =>
      captionTracks
        .filter(({ lang }) => files.has(`${slug}.${lang}.vtt`))
        .map(({ lang, label }) => ({ lang, label, url: `/lessons/${slug}.${lang}.vtt` }))
        .sort((a, b) => Number(b.lang === code) - Number(a.lang === code)),
  };
}
