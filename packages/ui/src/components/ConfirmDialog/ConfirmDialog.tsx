import type { ReactNode, RefObject } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

/** The confirm button's colour: `critical` when confirming destroys something. */
export const confirmDialogTones = ['brand', 'critical'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export interface ConfirmDialogLabels {
  cancel: string;
  confirm: string;
  /** The confirm button's text while `busy`, e.g. 'Logging out…'; the confirm text if not given. */
  busy?: string;
}

export const defaultConfirmDialogLabels: ConfirmDialogLabels = {
  cancel: 'Cancel',
  confirm: 'Confirm',
};

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Confirm Logout'. */
  title: ReactNode;
  /** What confirming will do; read with the title. */
  message: ReactNode;
  /** Cancel, Escape, the back gesture or a tap on the backdrop. */
  onCancel: () => void;
  onConfirm: () => void;
  /**
   * The confirmed action is running: the confirm button shows a spinner and ignores presses,
   * and the dialog cannot be cancelled until the app closes it or clears `busy`.
   */
  busy?: boolean;
  tone?: ConfirmDialogTone;
  /** Focused when the dialog closes, if not the element that opened it (see `Dialog`). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  labels?: Partial<ConfirmDialogLabels>;
}

/**
 * Asks before an action: a title, a message, Cancel and Confirm. An `alertdialog`, so screen
 * readers read the message at once. Focus starts on Cancel, the safe choice (it comes first in the
 * dialog, and Dialog focuses the first thing Tab would reach), and Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onCancel,
  onConfirm,
  busy = false,
  tone = 'brand',
  returnFocusRef,
  labels,
}: ConfirmDialogProps) {
  const text = { ...defaultConfirmDialogLabels, ...labels };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title}
      description={message}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <Button variant="outline" tone="neutral" disabled={busy} onClick={cancel}>
            {text.cancel}
          </Button>
          <Button tone={tone} loading={busy} onClick={() => onConfirm()}>
            {busy ? (text.busy ?? text.confirm) : text.confirm}
          </Button>
        </>
      }
    />
  );
}
