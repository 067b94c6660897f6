import { create } from 'zustand';

type AccessState = {
  /** When terms and username were last confirmed complete (in memory, trusted for 5 minutes). */
  grantedAt: number | null;
  grant: (at?: number) => void;
  reset: () => void;
};

export const useAccessStore = create<AccessState>()((set) => ({
  grantedAt: null,
  grant: (at = Date.now()) => set({ grantedAt: at }),
  reset: () => set({ grantedAt: null }),
}));
