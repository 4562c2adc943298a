// The committed lesson media (packages/server/static/lessons, made by scripts/make-lesson-media.mjs)
// match the seeded lessons: every file is there, inside its size budget, unchanged since the
// manifest was written, as long as the lesson says, and its captions are valid WebVTT. No ffmpeg.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { videoTopics } from '@pariksha/contract/community-values';
import { exams } from '../src/seed/content/exams.js';
import { videoLessons } from '../src/seed/content/videoLessons.js';

const lessonsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'lessons');
const clipLimitBytes = 300 * 1024;
const posterLimitBytes = 40 * 1024;
const suffixes = ['webm', 'mp4', 'jpg', 'en.vtt', 'hi.vtt'] as const;
const devanagari = /[\u0900-\u097F]/;

interface ManifestLesson {
  duration_seconds: number;
  files: Record<string, { bytes: number; sha256: string }>;
}
const manifest = JSON.parse(readFileSync(join(lessonsDir, 'manifest.json'), 'utf8')) as {
  lessons: Record<string, ManifestLesson>;
};

interface Cue {
  start: number;
  end: number;
  text: string;
}

const cueTime = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;
function seconds(stamp: string): number {
  const match = cueTime.exec(stamp);
  if (!match) throw new Error(`Bad WebVTT timestamp '${stamp}'`);
  const [, h, m, s, ms] = match.map(Number);
  return h! * 3600 + m! * 60 + s! + ms! / 1000;
}

/** A strict reading of the WebVTT we write: header, blank line, then id? + timing + text blocks. */
function parseWebVtt(text: string): Cue[] {
  if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) throw new Error('Missing the WEBVTT header');
  const blocks = text.replace(/\r\n/g, '\n').split(/\n{2,}/).slice(1).filter((block) => block.trim() !== '');
  return blocks.map((block) => {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => line.includes('-->'));
    if (timingIndex < 0 || timingIndex > 1) throw new Error(`Cue without a timing line: ${block}`);
    const timing = /^(\S+) --> (\S+)(?: .*)?$/.exec(lines[timingIndex]!);
    if (!timing) throw new Error(`Bad timing line: ${lines[timingIndex]}`);
    const cue = { start: seconds(timing[1]!), end: seconds(timing[2]!), text: lines.slice(timingIndex + 1).join('\n').trimEnd() };
    if (cue.text.trim() === '') throw new Error(`Empty cue at ${timing[1]}`);
    return cue;
  });
}

/** Problems with a cue list: each ends after it starts, none overlaps the one before, all within the clip. */
function cueProblems(cues: readonly Cue[], durationSeconds: number): string[] {
  const problems: string[] = [];
  if (cues.length === 0) problems.push('no cues');
  cues.forEach((cue, index) => {
    if (cue.end <= cue.start) problems.push(`cue ${index + 1} ends before it starts`);
    const previous = cues[index - 1];
    if (previous && cue.start < previous.end) problems.push(`cue ${index + 1} starts before cue ${index} ends`);
  });
  const last = cues.at(-1);
  if (last && last.end > durationSeconds) problems.push(`the last cue ends at ${last.end} s, after the clip (${durationSeconds} s)`);
  return problems;
}

describe('the WebVTT checks', () => {
  it('refuse a file without the header, a malformed time, and out-of-order or overlong cues', () => {
    expect(() => parseWebVtt('1\n00:00:00.000 --> 00:00:01.000\nHi\n')).toThrow(/header/);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:00.0 --> 00:00:01.000\nHi\n')).toThrow(/timestamp/);
    expect(() => parseWebVtt('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n')).toThrow(/Empty cue/);
    const cues = parseWebVtt('WEBVTT\n\n1\n00:00:02.000 --> 00:00:04.000\nB\n\n2\n00:00:03.000 --> 00:00:09.000\nC\n');
    expect(cues).toEqual([
      { start: 2, end: 4, text: 'B' },
      { start: 3, end: 9, text: 'C' },
    ]);
    expect(cueProblems(cues, 8)).toEqual(['cue 2 starts before cue 1 ends', 'the last cue ends at 9 s, after the clip (8 s)']);
    expect(cueProblems([{ start: 5, end: 5, text: 'x' }], 10)).toEqual(['cue 1 ends before it starts']);
  });
});

describe('the seeded video lessons', () => {
  it('have unique slugs, known topics and exams, and titles and descriptions in English and Hindi', () => {
    const slugs = videoLessons.map((lesson) => lesson.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(videoLessons).toHaveLength(8);
    const examSlugs = new Set(exams.map((exam) => exam.slug));
    for (const lesson of videoLessons) {
      expect(videoTopics).toContain(lesson.topic);
      if (lesson.examSlug !== null) expect(examSlugs, lesson.slug).toContain(lesson.examSlug);
      for (const lang of ['en', 'hi'] as const) {
        expect(lesson.translations[lang].title.trim(), `${lesson.slug} ${lang}`).not.toBe('');
        expect(lesson.translations[lang].description.trim(), `${lesson.slug} ${lang}`).not.toBe('');
      }
      expect(lesson.translations.hi.title).toMatch(devanagari);
    }
  });

  it('are exactly the lessons in the media manifest', () => {
    expect(Object.keys(manifest.lessons).sort()).toEqual(videoLessons.map((lesson) => lesson.slug).sort());
  });
});

describe.each(videoLessons.map((lesson) => [lesson.slug, lesson] as const))('lesson %s media', (slug, lesson) => {
  const entry = manifest.lessons[slug];
  const path = (suffix: string) => join(lessonsDir, `${slug}.${suffix}`);

  it('has all five files, as the manifest recorded them', () => {
    expect(entry, 'manifest entry').toBeDefined();
    for (const suffix of suffixes) {
      const file = path(suffix);
      expect(existsSync(file), file).toBe(true);
      const recorded = entry!.files[`${slug}.${suffix}`];
      expect(recorded, `${slug}.${suffix} in the manifest`).toBeDefined();
      const bytes = readFileSync(file);
      expect(bytes.length, `${slug}.${suffix} size`).toBe(recorded!.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), `${slug}.${suffix} sha256`).toBe(recorded!.sha256);
    }
  });

  it('keeps each clip under 300 kB and the poster under 40 kB', () => {
    expect(statSync(path('webm')).size).toBeLessThan(clipLimitBytes);
    expect(statSync(path('mp4')).size).toBeLessThan(clipLimitBytes);
    expect(statSync(path('jpg')).size).toBeLessThan(posterLimitBytes);
  });

  it('is as long as the seed says (40–75 s)', () => {
    expect(Math.round(entry!.duration_seconds)).toBe(lesson.durationSeconds);
    expect(lesson.durationSeconds).toBeGreaterThanOrEqual(40);
    expect(lesson.durationSeconds).toBeLessThanOrEqual(75);
  });

  it.each(['en', 'hi'] as const)('has valid %s captions inside the clip', (lang) => {
    const text = readFileSync(path(`${lang}.vtt`), 'utf8');
    expect(text.startsWith('WEBVTT')).toBe(true);
    const cues = parseWebVtt(text);
    expect(cueProblems(cues, entry!.duration_seconds)).toEqual([]);
    const words = cues.map((cue) => cue.text).join(' ');
    if (lang === 'hi') expect(words).toMatch(devanagari);
    else expect(words).not.toMatch(devanagari);
  });

  it('starts the files with the right signatures (WebM, MP4, JPEG)', () => {
    expect(readFileSync(path('webm')).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(readFileSync(path('mp4')).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(readFileSync(path('jpg')).subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });

  it('puts the MP4 index first (+faststart), so playback starts before the whole file arrives', () => {
    const mp4 = readFileSync(path('mp4')).toString('latin1');
    expect(mp4.indexOf('moov')).toBeGreaterThan(0);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
  });
});
