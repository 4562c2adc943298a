import { queryAtom } from '../../data/queryAtom';
import { languagesQuery } from './queries';

export {
  defaultLanguage,
  ensureCatalogueAtom,
  localeAtom,
  selectedLanguageAtom,
  storedLanguageAtom,
  translatorAtom,
} from './selectedLanguage';

/** The top bar's language dropdown. */
export const languagesAtom = queryAtom(languagesQuery);
