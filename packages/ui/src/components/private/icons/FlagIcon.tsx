import { Icon, Line, type IconProps } from './Icon';

/** A flag on its pole: marked for review. */
export function FlagIcon(props: IconProps) {
  return (
    <Icon name="flag" viewBox="0 0 20 20" {...props}>
      <Line d="M5 2.5v15" weight={2} />
      <path fill="currentColor" d="M5 3.5h10l-2.5 3.75L15 11H5z" />
    </Icon>
  );
}
