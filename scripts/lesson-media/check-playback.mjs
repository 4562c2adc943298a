// Proves a clip plays in Chromium: a page with one <video> loads it, and we read its duration and
// readyState, then seek to the middle and check the frame there is ready. Debian's Chromium may be
// built without H.264, so an MP4 it cannot decode is reported, not thrown (the WebM comes first in
// the player's sources for that reason).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Plays `clipPath` in `browser`; returns what the <video> element reported. */
export async function checkPlayback(browser, clipPath, workDir) {
  const type = clipPath.endsWith('.webm') ? 'video/webm; codecs="vp9"' : 'video/mp4; codecs="avc1.640028"';
  const html = join(workDir, 'play.html');
  writeFileSync(
    html,
    `<!doctype html><meta charset="utf-8"><video muted preload="auto" src="${pathToFileURL(clipPath).href}"></video>`,
  );
  const page = await browser.newPage();
  try {
    await page.goto(pathToFileURL(html).href);
    return await page.evaluate(async (mimeType) => {
      const video = document.querySelector('video');
      const canPlayType = video.canPlayType(mimeType);
      const settle = (events) =>
        new Promise((resolve) => {
          const done = (event) => resolve(event.type);
          for (const name of [...events, 'error']) video.addEventListener(name, done, { once: true });
          setTimeout(() => resolve('timeout'), 10_000);
        });
      const loaded = video.readyState >= 2 ? 'loadeddata' : await settle(['loadeddata']);
      if (loaded !== 'loadeddata') {
        return { canPlayType, plays: false, error: video.error?.message || video.error?.code || loaded };
      }
      const duration = video.duration;
      const readyState = video.readyState;
      const target = Math.round(duration / 2);
      video.currentTime = target;
      const seeked = await settle(['seeked']);
      return {
        canPlayType,
        plays: seeked === 'seeked' && Math.abs(video.currentTime - target) < 0.5 && video.readyState >= 2,
        duration,
        readyState,
        seekedTo: video.currentTime,
        readyStateAfterSeek: video.readyState,
      };
    }, type);
  } finally {
    await page.close();
  }
}
