import { Icon, Line, type IconProps } from './Icon';

/** A dashed ring with a dash: left unanswered. */
export function DashIcon(props: IconProps) {
  return (
    <Icon name="dash" viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="3 2.3" />
      <Line d="M6.5 10h7" weight={2} />
    </Icon>
  );
}
