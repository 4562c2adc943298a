import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { CloseIcon, SearchIcon } from '../private/icons';
import { Spinner } from '../private/Spinner/Spinner';
import { flattenGroups, isListKey, nextActiveIndex, splitMatch, type FlatOption } from './searchOptions';
import * as styles from './SearchCombobox.css';

/**
 * `idle`: nothing asked yet (the query is empty or too short); `loading`: the app is fetching
 * results for `value`; `error`: that failed; `ready`: `groups` holds the results (maybe none).
 */
export const searchComboboxStatuses = ['idle', 'loading', 'error', 'ready'] as const;
export type SearchComboboxStatus = (typeof searchComboboxStatuses)[number];

export interface SearchComboboxOption {
  id: string | number;
  label: string;
  /** A short second line, e.g. the exam's full name; none when empty or null. */
  description?: string | null;
  /** Where the option leads; the app navigates there in `onSelect`. */
  href: string;
}

export interface SearchComboboxGroup {
  id: string | number;
  /** Shown above the group's options, e.g. 'Exams' or 'Courses'. */
  label: string;
  options: readonly SearchComboboxOption[];
}

export interface SearchComboboxLabels {
  /** The box's name for screen readers; not shown on screen. */
  label: string;
  placeholder: string;
  /** The clear button's name for screen readers. */
  clear: string;
  loading: string;
  error: string;
  noResults: (query: string) => string;
  /** Announced to screen readers when results arrive. */
  resultCount: (count: number) => string;
}

export const defaultSearchComboboxLabels: SearchComboboxLabels = {
  label: 'Search Exams',
  placeholder: 'Search Exams',
  clear: 'Clear search',
  loading: 'Searching…',
  error: 'Search failed. Check your connection and try again.',
  noResults: (query) => `No exams or courses match “${query}”`,
  resultCount: (count) => (count === 1 ? '1 result' : `${count} results`),
};

export interface SearchComboboxProps {
  /** The text in the box. */
  value: string;
  /** Every change of the text, including clearing it; the app debounces and fetches. */
  onValueChange: (value: string) => void;
  status: SearchComboboxStatus;
  /** The results for `value`, in the order shown; empty groups are left out. */
  groups: readonly SearchComboboxGroup[];
  /** An option was chosen (Enter, click or tap); the app navigates to `option.href`. */
  onSelect: (option: SearchComboboxOption) => void;
  /**
   * Enter with text in the box and no option active: the learner wants every result, e.g. the
   * app's results page for the trimmed text. Without it, such an Enter does nothing.
   */
  onSubmitQuery?: (query: string) => void;
  labels?: Partial<SearchComboboxLabels>;
  /** The text box's id, e.g. for a visible label elsewhere on the page. */
  id?: string;
}

type Item = FlatOption<SearchComboboxOption, SearchComboboxGroup>;

/** Keeps focus in the text box when a pointer presses an option or the list around it. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The header's 'Search Exams' box: a WAI-ARIA 1.2 combobox whose list of exams and courses
 * appears as the learner types. Focus stays in the text box; the arrow keys move the active
 * option (aria-activedescendant), Enter chooses it, Escape closes the list and a second Escape
 * clears the text; Enter with no option active submits the text (`onSubmitQuery`). Home and End jump to the first and last option while one is active, and move
 * the caret as usual while the learner is typing. One polite status reads out how many results
 * arrived, or that there are none, or that the search failed.
 */
export function SearchCombobox({
  value,
  onValueChange,
  status,
  groups,
  onSelect,
  onSubmitQuery,
  labels,
  id,
}: SearchComboboxProps) {
  const text = { ...defaultSearchComboboxLabels, ...labels };
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const labelId = `${baseId}-label`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // The active option by key, not position: when new results arrive it is simply gone.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const query = value.trim();
  const items = useMemo(() => flattenGroups<SearchComboboxOption, SearchComboboxGroup>(groups), [groups]);
  // The groups as shown, each option with its place in the flat list the arrow keys move through.
  const sections = useMemo(() => {
    const entries = items.map((item, index) => ({ item, index }));
    return groups
      .filter((group) => group.options.length > 0)
      .map((group) => ({ group, entries: entries.filter(({ item }) => item.group === group) }));
  }, [groups, items]);
  const showPopup = open && query !== '' && status !== 'idle';
  const showList = showPopup && status === 'ready' && items.length > 0;
  const activeIndex = showList ? items.findIndex((item) => item.key === activeKey) : -1;

  const announcement = !showPopup
    ? ''
    : status === 'error'
      ? text.error
      : status === 'ready'
        ? items.length === 0
          ? text.noResults(query)
          : text.resultCount(items.length)
        : '';

  // The active option stays in view as the arrows move through a list taller than its box.
  useEffect(() => {
    if (activeIndex < 0) return;
    const option = listboxRef.current?.querySelector(`[role="option"][aria-selected="true"]`);
    option?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const choose = (item: Item) => {
    close();
    onSelect(item.option);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOpen(true);
    setActiveKey(null);
    onValueChange(event.target.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm a word in a Hindi (or any) input method belong to the input method.
    if (event.nativeEvent.isComposing) return;
    const { key } = event;

    if ((key === 'ArrowDown' || key === 'ArrowUp') && event.altKey) {
      event.preventDefault();
      if (key === 'ArrowDown') setOpen(true);
      else close();
      return;
    }
    if (isListKey(key)) {
      // Home and End edit the text until the learner has moved into the list.
      if ((key === 'Home' || key === 'End') && activeIndex < 0) return;
      const canList = query !== '' && status === 'ready' && items.length > 0;
      if (!canList) {
        if (key === 'ArrowDown' && query !== '' && status !== 'idle') setOpen(true);
        return;
      }
      event.preventDefault();
      setOpen(true);
      const next = items[nextActiveIndex(key, showList ? activeIndex : -1, items.length)];
      setActiveKey(next ? next.key : null);
      return;
    }
    switch (key) {
      case 'Enter': {
        const item = items[activeIndex];
        if (item) {
          event.preventDefault();
          choose(item);
        } else if (onSubmitQuery && query !== '') {
          event.preventDefault();
          close();
          onSubmitQuery(query);
        }
        return;
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        // Back to editing the text.
        setActiveKey(null);
        return;
      default:
        return;
    }
  };

  const clear = () => {
    close();
    onValueChange('');
    inputRef.current?.focus();
  };

  return (
    <div className={styles.root}>
      <label id={labelId} htmlFor={inputId} className={visuallyHidden}>
        {text.label}
      </label>
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={text.placeholder}
          className={styles.input}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onClick={() => setOpen(true)}
          onBlur={close}
        />
        {value !== '' ? (
          <button type="button" className={styles.clear} aria-label={text.clear} onClick={clear}>
            <CloseIcon size={20} />
          </button>
        ) : null}
      </div>
      {/* A pointer convenience: the keyboard works from the text box (aria-activedescendant). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.popup} hidden={!showPopup} onMouseDown={keepFocus}>
        {status === 'loading' ? (
          <p className={styles.message}>
            <Spinner size="small" />
            {text.loading}
          </p>
        ) : status === 'error' ? (
          <p className={`${styles.message} ${styles.error}`}>{text.error}</p>
        ) : status === 'ready' && items.length === 0 ? (
          <p className={styles.message}>{text.noResults(query)}</p>
        ) : null}
        <div
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          hidden={!showList}
          className={styles.listbox}
        >
          {sections.map(({ group, entries }, groupIndex) => {
            const groupLabelId = `${baseId}-group-${groupIndex}`;
            return (
              <div key={group.id} role="group" aria-labelledby={groupLabelId} className={styles.group}>
                <div id={groupLabelId} role="presentation" className={styles.groupLabel}>
                  {group.label}
                </div>
                {entries.map(({ item, index }) => (
                  // Focus stays in the text box, which points at the active option (aria-activedescendant):
                  // options are never focused, and the keyboard chooses them from there.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                  <div
                    key={item.option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={styles.option}
                    onClick={() => choose(item)}
                  >
                    <span className={styles.optionLabel}>
                      {splitMatch(item.option.label, query).map((part, partIndex) =>
                        part.match ? (
                          <mark key={partIndex} className={styles.match}>
                            {part.text}
                          </mark>
                        ) : (
                          part.text
                        ),
                      )}
                    </span>
                    {item.option.description ? (
                      <span className={styles.optionDescription}>{item.option.description}</span>
                    ) : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}
