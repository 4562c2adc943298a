import { Icon, type IconProps } from './Icon';

/** A map pin: a place. */
export function PinIcon(props: IconProps) {
  return (
    <Icon name="pin" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z"
      />
    </Icon>
  );
}
