// Loaders read the reader's store from a typed router context (data/routeData.ts); this makes
// their `context` argument that RouterContextProvider instead of `any`.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
