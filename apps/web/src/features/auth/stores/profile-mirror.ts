import { userProfile, type UserProfile } from '@molip/domain/user';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/me-query-key';
import { useAuthStore } from './auth-store';

/** The same profile, field by field (every field is a plain value). */
const sameProfile = (current: UserProfile | null, next: UserProfile) =>
  current !== null &&
  (Object.keys(next) as (keyof UserProfile)[]).every((field) => current[field] === next[field]);

/**
 * Profile changes are written to the profile query alone; the persisted `user` follows it while signed in.
 * Started by the app, not by the auth store, so the sign-in page loads no Zod.
 */
export function mirrorProfileQuery(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== meQueryKey[0]) return;
    if (event.query.queryKey[1] !== meQueryKey[1] || !useAuthStore.getState().isAuthenticated) return;
    const profile = userProfile.safeParse(event.query.state.data);
    // An unchanged answer (every start-up re-read) leaves the store alone: each screen showing the user would re-render.
    const { user, setUser } = useAuthStore.getState();
    if (profile.success && !sameProfile(user, profile.data)) setUser(profile.data);
  });
}
