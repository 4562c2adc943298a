import { Icon, Line, type IconProps } from './Icon';

/** A sheet with a tick and a line: a test or a set of tests. */
export function TestPaperIcon(props: IconProps) {
  return (
    <Icon name="test-paper" viewBox="0 0 20 20" {...props}>
      <Line d="M6 3h8a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 14 17H6a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 6 3Zm1.5 6 1.8 1.8L12.8 7.3M7.5 14h5" weight={1.6} />
    </Icon>
  );
}
