import { describe, expect, it } from 'vitest';
import { checkBlockTime, resetDraft } from './block-draft-store';

const session = { startClock: '14:00', endClock: '16:00' };

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
    expect(check.error).toBe(
      '세션이 16:00에 종료될 예정이므로 집중 시간은 최대 30분까지 설정할 수 있습니다.',
    );
  });

  it('accepts exactly the maximum', () => {
    expect(checkBlockTime({ startTime: '15:30', focusMinutes: 30 }, session).canProceed).toBe(true);
  });

  it('needs focus minutes above 0 and a start time inside the session', () => {
    expect(checkBlockTime({ startTime: '14:10', focusMinutes: 0 }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '14:10', focusMinutes: Number.NaN }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '', focusMinutes: 40 }, session).error).toBe(
      '시작 시간을 입력해주세요.',
    );
    expect(checkBlockTime({ startTime: '16:00', focusMinutes: 10 }, session).canProceed).toBe(false);
    expect(checkBlockTime({ startTime: '13:00', focusMinutes: 10 }, session).canProceed).toBe(false);
  });

  it('resets to now and the default 40 minutes', () => {
    expect(resetDraft('09:05')).toEqual({ startTime: '09:05', focusMinutes: 40, todoIds: [] });
  });
});
