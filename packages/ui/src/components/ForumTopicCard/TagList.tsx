import * as styles from './TagList.css';

export interface TagListProps {
  tags: readonly string[];
  /** The list's name for screen readers: 'Tags'. */
  label: string;
  id?: string;
}

/** A topic's tags as small chips; nothing at all when there are none. */
export function TagList({ tags, label, id }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul id={id} className={styles.list} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
