import type { UserProfile } from '@molip/domain/user';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { authSession, type SessionEnd } from '@/lib/auth-session';
import { AUTH_STORAGE_KEY } from '@/lib/early-start';
import { userKeys } from '@/entities/learner/user-query-keys';
import { queryClient } from '@/lib/query-client';

type AuthState = {
  user: UserProfile | null;
  isAuthenticated: boolean;
  /** `restoring` until the start-up refresh has answered; guards wait for `ready`. */
  status: 'restoring' | 'ready';
  /** When this tab saw a fresh sign-in (the terms modal waits longer then). Not persisted. */
  signedInAt: number | null;
  /**
   * Why the last session ended: the user's own logout goes to /login, an expiry keeps `redirect`, a
   * disabled account is told why.
   */
  lastSignOut: 'user' | 'expired' | 'disabled' | null;
  setUser: (user: UserProfile) => void;
  markSignedIn: (user: UserProfile) => void;
  clear: (end?: SessionEnd) => void;
  noteUserSignOut: () => void;
  setReady: () => void;
};

/** The same profile, field by field (every field is a plain value). */
const sameProfile = (current: UserProfile | null, next: UserProfile) =>
  current !== null &&
  (Object.keys(next) as (keyof UserProfile)[]).every((field) => current[field] === next[field]);

/**
 * Persisted store: only `user` and `isAuthenticated` reach local storage; the token never does, since any
 * script on the page can read storage (docs/decisions/002-auth-tokens.md).
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      status: 'restoring',
      signedInAt: null,
      lastSignOut: null,
      // An unchanged profile (each refresh, each re-read of /me) leaves the store alone: every screen showing
      // the user would render again.
      setUser: (user) =>
        set((state) =>
          state.isAuthenticated && sameProfile(state.user, user) ? state : { user, isAuthenticated: true },
        ),
      markSignedIn: (user) =>
        set({ user, isAuthenticated: true, signedInAt: Date.now(), status: 'ready', lastSignOut: null }),
      clear: (end) =>
        set((state) => ({
          user: null,
          isAuthenticated: false,
          signedInAt: null,
          lastSignOut: end?.accountDisabled
            ? 'disabled'
            : state.isAuthenticated
              ? (state.lastSignOut ?? 'expired')
              : state.lastSignOut,
        })),
      noteUserSignOut: () => set({ lastSignOut: 'user' }),
      setReady: () => set({ status: 'ready' }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
    },
  ),
);

// The session (token in memory) says who is signed in; their profile also goes into the profile query.
authSession.subscribe((event) => {
  if (event.type === 'refreshed') {
    useAuthStore.getState().setUser(event.user);
    queryClient.setQueryData(userKeys.me(), event.user);
  } else useAuthStore.getState().clear(event);
});
