import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/600.css';
import '@fontsource/noto-sans-devanagari/700.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { selectedLanguageAtom } from './features/language/atoms';
import { loadCatalogue } from './i18n/translate';
import { store } from './store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A Hindi reader's strings arrive before the first render: no English flash.
await loadCatalogue(store.get(selectedLanguageAtom)).catch(() => undefined);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
