import { Icon, Line, type IconProps } from './Icon';

/** A bare tick. */
export function TickIcon(props: IconProps) {
  return (
    <Icon name="tick" viewBox="0 0 16 16" {...props}>
      <Line d="M3.5 8.5 6.5 11.5 12.5 5" weight={2} />
    </Icon>
  );
}
