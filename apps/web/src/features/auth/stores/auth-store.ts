import type { UserProfile } from '@molip/domain/user';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { authSession } from '@/lib/auth-session';

type AuthState = {
  user: UserProfile | null;
  isAuthenticated: boolean;
  /** `restoring` until the start-up refresh has answered; guards wait for `ready`. */
  status: 'restoring' | 'ready';
  /** When this tab saw a fresh sign-in (the terms modal waits longer then, spec §2). Not persisted. */
  signedInAt: number | null;
  /** Why the last session ended: the user's own logout goes to /login, an expiry keeps `redirect`. */
  lastSignOut: 'user' | 'expired' | null;
  setUser: (user: UserProfile) => void;
  markSignedIn: (user: UserProfile) => void;
  clear: () => void;
  noteUserSignOut: () => void;
  setReady: () => void;
};

/** Persisted store: only `user` and `isAuthenticated` reach local storage; the token never does (DESIGN §4). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      user: null,
      isAuthenticated: false,
      status: 'restoring',
      signedInAt: null,
      lastSignOut: null,
      setUser: (user) => set({ user, isAuthenticated: true }),
      markSignedIn: (user) =>
        set({ user, isAuthenticated: true, signedInAt: Date.now(), status: 'ready', lastSignOut: null }),
      clear: () =>
        set((state) => ({
          user: null,
          isAuthenticated: false,
          signedInAt: null,
          lastSignOut: state.isAuthenticated ? (state.lastSignOut ?? 'expired') : state.lastSignOut,
        })),
      noteUserSignOut: () => set({ lastSignOut: 'user' }),
      setReady: () => set({ status: 'ready' }),
    }),
    {
      name: 'molip-auth',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, isAuthenticated: state.isAuthenticated }),
    },
  ),
);

// The session (token in memory) is the source of truth; the store mirrors it for rendering.
authSession.subscribe((event) => {
  if (event.type === 'refreshed') useAuthStore.getState().setUser(event.user);
  else useAuthStore.getState().clear();
});
