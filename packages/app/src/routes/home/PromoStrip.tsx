import { atom, useAtom, useAtomValue } from 'jotai';
import { PromoBanner } from '@pariksha/ui';
import { translatorAtom } from '../../features/language/atoms';

/** The spec's offer code: 10% off all test series. */
export const promoCode = 'WELCOME10';

/** Dismissed for this visit; the offer is back on the next one. */
const promoDismissedAtom = atom(false);

export function PromoStrip() {
  const t = useAtomValue(translatorAtom);
  const [dismissed, setDismissed] = useAtom(promoDismissedAtom);
  if (dismissed) return null;
  return (
    <PromoBanner
      message={t('promo.message')}
      code={promoCode}
      onDismiss={() => setDismissed(true)}
      dismissLabel={t('promo.dismiss')}
    />
  );
}
