import { Icon, Line, type IconProps } from './Icon';

export function PlusIcon(props: IconProps) {
  return (
    <Icon name="plus" viewBox="0 0 24 24" {...props}>
      <Line d="M12 5v14M5 12h14" weight={2.5} />
    </Icon>
  );
}
