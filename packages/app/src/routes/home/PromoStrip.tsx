import { useAtom, useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { PromoBanner } from '@pariksha/ui';
import { plainLocalStorage } from '../../features/storage';
import { translatorAtom } from '../../features/language/atoms';
import { promoCode, promoDismissedKey } from './promo';
import * as styles from './PromoStrip.css';

/**
 * The code of the offer the reader dismissed, kept across visits. Read after the first render
 * (no getOnInit), so taking over the server's page draws what the server drew; until then the
 * stylesheet keeps a dismissed strip hidden (PromoStrip.css.ts).
 */
const promoDismissedAtom = atomWithStorage<string | null>(promoDismissedKey, null, plainLocalStorage);

export function PromoStrip() {
  const t = useAtomValue(translatorAtom);
  const [dismissed, setDismissed] = useAtom(promoDismissedAtom);
  if (dismissed === promoCode) return null;
  return (
    <div className={styles.strip}>
      <PromoBanner
        message={t('promo.message')}
        code={promoCode}
        onDismiss={() => setDismissed(promoCode)}
        dismissLabel={t('promo.dismiss')}
      />
    </div>
  );
}
