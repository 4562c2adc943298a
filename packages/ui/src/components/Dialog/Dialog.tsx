import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { tabbableElements, trapTabKey } from '../private/focusTrap';
import { CloseIcon } from '../private/icons';
import { lockBodyScroll } from '../private/scrollLock';
import * as styles from './Dialog.css';

/** The widest the dialog grows from the tablet breakpoint; on phones every size is a full-width sheet. */
export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** `alertdialog` for a question that needs an answer before anything else (ConfirmDialog). */
export const dialogRoles = ['dialog', 'alertdialog'] as const;
export type DialogRole = (typeof dialogRoles)[number];

export interface DialogLabels {
  /** The close button's name for screen readers. */
  close: string;
}

export const defaultDialogLabels: DialogLabels = {
  close: 'Close',
};

export interface DialogProps {
  open: boolean;
  /**
   * The dialog asks to close: Escape, the close button, a tap on the backdrop or the phone's
   * back gesture. The app sets `open` to false (or keeps it open, e.g. while saving).
   */
  onClose: () => void;
  /** The heading (an h2) that names the dialog. */
  title: ReactNode;
  /** A short line under the title that screen readers read with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  size?: DialogSize;
  role?: DialogRole;
  /** A tap on the dimmed page around the dialog closes it. */
  closeOnBackdropClick?: boolean;
  /** The × in the corner; a dialog without one must offer its own way out in `actions`. */
  showCloseButton?: boolean;
  /** Focused when the dialog opens; by default the first thing Tab would reach (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Focused when the dialog closes; by default the element that was focused when it opened. Set
   * it when that element goes away with the dialog (e.g. Log out inside a menu that closes).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  labels?: Partial<DialogLabels>;
}

/**
 * A modal dialog on the native `<dialog>` element and `showModal()`: it sits in the top layer
 * above everything, the page behind it is inert, and the phone's back gesture closes it. A
 * bottom sheet on phones, centred from the tablet breakpoint. Focus moves in when it opens, Tab
 * wraps inside it, and focus goes back to where it came from when it closes.
 *
 * It is rendered where it is used, not in a portal: the top layer already lifts it above the
 * page, and staying inside the app's root keeps the theme's CSS variables and `lang`.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  size = 'medium',
  role = 'dialog',
  closeOnBackdropClick = true,
  showCloseButton = true,
  initialFocusRef,
  returnFocusRef,
  labels,
}: DialogProps) {
  const text = { ...defaultDialogLabels, ...labels };
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressedBackdropRef = useRef(false);
  // The latest props, for listeners and effects that should not rerun when only these change.
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const focusRefs = useRef({ initialFocusRef, returnFocusRef });
  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
    focusRefs.current = { initialFocusRef, returnFocusRef };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The phone's back gesture (and Escape, where the key event was not handled in onKeyDown).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The browser closed it by itself: tell the app, and show it again if the app keeps it open.
    // (The event comes a task after close(): by then the app may have closed and reopened it.)
    const onNativeClose = () => {
      if (!openRef.current || dialog.open) return;
      onCloseRef.current();
      requestAnimationFrame(() => {
        if (openRef.current && dialog.isConnected && !dialog.open) dialog.showModal();
      });
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!open || !dialog || !panel) return;
    const { activeElement } = dialog.ownerDocument;
    const opener = activeElement instanceof HTMLElement ? activeElement : null;
    if (!dialog.open) dialog.showModal();
    (focusRefs.current.initialFocusRef?.current ?? tabbableElements(panel)[0] ?? dialog).focus();
    const releaseScroll = lockBodyScroll(dialog.ownerDocument);
    return () => {
      releaseScroll();
      if (dialog.open) dialog.close();
      const back = focusRefs.current.returnFocusRef?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [open]);

  // A React handler, not a native listener on the <dialog>: React runs it after the handlers of
  // the controls inside, so one that used Escape itself (a combobox closing its list) can say so.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      if (event.defaultPrevented) return;
      // Handled here rather than left to the native `cancel`, which browsers skip for a repeated
      // Escape with no click or key press in between.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTabKey(dialogRef.current, event.nativeEvent);
    }
  };

  // The dialog's own box is exactly its panel, so a click whose target is the <dialog> itself
  // landed on the ::backdrop. Both ends of the press must be there: a drag that starts on a
  // text selection inside and ends outside is not a tap on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedBackdropRef.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedBackdropRef.current && event.target === event.currentTarget;
    pressedBackdropRef.current = false;
    if (onBackdrop && closeOnBackdropClick) onClose();
  };

  // tabIndex -1: a click on plain text inside leaves focus on the dialog itself, not on the page,
  // so Escape and Tab keep working from there.
  return (
    // Escape and Tab for the keyboard, a tap on the backdrop for pointers (keyboards have Escape).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      tabIndex={-1}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`${styles.root} ${styles.size[size]}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div ref={panelRef} className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <button type="button" className={styles.close} aria-label={text.close} onClick={() => onClose()}>
              <CloseIcon size={24} />
            </button>
          ) : null}
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}
