import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { themeClass } from '@pariksha/ui';
import { DocumentLanguage } from './features/language/DocumentLanguage';
import { router } from './routes/router';
import { store } from './store';
import { LazyToasts } from './features/toasts/LazyToasts';

export function App() {
  return (
    <JotaiProvider store={store}>
      <DocumentLanguage />
      <div className={themeClass}>
        <RouterProvider router={router} />
        <LazyToasts />
      </div>
    </JotaiProvider>
  );
}
