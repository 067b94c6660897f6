import { create } from 'zustand';

type AccessState = {
  /** When terms and username were last confirmed complete (in memory; spec: 5-minute cache). */
  grantedAt: number | null;
  grant: (at?: number) => void;
  reset: () => void;
};

export const useAccessStore = create<AccessState>()((set) => ({
  grantedAt: null,
  grant: (at = Date.now()) => set({ grantedAt: at }),
  reset: () => set({ grantedAt: null }),
}));
