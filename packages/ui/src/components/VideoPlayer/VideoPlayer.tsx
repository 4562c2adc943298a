import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { formatVideoTime } from '../LessonCard/formatVideoTime';
import { useSaveData } from '../private/useSaveData';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { createProgressThrottle } from './progressThrottle';
import * as styles from './VideoPlayer.css';

/** One file of the clip: `type` is its MIME type with codecs ('video/webm; codecs="vp9"'). */
export interface VideoPlayerSource {
  url: string;
  type: string;
}

/** A WebVTT captions file; `label` is the language's name in itself ('हिन्दी'). */
export interface VideoPlayerCaption {
  lang: string;
  label: string;
  url: string;
}

export interface VideoPlayerLabels {
  /** Under the player when it starts where the learner stopped: 'Resuming from 1:23'. */
  resumingFrom: (time: string) => string;
  startOver: string;
  cannotPlay: string;
  tryAgain: string;
  /** Read by screen readers with the player: how to work it by keyboard. */
  keyboardHint: string;
}

export const defaultVideoPlayerLabels: VideoPlayerLabels = {
  resumingFrom: (time) => `Resuming from ${time}`,
  startOver: 'Start over',
  cannotPlay: 'This video cannot play on this device or connection. Check your connection and try again.',
  tryAgain: 'Try again',
  keyboardHint: "Use Tab to reach the player's controls, and Space or Enter to press them.",
};

export interface VideoPlayerProps {
  /** The lesson's title: the player's name for screen readers. */
  title: string;
  /** The clip's files, best first: the browser plays the first it can. */
  sources: readonly VideoPlayerSource[];
  captions?: readonly VideoPlayerCaption[];
  /** The captions language shown by default: the learner's ('en', 'hi'). */
  captionLang?: string;
  /** Shown before the clip plays. */
  poster?: string;
  /** Where to start, in seconds: where the learner stopped last time. */
  startAt?: number;
  /**
   * The position in seconds, to save: every ten seconds at most while playing, and at once on
   * pause, after a seek, and when the page is hidden or left.
   */
  onProgress?: (seconds: number) => void;
  onEnded?: () => void;
  labels?: Partial<VideoPlayerLabels>;
}

/** Starting this close to the end would only show the last frame: start from the beginning. */
const resumeMargin = 1;

/**
 * A lesson's video: the browser's own player (its controls, buffering and keyboard use, and
 * captions from WebVTT tracks), which resumes where the learner stopped and tells the page where
 * they are so it can save it. When no file can play it says so and offers to try again.
 */
export function VideoPlayer({
  title,
  sources,
  captions = [],
  captionLang,
  poster,
  startAt = 0,
  onProgress,
  onEnded,
  labels,
}: VideoPlayerProps) {
  const text = { ...defaultVideoPlayerLabels, ...labels };
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Saving data: nothing of the clip is fetched until the learner presses play.
  const savingData = useSaveData();
  // A new attempt mounts a new element, which runs the browser's source selection again.
  const [attempt, setAttempt] = useState(0);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  // Kept in refs so the element's listeners always call the page's latest callbacks.
  const onProgressRef = useRef(onProgress);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onProgressRef.current = onProgress;
    onEndedRef.current = onEnded;
  });
  const [throttle] = useState(createProgressThrottle);
  /** Where to start this element: `startAt` at first, the last position after a retry. */
  const resumeFrom = useRef(startAt);
  const started = useRef(false);
  /** The seek to the resume point is ours, not the learner's: it is not reported. */
  const seekingToStart = useRef(false);

  const report = () => {
    const video = videoRef.current;
    if (!video) return;
    throttle.restart(Date.now());
    onProgressRef.current?.(video.currentTime);
  };

  const applyStart = () => {
    const video = videoRef.current;
    if (!video || started.current) return;
    started.current = true;
    const target = resumeFrom.current;
    const fits = !Number.isFinite(video.duration) || target < video.duration - resumeMargin;
    if (target > 0 && fits) {
      seekingToStart.current = true;
      video.currentTime = target;
      setResumedAt(target);
    }
  };

  // Metadata may have loaded before React was here to hear it (a page drawn on the server).
  useEffect(() => {
    // Once per element; later loads arrive through onLoadedMetadata.
    if ((videoRef.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) applyStart();
  }, [attempt]);

  // Leaving the page or switching away saves the position, as a pause does.
  useEffect(() => {
    const save = () => {
      const video = videoRef.current;
      if (!video || video.currentTime <= 0) return;
      throttle.restart(Date.now());
      onProgressRef.current?.(video.currentTime);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [throttle]);

  const retry = () => {
    resumeFrom.current = videoRef.current?.currentTime || resumeFrom.current;
    started.current = false;
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  const startOver = () => {
    const video = videoRef.current;
    setResumedAt(null);
    if (video) video.currentTime = 0;
  };

  const fail = () => setFailed(true);

  return (
    <div className={styles.root}>
      <div className={styles.frame}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the <track>s come from `captions`, mapped below */}
        <video
          key={attempt}
          ref={videoRef}
          className={styles.video}
          controls
          preload={savingData ? 'none' : 'metadata'}
          playsInline
          poster={poster}
          aria-label={title}
          aria-describedby={`${id}-hint`}
          onLoadedMetadata={applyStart}
          onPlay={() => throttle.restart(Date.now())}
          onTimeUpdate={(event) => {
            if (!event.currentTarget.paused && throttle.due(Date.now())) report();
          }}
          onPause={report}
          onSeeked={() => {
            if (seekingToStart.current) seekingToStart.current = false;
            else report();
          }}
          onEnded={() => onEndedRef.current?.()}
          // React passes a <source>'s error on to the video's handler: an earlier source failing
          // only means the browser tries the next one, so only the video's own error counts here.
          onError={(event) => {
            if (event.target === event.currentTarget) fail();
          }}
        >
          {sources.map((source, index) => (
            <source
              key={source.url}
              src={source.url}
              type={source.type}
              // The browser tells of a clip it cannot play through the last source's error.
              onError={index === sources.length - 1 ? fail : undefined}
            />
          ))}
          {captions.map((caption) => (
            <track
              key={caption.lang}
              kind="captions"
              src={caption.url}
              srcLang={caption.lang}
              label={caption.label}
              default={caption.lang === captionLang}
            />
          ))}
        </video>
        {failed ? (
          <div className={styles.failure}>
            <StatusMessage tone="critical">{text.cannotPlay}</StatusMessage>
            <div>
              <Button variant="outline" onClick={retry}>
                {text.tryAgain}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={visuallyHidden}>
        {text.keyboardHint}
      </p>
      {resumedAt !== null && !failed ? (
        <div className={styles.resume}>
          <p className={styles.resumeText}>{text.resumingFrom(formatVideoTime(resumedAt))}</p>
          <Button variant="ghost" onClick={startOver}>
            {text.startOver}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
