import type { ReactNode } from 'react';
import { tabIdFor } from './tabKeys';
import * as styles from './Tabs.css';

export interface TabPanelProps {
  /** The `panelId` given to `Tabs`. */
  id: string;
  /** The selected tab's id, the same `value` given to `Tabs`: the panel is named after it. */
  value: string;
  children: ReactNode;
}

/** The one panel under `Tabs`, showing the selected tab's content and named by that tab. */
export function TabPanel({ id, value, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={tabIdFor(id, value)} className={styles.panel}>
      {children}
    </div>
  );
}
