import { describe, expect, it } from 'vitest';
import type { LearningContent } from '@molip/domain/learning-content';
import { scheduleMessages } from '@molip/domain/schedule';
import type { PlanPreview, StudyPlan, StudyPlanDetail } from '@molip/domain/study-plan';
import { bearer, onboardedUser } from '../../../test/test-app.ts';
import { appOnManualClock, PLAN_DAY_SIX_PM } from '../../../test/fixtures.ts';

// 2026-11-21 09:00 UTC is 18:00 on Saturday 21 November in Seoul.
const { app } = await appOnManualClock(PLAN_DAY_SIX_PM);

/** A book whose units differ in pages: 10, 15, 40, 5 and one with no volume given (1). */
async function learnerWithBook() {
  const user = await onboardedUser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/learning-contents',
    headers: bearer(user.accessToken),
    payload: {
      title: `쪽수가 다른 책 ${user.userId}`,
      category: '수학',
      type: 'BOOK',
      contentUnits: [
        { title: 'p.1–10', unitVolume: 10 },
        { title: 'p.11–25', unitVolume: 15 },
        { title: 'p.26–65', unitVolume: 40 },
        { title: 'p.66–70', unitVolume: 5 },
        { title: '정리' },
      ],
    },
  });
  expect(response.statusCode).toBe(201);
  const content = response.json<LearningContent>();
  return { user, content, unitIds: content.contentUnits.map((unit) => unit.id) };
}

const draft = (contentId: string, unitIds: string[], overrides: Record<string, unknown> = {}) => ({
  learningContentId: contentId,
  contentUnitIds: unitIds,
  startDate: '2026-11-21',
  restDays: [],
  studySpeed: 1,
  dailyVolume: 25,
  bufferDayInterval: 0,
  ...overrides,
});

const titlesByDay = (days: { kind: string; units: { title: string }[] }[]) =>
  days.filter((day) => day.kind === 'STUDY').map((day) => day.units.map((unit) => unit.title));

describe('plans spread by volume', () => {
  it('previews and creates a plan that fills each day up to its pages, a larger unit alone', async () => {
    const { user, content, unitIds } = await learnerWithBook();
    const headers = bearer(user.accessToken);
    const expected = [['p.1–10', 'p.11–25'], ['p.26–65'], ['p.66–70', '정리']];

    const preview = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers,
      payload: draft(content.id, unitIds),
    });
    expect(preview.statusCode).toBe(200);
    expect(titlesByDay(preview.json<PlanPreview>().days)).toEqual(expected);

    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers,
      payload: draft(content.id, unitIds),
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json<StudyPlan>();
    expect(plan).toMatchObject({ dailyVolume: 25, totalUnits: 5, endDate: '2026-11-23' });
    const detail = await app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}`, headers });
    expect(titlesByDay(detail.json<StudyPlanDetail>().days)).toEqual(expected);
  });

  it('keeps spreading by volume when the plan is laid out again', async () => {
    const { user, content, unitIds } = await learnerWithBook();
    const headers = bearer(user.accessToken);
    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers,
      payload: draft(content.id, unitIds, { startDate: '2026-11-23' }),
    });
    const plan = created.json<StudyPlan>();
    const rescheduled = await app.inject({
      method: 'POST',
      url: `/api/study-plans/${plan.id}/reschedule`,
      headers,
    });
    expect(rescheduled.statusCode).toBe(200);
    expect(rescheduled.json<StudyPlan>()).toMatchObject({ dailyVolume: 25, endDate: '2026-11-25' });
  });

  it('spreads by unit count when no daily volume is sent, as older clients do', async () => {
    const { user, content, unitIds } = await learnerWithBook();
    const { dailyVolume: _dailyVolume, ...byUnits } = draft(content.id, unitIds, { studySpeed: 2 });
    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(user.accessToken),
      payload: byUnits,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<StudyPlan>()).toMatchObject({ dailyVolume: null, endDate: '2026-11-23' });
  });

  it('answers 400 with the rule for a daily volume out of range or not a whole number', async () => {
    const { user, content, unitIds } = await learnerWithBook();
    for (const dailyVolume of [0, 10_001, 2.5, '25']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/study-plans/preview',
        headers: bearer(user.accessToken),
        payload: draft(content.id, unitIds, { dailyVolume }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(scheduleMessages.dailyVolume);
    }
  });

  it("answers 404 for another learner's volume plan", async () => {
    const { user, content, unitIds } = await learnerWithBook();
    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(user.accessToken),
      payload: draft(content.id, unitIds),
    });
    const plan = created.json<StudyPlan>();
    const other = await onboardedUser(app);
    const headers = bearer(other.accessToken);
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}`, headers }),
      app.inject({ method: 'POST', url: `/api/study-plans/${plan.id}/reschedule`, headers }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404]);
  });

  it('rolls a postponed unit forward by volume: a day keeps its pages, what no longer fits moves on', async () => {
    const { user, content, unitIds } = await learnerWithBook();
    const headers = bearer(user.accessToken);
    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers,
      payload: draft(content.id, unitIds),
    });
    const plan = created.json<StudyPlan>();
    const before = (
      await app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}`, headers })
    ).json<StudyPlanDetail>();
    const first = before.days[0]?.units[0];
    expect(first?.title).toBe('p.1–10');

    const postponed = await app.inject({
      method: 'PATCH',
      url: `/api/daily-todo-units/${first?.id ?? ''}/status`,
      headers,
      payload: { status: 'POSTPONED' },
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    const after = (
      await app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}`, headers })
    ).json<StudyPlanDetail>();
    // The 10 pages take the next study day; the 40 pages no longer fit beside them and move on a day,
    // pushing the last two units past the end.
    expect(
      after.days.map((day) => [day.date, day.units.map((unit) => `${unit.title} ${unit.status}`)]),
    ).toEqual([
      ['2026-11-21', ['p.1–10 POSTPONED', 'p.11–25 PENDING']],
      ['2026-11-22', ['p.1–10 PENDING']],
      ['2026-11-23', ['p.26–65 PENDING']],
      ['2026-11-24', ['p.66–70 PENDING', '정리 PENDING']],
    ]);
    expect(after.endDate).toBe('2026-11-24');
  });
});
