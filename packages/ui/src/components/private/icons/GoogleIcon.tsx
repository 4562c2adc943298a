import { Icon, type IconProps } from './Icon';

/** Google's 'G' in one colour (the Google button is unavailable, so it stays monochrome). */
export function GoogleIcon(props: IconProps) {
  return (
    <Icon name="google" viewBox="0 0 24 24" {...props}>
      <path
        fill="currentColor"
        d="M21.6 12.23c0-.68-.06-1.36-.18-2.02H12v3.83h5.4a4.62 4.62 0 0 1-2 3.03v2.5h3.23c1.9-1.75 2.97-4.33 2.97-7.34ZM12 22c2.7 0 4.96-.9 6.62-2.43l-3.23-2.5c-.9.6-2.05.96-3.39.96-2.6 0-4.81-1.76-5.6-4.12H3.07v2.58A10 10 0 0 0 12 22Zm-5.6-8.09a6 6 0 0 1 0-3.82V7.51H3.07a10 10 0 0 0 0 8.98l3.33-2.58ZM12 5.98c1.47-.02 2.9.53 3.96 1.55l2.87-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.93 5.51L6.4 10.1C7.18 7.74 9.39 5.98 12 5.98Z"
      />
    </Icon>
  );
}
