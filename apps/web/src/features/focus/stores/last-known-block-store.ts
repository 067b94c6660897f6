import { focusBlock } from '@molip/domain/focus';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { authSession } from '@/lib/auth-session';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { serverClockOffsetMs } from '@/lib/server-clock';

/**
 * The running block's last server answer, kept in local storage so an offline reload still shows its clock
 * (docs/product-rules.md#focus-time). Local storage rather than the service worker's cache: the answer is
 * kept with the device time it arrived at, so the clock offset stays the server's, and it is dropped per
 * learner, which a cache of responses by address does not know to do.
 */
const STORAGE_KEY = 'molip-last-known-block';

// Storage edited by hand or written by an older app is dropped rather than trusted.
const storedBlock = z.object({ block: focusBlock, receivedAt: z.number() });

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string | null): void {
  if (readStored() === value) return;
  try {
    if (value === null) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // No storage (a private window, a full quota): an offline reload then shows the offline state only.
    return;
  }
  notify();
}

/** Milliseconds until the block's planned end, on the server's clock as its answer revealed it. */
export function msUntilBlockEnd({ block, receivedAt }: ReceivedBlock, deviceNow: number): number {
  return Date.parse(block.endTime) - (deviceNow + serverClockOffsetMs(block.serverTime, receivedAt));
}

/** The stored text as a block answer; null when it is not one (edited by hand, an older app's). */
function parseStored(stored: string | null): ReceivedBlock | null {
  if (stored === null) return null;
  try {
    const parsed = storedBlock.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What was stored, as the learner's running block: null for another learner's block, an ended one, one
 * past its planned end (nothing more is counted after it) and anything that is not a block answer.
 */
export function lastKnownBlockOf(
  stored: string | null,
  learnerId: string,
  deviceNow: number,
): ReceivedBlock | null {
  const known = parseStored(stored);
  if (known === null || known.block.ownerUserId !== learnerId || known.block.endedAt !== null) return null;
  return msUntilBlockEnd(known, deviceNow) > 0 ? known : null;
}

/** Keeps a server answer about the running block; an ended block is forgotten instead. */
export function rememberBlock(received: ReceivedBlock): void {
  if (received.block.endedAt !== null) forgetBlock(received.block.id);
  else writeStored(JSON.stringify(received));
}

/** Forgets the kept block: whichever it is, or only when it is `blockId`. */
export function forgetBlock(blockId?: string): void {
  const kept = blockId === undefined ? null : parseStored(readStored());
  if (kept !== null && kept.block.id !== blockId) return;
  writeStored(null);
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab of the app ended or started a block.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The learner's running block as the server last answered it, while it can still be running: what the
 * focus screens and the dashboard show when the server cannot be asked (offline). Null for no learner.
 */
export function useLastKnownBlock(learnerId: string | null): ReceivedBlock | null {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const [checkedAt, setCheckedAt] = useState(Date.now);
  const known = useMemo(
    () => (learnerId === null ? null : lastKnownBlockOf(stored, learnerId, checkedAt)),
    [stored, learnerId, checkedAt],
  );
  // Looked at again when its planned end passes, so it is never offered as running after it.
  useEffect(() => {
    if (known === null) return;
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.max(0, msUntilBlockEnd(known, Date.now())));
    return () => clearTimeout(timer);
  }, [known]);
  return known;
}

// A signed-out device keeps no learner's block.
authSession.subscribe((event) => {
  if (event.type === 'ended') forgetBlock();
});
