import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedDurationMinutes, minutesToClock } from './clock-time.ts';
import {
  checkBlockFitsSession,
  createFocusSessionBody,
  fittingBlockMinutes,
  focusMessages,
} from './focus.ts';

const session = { sessionMinutes: 120, sessionStartClock: '14:00', sessionEndClock: '16:00' };

describe('fittingBlockMinutes', () => {
  it('keeps the usual length when the session has room, and shortens it to what is left otherwise', () => {
    expect(fittingBlockMinutes(40, 110)).toBe(40);
    expect(fittingBlockMinutes(40, 32)).toBe(32);
    expect(fittingBlockMinutes(40, -3)).toBe(0);
  });

  it('always offers a length the session accepts from the same start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1440 }), (into, usual) => {
        const sessionMinutes = 1440;
        const left = sessionMinutes - into;
        const focusMinutes = fittingBlockMinutes(usual, left);
        const fit = checkBlockFitsSession({
          ...session,
          sessionMinutes,
          minutesIntoSession: into,
          focusMinutes,
        });
        expect(fit.error).toBeNull();
      }),
    );
  });
});

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

describe('createFocusSessionBody', () => {
  const clock = fc.integer({ min: 0, max: 1439 }).map(minutesToClock);

  it('takes a totalTime equal to the minutes from start to end, and refuses any other in Korean', () => {
    fc.assert(
      fc.property(clock, clock, fc.integer({ min: -2000, max: 2000 }), (startTime, endTime, totalTime) => {
        const total = expectedDurationMinutes(startTime, endTime);
        fc.pre(total > 0);
        const body = { startTime, endTime, focusTime: 1 };
        expect(createFocusSessionBody.safeParse({ ...body, totalTime: total }).success).toBe(true);
        expect(createFocusSessionBody.safeParse(body).success).toBe(true);
        const other = createFocusSessionBody.safeParse({ ...body, totalTime });
        if (totalTime === total) return;
        expect(other.error?.issues).toEqual([
          expect.objectContaining({ path: ['totalTime'], message: focusMessages.totalTimeMismatch(total) }),
        ]);
      }),
    );
  });

  it('names the session length as people read it', () => {
    expect(focusMessages.totalTimeMismatch(90)).toBe(
      '전체 시간은 시작 시간부터 종료 시간까지인 1시간 30분이어야 해요.',
    );
  });
});
