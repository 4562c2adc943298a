import { Icon, type IconProps } from './Icon';

export function PauseIcon(props: IconProps) {
  return (
    <Icon name="pause" viewBox="0 0 20 20" {...props}>
      <path d="M6 4h3v12H6zM11 4h3v12h-3z" fill="currentColor" />
    </Icon>
  );
}
