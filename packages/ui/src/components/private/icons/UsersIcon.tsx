import { Icon, type IconProps } from './Icon';

/** Two people: learners enrolled. */
export function UsersIcon(props: IconProps) {
  return (
    <Icon name="users" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M7.5 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm6.5 0a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM1.5 16c0-3 2.7-5 6-5s6 2 6 5v1h-12v-1Zm13.5 1v-1c0-1.6-.6-3-1.6-4 2.9-.2 5.1 1.5 5.1 4v1H15Z"
      />
    </Icon>
  );
}
