import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleMessages } from '@molip/domain/schedule';
import { studyGroupMessages } from '@molip/domain/study-group';
import type { StudyPlanList } from '@molip/domain/study-plan';
import { insertContent, joinStudyRoom, appOnManualClock, PLAN_DAY_SIX_PM } from './fixtures.ts';
import { bearer, type SignedIn } from './test-app.ts';

// Every day an answer covers lies in 1900-01-01 … 2199-12-31 (`isSupportedSpan`): a request that would reach
// past them is refused with 400 before anything is computed or written.
const fixture = await appOnManualClock(PLAN_DAY_SIX_PM);
const { app } = fixture;
let learner: SignedIn;
let roomId: number;
beforeAll(async () => {
  learner = await fixture.learner();
  roomId = await joinStudyRoom(app, learner);
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(learner.accessToken) });

describe('group activity near the supported days’ edges', () => {
  it('refuses the week of 2199-12-31 (it ends in 2200) with 400 and a Korean message on the date', async () => {
    const response = await get(`/api/group/${roomId}/activity?period=WEEK&date=2199-12-31`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      details: { 'querystring.date': [studyGroupMessages.periodOutOfRange] },
    });
  });

  it.each(['period=MONTH&date=2199-12-31', 'period=WEEK&date=2199-12-29', 'period=WEEK&date=1900-01-01'])(
    'answers %s, whose days are all supported',
    async (query) => {
      expect((await get(`/api/group/${roomId}/activity?${query}`)).statusCode).toBe(200);
    },
  );

  it.each(['2200-01-01', '1899-12-31'])(
    'refuses a day outside them (%s), for a group or a day’s to-dos',
    async (date) => {
      for (const url of [
        `/api/group/${roomId}/activity?period=MONTH&date=${date}`,
        `/api/daily-todos?date=${date}`,
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toContain('1900년부터 2199년 사이');
      }
    },
  );
});

describe('plans near the last supported day', () => {
  it('refuses a plan whose days would run past 2199-12-31, in the preview and the creation, writing nothing', async () => {
    const content = await insertContent(app.db, learner.userId, { chapters: 2, sectionsPerChapter: 3 });
    // Six units at two a day from 2199-12-30: the third study day would be 2200-01-01.
    const payload = {
      learningContentId: content.contentId,
      contentUnitIds: content.unitIds,
      startDate: '2199-12-30',
      restDays: [],
      studySpeed: 2,
      bufferDayInterval: 0,
    };
    for (const url of ['/api/study-plans/preview', '/api/study-plans']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: bearer(learner.accessToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_SCHEDULE',
        error: 'Bad Request',
        message: scheduleMessages.pastSupportedDates,
      });
    }
    expect((await get('/api/study-plans?me=true')).json<StudyPlanList>().studyPlans).toHaveLength(0);
    // A plan into 2200 used to be saved, and the learner's statistics then answered 500.
    expect((await get('/api/user/stats')).statusCode).toBe(200);
  });
});
