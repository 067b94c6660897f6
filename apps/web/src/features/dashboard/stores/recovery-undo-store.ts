import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';

/** A recovery applied from this tab that the server may still undo: what its card needs after a reload. */
const pendingRecoveryUndo = z.object({
  planId: z.string(),
  planTitle: z.string(),
  undoToken: z.string(),
  /** When the server said, at the recovery, it stops honouring the token. */
  undoExpiresAt: z.string(),
  endDate: z.string(),
  previousEndDate: z.string(),
});
export type PendingRecoveryUndo = z.infer<typeof pendingRecoveryUndo>;

const persistedUndos = z.object({ undos: z.record(z.string(), pendingRecoveryUndo) });

type RecoveryUndoState = {
  /** By plan id: one recovery at a time per plan. */
  undos: Record<string, PendingRecoveryUndo>;
  remember: (undo: PendingRecoveryUndo) => void;
  forget: (planId: string) => void;
};

/**
 * The undo tokens of recoveries applied in this tab, kept in session storage so a reload within the server's
 * window still offers "되돌리기"; the server says whether each still applies, and nothing outlives the tab.
 */
export const useRecoveryUndoStore = create<RecoveryUndoState>()(
  persist(
    (set) => ({
      undos: {},
      remember: (undo) => set((state) => ({ undos: { ...state.undos, [undo.planId]: undo } })),
      forget: (planId) =>
        set((state) => {
          if (!(planId in state.undos)) return state;
          const { [planId]: _forgotten, ...rest } = state.undos;
          return { undos: rest };
        }),
    }),
    {
      name: 'molip-recovery-undos',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ undos: state.undos }),
      merge: (persisted, current) => {
        const parsed = persistedUndos.safeParse(persisted);
        return parsed.success ? { ...current, undos: parsed.data.undos } : current;
      },
    },
  ),
);
