import { Icon, type IconProps } from './Icon';

/** A triangle pointing right: play. */
export function PlayIcon(props: IconProps) {
  return (
    <Icon name="play" viewBox="0 0 20 20" {...props}>
      <path d="M6 3.5v13l10.5-6.5z" fill="currentColor" />
    </Icon>
  );
}
