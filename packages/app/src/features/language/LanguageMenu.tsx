import { useAtom, useAtomValue } from 'jotai';
import { LanguageSelect } from '@pariksha/ui';
import { languagesAtom, selectedLanguageAtom, translatorAtom } from './atoms';

/**
 * The top bar's language dropdown: the provider's languages, with the spec's 'Loading...',
 * 'Error' (disabled) and 'Select Language' states. Choosing one switches the interface, the
 * `lang` of every request (lists are keyed by it, so they fetch again) and `<html lang>`.
 */
export function LanguageMenu() {
  const t = useAtomValue(translatorAtom);
  const languages = useAtomValue(languagesAtom);
  const [selected, setSelected] = useAtom(selectedLanguageAtom);
  const options = languages.data ?? [];
  const status = languages.isPending ? 'loading' : languages.isError ? 'error' : 'ready';
  return (
    <LanguageSelect
      languages={options}
      value={options.some((option) => option.code === selected) ? selected : null}
      onChange={(code) => void setSelected(code)}
      status={status}
      labels={{ label: t('language.label'), placeholder: t('language.placeholder') }}
    />
  );
}
