import { createHash } from 'node:crypto';

/**
 * A recovery's undo token: the plan's dates before the recovery, signed by the server (so a client cannot
 * forge dates) and carried by the client (so any instance can honour it, and nothing is stored). The dates
 * are run-length coded in the order of `sortTodos` over the plan's state after the recovery, which the
 * token's hash pins: once anything in the plan changes, the token no longer applies.
 */

export type TokenSigner = { sign(value: string): string; unsign(token: string): string | null };

export type RecoveryUndo = {
  userId: string;
  planId: string;
  /** Epoch milliseconds of the recovery. */
  appliedAt: number;
  endDate: string;
  bufferDates: string[];
  stateHash: string;
  /** The open to-dos' previous dates, as [date, count] runs. */
  dateRuns: [string, number][];
};

type DatedTodo = { id: string; date: string };

/** By day, then id: an order both the recovery and its undo can rebuild from the rows alone. */
export function sortTodos<T extends DatedTodo>(todos: readonly T[]): T[] {
  return [...todos].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

export function planStateHash(sorted: readonly DatedTodo[], endDate: string, bufferDates: readonly string[]) {
  const hash = createHash('sha256');
  for (const todo of sorted) hash.update(`${todo.id}:${todo.date};`);
  hash.update(`end:${endDate};buffers:${bufferDates.join(',')}`);
  return hash.digest('base64url');
}

export function runLengths(dates: readonly string[]): [string, number][] {
  const runs: [string, number][] = [];
  for (const date of dates) {
    const last = runs.at(-1);
    if (last && last[0] === date) last[1] += 1;
    else runs.push([date, 1]);
  }
  return runs;
}

export function expandRuns(runs: readonly [string, number][]): string[] {
  return runs.flatMap(([date, count]) => Array.from({ length: count }, () => date));
}

export function encodeUndo(undo: RecoveryUndo, signer: TokenSigner): string {
  return signer.sign(Buffer.from(JSON.stringify(undo)).toString('base64url'));
}

/** The token's contents, or null when its signature or shape is wrong. */
export function decodeUndo(token: string, signer: TokenSigner): RecoveryUndo | null {
  const value = signer.unsign(token);
  if (value === null) return null;
  try {
    const undo = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as RecoveryUndo;
    return typeof undo.planId === 'string' && Array.isArray(undo.dateRuns) ? undo : null;
  } catch {
    return null;
  }
}
