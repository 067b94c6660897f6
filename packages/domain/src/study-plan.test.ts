import { describe, expect, it } from 'vitest';
import { canChangePlanStatus, learnerPlanStatuses, studyPlanStatuses } from './study-plan.ts';

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
