import { describe, expect, it } from 'vitest';
import type { PlanPreview, StudyPlan, StudyPlanDetail, StudyPlanList } from '@molip/domain/study-plan';
import { PLANS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import { studyPlanMessages } from '@molip/domain/study-plan';
import {
  appOnManualClock,
  expectHourlyCreationQuota,
  insertContent,
  PLAN_DAY_SIX_PM,
} from '../../../test/fixtures.ts';
import { bearer, onboardedUser } from '../../../test/test-app.ts';

// 2026-11-21 09:00 UTC is 18:00 on Saturday 21 November in Seoul.
const { app } = await appOnManualClock(PLAN_DAY_SIX_PM);

async function learnerWithContent(shape = { chapters: 2, sectionsPerChapter: 3 }) {
  const user = await onboardedUser(app);
  const content = await insertContent(app.db, user.userId, shape);
  return { user, content };
}

const draft = (contentId: string, unitIds: string[], overrides: Record<string, unknown> = {}) => ({
  learningContentId: contentId,
  contentUnitIds: unitIds,
  startDate: '2026-11-21',
  restDays: [],
  studySpeed: 2,
  bufferDayInterval: 0,
  ...overrides,
});

describe('POST /api/study-plans/preview', () => {
  it('schedules the selected leaves with rest and buffer days, writing nothing', async () => {
    const { user, content } = await learnerWithContent();
    const response = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, [content.chapterIds[0] ?? ''], {
        restDays: ['2026-11-22'],
        bufferDayInterval: 1,
      }),
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json<PlanPreview>();
    expect(preview.totalUnits).toBe(3);
    expect(preview.days.map((day) => [day.date, day.kind, day.units.map((unit) => unit.shortTitle)])).toEqual(
      [
        ['2026-11-21', 'STUDY', ['1.1', '1.2']],
        ['2026-11-22', 'REST', []],
        ['2026-11-23', 'BUFFER', []],
        ['2026-11-24', 'STUDY', ['1.3']],
        ['2026-11-25', 'BUFFER', []],
      ],
    );
    expect(preview.endDate).toBe('2026-11-25');
    const list = await app.inject({
      method: 'GET',
      url: '/api/study-plans?me=true',
      headers: bearer(user.accessToken),
    });
    expect(list.json<StudyPlanList>().studyPlans).toHaveLength(0);
  });

  it('refuses a plan longer than 365 days with a clear message', async () => {
    const { user, content } = await learnerWithContent({ chapters: 1, sectionsPerChapter: 400 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, content.unitIds, { studySpeed: 1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PLAN_TOO_LONG',
      message: expect.stringContaining('365일'),
    });
  });

  it.each([
    [{ studySpeed: 11 }, '학습 속도'],
    [{ studySpeed: 0 }, '학습 속도'],
    [{ startDate: '2026-13-01' }, 'YYYY-MM-DD'],
    [{ contentUnitIds: [] }, '단원'],
    [{ restWeekdays: [0, 1, 2, 3, 4, 5, 6] }, '모든 요일'],
  ])('refuses %j with a Korean message', async (overrides, fragment) => {
    const { user, content } = await learnerWithContent();
    const response = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, content.unitIds, overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(fragment);
  });

  it('refuses a start date in the past of the learner’s own day', async () => {
    const { user, content } = await learnerWithContent();
    const response = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, content.unitIds, { startDate: '2026-11-20' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(studyPlanMessages.startInPast);
  });

  it('answers 404 for an unknown content and 400 for units of another content', async () => {
    const { user, content } = await learnerWithContent();
    const other = await insertContent(app.db, user.userId, { chapters: 1, sectionsPerChapter: 1 });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft('00000000-0000-4000-8000-000000000000', content.unitIds),
    });
    expect(unknown.statusCode).toBe(404);
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/study-plans/preview',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, [...content.unitIds, ...other.unitIds]),
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toBe(studyPlanMessages.unitsNotInContent);
  });
});

const createPlan = async (accessToken: string, contentId: string, unitIds: string[]) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(accessToken),
      payload: draft(contentId, unitIds),
    })
  ).json<StudyPlan>();

describe('study plan lifecycle', () => {
  it('creates a plan with one to-do per unit and shows it in the list and detail', async () => {
    const { user, content } = await learnerWithContent();
    const created = await app.inject({
      method: 'POST',
      url: '/api/study-plans',
      headers: bearer(user.accessToken),
      payload: draft(content.contentId, content.unitIds, { title: '알고리즘 완주', restWeekdays: [0] }),
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json<StudyPlan>();
    expect(plan).toMatchObject({
      studyPlanName: '알고리즘 완주',
      learningContentAuthor: '테스트 저자',
      status: 'ACTIVE',
      currentProgress: 0,
      totalUnits: 6,
      startDate: '2026-11-21',
      type: 'BOOK',
    });
    // Sat 21: 2 units, Sun 22 rest, Mon 23: 2, Tue 24: 2.
    expect(plan.endDate).toBe('2026-11-24');

    const list = await app.inject({
      method: 'GET',
      url: '/api/study-plans?me=true&status=ACTIVE',
      headers: bearer(user.accessToken),
    });
    expect(list.json<StudyPlanList>()).toMatchObject({
      studyPlans: [{ id: plan.id }],
      pagination: { total: 1, limit: 20, offset: 0, hasMore: false },
    });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
    });
    const body = detail.json<StudyPlanDetail>();
    expect(body.days.map((day) => [day.kind, day.units.length])).toEqual([
      ['STUDY', 2],
      ['REST', 0],
      ['STUDY', 2],
      ['STUDY', 2],
    ]);
    expect(body.overdueCount).toBe(0);
  });

  it('paginates with limit and offset', async () => {
    const { user, content } = await learnerWithContent();
    for (let index = 0; index < 3; index += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/study-plans',
        headers: bearer(user.accessToken),
        payload: draft(content.contentId, content.unitIds),
      });
    }
    const page = await app.inject({
      method: 'GET',
      url: '/api/study-plans?me=true&limit=2&offset=2',
      headers: bearer(user.accessToken),
    });
    expect(page.json<StudyPlanList>()).toMatchObject({
      pagination: { total: 3, limit: 2, offset: 2, hasMore: false },
    });
    expect(page.json<StudyPlanList>().studyPlans).toHaveLength(1);
  });

  it('pauses, resumes, archives and renames; refuses a change the state does not allow', async () => {
    const { user, content } = await learnerWithContent();
    const plan = await createPlan(user.accessToken, content.contentId, content.unitIds);
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/study-plans/${plan.id}`,
        headers: bearer(user.accessToken),
        payload,
      });
    expect((await patch({ status: 'PAUSED' })).json()).toMatchObject({ status: 'PAUSED' });
    expect((await patch({ status: 'ACTIVE', title: '새 이름' })).json()).toMatchObject({
      status: 'ACTIVE',
      studyPlanName: '새 이름',
    });
    expect((await patch({ status: 'ARCHIVED' })).json()).toMatchObject({ status: 'ARCHIVED' });
    const refused = await patch({ status: 'PAUSED' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(studyPlanMessages.invalidStatusChange);
    expect((await patch({ status: 'COMPLETED' })).statusCode).toBe(400);
  });

  it('deletes a plan with its to-dos', async () => {
    const { user, content } = await learnerWithContent();
    const plan = await createPlan(user.accessToken, content.contentId, content.unitIds);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/study-plans/${plan.id}`,
          headers: bearer(user.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    const today = await app.inject({
      method: 'GET',
      url: '/api/daily-todos/today',
      headers: bearer(user.accessToken),
    });
    expect(today.json()).toEqual([]);
  });

  it('hides another learner’s plan behind 404 for every verb', async () => {
    const { user, content } = await learnerWithContent();
    const stranger = await onboardedUser(app);
    const plan = await createPlan(user.accessToken, content.contentId, content.unitIds);
    const headers = bearer(stranger.accessToken);
    const responses = await Promise.all([
      app.inject({ method: 'GET', url: `/api/study-plans/${plan.id}`, headers }),
      app.inject({ method: 'PATCH', url: `/api/study-plans/${plan.id}`, headers, payload: { title: 'x' } }),
      app.inject({ method: 'DELETE', url: `/api/study-plans/${plan.id}`, headers }),
      app.inject({ method: 'POST', url: `/api/study-plans/${plan.id}/reschedule`, headers }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    const list = await app.inject({ method: 'GET', url: '/api/study-plans?me=true', headers });
    expect(list.json<StudyPlanList>().studyPlans).toHaveLength(0);
  });

  it('answers 400 for a malformed plan id', async () => {
    const { user } = await learnerWithContent();
    const response = await app.inject({
      method: 'GET',
      url: '/api/study-plans/not-a-uuid',
      headers: bearer(user.accessToken),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the hourly creation quota', () => {
  it(`refuses plan number ${PLANS_CREATED_PER_HOUR_MAX + 1} within an hour with 429, Retry-After and a Korean message`, async () => {
    await expectHourlyCreationQuota(PLANS_CREATED_PER_HOUR_MAX, async (quotaApp) => {
      const learner = await onboardedUser(quotaApp);
      const content = await insertContent(quotaApp.db, learner.userId, {
        chapters: 1,
        sectionsPerChapter: 2,
      });
      const createOne = () =>
        quotaApp.inject({
          method: 'POST',
          url: '/api/study-plans',
          headers: bearer(learner.accessToken),
          payload: draft(content.contentId, content.unitIds),
        });
      return { learner, createOne };
    });
  });
});
