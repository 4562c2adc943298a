import { useId, useRef, type KeyboardEvent } from 'react';
import { revealInRow, useOverflowHint } from '../private/useOverflowHint';
import { nextTabIndex, tabIdFor } from './tabKeys';
import * as styles from './Tabs.css';

export interface TabsItem {
  id: string;
  label: string;
}

export interface TabsProps {
  tabs: readonly TabsItem[];
  /** The selected tab's id. */
  value: string;
  /** A tab was chosen: clicked, tapped, or reached with the arrow keys, Home or End. */
  onValueChange: (id: string) => void;
  /**
   * The id of the one tabpanel the page renders under the tabs (e.g. with `TabPanel`). Every
   * tab then controls it, and `tabIdFor(panelId, value)` is the selected tab's id.
   */
  panelId?: string;
  /** Names the tab list for screen readers (not shown), e.g. 'Order courses by'. */
  label?: string;
}

/**
 * Tabs that switch what one panel below them shows: the courses page's All, Popular and Latest.
 * Tab reaches only the selected tab; the arrow keys (wrapping), Home and End move between tabs
 * and select the one they reach at once.
 */
export function Tabs({ tabs, value, onValueChange, panelId, label }: TabsProps) {
  const generatedId = useId();
  const idPrefix = panelId ?? generatedId;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const rowRef = useRef<HTMLDivElement>(null);
  useOverflowHint(rowRef);
  const selectedIndex = tabs.findIndex((tab) => tab.id === value);
  // With no tab selected the first still takes focus, so the list can be reached.
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    tabRefs.current.get(tab.id)?.focus();
    if (tab.id !== value) onValueChange(tab.id);
  };

  return (
    <div ref={rowRef} className={styles.root}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              id={tabIdFor(idPrefix, tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={index === focusableIndex ? 0 : -1}
              className={styles.tab}
              onClick={() => {
                if (!selected) onValueChange(tab.id);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onFocus={revealInRow}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
