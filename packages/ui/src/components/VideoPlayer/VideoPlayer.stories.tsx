import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emulateSaveData } from '../../storybook/emulateSaveData';
import { nextIdle } from '../../storybook/nextIdle';
import { VideoPlayer, type VideoPlayerLabels } from './VideoPlayer';

// A real lesson's clip and captions, served from packages/server/static (.storybook/main.ts).
const captions = [
  { lang: 'en', label: 'English', url: '/lessons/blood-relations-family-tree.en.vtt' },
  { lang: 'hi', label: 'हिन्दी', url: '/lessons/blood-relations-family-tree.hi.vtt' },
];
const sources = [
  { url: '/lessons/blood-relations-family-tree.webm', type: 'video/webm; codecs="vp9"' },
  { url: '/lessons/blood-relations-family-tree.mp4', type: 'video/mp4; codecs="avc1.42E01E"' },
];

const hindiLabels: VideoPlayerLabels = {
  resumingFrom: (time) => `${time} से आगे चल रहा है`,
  startOver: 'शुरू से देखें',
  cannotPlay: 'यह वीडियो इस डिवाइस या कनेक्शन पर नहीं चल पा रहा है। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  tryAgain: 'फिर से कोशिश करें',
  keyboardHint: 'प्लेयर के बटनों तक पहुँचने के लिए Tab और उन्हें दबाने के लिए Space या Enter का इस्तेमाल करें।',
};

/** The element the story drew. */
function videoIn(canvasElement: HTMLElement): HTMLVideoElement {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no video element');
  return video;
}

/**
 * Stands in for a loaded clip: the test decides the position and the length, and sees every
 * seek the player makes, without a media file or real time passing.
 */
function stubPlayback(video: HTMLVideoElement, duration: number) {
  const state = { position: 0, paused: true, seeks: [] as number[] };
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'paused', { configurable: true, get: () => state.paused });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => state.position,
    set: (value: number) => {
      state.position = value;
      state.seeks.push(value);
    },
  });
  return state;
}

/** Wall-clock time as the test says, for the ten-second throttle. */
function stubClock() {
  const real = Date.now;
  const clock = { now: 0, restore: () => void (Date.now = real) };
  Date.now = () => clock.now;
  return clock;
}

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  tags: ['autodocs'],
  parameters: { frame: { width: 'wide' } },
  args: {
    title: 'Blood relations with family-tree diagrams',
    sources,
    captions,
    captionLang: 'en',
    poster: '/lessons/blood-relations-family-tree.jpg',
    onProgress: fn(),
    onEnded: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own player: its files best first, English and Hindi captions, English shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('playsinline');
    await expect(video).toHaveAttribute('poster', '/lessons/blood-relations-family-tree.jpg');
    await expect(video).toHaveAccessibleName('Blood relations with family-tree diagrams');
    const files = [...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')]);
    await expect(files).toEqual(sources.map((source) => [source.url, source.type]));
    const tracks = [...video.querySelectorAll('track')];
    await expect(tracks.map((track) => [track.kind, track.srclang, track.label, track.getAttribute('src')])).toEqual(
      captions.map((caption) => ['captions', caption.lang, caption.label, caption.url]),
    );
    await expect(tracks.map((track) => track.default)).toEqual([true, false]);
    // The native controls are the keyboard's: the player is reached by Tab, and says how.
    await expect(video).toHaveAccessibleDescription(/Tab/);
  },
};

/** A learner saving data (Chrome's Lite mode): nothing of the clip is fetched until they press play. */
export const SavingData: Story = {
  beforeEach: emulateSaveData,
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Blood relations with family-tree diagrams');
  },
};

/** A learner who stopped at 1:23: once the clip's length is known, it starts there. */
export const Resumes: Story = {
  args: { sources: [], startAt: 83 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const video = videoIn(canvasElement);
    const playback = stubPlayback(video, 312);

    await step('nothing is moved before the length is known', async () => {
      await expect(playback.seeks).toEqual([]);
      await expect(canvas.queryByText(/Resuming/)).toBeNull();
    });

    await step('loadedmetadata seeks to 1:23, once, without reporting it as the learner’s seek', async () => {
      video.dispatchEvent(new Event('loadedmetadata'));
      await expect(playback.seeks).toEqual([83]);
      video.dispatchEvent(new Event('seeked'));
      video.dispatchEvent(new Event('loadedmetadata'));
      await expect(playback.seeks).toEqual([83]);
      await expect(args.onProgress).not.toHaveBeenCalled();
      await expect(await canvas.findByText('Resuming from 1:23')).toBeVisible();
    });

    await step('Start over goes back to 0:00, and that is saved', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
      await expect(playback.seeks).toEqual([83, 0]);
      video.dispatchEvent(new Event('seeked'));
      await expect(args.onProgress).toHaveBeenLastCalledWith(0);
      await expect(canvas.queryByText(/Resuming/)).toBeNull();
    });
  },
};

/** A saved place at the very end starts from the beginning instead of on the last frame. */
export const ResumeAtTheEnd: Story = {
  args: { sources: [], startAt: 312 },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    const playback = stubPlayback(video, 312);
    video.dispatchEvent(new Event('loadedmetadata'));
    await expect(playback.seeks).toEqual([]);
    await expect(within(canvasElement).queryByText(/Resuming/)).toBeNull();
  },
};

/** While playing, the place is reported every ten seconds at most; at once on pause and on leaving. */
export const ReportsProgress: Story = {
  args: { sources: [] },
  play: async ({ canvasElement, args, step }) => {
    const video = videoIn(canvasElement);
    const playback = stubPlayback(video, 312);
    const clock = stubClock();
    const onProgress = args.onProgress as ReturnType<typeof fn>;
    const tick = (ms: number, position: number) => {
      clock.now = ms;
      playback.position = position;
      video.dispatchEvent(new Event('timeupdate'));
    };
    try {
      await step('playing for under ten seconds sends nothing', async () => {
        playback.paused = false;
        video.dispatchEvent(new Event('play'));
        tick(250, 0.25);
        tick(4000, 4);
        tick(9999, 10);
        await expect(onProgress).not.toHaveBeenCalled();
      });
      await step('ten seconds in, one report; then nothing until ten more', async () => {
        tick(10_000, 10);
        await expect(onProgress).toHaveBeenCalledTimes(1);
        await expect(onProgress).toHaveBeenLastCalledWith(10);
        tick(15_000, 15);
        tick(19_999, 20);
        await expect(onProgress).toHaveBeenCalledTimes(1);
        tick(20_000, 20);
        await expect(onProgress).toHaveBeenCalledTimes(2);
      });
      await step('a pause reports at once', async () => {
        clock.now = 21_000;
        playback.position = 21.5;
        playback.paused = true;
        video.dispatchEvent(new Event('pause'));
        await expect(onProgress).toHaveBeenCalledTimes(3);
        await expect(onProgress).toHaveBeenLastCalledWith(21.5);
      });
      await step('a seek by the learner reports at once', async () => {
        playback.position = 100;
        video.dispatchEvent(new Event('seeked'));
        await expect(onProgress).toHaveBeenLastCalledWith(100);
      });
      await step('leaving the page reports at once', async () => {
        playback.position = 101;
        window.dispatchEvent(new Event('pagehide'));
        await expect(onProgress).toHaveBeenLastCalledWith(101);
        await expect(onProgress).toHaveBeenCalledTimes(5);
      });
      await step('switching to another app or tab reports at once', async () => {
        playback.position = 102;
        const doc = canvasElement.ownerDocument;
        Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => 'hidden' });
        try {
          doc.dispatchEvent(new Event('visibilitychange'));
        } finally {
          Reflect.deleteProperty(doc, 'visibilityState');
        }
        await expect(onProgress).toHaveBeenLastCalledWith(102);
        await expect(onProgress).toHaveBeenCalledTimes(6);
      });
      await step('the end is told', async () => {
        video.dispatchEvent(new Event('ended'));
        await expect(args.onEnded).toHaveBeenCalledOnce();
      });
    } finally {
      clock.restore();
    }
  },
};

/** The real clip: the browser picks a file, reads its length, shows English captions and plays it. */
export const PlaysARealClip: Story = {
  play: async ({ canvasElement, args }) => {
    const video = videoIn(canvasElement);
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), { timeout: 5000 });
    await expect(video.duration).toBeGreaterThan(30);
    await expect(video.currentSrc).toMatch(/blood-relations-family-tree\.(webm|mp4)$/);
    const english = [...video.textTracks].find((track) => track.language === 'en');
    await expect(english?.mode).toBe('showing');
    video.muted = true;
    await video.play();
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(0.2), { timeout: 5000 });
    video.pause();
    // The pause is saved at once, at the position reached.
    await waitFor(() => expect(args.onProgress).toHaveBeenCalled());
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};

/** No file can play: say so over the player, and try again with a fresh element. */
export const CannotPlay: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an earlier source failing is no failure: the browser tries the next', async () => {
      videoIn(canvasElement).querySelector('source')?.dispatchEvent(new Event('error'));
      // By the next idle moment React has handled the error and drawn whatever it changed.
      await nextIdle();
      await expect(canvas.queryByRole('alert')).toBeNull();
    });
    await step('the last source failing shows the message', async () => {
      const last = [...videoIn(canvasElement).querySelectorAll('source')].at(-1);
      last?.dispatchEvent(new Event('error'));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'This video cannot play on this device or connection. Check your connection and try again.',
      );
    });
    await step('Try again puts a new player in its place', async () => {
      const before = videoIn(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(videoIn(canvasElement)).not.toBe(before));
    });
    await step('the video failing (a broken file) shows it too', async () => {
      await waitFor(() => expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull());
      videoIn(canvasElement).dispatchEvent(new Event('error'));
      await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    });
  },
};

/** Hindi: Hindi captions by default, and the player's words in Hindi. */
export const Hindi: Story = {
  parameters: { frame: { width: 'wide', lang: 'hi' } },
  args: { title: '5 मिनट में न्याय निगमन', captionLang: 'hi', labels: hindiLabels, sources: [], startAt: 83 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoIn(canvasElement);
    await expect([...video.querySelectorAll('track')].map((track) => track.default)).toEqual([false, true]);
    stubPlayback(video, 312);
    video.dispatchEvent(new Event('loadedmetadata'));
    await expect(await canvas.findByText('1:23 से आगे चल रहा है')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'शुरू से देखें' })).toBeVisible();
  },
};

/** A phone: the player fills the column's width at 16:9, no wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const box = videoIn(canvasElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(360);
    await expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
