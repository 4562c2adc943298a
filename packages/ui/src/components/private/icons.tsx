import type { ReactNode } from 'react';
import * as styles from './icons.css';

/*
 * Every icon the components draw, named for what it shows rather than where it is used. Each is
 * decoration: hidden from screen readers (the control or the words beside it carry the meaning),
 * never a tab stop, and drawn in the text colour (`currentColor`) unless a part says otherwise.
 */

export interface IconProps {
  /** Places, sizes or colours the icon; a class's width and height win over `size`. */
  className?: string;
  /** Width and height in CSS pixels. Without it the icon is 1em square: it follows the text. */
  size?: number;
}

function Icon({ viewBox, className, size, children }: IconProps & { viewBox: string; children: ReactNode }) {
  const length = size ?? '1em';
  return (
    <svg viewBox={viewBox} width={length} height={length} className={className} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * A line in the text colour with round ends and corners, `weight` units wide on the icon's grid:
 * what most icons are drawn with.
 */
function Line({ d, weight }: { d: string; weight: number }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" strokeLinejoin="round" />;
}

/** A filled circle with an exclamation mark: an error or a failure. */
export function AlertIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1 1 0 0 1 1 1v4.25a1 1 0 1 1-2 0V6.5a1 1 0 0 1 1-1Zm0 7.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
      />
    </Icon>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M6 1.5a1 1 0 0 1 1 1V3h6v-.5a1 1 0 1 1 2 0V3h.5A2.5 2.5 0 0 1 18 5.5v10a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 2 15.5v-10A2.5 2.5 0 0 1 4.5 3H5v-.5a1 1 0 0 1 1-1ZM4 8v7.5a.5.5 0 0 0 .5.5h11a.5.5 0 0 0 .5-.5V8H4Z"
      />
    </Icon>
  );
}

/** Points down; a disclosure turns it over (rotate 180°) when it opens. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d="M5 7.5 10 12.5 15 7.5" weight={2} />
    </Icon>
  );
}

/** A cross: closes a dialog, drawer or banner, or clears a field. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <Line d="m6 6 12 12M18 6 6 18" weight={2} />
    </Icon>
  );
}

/** The drawings: a chevron for turning a page of buttons or slides, an arrow for stepping to another question. */
const directionPaths = {
  chevron: { previous: 'M12.5 4.5 7 10l5.5 5.5', next: 'M7.5 4.5 13 10l-5.5 5.5' },
  arrow: { previous: 'M16 10H4m5-5-5 5 5 5', next: 'M4 10h12m-5-5 5 5-5 5' },
} as const;

export interface DirectionIconProps extends IconProps {
  direction: 'previous' | 'next';
  shape: keyof typeof directionPaths;
}

/** A back or forward mark. */
export function DirectionIcon({ direction, shape, ...props }: DirectionIconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d={directionPaths[shape][direction]} weight={2} />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1.5" weight={1.8} />
    </Icon>
  );
}

/** An eye, struck through when `crossed` (the password is shown and the button will hide it). */
export function EyeIcon({ crossed, ...props }: IconProps & { crossed: boolean }) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <Line d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" weight={1.8} />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <Line d="M4 20 20 4" weight={1.8} /> : null}
    </Icon>
  );
}

/** A laboratory flask: test mode, where no real money moves. */
export function FlaskIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d="M7.5 2.5h5M8.5 2.5v5L3.8 15a1.6 1.6 0 0 0 1.4 2.5h9.6a1.6 1.6 0 0 0 1.4-2.5l-4.7-7.5v-5M6 12h8" weight={1.6} />
    </Icon>
  );
}

export function GlobeIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2 10h16M10 2c2.2 2.2 3.2 5 3.2 8s-1 5.8-3.2 8c-2.2-2.2-3.2-5-3.2-8s1-5.8 3.2-8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </Icon>
  );
}

/** Google's 'G' in one colour (the Google button is unavailable, so it stays monochrome). */
export function GoogleIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <path
        fill="currentColor"
        d="M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.62 4.62 0 0 1-2 3.03v2.5h3.23c1.9-1.75 2.97-4.33 2.97-7.34ZM12 22c2.7 0 4.96-.9 6.62-2.43l-3.23-2.5c-.9.6-2.05.96-3.39.96-2.6 0-4.81-1.76-5.6-4.12H3.07v2.58A10 10 0 0 0 12 22Zm-5.6-8.09a6 6 0 0 1 0-3.82V7.51H3.07a10 10 0 0 0 0 8.98l3.33-2.58ZM12 5.98c1.47-.02 2.9.53 3.96 1.55l2.87-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.93 5.51L6.4 10.1C7.18 7.74 9.39 5.98 12 5.98Z"
      />
    </Icon>
  );
}

/** A heart, filled once the learner has liked the post. */
export function HeartIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A filled circle with an 'i': a note worth reading. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM11 14.5a1 1 0 1 1-2 0v-4.25a1 1 0 1 1 2 0v4.25Z"
      />
    </Icon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5A4.5 4.5 0 0 0 5.5 6v2H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5ZM12.5 8h-5V6a2.5 2.5 0 0 1 5 0v2ZM10 11a1.5 1.5 0 0 1 .75 2.8V15a.75.75 0 0 1-1.5 0v-1.2A1.5 1.5 0 0 1 10 11Z"
      />
    </Icon>
  );
}

/** An envelope: an e-mail address. */
export function MailIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" d="M3 5h14v10H3zM3 5l7 6 7-6" />
    </Icon>
  );
}

/** A medal on its ribbon, in the brand's and gold's colours (not the text colour). */
export function MedalIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 48 48" {...props}>
      <path className={styles.medalRibbon} d="M13 3h9l6 15h-9L13 3Z" />
      <path className={styles.medalRibbonBack} d="M35 3h-9l-6 15h9l6-15Z" />
      <circle className={styles.medalDisc} cx="24" cy="30" r="14" />
      <circle className={styles.medalRing} cx="24" cy="30" r="10" />
      <path className={styles.medalStar} d="m24 23.5 2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6 2-4.2Z" />
    </Icon>
  );
}

/** Three lines: a menu button. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <Line d="M4 7h16M4 12h16M4 17h16" weight={2} />
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </Icon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M6.1 2.5c.4-.1.9.1 1.1.5l1.4 3c.2.4.1.9-.2 1.2L7.1 8.4a10.4 10.4 0 0 0 4.5 4.5l1.2-1.3c.3-.3.8-.4 1.2-.2l3 1.4c.4.2.6.7.5 1.1l-.5 2.4c-.1.5-.5.8-1 .8A14.1 14.1 0 0 1 2.9 4c0-.5.3-.9.8-1l2.4-.5Z"
      />
    </Icon>
  );
}

/** A map pin: a place. */
export function PinIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z"
      />
    </Icon>
  );
}

/** A triangle pointing right: play. */
export function PlayIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path d="M6 3.5v13l10.5-6.5z" fill="currentColor" />
    </Icon>
  );
}

/** A see-through disc in the text colour with a white play triangle: laid over a video's poster. */
export function PlayCircleIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.72" />
      <path className={styles.onFill} d="M19 15.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5a1 1 0 0 0-1.5.86Z" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <Line d="M12 5v14M5 12h14" weight={2.5} />
    </Icon>
  );
}

export function PrintIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        d="M5.5 7V2.5h9V7M5.5 14.5h-2a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v5.5a1 1 0 0 1-1 1h-2M5.5 11.5h9v6h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A magnifying glass. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <Line d="m13 13 4.5 4.5" weight={1.8} />
    </Icon>
  );
}

/** A filled five-pointed star. */
export function StarIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path fill="currentColor" d="m10 1.8 2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8L10 1.8Z" />
    </Icon>
  );
}

/** A sheet with a tick and a line: a test or a set of tests. */
export function TestPaperIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d="M6 3h8a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 14 17H6a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 6 3Zm1.5 6 1.8 1.8L12.8 7.3M7.5 14h5" weight={1.6} />
    </Icon>
  );
}

/** A bare tick. */
export function TickIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 16 16" {...props}>
      <Line d="M3.5 8.5 6.5 11.5 12.5 5" weight={2} />
    </Icon>
  );
}

/** A tick in a ring, drawn in lines: something applied or done. */
export function TickCircleIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <Line d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm-4 8.4 2.8 2.8 5.4-5.6" weight={1.8} />
    </Icon>
  );
}

/** A disc in the text colour with a white tick: included, or saved. */
export function TickDiscIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        className={styles.onFillStroke}
        d="m6 10.2 2.7 2.7L14.2 7.4"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Two people: learners enrolled. */
export function UsersIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.5 16c0-3 2.7-5 6-5s6 2 6 5v1h-12v-1Zm13.5 1v-1c0-1.6-.6-3-1.6-4 2.9-.2 5.1 1.5 5.1 4v1H15Z"
      />
    </Icon>
  );
}

/** A triangle with an exclamation mark: a warning (a receipt from test mode). */
export function WarningIcon(props: IconProps) {
  return (
    <Icon viewBox="0 0 24 24" {...props}>
      <Line d="M12 3 2.5 20h19L12 3Zm0 6v5.5m0 3v.5" weight={2} />
    </Icon>
  );
}
