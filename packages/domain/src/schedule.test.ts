import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, compareDates, dayOfWeek, daysBetween, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { PLAN_MAX_DAYS } from './constants.ts';
import {
  estimatePlanEndDate,
  isPlanRestDay,
  nextStudyDay,
  planPostponement,
  scheduleMessages,
  scheduleStudyPlan,
  selectLeafUnits,
  type PostponementInput,
  type ScheduleInput,
  type StudySchedule,
} from './schedule.ts';

const units = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `u${index + 1}` }));

function schedule(input: ScheduleInput): StudySchedule {
  const result = scheduleStudyPlan(input);
  if (!result.ok) throw new Error(`expected a schedule, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

const kinds = (plan: StudySchedule) => plan.days.map((day) => day.kind[0]).join('');

// 2025-06-02 is a Monday.
const MONDAY = '2025-06-02';

describe('scheduleStudyPlan examples', () => {
  it('gives each study day `studySpeed` units and the last day the remainder', () => {
    const plan = schedule({
      units: units(5),
      startDate: MONDAY,
      restDates: [],
      studySpeed: 2,
      bufferDayInterval: 0,
    });
    expect(plan.days.map((day) => day.unitIds)).toEqual([['u1', 'u2'], ['u3', 'u4'], ['u5']]);
    expect(plan.endDate).toBe('2025-06-04');
    expect(plan).toMatchObject({ studyDayCount: 3, bufferDayCount: 0, restDayCount: 0 });
  });

  it('skips rest dates and rest weekdays, including a rest start date', () => {
    const plan = schedule({
      units: units(3),
      startDate: '2025-06-01', // Sunday
      restDates: ['2025-06-03'],
      restWeekdays: [0],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    expect(plan.days.map(({ date, kind }) => `${date} ${kind}`)).toEqual([
      '2025-06-01 REST',
      '2025-06-02 STUDY',
      '2025-06-03 REST',
      '2025-06-04 STUDY',
      '2025-06-05 STUDY',
    ]);
    expect(plan.restDayCount).toBe(2);
  });

  it('puts a buffer day after every interval of study days and after a final partial block', () => {
    const plan = schedule({
      units: units(5),
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 2,
    });
    expect(kinds(plan)).toBe('SSBSSBSB');
    expect(plan.days.at(-1)?.kind).toBe('BUFFER');
    expect(plan).toMatchObject({ studyDayCount: 5, bufferDayCount: 3, endDate: '2025-06-09' });
  });

  it('ends on a buffer day when the study days fill the last block exactly', () => {
    const plan = schedule({
      units: units(4),
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 2,
    });
    expect(kinds(plan)).toBe('SSBSSB');
  });

  it('never puts a buffer day on a rest day', () => {
    const plan = schedule({
      units: units(2),
      startDate: MONDAY,
      restDates: ['2025-06-04'],
      studySpeed: 1,
      bufferDayInterval: 2,
    });
    expect(kinds(plan)).toBe('SSRB');
  });

  it('ignores duplicate rest dates', () => {
    const once = schedule({
      units: units(3),
      startDate: MONDAY,
      restDates: ['2025-06-03'],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    const twice = schedule({
      units: units(3),
      startDate: MONDAY,
      restDates: ['2025-06-03', '2025-06-03'],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    expect(twice).toEqual(once);
    expect(twice.restDayCount).toBe(1);
  });

  it('accepts a plan of exactly 365 days and refuses 366 with the spec message', () => {
    const base = { startDate: MONDAY, restDates: [], studySpeed: 1, bufferDayInterval: 0 };
    const longest = schedule({ ...base, units: units(PLAN_MAX_DAYS) });
    expect(daysBetween(MONDAY, longest.endDate) + 1).toBe(PLAN_MAX_DAYS);
    expect(scheduleStudyPlan({ ...base, units: units(PLAN_MAX_DAYS + 1) })).toEqual({
      ok: false,
      error: {
        code: 'PLAN_TOO_LONG',
        message: '학습 기간이 365일을 넘어요. 학습 속도를 높이거나 쉬는 날을 줄여 주세요.',
      },
    });
  });

  it('counts rest and buffer days towards the 365-day limit', () => {
    const base = { units: units(200), startDate: MONDAY, restDates: [], restWeekdays: [0, 6], studySpeed: 1 };
    // 200 weekdays fit in 40 weeks; with a buffer day after every 2 study days they need 60 weeks.
    expect(scheduleStudyPlan({ ...base, bufferDayInterval: 0 }).ok).toBe(true);
    const result = scheduleStudyPlan({ ...base, bufferDayInterval: 2 });
    expect(result.ok ? 'ok' : result.error.code).toBe('PLAN_TOO_LONG');
  });

  it('refuses a plan without units', () => {
    const result = scheduleStudyPlan({
      units: [],
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    expect(result).toEqual({ ok: false, error: { code: 'NO_UNITS', message: scheduleMessages.noUnits } });
  });

  it('refuses a study speed outside 1-10 or not whole, in Korean', () => {
    for (const studySpeed of [0, 11, 1.5, Number.NaN, -1]) {
      const result = scheduleStudyPlan({
        units: units(3),
        startDate: MONDAY,
        restDates: [],
        studySpeed,
        bufferDayInterval: 0,
      });
      expect(result, String(studySpeed)).toEqual({
        ok: false,
        error: { code: 'INVALID_INPUT', message: '학습 속도는 하루 1~10개 사이로 정해 주세요.' },
      });
    }
  });

  it('refuses a negative or fractional buffer interval', () => {
    for (const bufferDayInterval of [-1, 0.5]) {
      const result = scheduleStudyPlan({
        units: units(3),
        startDate: MONDAY,
        restDates: [],
        studySpeed: 1,
        bufferDayInterval,
      });
      expect(result.ok ? '' : result.error.message).toBe(scheduleMessages.bufferDayInterval);
    }
  });

  it('refuses malformed dates and weekdays', () => {
    const base = { units: units(3), startDate: MONDAY, restDates: [], studySpeed: 1, bufferDayInterval: 0 };
    const message = (input: ScheduleInput) => {
      const result = scheduleStudyPlan(input);
      return result.ok ? '' : result.error.message;
    };
    expect(message({ ...base, startDate: '2025-6-2' })).toBe('날짜는 YYYY-MM-DD 형식이어야 해요.');
    expect(message({ ...base, restDates: ['2025-02-30'] })).toBe('날짜는 YYYY-MM-DD 형식이어야 해요.');
    expect(message({ ...base, restWeekdays: [7] })).toBe(scheduleMessages.restWeekday);
  });

  it('refuses making every weekday a rest day', () => {
    const result = scheduleStudyPlan({
      units: units(3),
      startDate: MONDAY,
      restDates: [],
      restWeekdays: [0, 1, 2, 3, 4, 5, 6, 3],
      studySpeed: 1,
      bufferDayInterval: 0,
    });
    expect(result.ok ? '' : result.error.message).toBe('모든 요일을 쉬는 날로 정할 수는 없어요.');
  });
});

describe('scheduleStudyPlan properties', () => {
  const inputArb = fc
    .record({
      start: fc.integer({ min: 0, max: 3650 }),
      unitCount: fc.integer({ min: 1, max: 300 }),
      studySpeed: fc.integer({ min: 1, max: 10 }),
      bufferDayInterval: fc.integer({ min: 0, max: 8 }),
      restOffsets: fc.array(fc.integer({ min: -3, max: 420 }), { maxLength: 60 }),
      restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
    })
    .map(({ start, unitCount, restOffsets, ...rest }): ScheduleInput => {
      const startDate = addDays('2020-01-01', start);
      return {
        ...rest,
        startDate,
        units: units(unitCount),
        // Offsets may repeat, so duplicate rest dates are exercised too.
        restDates: restOffsets.map((offset) => addDays(startDate, offset)),
      };
    });

  const isRest = (input: ScheduleInput, date: string) =>
    input.restDates.includes(date) || (input.restWeekdays ?? []).includes(dayOfWeek(date));

  /** The rule of docs/product-rules.md#scheduling-a-plan, computed independently of the scheduler's walk. */
  function expectedEnd(input: ScheduleInput): { endDate: string; span: number } {
    const studyDays = Math.ceil(input.units.length / input.studySpeed);
    const bufferDays = input.bufferDayInterval > 0 ? Math.ceil(studyDays / input.bufferDayInterval) : 0;
    let remaining = studyDays + bufferDays;
    let date = input.startDate;
    for (;;) {
      if (!isRest(input, date)) remaining -= 1;
      if (remaining === 0) return { endDate: date, span: daysBetween(input.startDate, date) + 1 };
      date = addDays(date, 1);
    }
  }

  it('is refused exactly when the spec formula spans more than 365 days', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = scheduleStudyPlan(input);
        const { endDate, span } = expectedEnd(input);
        if (span > PLAN_MAX_DAYS) {
          expect(result).toEqual({
            ok: false,
            error: { code: 'PLAN_TOO_LONG', message: scheduleMessages.planTooLong },
          });
        } else {
          expect(result.ok && result.value.endDate).toBe(endDate);
        }
      }),
    );
  });

  it('lays out a valid calendar whenever it accepts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = scheduleStudyPlan(input);
        if (!result.ok) return;
        const plan = result.value;

        // Every day from start to end, once, in order; span within the limit.
        expect(plan.days[0]?.date).toBe(input.startDate);
        expect(plan.days.at(-1)?.date).toBe(plan.endDate);
        plan.days.forEach((day, index) => expect(day.date).toBe(addDays(input.startDate, index)));
        expect(plan.days.length).toBeLessThanOrEqual(PLAN_MAX_DAYS);

        // Each unit exactly once, in outline order.
        expect(plan.days.flatMap((day) => day.unitIds)).toEqual(input.units.map((unit) => unit.id));

        // Rest days are exactly the rest dates and weekdays, and hold nothing.
        for (const day of plan.days) {
          expect(day.kind === 'REST').toBe(isRest(input, day.date));
          expect(isPlanRestDay(input, day.date)).toBe(day.kind === 'REST');
          if (day.kind !== 'STUDY') expect(day.unitIds).toEqual([]);
        }

        // `studySpeed` units on each study day except the last, which holds 1..speed.
        const studyDays = plan.days.filter((day) => day.kind === 'STUDY');
        studyDays.forEach((day, index) => {
          if (index < studyDays.length - 1) expect(day.unitIds.length).toBe(input.studySpeed);
          else {
            expect(day.unitIds.length).toBeGreaterThanOrEqual(1);
            expect(day.unitIds.length).toBeLessThanOrEqual(input.studySpeed);
          }
        });

        // Buffer days exactly after every `interval` study days and after the final partial block.
        const expectedKinds: string[] = [];
        for (let index = 0; index < studyDays.length; index += 1) {
          expectedKinds.push('STUDY');
          const interval = input.bufferDayInterval;
          if (interval > 0 && ((index + 1) % interval === 0 || index === studyDays.length - 1)) {
            expectedKinds.push('BUFFER');
          }
        }
        expect(plan.days.filter((day) => day.kind !== 'REST').map((day) => day.kind)).toEqual(expectedKinds);

        expect(plan.studyDayCount).toBe(Math.ceil(input.units.length / input.studySpeed));
        expect(plan.studyDayCount + plan.bufferDayCount + plan.restDayCount).toBe(plan.days.length);
        expect(plan.days.at(-1)?.kind).toBe(input.bufferDayInterval > 0 ? 'BUFFER' : 'STUDY');
      }),
    );
  });

  it('previews the same end date as the schedule', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = scheduleStudyPlan(input);
        const estimate = estimatePlanEndDate(input);
        expect(estimate).toEqual(result.ok ? { ok: true, value: result.value.endDate } : result);
      }),
    );
  });
});

describe('scheduleStudyPlan near the last supported day', () => {
  it('refuses a plan whose days would run past it', () => {
    expect(
      scheduleStudyPlan({
        units: units(10),
        startDate: '2199-12-28',
        restDates: [],
        studySpeed: 1,
        bufferDayInterval: 0,
      }),
    ).toEqual({
      ok: false,
      error: { code: 'PLAN_PAST_SUPPORTED_DATES', message: scheduleMessages.pastSupportedDates },
    });
  });

  it('accepts exactly the plans whose last day is a supported one', () => {
    const inputArb = fc
      .record({
        daysBeforeEnd: fc.integer({ min: 0, max: 60 }),
        unitCount: fc.integer({ min: 1, max: 60 }),
        studySpeed: fc.integer({ min: 1, max: 3 }),
        bufferDayInterval: fc.integer({ min: 0, max: 5 }),
      })
      .map(({ daysBeforeEnd, unitCount, ...rest }): ScheduleInput => ({
        ...rest,
        startDate: addDays(LAST_SUPPORTED_DATE, -daysBeforeEnd),
        units: units(unitCount),
        restDates: [],
      }));
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = scheduleStudyPlan(input);
        // The same walk far from the edge, moved back to this start, says where the plan would end.
        const shift = -36500;
        const far = scheduleStudyPlan({ ...input, startDate: addDays(input.startDate, shift) });
        if (!far.ok) throw new Error('a short plan far from the edge is always accepted');
        const wouldEnd = addDays(far.value.endDate, -shift);
        if (compareDates(wouldEnd, LAST_SUPPORTED_DATE) > 0) {
          expect(result.ok ? 'accepted' : result.error.code).toBe('PLAN_PAST_SUPPORTED_DATES');
        } else {
          expect(result.ok && result.value.endDate).toBe(wouldEnd);
        }
      }),
    );
  });
});

describe('estimatePlanEndDate without units', () => {
  const base = { units: [], startDate: MONDAY, restDates: [], studySpeed: 1, bufferDayInterval: 0 };

  it('is the start date plus 35 days', () => {
    expect(estimatePlanEndDate(base)).toEqual({ ok: true, value: addDays(MONDAY, 35) });
  });

  it('adds one day per rest day inside the range, ignoring rest days after it', () => {
    const restDates = ['2025-06-02', '2025-06-10', '2025-06-10', '2025-12-25'];
    expect(estimatePlanEndDate({ ...base, restDates })).toEqual({ ok: true, value: addDays(MONDAY, 37) });
  });

  it('adds the rest weekdays inside the range', () => {
    // Start + 35 is Mon 7 July; the five Sundays before it (8 June - 6 July) push the end to Sat 12 July.
    const result = estimatePlanEndDate({ ...base, restWeekdays: [0] });
    expect(result).toEqual({ ok: true, value: '2025-07-12' });
  });

  it('still validates the settings', () => {
    expect(estimatePlanEndDate({ ...base, studySpeed: 0 }).ok).toBe(false);
  });
});

describe('selectLeafUnits', () => {
  // Outline: 1 (a) › 1.1 (a1), 1.2 (a2 › a2x, a2y); 2 (b); 3 (c) › 3.1 (c1). Listed out of order on purpose.
  const flat = [
    { id: 'c1', parentId: 'c', sequence: 1 },
    { id: 'b', parentId: null, sequence: 2 },
    { id: 'a2y', parentId: 'a2', sequence: 2 },
    { id: 'a', parentId: null, sequence: 1 },
    { id: 'a2', parentId: 'a', sequence: 2 },
    { id: 'a1', parentId: 'a', sequence: 1 },
    { id: 'c', parentId: null, sequence: 3 },
    { id: 'a2x', parentId: 'a2', sequence: 1 },
  ];
  const ids = (selected: string[]) => selectLeafUnits(flat, selected).map((unit) => unit.id);

  it('expands a selected parent to all its leaves in outline order', () => {
    expect(ids(['a'])).toEqual(['a1', 'a2x', 'a2y']);
  });

  it('returns selected leaves in outline order, not selection order', () => {
    expect(ids(['c1', 'b', 'a2x'])).toEqual(['a2x', 'b', 'c1']);
  });

  it('lists a leaf selected directly and through its parent once', () => {
    expect(ids(['a2', 'a2y', 'a'])).toEqual(['a1', 'a2x', 'a2y']);
  });

  it('returns nothing when nothing is selected', () => {
    expect(ids([])).toEqual([]);
  });

  it('keeps the caller’s unit objects', () => {
    const [first] = selectLeafUnits(flat, ['a1']);
    expect(first).toBe(flat[5]);
  });

  it('treats units whose parent is missing as roots and survives a parent cycle', () => {
    const broken = [
      { id: 'x', parentId: 'ghost', sequence: 1 },
      { id: 'p', parentId: 'q', sequence: 2 },
      { id: 'q', parentId: 'p', sequence: 1 },
    ];
    expect(selectLeafUnits(broken, ['x', 'p', 'q']).map((unit) => unit.id)).toEqual(['x']);
  });
});

describe('nextStudyDay', () => {
  const calendar = { startDate: MONDAY, restDates: ['2025-06-04', '2025-06-05'], restWeekdays: [0, 6] };

  it('returns the day itself when it is a study day', () => {
    expect(nextStudyDay(calendar, '2025-06-03')).toBe('2025-06-03');
  });

  it('skips rest dates and rest weekdays', () => {
    expect(nextStudyDay(calendar, '2025-06-04')).toBe('2025-06-06');
    expect(nextStudyDay(calendar, '2025-06-07')).toBe('2025-06-09');
  });

  it('never returns a day before the plan starts', () => {
    expect(nextStudyDay(calendar, '2025-05-01')).toBe(MONDAY);
  });

  it('returns null when every weekday is a rest day', () => {
    expect(
      nextStudyDay({ startDate: MONDAY, restDates: [], restWeekdays: [0, 1, 2, 3, 4, 5, 6] }, MONDAY),
    ).toBeNull();
  });
});

describe('planPostponement examples', () => {
  // Mon 2 – Fri 6 June 2025, speed 2.
  const base: Omit<PostponementInput, 'unitId' | 'postponedOn' | 'openUnits'> = {
    startDate: MONDAY,
    restDates: [],
    studySpeed: 2,
    endDate: '2025-06-05',
    bufferDates: [],
  };
  const open = (layout: Record<string, string[]>) =>
    Object.entries(layout).flatMap(([date, unitIds]) => unitIds.map((id) => ({ id, date })));

  it('moves the unit to the next study day and rolls the overflow on while days are full', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-02': ['a', 'b'], '2025-06-03': ['c', 'd'], '2025-06-04': ['e'] }),
      postponedOn: '2025-06-02',
      unitId: 'b',
      endDate: '2025-06-04',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        targetDate: '2025-06-03',
        moves: [
          { unitId: 'b', toDate: '2025-06-03' },
          { unitId: 'd', toDate: '2025-06-04' },
        ],
        endDate: '2025-06-04',
      },
    });
  });

  it('lets the first buffer day ahead absorb the overflow', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-03': ['c', 'd'], '2025-06-05': ['e', 'f'] }),
      bufferDates: ['2025-06-04'],
      postponedOn: '2025-06-02',
      unitId: 'a',
      endDate: '2025-06-05',
    });
    expect(result.ok && result.value.moves).toEqual([
      { unitId: 'a', toDate: '2025-06-03' },
      { unitId: 'd', toDate: '2025-06-04' },
    ]);
  });

  it('puts the unit straight onto a buffer day that comes next', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-05': ['e', 'f'] }),
      bufferDates: ['2025-06-04'],
      postponedOn: '2025-06-03',
      unitId: 'c',
    });
    expect(result.ok && result.value).toEqual({
      targetDate: '2025-06-04',
      moves: [{ unitId: 'c', toDate: '2025-06-04' }],
      endDate: '2025-06-05',
    });
  });

  it('moves the end date to the next non-rest day when no buffer day lies ahead', () => {
    const result = planPostponement({
      ...base,
      restDates: ['2025-06-06'],
      restWeekdays: [0, 6],
      openUnits: open({ '2025-06-05': ['g', 'h'] }),
      postponedOn: '2025-06-04',
      unitId: 'f',
    });
    expect(result.ok && result.value).toEqual({
      targetDate: '2025-06-05',
      moves: [
        { unitId: 'f', toDate: '2025-06-05' },
        { unitId: 'h', toDate: '2025-06-09' },
      ],
      endDate: '2025-06-09',
    });
  });

  it('moves a unit postponed on the last day past the end', () => {
    const result = planPostponement({ ...base, openUnits: [], postponedOn: '2025-06-05', unitId: 'z' });
    expect(result.ok && result.value).toEqual({
      targetDate: '2025-06-06',
      moves: [{ unitId: 'z', toDate: '2025-06-06' }],
      endDate: '2025-06-06',
    });
  });

  it('stops rolling where a day has room because work was done ahead', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-03': ['d'], '2025-06-04': ['e', 'f'] }),
      postponedOn: '2025-06-02',
      unitId: 'b',
    });
    expect(result.ok && result.value.moves).toEqual([{ unitId: 'b', toDate: '2025-06-03' }]);
  });

  it('does not push on load a day already carried beyond the speed', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-03': ['c', 'd', 'x'], '2025-06-04': ['e', 'f'] }),
      postponedOn: '2025-06-02',
      unitId: 'b',
    });
    expect(result.ok && result.value.moves).toEqual([
      { unitId: 'b', toDate: '2025-06-03' },
      { unitId: 'x', toDate: '2025-06-04' },
      { unitId: 'f', toDate: '2025-06-05' },
    ]);
  });

  it('moves an overdue unit to the day after the day it was postponed on', () => {
    const result = planPostponement({
      ...base,
      openUnits: open({ '2025-06-02': ['a'], '2025-06-05': ['g'] }),
      postponedOn: '2025-06-04',
      unitId: 'a',
    });
    expect(result.ok && result.value.targetDate).toBe('2025-06-05');
  });

  it('refuses an invalid study speed', () => {
    const result = planPostponement({
      ...base,
      studySpeed: 0,
      openUnits: [],
      postponedOn: MONDAY,
      unitId: 'a',
    });
    expect(result.ok ? '' : result.error.code).toBe('INVALID_INPUT');
  });
});

describe('planPostponement properties', () => {
  const caseArb = fc
    .record({
      unitCount: fc.integer({ min: 1, max: 60 }),
      studySpeed: fc.integer({ min: 1, max: 4 }),
      bufferDayInterval: fc.integer({ min: 0, max: 4 }),
      restOffsets: fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 15 }),
      restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      pick: fc.nat(),
    })
    .map(({ unitCount, restOffsets, pick, ...settings }) => {
      const input: ScheduleInput = {
        ...settings,
        startDate: MONDAY,
        units: units(unitCount),
        restDates: restOffsets.map((offset) => addDays(MONDAY, offset)),
      };
      const plan = schedule(input);
      const placed = plan.days.flatMap((day) => day.unitIds.map((id) => ({ id, date: day.date })));
      const postponed = placed[pick % placed.length];
      if (!postponed) throw new Error('a plan always has units');
      const postponement: PostponementInput = {
        startDate: input.startDate,
        restDates: input.restDates,
        restWeekdays: input.restWeekdays,
        studySpeed: input.studySpeed,
        endDate: plan.endDate,
        bufferDates: plan.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
        openUnits: placed,
        postponedOn: postponed.date,
        unitId: postponed.id,
      };
      return { input, plan, placed, postponement };
    });

  it('keeps outline order, daily load and rest days, and grows the plan only without a buffer ahead', () => {
    fc.assert(
      fc.property(caseArb, ({ input, plan, placed, postponement }) => {
        const result = planPostponement(postponement);
        if (!result.ok) throw new Error(result.error.message);
        const { targetDate, moves, endDate } = result.value;
        const day = postponement.postponedOn;

        expect(targetDate).toBe(nextStudyDay(input, addDays(day, 1)));
        expect(moves[0]).toEqual({ unitId: postponement.unitId, toDate: targetDate });

        // Rebuild each later day: moved-in units first (they come earlier in the outline), then those that stayed.
        const movedTo = new Map(moves.map((move) => [move.unitId, move.toDate]));
        const later = new Map<string, string[]>();
        const push = (date: string, id: string) => later.set(date, [...(later.get(date) ?? []), id]);
        for (const move of moves) push(move.toDate, move.unitId);
        const laterOriginal = placed.filter((unit) => compareDates(unit.date, day) > 0);
        for (const unit of laterOriginal) if (!movedTo.has(unit.id)) push(unit.date, unit.id);

        const dates = [...later.keys()].sort(compareDates);
        expect(dates.flatMap((date) => later.get(date) ?? [])).toEqual([
          postponement.unitId,
          ...laterOriginal.map((unit) => unit.id),
        ]);

        const buffers = new Set(postponement.bufferDates);
        for (const date of dates) {
          expect(compareDates(date, day)).toBeGreaterThan(0);
          expect(isPlanRestDay(input, date)).toBe(false);
          if (!buffers.has(date)) expect(later.get(date)?.length).toBeLessThanOrEqual(input.studySpeed);
        }

        // The end moves only when no buffer day lies ahead and the roll reaches a full last day.
        const bufferAhead = postponement.bufferDates.some((date) => compareDates(date, day) > 0);
        const lastDayUnits = plan.days.at(-1)?.unitIds ?? [];
        const grows = !bufferAhead && (day === plan.endDate || lastDayUnits.length === input.studySpeed);
        expect(endDate).toBe(grows ? nextStudyDay(input, addDays(plan.endDate, 1)) : plan.endDate);
        for (const move of moves) expect(compareDates(move.toDate, endDate)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('scheduleStudyPlan by volume', () => {
  it('fills a day up to the daily volume and gives a unit larger than it a day of its own', () => {
    const plan = schedule({
      units: [
        { id: 'a', volume: 10 },
        { id: 'b', volume: 15 },
        { id: 'c', volume: 40 },
        { id: 'd', volume: 5 },
        { id: 'e' },
      ],
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 0,
      dailyVolume: 25,
    });
    expect(plan.days.map((day) => day.unitIds)).toEqual([['a', 'b'], ['c'], ['d', 'e']]);
  });

  it('spreads 14 units of 25 pages at 50 pages a day over 7 study days', () => {
    const book = Array.from({ length: 14 }, (_, index) => ({ id: `p${index}`, volume: 25 }));
    const plan = schedule({
      units: book,
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 0,
      dailyVolume: 50,
    });
    expect(plan.studyDayCount).toBe(7);
  });

  const volumeInputArb = fc
    .record({
      start: fc.integer({ min: 0, max: 3650 }),
      volumes: fc.array(fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }), {
        minLength: 1,
        maxLength: 150,
      }),
      dailyVolume: fc.integer({ min: 1, max: 100 }),
      bufferDayInterval: fc.integer({ min: 0, max: 8 }),
      restOffsets: fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 30 }),
      restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
    })
    .map(({ start, volumes, restOffsets, ...rest }) => {
      const startDate = addDays('2020-01-01', start);
      return {
        ...rest,
        studySpeed: 1,
        startDate,
        units: volumes.map((volume, index) => ({ id: `u${index}`, volume })),
        restDates: restOffsets.map((offset) => addDays(startDate, offset)),
      } satisfies ScheduleInput;
    });

  it('plans every unit once, in order, on study days only, no day over the daily volume but a lone large unit', () => {
    fc.assert(
      fc.property(volumeInputArb, (input) => {
        const result = scheduleStudyPlan(input);
        if (!result.ok) {
          expect(result.error.code).toBe('PLAN_TOO_LONG');
          return;
        }
        const volumeOf = new Map(input.units.map((unit) => [unit.id, unit.volume ?? 1]));
        const planned = result.value.days.flatMap((day) => day.unitIds);
        expect(planned).toEqual(input.units.map((unit) => unit.id));
        for (const day of result.value.days) {
          const resting =
            input.restDates.includes(day.date) || input.restWeekdays.includes(dayOfWeek(day.date));
          if (resting) expect(day.kind).toBe('REST');
          if (day.kind !== 'STUDY') {
            expect(day.unitIds).toEqual([]);
            continue;
          }
          expect(day.unitIds.length).toBeGreaterThan(0);
          const volume = day.unitIds.reduce((sum, id) => sum + (volumeOf.get(id) ?? 1), 0);
          if (day.unitIds.length > 1) expect(volume).toBeLessThanOrEqual(input.dailyVolume);
        }
      }),
    );
  });

  it('never uses more study days than one unit a day, nor fewer than the total volume needs', () => {
    fc.assert(
      fc.property(volumeInputArb, (input) => {
        const result = scheduleStudyPlan({ ...input, restDates: [], restWeekdays: [], bufferDayInterval: 0 });
        if (!result.ok) return;
        // A unit larger than a day's volume fills its day: it counts as one day's worth.
        const total = input.units.reduce(
          (sum, unit) => sum + Math.min(unit.volume ?? 1, input.dailyVolume),
          0,
        );
        expect(result.value.studyDayCount).toBeLessThanOrEqual(input.units.length);
        expect(result.value.studyDayCount).toBeGreaterThanOrEqual(Math.ceil(total / input.dailyVolume));
      }),
    );
  });

  it('refuses a daily volume out of range with its message', () => {
    const result = scheduleStudyPlan({
      units: units(1),
      startDate: MONDAY,
      restDates: [],
      studySpeed: 1,
      bufferDayInterval: 0,
      dailyVolume: 0,
    });
    expect(result.ok ? '' : result.error.message).toBe(scheduleMessages.dailyVolume);
  });
});

describe('planPostponement by volume', () => {
  const caseArb = fc
    .record({
      volumes: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 40 }),
      dailyVolume: fc.integer({ min: 1, max: 80 }),
      bufferDayInterval: fc.integer({ min: 0, max: 4 }),
      restWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      pick: fc.nat(),
    })
    .map(({ volumes, pick, ...settings }) => {
      const input = {
        ...settings,
        studySpeed: 1,
        startDate: MONDAY,
        restDates: [],
        units: volumes.map((volume, index) => ({ id: `u${index}`, volume })),
      } satisfies ScheduleInput;
      const plan = schedule(input);
      const volumeOf = new Map(input.units.map((unit) => [unit.id, unit.volume]));
      const placed = plan.days.flatMap((day) =>
        day.unitIds.map((id) => ({ id, date: day.date, volume: volumeOf.get(id) ?? 1 })),
      );
      const postponed = placed[pick % placed.length];
      if (!postponed) throw new Error('a plan always has units');
      const postponement: PostponementInput = {
        startDate: input.startDate,
        restDates: input.restDates,
        restWeekdays: input.restWeekdays,
        studySpeed: 1,
        dailyVolume: input.dailyVolume,
        endDate: plan.endDate,
        bufferDates: plan.days.filter((day) => day.kind === 'BUFFER').map((day) => day.date),
        openUnits: placed,
        postponedOn: postponed.date,
        unitId: postponed.id,
      };
      return { input, placed, postponement, volumeOf };
    });

  it('keeps outline order and rest days, and no study day over its daily volume or its own load but a lone unit', () => {
    fc.assert(
      fc.property(caseArb, ({ input, placed, postponement, volumeOf }) => {
        const result = planPostponement(postponement);
        if (!result.ok) throw new Error(result.error.message);
        const day = postponement.postponedOn;
        const movedTo = new Map(result.value.moves.map((move) => [move.unitId, move.toDate]));
        expect(result.value.moves[0]).toEqual({
          unitId: postponement.unitId,
          toDate: result.value.targetDate,
        });

        const later = new Map<string, string[]>();
        const push = (date: string, id: string) => later.set(date, [...(later.get(date) ?? []), id]);
        for (const move of result.value.moves) push(move.toDate, move.unitId);
        const laterOriginal = placed.filter((unit) => compareDates(unit.date, day) > 0);
        for (const unit of laterOriginal) if (!movedTo.has(unit.id)) push(unit.date, unit.id);
        const dates = [...later.keys()].sort(compareDates);
        expect(dates.flatMap((date) => later.get(date) ?? [])).toEqual([
          postponement.unitId,
          ...laterOriginal.map((unit) => unit.id),
        ]);

        const buffers = new Set(postponement.bufferDates);
        const volume = (ids: readonly string[]) => ids.reduce((sum, id) => sum + (volumeOf.get(id) ?? 1), 0);
        for (const date of dates) {
          expect(isPlanRestDay(input, date)).toBe(false);
          const units = later.get(date) ?? [];
          if (buffers.has(date) || units.length < 2) continue;
          const ownLoad = volume(laterOriginal.filter((unit) => unit.date === date).map((unit) => unit.id));
          expect(volume(units)).toBeLessThanOrEqual(Math.max(input.dailyVolume, ownLoad));
        }
      }),
    );
  });
});
