import { describe, expect, it } from 'vitest';
import { BUFFER_INTERVAL_MAX } from './constants.ts';
import { canChangePlanStatus, learnerPlanStatuses, studyPlanDraft, studyPlanStatuses } from './study-plan.ts';

describe('plan status changes', () => {
  it.each([
    ['ACTIVE', 'PAUSED'],
    ['PAUSED', 'ACTIVE'],
    ['ACTIVE', 'ARCHIVED'],
    ['PAUSED', 'ARCHIVED'],
    ['COMPLETED', 'ARCHIVED'],
    ['ARCHIVED', 'ACTIVE'],
  ] as const)('lets the learner change %s to %s', (from, to) => {
    expect(canChangePlanStatus(from, to)).toBe(true);
  });

  it.each([
    ['COMPLETED', 'ACTIVE'],
    ['COMPLETED', 'PAUSED'],
    ['ARCHIVED', 'PAUSED'],
  ] as const)('refuses %s to %s', (from, to) => {
    expect(canChangePlanStatus(from, to)).toBe(false);
  });

  it('never lets the learner set COMPLETED: it follows from the to-dos', () => {
    expect(learnerPlanStatuses).not.toContain('COMPLETED');
    for (const from of studyPlanStatuses) {
      for (const to of learnerPlanStatuses)
        if (from === to) expect(canChangePlanStatus(from, to)).toBe(false);
    }
  });
});

describe('the plan draft', () => {
  const draft = {
    learningContentId: '0b7d6c7e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
    contentUnitIds: ['1b7d6c7e-1f2a-4c3b-9d4e-5f6a7b8c9d0e'],
    startDate: '2026-11-23',
    studySpeed: 1,
  };

  it('takes a buffer interval up to the maximum and refuses a longer one in Korean', () => {
    expect(studyPlanDraft.safeParse({ ...draft, bufferDayInterval: BUFFER_INTERVAL_MAX }).success).toBe(true);
    const refused = studyPlanDraft.safeParse({ ...draft, bufferDayInterval: BUFFER_INTERVAL_MAX + 1 });
    expect(refused.error?.issues[0]?.message).toBe(
      `여유일 간격은 ${BUFFER_INTERVAL_MAX}일까지 정할 수 있어요.`,
    );
  });
});
