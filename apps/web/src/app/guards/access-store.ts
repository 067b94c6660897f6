import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';

type AccessState = {
  /** When terms and username were last confirmed complete (in memory, trusted for 5 minutes). */
  grantedAt: number | null;
  /**
   * The account that last passed the gates on this device, kept across visits: a returning learner's
   * screens open at once while the shell asks the gates again (docs/product-rules.md#who-may-use-the-service).
   */
  passedBy: string | null;
  grant: (at?: number) => void;
  reset: () => void;
};

export const useAccessStore = create<AccessState>()(
  persist(
    (set) => ({
      grantedAt: null,
      passedBy: null,
      grant: (at = Date.now()) => set({ grantedAt: at, passedBy: useAuthStore.getState().user?.id ?? null }),
      reset: () => set({ grantedAt: null, passedBy: null }),
    }),
    {
      name: 'molip-access',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ passedBy: state.passedBy }),
    },
  ),
);

/** Whether someone is signed in, with the account that passed the gates on this device before. */
export function passedOnThisDevice(): boolean {
  const { isAuthenticated, user } = useAuthStore.getState();
  return isAuthenticated && user !== null && useAccessStore.getState().passedBy === user.id;
}

/** Whether the dashboard opens for a learner who passed the gates on this device before. */
export const returningLearnerOpensDashboard = (): boolean =>
  window.location.pathname === paths.home && passedOnThisDevice();
