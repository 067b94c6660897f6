import { BLOCK_DEFAULT_FOCUS_MINUTES } from '@molip/domain/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';

type FocusPreferences = {
  /** The block length the learner chose last; a quick start uses it again. */
  blockMinutes: number;
  /** A soft chime when a block's time is up. */
  endSound: boolean;
  /** Whether the learner was already asked to allow system notifications (asked once, when it matters). */
  notificationsAsked: boolean;
};

const defaults: FocusPreferences = {
  blockMinutes: BLOCK_DEFAULT_FOCUS_MINUTES,
  endSound: true,
  notificationsAsked: false,
};

// Storage edited by hand or written by an older app falls back to the defaults field by field.
const persisted = z.object({
  blockMinutes: z.catch(z.int().check(z.minimum(1), z.maximum(1440)), defaults.blockMinutes),
  endSound: z.catch(z.boolean(), defaults.endSound),
  notificationsAsked: z.catch(z.boolean(), defaults.notificationsAsked),
});

type FocusPreferenceActions = {
  chooseBlockMinutes: (minutes: number) => void;
  setEndSound: (on: boolean) => void;
  markNotificationsAsked: () => void;
};

/** The learner's focus preferences on this device, kept in local storage. */
export const useFocusPreferencesStore = create<FocusPreferences & FocusPreferenceActions>()(
  persist(
    (set) => ({
      ...defaults,
      chooseBlockMinutes: (minutes) => {
        if (Number.isInteger(minutes) && minutes > 0) set({ blockMinutes: minutes });
      },
      setEndSound: (on) => set({ endSound: on }),
      markNotificationsAsked: () => set({ notificationsAsked: true }),
    }),
    {
      name: 'molip-focus-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ blockMinutes, endSound, notificationsAsked }) => ({
        blockMinutes,
        endSound,
        notificationsAsked,
      }),
      merge: (stored, current) => ({
        ...current,
        ...persisted.parse({ ...defaults, ...(typeof stored === 'object' ? stored : {}) }),
      }),
    },
  ),
);
