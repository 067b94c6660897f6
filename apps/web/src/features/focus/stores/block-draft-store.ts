import { addMinutesToClock, expectedDurationMinutes, isClockTime } from '@molip/domain/clock-time';
import { checkBlockFitsSession, fittingBlockMinutes } from '@molip/domain/focus';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as z from 'zod/mini';

/** The two-step block creation draft (time, then to-dos) of one session. */
export type BlockDraft = { sessionId: string; startTime: string; focusMinutes: number; todoIds: string[] };

/** The session a draft is for, by its `HH:mm` clocks in the learner's zone. */
export type DraftSession = { id: string; startClock: string; endClock: string };

export type BlockTimeCheck = {
  /** Start plus the focus minutes, wrapping at 24 h; null while the start is not a time. */
  endTime: string | null;
  /** Session end minus block start; null when the start lies outside the session. */
  maxMinutes: number | null;
  error: string | null;
  canProceed: boolean;
};

/**
 * Step 1: a start time, and a block that fits the session. Clock times are the session's `HH:mm` in the
 * learner's zone; a session may cross midnight.
 */
export function checkBlockTime(
  draft: Pick<BlockDraft, 'startTime' | 'focusMinutes'>,
  session: { startClock: string; endClock: string },
): BlockTimeCheck {
  if (!isClockTime(draft.startTime)) {
    return { endTime: null, maxMinutes: null, error: '시작 시간을 입력해 주세요.', canProceed: false };
  }
  const endTime = Number.isFinite(draft.focusMinutes)
    ? addMinutesToClock(draft.startTime, draft.focusMinutes)
    : null;
  const fit = checkBlockFitsSession({
    minutesIntoSession: expectedDurationMinutes(session.startClock, draft.startTime),
    focusMinutes: draft.focusMinutes,
    sessionMinutes: expectedDurationMinutes(session.startClock, session.endClock),
    sessionStartClock: session.startClock,
    sessionEndClock: session.endClock,
  });
  return { endTime, maxMinutes: fit.maxMinutes, error: fit.error?.message ?? null, canProceed: !fit.error };
}

/**
 * A fresh draft: start now (at the session's start while it is still ahead), for the learner's usual length
 * shortened to what the session has left — the form never opens refusing its own default.
 */
export function resetDraft(session: DraftSession, nowClock: string, usualMinutes: number): BlockDraft {
  const fromNow = checkBlockTime({ startTime: nowClock, focusMinutes: usualMinutes }, session);
  const startTime = fromNow.maxMinutes === null ? session.startClock : nowClock;
  const { maxMinutes } = checkBlockTime({ startTime, focusMinutes: usualMinutes }, session);
  return {
    sessionId: session.id,
    startTime,
    focusMinutes: fittingBlockMinutes(usualMinutes, maxMinutes ?? usualMinutes),
    todoIds: [],
  };
}

/** The draft if it belongs to this session; another session's times and to-dos mean nothing here. */
export const draftForSession = (draft: BlockDraft | null, sessionId: string): BlockDraft | null =>
  draft?.sessionId === sessionId ? draft : null;

/**
 * What a reload reads back. JSON writes a cleared minutes field (NaN) as null, so it comes back as NaN; a
 * draft of any other shape (edited storage, an older app) is dropped rather than trusted.
 */
const persistedDraft = z.object({
  draft: z.catch(
    z.nullable(
      z.object({
        sessionId: z.string(),
        startTime: z.string(),
        focusMinutes: z.pipe(
          z.nullable(z.number()),
          z.transform((minutes: number | null) => minutes ?? Number.NaN),
        ),
        todoIds: z.array(z.string()),
      }),
    ),
    null,
  ),
});

type BlockDraftState = {
  draft: BlockDraft | null;
  /** Keeps the draft of this session while it still fits it, else starts a fresh one. */
  ensureFor: (session: DraftSession, nowClock: string, usualMinutes: number) => void;
  reset: (session: DraftSession, nowClock: string, usualMinutes: number) => void;
  update: (changes: Partial<Omit<BlockDraft, 'sessionId'>>) => void;
  toggleTodo: (todoId: string, checked: boolean) => void;
  clear: () => void;
};

/**
 * The draft, persisted to session storage so a reload on step 2 keeps the time and the ticked to-dos.
 * Not the auth store, which persists only the user, and nothing here outlives the tab.
 */
export const useBlockDraftStore = create<BlockDraftState>()(
  persist(
    (set) => ({
      draft: null,
      ensureFor: (session, nowClock, usualMinutes) =>
        set((state) => {
          const kept = draftForSession(state.draft, session.id);
          return kept && checkBlockTime(kept, session).canProceed
            ? state
            : { draft: resetDraft(session, nowClock, usualMinutes) };
        }),
      reset: (session, nowClock, usualMinutes) => set({ draft: resetDraft(session, nowClock, usualMinutes) }),
      update: (changes) => set((state) => (state.draft ? { draft: { ...state.draft, ...changes } } : state)),
      toggleTodo: (todoId, checked) =>
        set((state) => {
          if (!state.draft) return state;
          const others = state.draft.todoIds.filter((id) => id !== todoId);
          return { draft: { ...state.draft, todoIds: checked ? [...others, todoId] : others } };
        }),
      clear: () => set({ draft: null }),
    }),
    {
      name: 'molip-focus-block-draft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ draft: state.draft }),
      merge: (persisted, current) => {
        const parsed = persistedDraft.safeParse(persisted);
        return parsed.success ? { ...current, draft: parsed.data.draft } : current;
      },
    },
  ),
);
