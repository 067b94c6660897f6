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
};

let nextId = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One snackbar at a time: a new one replaces the one on screen and restarts the clock. */
export const useSnackbarStore = create<SnackbarState>()((set, get) => ({
  snackbar: null,
  show: ({ message, detail = null, action, keepInSight, duration }) => {
    nextId += 1;
    const id = nextId;
    clearTimeout(timer);
    set({ snackbar: { id, message, detail, action: action ?? null, keepInSight: keepInSight ?? null } });
    timer = setTimeout(
      () => get().dismiss(id),
      duration ?? (action ? SNACKBAR_WITH_UNDO_DURATION_MS : SNACKBAR_DURATION_MS),
    );
    return id;
  },
  dismiss: (id) => {
    const current = get().snackbar;
    if (current === null || (id !== undefined && current.id !== id)) return;
    clearTimeout(timer);
    set({ snackbar: null });
  },
}));

/** For code outside React (mutations' callbacks). */
export const showSnackbar = (input: ShowSnackbarInput) => useSnackbarStore.getState().show(input);
