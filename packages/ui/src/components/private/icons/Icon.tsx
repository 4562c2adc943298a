import type { ReactNode } from 'react';

/*
 * The frame of every icon the components draw (one file each in this folder, named for what it
 * shows rather than where it is used). Each is
 * decoration: hidden from screen readers (the control or the words beside it carry the meaning),
 * never a tab stop, and drawn in the text colour (`currentColor`) unless a part says otherwise.
 * Each says which it is in `data-icon` ('tick-disc' for `TickDiscIcon`), so a test can tell a tick
 * from a cross without reading its paths.
 */

export interface IconProps {
  /** Places, sizes or colours the icon; a class's width and height win over `size`. */
  className?: string;
  /** Width and height in CSS pixels. Without it the icon is 1em square: it follows the text. */
  size?: number;
}

export function Icon({ name, viewBox, className, size, children }: IconProps & { name: string; viewBox: string; children: ReactNode }) {
  const length = size ?? '1em';
  return (
    <svg viewBox={viewBox} width={length} height={length} className={className} aria-hidden="true" focusable="false" data-icon={name}>
      {children}
    </svg>
  );
}

/**
 * A line in the text colour with round ends and corners, `weight` units wide on the icon's grid:
 * what most icons are drawn with.
 */
export function Line({ d, weight }: { d: string; weight: number }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />;
}
