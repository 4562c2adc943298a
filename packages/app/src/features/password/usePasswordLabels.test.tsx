import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { storedLanguageAtom } from '../language/atoms';
import { loadCatalogue } from '../../i18n/translate';
import { usePasswordLabels } from './usePasswordLabels';

async function labelsIn(language: 'en' | 'hi') {
  const store = createStore();
  await loadCatalogue(language);
  store.set(storedLanguageAtom, language);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePasswordLabels(), { wrapper });
}

describe('usePasswordLabels', () => {
  it('names the show/hide button and says what it did, in English', async () => {
    const { result } = await labelsIn('en');
    expect(result.current).toEqual({
      show: 'Show password',
      hide: 'Hide password',
      shown: 'Your password is shown.',
      hidden: 'Your password is hidden.',
    });
  });

  it('says it all in Hindi for a Hindi reader, and keeps one object across renders', async () => {
    const { result, rerender } = await labelsIn('hi');
    expect(result.current).toEqual({
      show: 'पासवर्ड दिखाएँ',
      hide: 'पासवर्ड छिपाएँ',
      shown: 'आपका पासवर्ड दिख रहा है।',
      hidden: 'आपका पासवर्ड छिपा है।',
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
