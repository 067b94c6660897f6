import { describe, expect, it } from 'vitest';
import type { GroupActivity } from '@molip/domain/study-group';
import type { LearnerStats } from '@molip/domain/study-stats';
import { bearer, onboardedUser, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';
import { joinStudyRoom, appOnManualClock } from '../../../test/fixtures.ts';

// 00:30 on Sunday 2026-11-22 in Seoul, 16:30 on Saturday 2026-11-21 in Berlin.
const LATE_NIGHT = new Date('2026-11-21T15:30:00Z');
const MINUTE_MS = 60_000;
const { app, clock } = await appOnManualClock(LATE_NIGHT);

const call = (user: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

async function stats(user: SignedIn): Promise<LearnerStats> {
  const response = await call(user, 'GET', '/api/user/stats?days=7');
  expect(response.statusCode).toBe(200);
  return response.json<LearnerStats>();
}

/** The learner's seconds per day of the week of Monday 2026-11-16 to Sunday 2026-11-22 in the ranking. */
async function rankedSeconds(user: SignedIn) {
  const roomId = await joinStudyRoom(app, user);
  const response = await call(user, 'GET', `/api/group/${roomId}/activity?period=WEEK&date=2026-11-21`);
  expect(response.statusCode).toBe(200);
  const mine = response
    .json<GroupActivity>()
    .memberActivities.find((member) => member.userInfo.id === user.userId);
  const day = (date: string) => mine?.dailyActivities.find((entry) => entry.date === date)?.totalStudySeconds;
  return { saturday: day('2026-11-21'), sunday: day('2026-11-22'), total: mine?.totalStudySeconds };
}

const seriesSeconds = (result: LearnerStats, date: string) =>
  result.daily.find((day) => day.date === date)?.studySeconds;

/** A learner in Seoul who focused freely for 20 minutes from 00:30 on Sunday, Seoul time. */
async function lateNightLearner(): Promise<SignedIn> {
  clock.set(LATE_NIGHT);
  const learner = await onboardedUser(app);
  await joinStudyRoom(app, learner);
  expect((await call(learner, 'POST', '/api/focus-logs/free/start', {})).statusCode).toBe(200);
  clock.advance(20 * MINUTE_MS);
  await refreshSignedIn(app, learner);
  expect((await call(learner, 'POST', '/api/focus-logs/free/pause', {})).statusCode).toBe(200);
  return learner;
}

describe('a change of zone or day start re-reads the focus history', () => {
  it('moves a late-night log to the other study day in statistics and the ranking when the zone changes', async () => {
    const learner = await lateNightLearner();
    const inSeoul = await stats(learner);
    expect(inSeoul.today).toMatchObject({ date: '2026-11-22', studySeconds: 1200, closedStudySeconds: 1200 });
    expect(seriesSeconds(inSeoul, '2026-11-21')).toBe(0);
    expect(await rankedSeconds(learner)).toEqual({ saturday: 0, sunday: 1200, total: 1200 });

    const moved = await call(learner, 'PUT', '/api/user/me', { timezone: 'Europe/Berlin' });
    expect(moved.statusCode).toBe(200);
    const inBerlin = await stats(learner);
    // 16:50 on Saturday in Berlin: the log is today's, and Sunday is not there yet.
    expect(inBerlin.today).toMatchObject({
      date: '2026-11-21',
      studySeconds: 1200,
      closedStudySeconds: 1200,
    });
    expect(inBerlin.daily.at(-1)?.date).toBe('2026-11-21');
    expect(inBerlin.totals.studySeconds).toBe(1200);
    expect(await rankedSeconds(learner)).toEqual({ saturday: 1200, sunday: 0, total: 1200 });

    expect((await call(learner, 'PUT', '/api/user/me', { timezone: 'Asia/Seoul' })).statusCode).toBe(200);
    expect((await stats(learner)).today).toMatchObject({ date: '2026-11-22', studySeconds: 1200 });
    expect(await rankedSeconds(learner)).toEqual({ saturday: 0, sunday: 1200, total: 1200 });
  });

  it('moves it back to the day before when the day starts at 4:00, and a running log with it', async () => {
    const learner = await lateNightLearner();
    // A second log, still open: it counts up to the read on the day it started, in the new day start too.
    expect((await call(learner, 'POST', '/api/focus-logs/free/start', {})).statusCode).toBe(200);
    clock.advance(5 * MINUTE_MS);
    await refreshSignedIn(app, learner);

    const late = await call(learner, 'PUT', '/api/user/me', { dayStartHour: 4 });
    expect(late.statusCode).toBe(200);
    const result = await stats(learner);
    expect(result.today).toMatchObject({
      date: '2026-11-21',
      studySeconds: 1500,
      closedStudySeconds: 1200,
    });
    expect(seriesSeconds(result, '2026-11-21')).toBe(1500);
    expect(await rankedSeconds(learner)).toEqual({ saturday: 1500, sunday: 0, total: 1500 });
  });
});
