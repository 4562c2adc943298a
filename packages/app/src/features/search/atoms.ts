import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { scopeAtom } from '../../data/scope';
import { searchQuery } from './queries';

/** Searches start at two characters: one letter matches nearly everything. */
export const minimumSearchLength = 2;

/** The header search's term, after the box's debounce. */
export const searchTermAtom = atom('');

/** The header search's results for the current term (none asked for under two characters). */
export const searchResultsAtom = atomWithQuery((get) => {
  const term = get(searchTermAtom).trim();
  return { ...searchQuery(term)(get(scopeAtom)), enabled: term.length >= minimumSearchLength };
});
