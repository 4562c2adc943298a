import { Icon, Line, type IconProps } from './Icon';

/** Three lines: a menu button. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon name="menu" viewBox="0 0 24 24" {...props}>
      <Line d="M4 7h16M4 12h16M4 17h16" weight={2} />
    </Icon>
  );
}
