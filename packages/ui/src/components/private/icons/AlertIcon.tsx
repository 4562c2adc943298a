import { Icon, type IconProps } from './Icon';

/** A filled circle with an exclamation mark: an error or a failure. */
export function AlertIcon(props: IconProps) {
  return (
    <Icon name="alert" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1 1 0 0 1 1 1v4.25a1 1 0 1 1-2 0V6.5a1 1 0 0 1 1-1Zm0 7.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
      />
    </Icon>
  );
}
