// Authoring tool for the video lessons: renders each lesson's slides (scripts/lesson-media) in
// Chromium, encodes them into a silent WebM (VP9) and MP4 (H.264) clip, writes the poster and the
// English and Hindi WebVTT captions, and records every file's size, sha256 and the real duration in
// packages/server/static/lessons/manifest.json. The outputs are committed; CI never runs this.
//
//   node scripts/make-lesson-media.mjs [slug …]     (all lessons when no slug is given)
//
// Needs ffmpeg/ffprobe with libvpx-vp9 and libx264 (`apt-get install -y ffmpeg`) and Chromium at
// /usr/bin/chromium (or CHROME_PATH); each clip is then played in that Chromium as a check.
// KEEP_SLIDES=1 keeps the slide PNGs and prints where they are.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { checkPlayback } from './lesson-media/check-playback.mjs';
import { lessons } from './lesson-media/lessons.mjs';
import { slideHeight, slideHtml, slideWidth } from './lesson-media/slide-html.mjs';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'packages/server/static/lessons');
const manifestPath = join(outDir, 'manifest.json');

/** Budgets: the test refuses a clip of 300 kB or more; we aim well under it. */
const clipTargetBytes = 200 * 1024;
const clipLimitBytes = 300 * 1024;
const posterLimitBytes = 40 * 1024;
const fps = 10;
/**
 * At most 30 s between keyframes (the encoders add more where a slide changes): a keyframe of
 * text costs ~20 kB while a still frame after it costs almost nothing, and seeking stays instant
 * because the frames in between are nearly empty to decode.
 */
const keyframeEvery = 30 * fps;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((slug) => !lessons.some((lesson) => lesson.slug === slug));
if (unknown.length > 0) {
  console.error(`Unknown lesson slug(s): ${unknown.join(', ')}`);
  process.exit(1);
}
const chosen = wanted.length > 0 ? lessons.filter((lesson) => wanted.includes(lesson.slug)) : lessons;

const run = (command, args) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
const bytesOf = (path) => statSync(path).size;
const sha256Of = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** 65.4 → '00:01:05.400' */
function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cues timed to the slides: a slide's captions share its time equally; the last ends 0.1 s early. */
function webVtt(lesson, lang) {
  const cues = [];
  let start = 0;
  for (const slide of lesson.slides) {
    const lines = slide.captions[lang];
    const share = slide.seconds / lines.length;
    lines.forEach((text, index) => cues.push({ start: start + index * share, end: start + (index + 1) * share, text }));
    start += slide.seconds;
  }
  cues[cues.length - 1].end -= 0.1;
  const body = cues.map((cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

async function renderSlides(browser, lesson, dir) {
  const page = await browser.newPage({ viewport: { width: slideWidth, height: slideHeight }, deviceScaleFactor: 1 });
  const files = [];
  for (const [index, slide] of lesson.slides.entries()) {
    // Opened from a file:// page so Chromium lets it load the file:// fonts.
    const html = join(dir, `slide-${index}.html`);
    writeFileSync(html, slideHtml(lesson, slide));
    await page.goto(pathToFileURL(html).href, { waitUntil: 'load' });
    await page.waitForFunction(() => document.body.dataset.fitted !== undefined);
    if ((await page.evaluate(() => document.body.dataset.fitted)) !== 'true') {
      throw new Error(`${lesson.slug}: slide ${index + 1} does not fit even at the smallest text size`);
    }
    const file = join(dir, `slide-${String(index).padStart(2, '0')}.png`);
    await page.screenshot({ path: file });
    files.push(file);
  }
  await page.close();
  return files;
}

/** The concat demuxer's list: each slide for its seconds (the last file repeated so it counts). */
function concatList(lesson, files, dir) {
  const lines = lesson.slides.flatMap((slide, index) => [`file '${files[index]}'`, `duration ${slide.seconds}`]);
  lines.push(`file '${files[files.length - 1]}'`);
  const path = join(dir, 'slides.txt');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

const encoders = {
  webm: (crf) => [
    '-c:v', 'libvpx-vp9', '-crf', String(crf), '-b:v', '0', '-deadline', 'good', '-cpu-used', '2',
    '-row-mt', '1', '-g', String(keyframeEvery),
  ],
  mp4: (crf) => [
    '-c:v', 'libx264', '-preset', 'slow', '-tune', 'stillimage', '-crf', String(crf), '-profile:v', 'high',
    '-g', String(keyframeEvery), '-movflags', '+faststart',
  ],
};
const firstCrf = { webm: 38, mp4: 27 };
const maxCrf = { webm: 63, mp4: 51 };

/** Encodes one clip, raising the CRF until it is under the target size. */
function encode(list, kind, output) {
  for (let crf = firstCrf[kind]; ; crf += 3) {
    run('ffmpeg', [
      '-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list,
      '-vf', `fps=${fps},format=yuv420p`, '-an', '-threads', '2', ...encoders[kind](crf), output,
    ]);
    const bytes = bytesOf(output);
    if (bytes <= clipTargetBytes || crf + 3 > maxCrf[kind]) {
      if (bytes >= clipLimitBytes) throw new Error(`${output} is ${bytes} bytes, over the ${clipLimitBytes}-byte limit`);
      return { crf, bytes };
    }
  }
}

function poster(titleSlide, output) {
  for (let quality = 5; quality <= 15; quality += 2) {
    run('ffmpeg', ['-y', '-loglevel', 'error', '-i', titleSlide, '-q:v', String(quality), output]);
    if (bytesOf(output) < posterLimitBytes) return;
  }
  throw new Error(`${output} stays over ${posterLimitBytes} bytes`);
}

const durationOf = (path) =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path]).trim());

mkdirSync(outDir, { recursive: true });
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : { lessons: {} };
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const lesson of chosen) {
    const dir = mkdtempSync(join(tmpdir(), `lesson-${lesson.slug}-`));
    const slides = await renderSlides(browser, lesson, dir);
    const list = concatList(lesson, slides, dir);
    const out = (suffix) => join(outDir, `${lesson.slug}.${suffix}`);
    const webm = encode(list, 'webm', out('webm'));
    const mp4 = encode(list, 'mp4', out('mp4'));
    poster(slides[0], out('jpg'));
    writeFileSync(out('en.vtt'), webVtt(lesson, 'en'));
    writeFileSync(out('hi.vtt'), webVtt(lesson, 'hi'));

    const files = Object.fromEntries(
      ['webm', 'mp4', 'jpg', 'en.vtt', 'hi.vtt'].map((suffix) => [
        `${lesson.slug}.${suffix}`,
        { bytes: bytesOf(out(suffix)), sha256: sha256Of(out(suffix)) },
      ]),
    );
    // The shorter of the two clips is the length every browser will report (they differ by a frame at most).
    const duration = Math.min(durationOf(out('webm')), durationOf(out('mp4')));
    manifest.lessons[lesson.slug] = { duration_seconds: Number(duration.toFixed(3)), slides: slides.length, files };
    console.info(
      `${lesson.slug}: ${duration.toFixed(1)} s, webm ${webm.bytes} B (crf ${webm.crf}), mp4 ${mp4.bytes} B (crf ${mp4.crf}), poster ${files[`${lesson.slug}.jpg`].bytes} B`,
    );
    for (const suffix of ['webm', 'mp4']) {
      const result = await checkPlayback(browser, out(suffix), dir);
      console.info(`  plays in Chromium as ${suffix}: ${JSON.stringify(result)}`);
      // The WebM is the source every browser gets first: it must play. Debian's Chromium may lack H.264.
      if (suffix === 'webm' && !result.plays) throw new Error(`${lesson.slug}.webm does not play in Chromium`);
    }
    if (process.env.KEEP_SLIDES) console.info(`  slides kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
} finally {
  await browser.close();
}

const sorted = Object.fromEntries(Object.entries(manifest.lessons).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestPath, `${JSON.stringify({ lessons: sorted }, null, 2)}\n`);
console.info(`Wrote ${manifestPath}`);
