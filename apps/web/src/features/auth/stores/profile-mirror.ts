import { userProfile } from '@molip/domain/user';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/learner/user-query-keys';
import { useAuthStore } from './auth-store';

/**
 * Profile changes are written to the profile query alone; the persisted `user` follows it while signed in.
 * Started by the app, not by the auth store, so the sign-in page loads no Zod.
 */
export function mirrorProfileQuery(queryClient: QueryClient): () => void {
  const meKey = userKeys.me();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== meKey[0]) return;
    if (event.query.queryKey[1] !== meKey[1] || !useAuthStore.getState().isAuthenticated) return;
    const profile = userProfile.safeParse(event.query.state.data);
    if (profile.success) useAuthStore.getState().setUser(profile.data);
  });
}
