import { Icon, Line, type IconProps } from './Icon';

export function DownloadIcon(props: IconProps) {
  return (
    <Icon name="download" viewBox="0 0 20 20" {...props}>
      <Line d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1v-1.5" weight={1.8} />
    </Icon>
  );
}
