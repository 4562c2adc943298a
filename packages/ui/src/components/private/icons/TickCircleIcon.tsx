import { Icon, Line, type IconProps } from './Icon';

/** A tick in a ring, drawn in lines: something applied or done. */
export function TickCircleIcon(props: IconProps) {
  return (
    <Icon name="tick-circle" viewBox="0 0 20 20" {...props}>
      <Line d="M10 1.8a8.2 8.2 0 1 0 0 16.4 8.2 8.2 0 0 0 0-16.4Zm-4 8.4 2.8 2.8 5.4-5.6" weight={1.8} />
    </Icon>
  );
}
