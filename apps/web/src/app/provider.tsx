import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { mirrorProfileQuery } from '@/features/auth/stores/profile-mirror';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

// For as long as the app runs, the persisted user follows the profile query.
mirrorProfileQuery(queryClient);

export function App() {
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
