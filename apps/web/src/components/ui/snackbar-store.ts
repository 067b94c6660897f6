import { SNACKBAR_DURATION_MS, SNACKBAR_WITH_UNDO_DURATION_MS } from '@/config/ui-constants';
import type { ReactNode } from 'react';
import { create } from 'zustand';

export type SnackbarAction = {
  label: string;
  onAction: () => void;
  /** An action the server must confirm (an undo): off while offline. */
  needsServer?: boolean;
};

export type SnackbarItem = {
  id: number;
  message: string;
  /** A second, quieter line (e.g. today's figures after a completion). */
  detail: ReactNode;
  action: SnackbarAction | null;
  /** The element id of what the line is about (the row just changed): it is scrolled clear of the line. */
  keepInSight: string | null;
};

export type ShowSnackbarInput = {
  message: string;
  detail?: ReactNode;
  action?: SnackbarAction;
  keepInSight?: string;
  /** Milliseconds on screen; by default longer when there is something to undo. */
  duration?: number;
};

type SnackbarState = {
  snackbar: SnackbarItem | null;
  show: (input: ShowSnackbarInput) => number;
  dismiss: (id?: number) => void;
  /** Stops the shown snackbar's clock while the pointer or the keyboard focus is on it. */
  hold: () => void;
  /** Lets its clock run again for the time it had left. */
  release: () => void;
};

let nextId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
// The shown snackbar's time left, and since when its clock runs (null while held).
let leftMs = 0;
let runningSince: number | null = null;

/** One snackbar at a time: a new one replaces the one on screen and restarts the clock. */
export const useSnackbarStore = create<SnackbarState>()((set, get) => {
  const run = () => {
    const id = get().snackbar?.id;
    clearTimeout(timer);
    runningSince = Date.now();
    timer = setTimeout(() => get().dismiss(id), leftMs);
  };
  return {
    snackbar: null,
    show: ({ message, detail = null, action, keepInSight, duration }) => {
      nextId += 1;
      set({
        snackbar: { id: nextId, message, detail, action: action ?? null, keepInSight: keepInSight ?? null },
      });
      leftMs = duration ?? (action ? SNACKBAR_WITH_UNDO_DURATION_MS : SNACKBAR_DURATION_MS);
      run();
      return nextId;
    },
    dismiss: (id) => {
      const current = get().snackbar;
      if (current === null || (id !== undefined && current.id !== id)) return;
      clearTimeout(timer);
      set({ snackbar: null });
    },
    hold: () => {
      if (runningSince === null) return;
      clearTimeout(timer);
      leftMs -= Date.now() - runningSince;
      runningSince = null;
    },
    release: () => {
      if (runningSince === null && get().snackbar) run();
    },
  };
});

/** For code outside React (mutations' callbacks). */
export const showSnackbar = (input: ShowSnackbarInput) => useSnackbarStore.getState().show(input);
