import { useState, type SyntheticEvent } from 'react';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { initials } from './initials';
import * as styles from './Avatar.css';

export const avatarSizes = ['medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

const pixels: Record<AvatarSize, number> = { medium: 48, large: 96 };

export interface AvatarProps {
  /** Whose avatar: its initials show until a photo loads, and when none does. */
  name: string;
  src?: string | null;
  /** Shown when `src` is missing or broken; without it the initials stay. */
  fallbackSrc?: string;
  size?: AvatarSize;
}

/**
 * A round photo over the person's initials. Decorative: the name is always written beside it.
 * A photo that is missing or broken shows `fallbackSrc`; when there is none, or it is broken too,
 * the image goes and the initials show, never a broken-image icon.
 */
export function Avatar({ name, src, fallbackSrc, size = 'medium' }: AvatarProps) {
  // Which pair of sources ran out, so new sources get their own try.
  const sources = `${src ?? ''}\n${fallbackSrc ?? ''}`;
  const [exhausted, setExhausted] = useState<string | null>(null);
  const showImage = (Boolean(src) || Boolean(fallbackSrc)) && exhausted !== sources;

  // `error` does not bubble, but React lets the wrapper hear it on its way down to the image.
  const handleErrorCapture = (event: SyntheticEvent<HTMLSpanElement>) => {
    const failed = (event.target as HTMLElement).getAttribute('src');
    if (!fallbackSrc || failed === fallbackSrc) setExhausted(sources);
  };

  return (
    <span aria-hidden="true" className={`${styles.root} ${styles.size[size]}`} onErrorCapture={handleErrorCapture}>
      <span className={styles.initials}>{initials(name)}</span>
      {showImage ? (
        <ImageWithFallback
          src={src}
          fallbackSrc={fallbackSrc ?? ''}
          alt=""
          width={pixels[size]}
          height={pixels[size]}
          loading="eager"
          className={styles.image}
        />
      ) : null}
    </span>
  );
}
