/** How the interface behaves in time and size: web-only constants the server never needs. */

/** An alert disappears by itself after this long unless closed sooner. */
export const ALERT_DEFAULT_DURATION_MS = 3000;
/** A snackbar stays as long as an alert, longer when it offers "되돌리기" (a thumb needs time to reach it). */
export const SNACKBAR_DURATION_MS = 3000;
export const SNACKBAR_WITH_UNDO_DURATION_MS = 5000;
/** The terms modal waits a moment after a fresh sign-in, and less after a reload. */
export const TERMS_MODAL_DELAY_AFTER_LOGIN_MS = 1500;
export const TERMS_MODAL_DELAY_ON_LOAD_MS = 500;
/** A long press on a to-do opens its action sheet, with a short vibration on touch devices. */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_VIBRATE_MS = 50;
/** The bottom tab bar holds two to five items. */
export const TAB_BAR_MIN_ITEMS = 2;
export const TAB_BAR_MAX_ITEMS = 5;
/** Loading shorter than this shows nothing; longer shows a skeleton of what is coming. */
export const SKELETON_DELAY_MS = 300;
/** The rest offered after a focus block, counted down on its summary; never counted as focus. */
export const BLOCK_BREAK_MINUTES = 5;
