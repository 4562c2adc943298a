import { Icon, Line, type IconProps } from './Icon';

/** A cross: closes a dialog, drawer or banner, or clears a field. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon name="close" viewBox="0 0 24 24" {...props}>
      <Line d="m6 6 12 12M18 6 6 18" weight={2} />
    </Icon>
  );
}
