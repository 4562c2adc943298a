import axios, { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { createAppStore, createQueryClient } from '../appStore';
import { categoriesAtom } from '../features/content/atoms';
import { categoriesQuery } from '../features/content/queries';
import { selectedLanguageAtom } from '../features/language/atoms';
import { scopeOf } from './scope';

/** A store whose api answers categories named in the asked language, recording each request. */
function storeAnswering() {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const language = String(config.params?.lang);
    asked.push(`${config.url} ${language}`);
    const category = { id: 1, slug: 'banking', name: language === 'hi' ? 'बैंकिंग' : 'Banking', description: '', image: '', translations: [] };
    return { data: { result: 1, data: { data: [category] } }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const queryClient = createQueryClient();
  const store = createAppStore({ queryClient, api: axios.create({ adapter }), language: 'en' });
  return { store, queryClient, asked };
}

/** Resolves once the atom's query has data. */
function dataOf(store: ReturnType<typeof storeAnswering>['store']) {
  return new Promise<unknown>((resolve) => {
    const check = () => {
      const state = store.get(categoriesAtom);
      if (state.isSuccess) {
        unsubscribe();
        resolve(state.data);
      }
    };
    const unsubscribe = store.sub(categoriesAtom, check);
    check();
  });
}

describe('a page’s query atom', () => {
  it('reads what the route’s loader put in the cache, without asking again', async () => {
    const { store, queryClient, asked } = storeAnswering();
    await queryClient.ensureQueryData(categoriesQuery(scopeOf(store)));
    expect(asked).toEqual(['/getAllCategories en']);
    await expect(dataOf(store)).resolves.toMatchObject([{ name: 'Banking' }]);
    expect(asked).toEqual(['/getAllCategories en']);
  });

  it('fetches the list again in the language the reader switches to', async () => {
    const { store, asked } = storeAnswering();
    await expect(dataOf(store)).resolves.toMatchObject([{ name: 'Banking' }]);
    await store.set(selectedLanguageAtom, 'hi');
    await expect(dataOf(store)).resolves.toMatchObject([{ name: 'बैंकिंग' }]);
    expect(asked).toEqual(['/getAllCategories en', '/getAllCategories hi']);
  });
});
