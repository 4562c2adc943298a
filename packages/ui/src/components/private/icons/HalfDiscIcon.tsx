import { Icon, type IconProps } from './Icon';

/**
 * A ring with its lower half filled, in the text colour: partly right (partial marks). Its outline
 * is `TickDiscIcon`'s disc half emptied, so it reads apart from right, wrong and left without colour.
 */
export function HalfDiscIcon(props: IconProps) {
  return (
    <Icon name="half-disc" viewBox="0 0 20 20" {...props}>
      <path d="M1.5 10a8.5 8.5 0 0 0 17 0z" fill="currentColor" />
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </Icon>
  );
}
