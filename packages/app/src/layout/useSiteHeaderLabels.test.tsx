import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { storedLanguageAtom } from '../features/language/atoms';
import { loadCatalogue } from '../i18n/translate';
import { useSiteHeaderLabels } from './useSiteHeaderLabels';

async function labelsIn(language: 'en' | 'hi') {
  const store = createStore();
  await loadCatalogue(language);
  store.set(storedLanguageAtom, language);
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useSiteHeaderLabels(), { wrapper });
}

describe('useSiteHeaderLabels', () => {
  it('gives the header every word it shows, in English', async () => {
    const { result } = await labelsIn('en');
    expect(result.current).toMatchObject({ brand: 'Pariksha', navigation: 'Main', openMenu: 'Open menu', logOut: 'Log out' });
    expect(Object.values(result.current).every((word) => word.length > 0)).toBe(true);
  });

  it('gives them in Hindi for a Hindi reader, one object across renders', async () => {
    const { result, rerender } = await labelsIn('hi');
    expect(result.current).toMatchObject({ brand: 'परीक्षा', navigation: 'मुख्य', openMenu: 'मेन्यू खोलें', logOut: 'लॉग आउट' });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
