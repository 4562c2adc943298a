import { Icon, Line, type IconProps } from './Icon';

/** A laboratory flask: test mode, where no real money moves. */
export function FlaskIcon(props: IconProps) {
  return (
    <Icon name="flask" viewBox="0 0 20 20" {...props}>
      <Line d="M7.5 2.5h5M8.5 2.5v5L3.8 15a1.6 1.6 0 0 0 1.4 2.5h9.6a1.6 1.6 0 0 0 1.4-2.5l-4.7-7.5v-5M6 12h8" weight={1.6} />
    </Icon>
  );
}
