import { Icon, Line, type IconProps } from './Icon';

/** A magnifying glass. */
export function SearchIcon(props: IconProps) {
  return (
    <Icon name="search" viewBox="0 0 20 20" {...props}>
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <Line d="m13 13 4.5 4.5" weight={1.8} />
    </Icon>
  );
}
