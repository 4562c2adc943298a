import { useStore } from 'jotai';
import type { StudioVersion } from '@pariksha/contract/studio-questions';
import { Button, StatusMessage } from '@pariksha/ui';
import { showToast } from '../../features/toasts/notify';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { editorLanguages } from './editorDraft';
import * as editor from './EditorPage.css';

/** The words of a version as plain text, for reading and copying. */
function versionText(version: StudioVersion, language: (typeof editorLanguages)[number]): string | null {
  const words = version.content.translations[language];
  if (!words) return null;
  const options = (words.options ?? []).map((option, index) => `${String.fromCharCode(65 + index)}. ${option}`);
  return [words.text, ...options, words.explanation].filter((part) => part !== '').join('\n\n');
}

/**
 * Someone else saved the question after this editor opened it: their version is shown beside the
 * editor's own text (which stays in the form), to copy from before saving again.
 */
export function ConflictPanel({ theirs }: { theirs: StudioVersion }) {
  const t = useStudioText();
  const store = useStore();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(store, 'success', t('editor.copied'));
    } catch {
      showToast(store, 'error', t('security.copyFailed'));
    }
  };
  return (
    <section className={styles.card} aria-labelledby="conflict-title">
      <StatusMessage tone="critical">{t('editor.conflict')}</StatusMessage>
      <h2 id="conflict-title" className={styles.cardTitle}>
        {t('editor.theirVersion', { version: theirs.version })}
      </h2>
      {editorLanguages.map((language) => {
        const text = versionText(theirs, language);
        if (text === null) return null;
        return (
          <div key={language} className={styles.stackTight}>
            <pre className={editor.theirs} lang={language}>
              {text}
            </pre>
            <div>
              <Button variant="outline" onClick={() => void copy(text)}>
                {language === 'en' ? t('editor.copyTheirsEn') : t('editor.copyTheirsHi')}
              </Button>
            </div>
          </div>
        );
      })}
    </section>
  );
}
