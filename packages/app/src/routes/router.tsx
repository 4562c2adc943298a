import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Each page is its own chunk: a learner on slow data downloads only the page they open. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./HomePage')).default }) },
          {
            path: 'subscription-plans',
            lazy: async () => ({
              Component: (await import('../features/subscriptions/SubscriptionPlansPage')).default,
            }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('./NotFoundPage')).default }) },
        ],
      },
    ],
  },
]);
