import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBlockFitsSession } from './focus.ts';

const session = { sessionMinutes: 120, sessionStartClock: '14:00', sessionEndClock: '16:00' };

describe('checkBlockFitsSession', () => {
  it('accepts a block that ends by the session end, with the longest it could be', () => {
    expect(checkBlockFitsSession({ ...session, minutesIntoSession: 90, focusMinutes: 30 })).toEqual({
      maxMinutes: 30,
      error: null,
    });
  });

  it('refuses a block that outlasts its session, naming the end and the maximum', () => {
    expect(checkBlockFitsSession({ ...session, minutesIntoSession: 90, focusMinutes: 40 })).toEqual({
      maxMinutes: 30,
      error: {
        field: 'focusMinutes',
        message: '세션이 16:00에 끝날 예정이라 집중 시간은 최대 30분까지 설정할 수 있어요.',
      },
    });
  });

  it('refuses a start outside the session', () => {
    const fit = checkBlockFitsSession({ ...session, minutesIntoSession: 120, focusMinutes: 10 });
    expect(fit.error).toEqual({
      field: 'startTime',
      message: '블록 시작 시간은 세션 시간(14:00~16:00) 안이어야 해요.',
    });
  });

  it('refuses zero or fractional focus minutes', () => {
    for (const focusMinutes of [0, -5, 1.5, Number.NaN]) {
      expect(checkBlockFitsSession({ ...session, minutesIntoSession: 0, focusMinutes }).error?.field).toBe(
        'focusMinutes',
      );
    }
  });

  it('accepts exactly the blocks that end within the session', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1440 }),
        fc.nat(1500),
        fc.integer({ min: 1, max: 1500 }),
        (length, into, minutes) => {
          const fit = checkBlockFitsSession({
            minutesIntoSession: into,
            focusMinutes: minutes,
            sessionMinutes: length,
            sessionStartClock: '00:00',
            sessionEndClock: '00:00',
          });
          expect(fit.error === null).toBe(into < length && into + minutes <= length);
        },
      ),
    );
  });
});
