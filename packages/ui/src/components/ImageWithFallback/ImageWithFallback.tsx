import { useEffect, useRef, useState } from 'react';
import * as styles from './ImageWithFallback.css';

export const imageLoadings = ['lazy', 'eager'] as const;
export type ImageLoading = (typeof imageLoadings)[number];

export interface ImageWithFallbackProps {
  /** The image to show; when empty, missing or broken, `fallbackSrc` is shown instead. */
  src?: string | null;
  /** Shown when `src` is empty or fails to load. If it fails too, it is left as it is. */
  fallbackSrc: string;
  /** Describes the image; `''` for a decorative one (e.g. an avatar beside its person's name). */
  alt: string;
  /** Intrinsic width in CSS pixels, so the page does not jump when the image arrives. */
  width: number;
  /** Intrinsic height in CSS pixels, so the page does not jump when the image arrives. */
  height: number;
  /** `lazy` by default: off-screen images wait until they are needed, sparing mobile data. */
  loading?: ImageLoading;
  className?: string;
}

/**
 * An image that swaps to a fallback when its source is empty or fails to load, and gives up
 * quietly (no retry loop) when the fallback fails as well.
 */
export function ImageWithFallback({
  src,
  fallbackSrc,
  alt,
  width,
  height,
  loading = 'lazy',
  className,
}: ImageWithFallbackProps) {
  // Remembers which source failed rather than a flag, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useOriginal = Boolean(src) && src !== failedSrc;
  const shown = useOriginal ? (src as string) : fallbackSrc;

  const imageRef = useRef<HTMLImageElement>(null);

  const handleError = (image: HTMLImageElement) => {
    // Only the original source falls back; a broken fallback stays put, so it can never loop.
    if (useOriginal && image.getAttribute('src') === src) {
      setFailedSrc(src);
    }
  };

  // An image in HTML drawn on the server may have failed before React was here to hear it.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) handleError(image);
    // Once, for the image as React found it; later failures arrive through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      ref={imageRef}
      src={shown || undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={className ? `${styles.root} ${className}` : styles.root}
      onError={(event) => handleError(event.currentTarget)}
    />
  );
}
