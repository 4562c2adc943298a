import { useEffect, useRef, type ReactNode } from 'react';
import { breakpointQuery } from '../../../themes/breakpoints';
import { trapTabKey } from '../focusTrap';
import { CloseIcon } from '../icons';
import { lockBodyScroll } from '../scrollLock';
import { useMediaQuery } from '../useMediaQuery';
import * as styles from './Drawer.css';

export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];

/** What the drawer becomes from the desktop breakpoint, where there is room for its content. */
export const drawerDesktops = ['hidden', 'column'] as const;
export type DrawerDesktop = (typeof drawerDesktops)[number];

export interface DrawerProps {
  id: string;
  open: boolean;
  /**
   * The drawer asks to close: `returnFocus` is true for Escape, the close button and the backdrop
   * (focus then goes back to where it was when the drawer opened), false when the window widens
   * past the desktop breakpoint.
   */
  onClose: (returnFocus: boolean) => void;
  side: DrawerSide;
  /** 'hidden': gone from 1024px (the page shows the links itself); 'column': a column of the page. */
  desktop: DrawerDesktop;
  /** The dialog's name, or the id of the title inside `head` that names it. */
  label?: string;
  labelledBy?: string;
  closeLabel: string;
  /** Beside the close button at the top: a title, or who is signed in. */
  head: ReactNode;
  children: ReactNode;
  /** The panel's width, and from the desktop breakpoint anything its column needs. */
  className?: string;
}

/**
 * The phone drawer behind the site's and the dashboard's menu buttons: a modal dialog that slides
 * in from its side in 300 ms (at once when the system asks for reduced motion). Focus moves to
 * its close button and stays inside; Escape, the close button or the backdrop close it. Closed,
 * it stays in the page so it can slide out, but is invisible and inert.
 */
export function Drawer({
  id,
  open,
  onClose,
  side,
  desktop,
  label,
  labelledBy,
  closeLabel,
  head,
  children,
  className,
}: DrawerProps) {
  const wide = useMediaQuery(breakpointQuery.desktop);
  // A column from the desktop breakpoint is part of the page, not a dialog.
  const modal = desktop === 'hidden' || !wide;
  const shown = modal && open;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Whether closing hands focus back to where it was when the drawer opened.
  const returnFocusRef = useRef(true);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const requestClose = (returnFocus: boolean) => {
    returnFocusRef.current = returnFocus;
    onClose(returnFocus);
  };

  // Widening the window past 1024px: the page shows the drawer's content itself.
  useEffect(() => {
    if (wide && open) {
      returnFocusRef.current = false;
      onCloseRef.current(false);
    }
  }, [wide, open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!shown || !panel) return;
    const ownerDocument = panel.ownerDocument;
    const { activeElement } = ownerDocument;
    const opener = activeElement instanceof HTMLElement ? activeElement : null;
    returnFocusRef.current = true;
    closeRef.current?.focus();
    // The page behind the drawer must not scroll under the learner's thumb.
    const releaseScroll = lockBodyScroll(ownerDocument);

    // On the drawer, not the document: a dialog opened over it (Confirm Logout) keeps its keys.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return;
        event.preventDefault();
        returnFocusRef.current = true;
        onCloseRef.current(true);
      } else if (event.key === 'Tab') {
        trapTabKey(panel, event);
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      releaseScroll();
      if (returnFocusRef.current && opener?.isConnected) opener.focus();
    };
  }, [shown]);

  const panelClasses = [styles.panel, styles.side[side], styles.desktop[desktop]];
  if (shown) panelClasses.push(styles.panelOpen);
  if (className) panelClasses.push(className);

  return (
    <>
      {/* A pointer convenience: keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={`${styles.backdrop} ${shown ? styles.backdropOpen : ''}`} onClick={() => requestClose(true)} />
      <div
        ref={panelRef}
        id={id}
        className={panelClasses.join(' ')}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-label={modal ? label : undefined}
        aria-labelledby={modal ? labelledBy : undefined}
        // A tap on plain text inside keeps focus in the drawer, so Escape and Tab still work.
        tabIndex={modal ? -1 : undefined}
        inert={modal && !open}
        // After a link inside is followed, focus is the next page's business, not the opener's.
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) returnFocusRef.current = false;
        }}
      >
        <div className={styles.head}>
          {head}
          <button ref={closeRef} type="button" className={styles.close} aria-label={closeLabel} onClick={() => requestClose(true)}>
            <CloseIcon size={24} />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
