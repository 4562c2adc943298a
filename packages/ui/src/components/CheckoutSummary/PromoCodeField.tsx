import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import { TickCircleIcon } from '../private/icons';
import { Spinner } from '../private/Spinner/Spinner';
import { describedBy } from '../TextField/describedBy';
import { FieldFrame, useFieldIds } from '../TextField/FieldFrame';
import * as fieldStyles from '../TextField/TextField.css';
import type { CheckoutSummaryLabels } from './CheckoutSummary';
import { fillLabel, promoCodeToApply } from './checkoutText';
import * as styles from './CheckoutSummary.css';

export interface PromoCodeFieldProps {
  promoCode: string | null;
  applying: boolean;
  /** The payment is starting: the code can no longer change. */
  locked: boolean;
  error?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
  labels: Pick<CheckoutSummaryLabels, 'promoCode' | 'apply' | 'applying' | 'promoApplied' | 'removePromo'>;
}

/**
 * The promo code: a field with Apply inside its border (Enter applies too), then, once the server
 * accepts the code, the code with Remove. Focus follows the part that replaces the one pressed,
 * so keyboard and screen-reader users are never dropped at the top of the page.
 */
export function PromoCodeField({ promoCode, applying, locked, error, onApply, onRemove, labels }: PromoCodeFieldProps) {
  const ids = useFieldIds();
  const statusId = useId();
  const [value, setValue] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the change the learner asked for arrives (it may never: an error).
  const focusNext = useRef<'remove' | 'input' | null>(null);

  // An accepted code empties the field (React's "adjust state when a prop changes" pattern):
  // after Remove the learner starts afresh.
  const [shownCode, setShownCode] = useState(promoCode);
  if (shownCode !== promoCode) {
    setShownCode(promoCode);
    if (promoCode) setValue('');
  }

  useEffect(() => {
    const wanted = focusNext.current;
    focusNext.current = null;
    const doc = inputRef.current?.ownerDocument ?? removeRef.current?.ownerDocument;
    // Only when the pressed control has gone and taken focus with it: never steal focus.
    const focusLost = !doc || doc.activeElement === null || doc.activeElement === doc.body;
    if (!focusLost) return;
    if (wanted === 'remove') removeRef.current?.focus();
    if (wanted === 'input') inputRef.current?.focus();
  }, [promoCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying || locked) return;
    const code = promoCodeToApply(value);
    if (code === null) return;
    focusNext.current = 'remove';
    onApply(code);
  };

  const remove = () => {
    focusNext.current = 'input';
    onRemove();
  };

  return (
    <div className={styles.promo}>
      {promoCode === null ? (
        <form onSubmit={submit} noValidate>
          <FieldFrame ids={ids} label={labels.promoCode} error={error} disabled={locked}>
            <input
              ref={inputRef}
              id={ids.control}
              className={`${fieldStyles.control} ${styles.promoInput}`}
              name="promo_code"
              type="text"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="done"
              maxLength={40}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && ids.error)}
            />
            <button
              type="submit"
              className={styles.apply}
              disabled={locked}
              aria-disabled={applying || undefined}
              aria-busy={applying || undefined}
            >
              {applying ? <Spinner size="small" /> : null}
              {applying ? labels.applying : labels.apply}
            </button>
          </FieldFrame>
        </form>
      ) : null}
      {/* Always in the page, so the code appearing in it is announced. */}
      <div className={promoCode ? styles.applied : undefined}>
        <p id={statusId} role="status" className={styles.appliedText}>
          {promoCode ? <TickCircleIcon className={styles.appliedIcon} /> : null}
          {promoCode ? fillLabel(labels.promoApplied, { code: promoCode }) : null}
        </p>
        {promoCode ? (
          <button
            ref={removeRef}
            type="button"
            className={buttonClassName({ tone: 'neutral', variant: 'ghost', size: 'standard', width: 'content' })}
            disabled={locked}
            aria-describedby={statusId}
            onClick={remove}
          >
            {labels.removePromo}
          </button>
        ) : null}
      </div>
    </div>
  );
}

