import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { mirrorProfileQuery } from '@/features/auth/stores/profile-mirror';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

// For as long as the app runs, the persisted user follows the profile query.
mirrorProfileQuery(queryClient);

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The app's router, made once for the page's lifetime: it ranks every route and matches the address. */
export const createRouter = (): AppRouter => createAppRouter(queryClient);

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
