import { Icon, type IconProps } from './Icon';

export function CalendarIcon(props: IconProps) {
  return (
    <Icon name="calendar" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M6 1.5a1 1 0 0 1 1 1V3h6v-.5a1 1 0 1 1 2 0V3h.5A2.5 2.5 0 0 1 18 5.5v10a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 2 15.5v-10A2.5 2.5 0 0 1 4.5 3H5v-.5a1 1 0 0 1 1-1ZM4 8v7.5a.5.5 0 0 0 .5.5h11a.5.5 0 0 0 .5-.5V8H4Z"
      />
    </Icon>
  );
}
