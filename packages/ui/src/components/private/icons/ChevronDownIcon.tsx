import { Icon, Line, type IconProps } from './Icon';

/** Points down; a disclosure turns it over (rotate 180°) when it opens. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon name="chevron-down" viewBox="0 0 20 20" {...props}>
      <Line d="M5 7.5 10 12.5 15 7.5" weight={2} />
    </Icon>
  );
}
