import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../private/Spinner/Spinner';
import { buttonClassName } from './buttonClassName';

export const buttonTones = ['brand', 'neutral', 'critical'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

/** Both sizes are at least 44px tall: every button is a comfortable touch target. */
export const buttonSizes = ['standard', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonWidths = ['content', 'full'] as const;
export type ButtonWidth = (typeof buttonWidths)[number];

export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

export interface ButtonProps {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Defaults to `button`, so a button inside a form never submits it by accident. */
  type?: ButtonType;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  width?: ButtonWidth;
  /**
   * Shows a spinner and ignores clicks while keeping the button focusable and its label
   * readable (the label should say what is happening, e.g. 'Creating Account...').
   */
  loading?: boolean;
  disabled?: boolean;
  id?: string;
  form?: string;
  'aria-describedby'?: string;
}

export function Button({
  children,
  onClick,
  type = 'button',
  tone = 'brand',
  variant = 'solid',
  size = 'standard',
  width = 'content',
  loading = false,
  disabled = false,
  id,
  form,
  'aria-describedby': ariaDescribedBy,
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (aria-disabled, not disabled) but must not act twice.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      id={id}
      form={form}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-describedby={ariaDescribedBy}
      className={buttonClassName({ tone, variant, size, width })}
      onClick={handleClick}
    >
      {loading ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}
