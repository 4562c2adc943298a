import { Icon, type IconProps } from './Icon';

/** A filled circle with an 'i': a note worth reading. */
export function InfoIcon(props: IconProps) {
  return (
    <Icon name="info" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM11 14.5a1 1 0 1 1-2 0v-4.25a1 1 0 1 1 2 0v4.25Z"
      />
    </Icon>
  );
}
