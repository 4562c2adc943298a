import { useAtomValue } from 'jotai';
import { Dialog, PaletteLegend } from '@pariksha/ui';
import { translatorAtom } from '../../../features/language/atoms';
import { GeneralInstructions } from '../shared/GeneralInstructions';
import * as styles from '../shared/test.css';
import { useTestLabels } from '../shared/useTestLabels';

/** The Instructions button during the test: the rules again, without leaving the question (the clock runs on). */
export function TestInstructionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAtomValue(translatorAtom);
  const labels = useTestLabels();
  return (
    <Dialog open={open} onClose={onClose} title={t('test.instructionsTitle')} size="large" labels={{ close: t('dialog.close') }}>
      <div className={styles.drawer}>
        <PaletteLegend labels={labels.legend} />
        <GeneralInstructions />
      </div>
    </Dialog>
  );
}
