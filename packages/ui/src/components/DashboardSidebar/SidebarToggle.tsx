import type { Ref } from 'react';
import { MenuIcon } from '../private/icons';
import { defaultDashboardSidebarId } from './DashboardSidebar';
import * as styles from './DashboardSidebar.css';

export interface SidebarToggleLabels {
  /** The button's name for screen readers, and its visible words with `showText`. */
  openMenu: string;
}

export const defaultSidebarToggleLabels: SidebarToggleLabels = {
  openMenu: 'Open menu',
};

export interface SidebarToggleProps {
  /** The sidebar's `open`. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sidebar's `id`; the same default as DashboardSidebar's. */
  controls?: string;
  labels?: Partial<SidebarToggleLabels>;
  /** Shows `openMenu` beside the icon: useful where the page has another menu button. */
  showText?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The menu button that opens DashboardSidebar as a drawer below the desktop breakpoint; it hides
 * itself from 1024px, where the sidebar is always shown. Put it in the dashboard's header.
 */
export function SidebarToggle({
  open,
  onOpenChange,
  controls = defaultDashboardSidebarId,
  labels,
  showText = false,
  ref,
}: SidebarToggleProps) {
  const text = { ...defaultSidebarToggleLabels, ...labels };
  return (
    <button
      ref={ref}
      type="button"
      className={showText ? `${styles.toggle} ${styles.toggleWithText}` : styles.toggle}
      aria-label={showText ? undefined : text.openMenu}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      <MenuIcon size={24} />
      {showText ? <span>{text.openMenu}</span> : null}
    </button>
  );
}
