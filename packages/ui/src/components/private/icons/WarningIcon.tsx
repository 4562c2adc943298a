import { Icon, Line, type IconProps } from './Icon';

/** A triangle with an exclamation mark: a warning (a receipt from test mode). */
export function WarningIcon(props: IconProps) {
  return (
    <Icon name="warning" viewBox="0 0 24 24" {...props}>
      <Line d="M12 3 2.5 20h19L12 3Zm0 6v5.5m0 3v.5" weight={2} />
    </Icon>
  );
}
