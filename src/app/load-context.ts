import type { PageContext } from '~/server/http/pages';

// Loaders and actions receive the same services the API routes use, in-process.
declare module 'react-router' {
  interface AppLoadContext extends PageContext {}
}
