import { beforeEach, describe, expect, it } from 'vitest';
import { checkBlockTime, resetDraft, useBlockDraftStore } from './block-draft-store';

const session = { startClock: '14:00', endClock: '16:00' };
const session1 = { id: 'session-1', ...session };

describe('block creation step 1', () => {
  it('computes the end time live and allows a block inside the session', () => {
    expect(checkBlockTime({ startTime: '14:10', focusMinutes: 40 }, session)).toEqual({
      endTime: '14:50',
      maxMinutes: 110,
      error: null,
      canProceed: true,
    });
  });

  it('wraps the end time at 24 h', () => {
    const overnight = { startClock: '23:00', endClock: '01:30' };
    const check = checkBlockTime({ startTime: '23:40', focusMinutes: 40 }, overnight);
    expect(check.endTime).toBe('00:20');
    expect(check.maxMinutes).toBe(110);
    expect(check.canProceed).toBe(true);
  });

  it('refuses minutes past the session end with the spec message naming the end and the maximum', () => {
    const check = checkBlockTime({ startTime: '15:30', focusMinutes: 40 }, session);
    expect(check.canProceed).toBe(false);
    expect(check.maxMinutes).toBe(30);
    expect(check.error).toBe('세션이 16:00에 끝날 예정이라 집중 시간은 최대 30분까지 설정할 수 있어요.');
  });

  it('accepts exactly the maximum', () => {
    expect(checkBlockTime({ startTime: '15:30', focusMinutes: 30 }, session).canProceed).toBe(true);
  });

  it('needs focus minutes above 0 and a start time inside the session', () => {
    expect(checkBlockTime({ startTime: '14:10', focusMinutes: 0 }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '14:10', focusMinutes: Number.NaN }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '', focusMinutes: 40 }, session).error).toBe(
      '시작 시간을 입력해 주세요.',
    );
    expect(checkBlockTime({ startTime: '16:00', focusMinutes: 10 }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '13:00', focusMinutes: 10 }, session).canProceed).toBe(false);
  });

  it('starts a fresh draft now, for the usual length when the session has room for it', () => {
    expect(resetDraft(session1, '14:05', 40)).toEqual({
      sessionId: 'session-1',
      startTime: '14:05',
      focusMinutes: 40,
      todoIds: [],
    });
  });

  it('shortens the usual length to what the session has left, so the form never opens refusing it', () => {
    const draft = resetDraft(session1, '15:28', 40);
    expect(draft.focusMinutes).toBe(32);
    expect(checkBlockTime(draft, session)).toMatchObject({ error: null, canProceed: true });
  });

  it('starts at the session’s start while the session is still ahead', () => {
    const draft = resetDraft(session1, '13:20', 25);
    expect(draft).toMatchObject({ startTime: '14:00', focusMinutes: 25 });
    expect(checkBlockTime(draft, session).canProceed).toBe(true);
  });
});

const STORAGE_KEY = 'molip-focus-block-draft';

/** A reload: memory starts empty, then the tab's session storage is read back. */
async function reload(saved: string | null): Promise<void> {
  useBlockDraftStore.setState({ draft: null });
  if (saved === null) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, saved);
  await useBlockDraftStore.persist.rehydrate();
}

describe('block draft store', () => {
  beforeEach(() => {
    useBlockDraftStore.getState().clear();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('persists the time, minutes, ticked to-dos and session to session storage and reads them back', async () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.update({ startTime: '14:20', focusMinutes: 25 });
    store.toggleTodo('todo-a', true);
    store.toggleTodo('todo-b', true);
    store.toggleTodo('todo-a', false);
    store.toggleTodo('todo-c', true);
    const saved = sessionStorage.getItem(STORAGE_KEY);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();

    await reload(saved);
    expect(useBlockDraftStore.getState().draft).toEqual({
      sessionId: 'session-1',
      startTime: '14:20',
      focusMinutes: 25,
      todoIds: ['todo-b', 'todo-c'],
    });
  });

  it('keeps the draft of the same session when step 1 opens again', () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.toggleTodo('todo-a', true);
    store.ensureFor(session1, '14:30', 40);
    expect(useBlockDraftStore.getState().draft).toMatchObject({ startTime: '14:10', todoIds: ['todo-a'] });
  });

  it('starts over when the kept draft no longer fits its session', () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.update({ startTime: '15:50' });
    store.ensureFor(session1, '15:30', 40);
    expect(useBlockDraftStore.getState().draft).toEqual(resetDraft(session1, '15:30', 40));
  });

  it('starts over, now and 40 minutes, when the draft belongs to another session', async () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.update({ focusMinutes: 25 });
    store.toggleTodo('todo-a', true);
    await reload(sessionStorage.getItem(STORAGE_KEY));
    const session2 = { id: 'session-2', startClock: '18:00', endClock: '20:00' };
    useBlockDraftStore.getState().ensureFor(session2, '18:05', 40);
    expect(useBlockDraftStore.getState().draft).toEqual(resetDraft(session2, '18:05', 40));
    expect(sessionStorage.getItem(STORAGE_KEY)).toContain('session-2');
  });

  it('forgets the draft after a creation, also across a reload', async () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.toggleTodo('todo-a', true);
    store.clear();
    await reload(sessionStorage.getItem(STORAGE_KEY));
    expect(useBlockDraftStore.getState().draft).toBeNull();
  });

  it('brings a cleared minutes field back as empty, and drops a stored draft of another shape', async () => {
    const store = useBlockDraftStore.getState();
    store.ensureFor(session1, '14:10', 40);
    store.update({ focusMinutes: Number.NaN });
    await reload(sessionStorage.getItem(STORAGE_KEY));
    expect(useBlockDraftStore.getState().draft?.focusMinutes).toBeNaN();

    await reload(JSON.stringify({ state: { draft: { startTime: 9 } }, version: 0 }));
    expect(useBlockDraftStore.getState().draft).toBeNull();
  });
});
