import { beforeEach, describe, expect, it } from 'vitest';
import type { RecoveryPreview, RecoveryResult, RecoveryUndoWindow } from '@molip/domain/recovery-contracts';
import type { StudyPlan, StudyPlanDetail } from '@molip/domain/study-plan';
import { createPlanThroughApi, appOnManualClock, PLAN_DAY_SIX_PM } from '../../../test/fixtures.ts';
import { bearer, onboardedUser, refreshSignedIn, type SignedIn } from '../../../test/test-app.ts';

// 2026-11-21 09:00 UTC is 18:00 on Saturday 21 November in Seoul, the plans' start day.
const START = PLAN_DAY_SIX_PM;
const DAY_MS = 24 * 60 * 60 * 1000;
const { app, clock, learner } = await appOnManualClock(START);
beforeEach(() => clock.set(START));

/** A learner's plan of six units, then three days pass with nothing done. */
async function missedThreeDays(settings: Record<string, unknown>) {
  const user = await learner();
  const plan = await createPlanThroughApi(app, user, { chapters: 2, sectionsPerChapter: 3 }, settings);
  clock.advance(3 * DAY_MS);
  await refreshSignedIn(app, user);
  return { user, plan };
}

const preview = (user: SignedIn, planId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/study-plans/${planId}/recovery`,
    headers: bearer(user.accessToken),
  });
const recover = (user: SignedIn, planId: string, choice: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/study-plans/${planId}/recovery`,
    headers: bearer(user.accessToken),
    payload: { choice },
  });
const undoWindow = (user: SignedIn, planId: string, undoToken: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/study-plans/${planId}/recovery/undo-window`,
    headers: bearer(user.accessToken),
    payload: { undoToken },
  });
const undo = (user: SignedIn, planId: string, undoToken: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/study-plans/${planId}/recovery/undo`,
    headers: bearer(user.accessToken),
    payload: { undoToken },
  });

async function todoDates(user: SignedIn, planId: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/study-plans/${planId}`,
    headers: bearer(user.accessToken),
  });
  return response
    .json<StudyPlanDetail>()
    .days.flatMap((day) => day.units.map((unit) => `${unit.shortTitle}@${day.date}`));
}

// One unit a day and a buffer day after each: 21 S, 22 B, 23 S, 24 B, … to a last buffer day on 2 December.
const WITH_BUFFERS = { studySpeed: 1, bufferDayInterval: 1 };
// Two units a day and no buffer: 21, 22 and 23 November.
const NO_BUFFERS = { studySpeed: 2, bufferDayInterval: 0 };

describe('GET /api/study-plans/:id/recovery', () => {
  it('previews both choices: buffer days absorb the missed units and keep the end date', async () => {
    const { user, plan } = await missedThreeDays(WITH_BUFFERS);
    expect(plan.endDate).toBe('2026-12-02');
    const response = await preview(user, plan.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<RecoveryPreview>()).toMatchObject({
      planId: plan.id,
      endDate: '2026-12-02',
      overdueDays: 2,
      overdueTodos: 2,
      spread: {
        choice: 'SPREAD',
        endDate: '2026-12-02',
        extendedDays: 0,
        bufferDaysUsed: 2,
        bufferDaysLeft: 3,
      },
      extend: {
        choice: 'EXTEND',
        endDate: '2026-12-04',
        extendedDays: 2,
        bufferDaysUsed: 0,
        bufferDaysLeft: 5,
      },
    });
  });

  it('answers null while the plan is on track', async () => {
    const user = await learner();
    const plan = await createPlanThroughApi(app, user, { chapters: 1, sectionsPerChapter: 2 });
    const response = await preview(user, plan.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
  it('answers 409 PLAN_NOT_ACTIVE for a paused plan, whose to-dos wait rather than fall behind', async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    await app.inject({
      method: 'PATCH',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
      payload: { status: 'PAUSED' },
    });
    for (const response of [await preview(user, plan.id), await recover(user, plan.id, 'SPREAD')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json<{ code: string }>().code).toBe('PLAN_NOT_ACTIVE');
    }
  });
});

describe('POST /api/study-plans/:id/recovery', () => {
  it('SPREAD uses the buffer days first and keeps the end date; a second tap changes nothing', async () => {
    const { user, plan } = await missedThreeDays(WITH_BUFFERS);
    const response = await recover(user, plan.id, 'SPREAD');
    expect(response.statusCode).toBe(200);
    const result = response.json<RecoveryResult>();
    expect(result.plan.endDate).toBe('2026-12-02');
    expect(result.undoToken).toEqual(expect.any(String));
    expect(await todoDates(user, plan.id)).toEqual([
      '1.1@2026-11-24',
      '1.2@2026-11-25',
      '1.3@2026-11-26',
      '2.1@2026-11-27',
      '2.2@2026-11-29',
      '2.3@2026-12-01',
    ]);
    const again = await recover(user, plan.id, 'SPREAD');
    expect(again.statusCode).toBe(200);
    expect(again.json<RecoveryResult>()).toMatchObject({ undoToken: null, plan: { endDate: '2026-12-02' } });
  });

  it('EXTEND without buffer days moves the end date by the three days missed', async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    const response = await recover(user, plan.id, 'EXTEND');
    expect(response.statusCode).toBe(200);
    expect(response.json<RecoveryResult>().plan.endDate).toBe('2026-11-26');
    expect(await todoDates(user, plan.id)).toEqual([
      '1.1@2026-11-24',
      '1.2@2026-11-24',
      '1.3@2026-11-25',
      '2.1@2026-11-25',
      '2.2@2026-11-26',
      '2.3@2026-11-26',
    ]);
  });

  it('answers 400 for an unknown choice or a malformed id, 401 without a token', async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    expect((await recover(user, plan.id, 'LATER')).statusCode).toBe(400);
    expect((await recover(user, 'not-a-uuid', 'SPREAD')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/study-plans/${plan.id}/recovery`,
      payload: { choice: 'SPREAD' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another learner's plan and leaves it alone", async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    const stranger = await onboardedUser(app);
    expect((await preview(stranger, plan.id)).statusCode).toBe(404);
    expect((await recover(stranger, plan.id, 'EXTEND')).statusCode).toBe(404);
    expect((await recover(stranger, '00000000-0000-4000-8000-000000000000', 'EXTEND')).statusCode).toBe(404);
    const token = (await recover(user, plan.id, 'EXTEND')).json<RecoveryResult>().undoToken;
    expect((await undo(stranger, plan.id, token)).statusCode).toBe(404);
    expect((await preview(user, plan.id)).json()).toBeNull();
  });
});

describe('POST /api/study-plans/:id/recovery/undo', () => {
  it('puts every date and the end date back, once', async () => {
    const { user, plan } = await missedThreeDays(WITH_BUFFERS);
    const before = await todoDates(user, plan.id);
    const token = (await recover(user, plan.id, 'EXTEND')).json<RecoveryResult>().undoToken;
    const response = await undo(user, plan.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json<StudyPlan>().endDate).toBe('2026-12-02');
    expect(await todoDates(user, plan.id)).toEqual(before);
    expect((await preview(user, plan.id)).json<RecoveryPreview>().overdueTodos).toBe(2);
    const twice = await undo(user, plan.id, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('UNDO_STALE');
  });

  it('refuses after ten minutes, after a change to the plan, or with a forged token', async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    const token = (await recover(user, plan.id, 'SPREAD')).json<RecoveryResult>().undoToken ?? '';
    const forged = `${token.slice(0, -2)}xx`;
    expect((await undo(user, plan.id, forged)).statusCode).toBe(400);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/study-plans/${plan.id}`,
      headers: bearer(user.accessToken),
    });
    const first = detail.json<StudyPlanDetail>().days.flatMap((day) => day.units)[0];
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/daily-todo-units/${first?.id}/status`,
      headers: bearer(user.accessToken),
      payload: { status: 'COMPLETED' },
    });
    expect(done.statusCode).toBe(200);
    const stale = await undo(user, plan.id, token);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }>().code).toBe('UNDO_STALE');

    clock.advance(11 * 60 * 1000);
    await refreshSignedIn(app, user);
    const late = await undo(user, plan.id, token);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe('UNDO_EXPIRED');
  });
});

describe('POST /api/study-plans/:id/recovery/undo-window', () => {
  it('says until when the undo holds on the server’s clock, a minute later too, and null once it no longer does', async () => {
    const { user, plan } = await missedThreeDays(WITH_BUFFERS);
    const applied = clock.now();
    const result = (await recover(user, plan.id, 'SPREAD')).json<RecoveryResult>();
    const expiresAt = new Date(applied.getTime() + 10 * 60 * 1000).toISOString();
    expect(result).toMatchObject({ undoExpiresAt: expiresAt, serverTime: applied.toISOString() });

    clock.advance(60 * 1000);
    const window = await undoWindow(user, plan.id, result.undoToken);
    expect(window.statusCode).toBe(200);
    expect(window.json<RecoveryUndoWindow>()).toEqual({
      undoExpiresAt: expiresAt,
      serverTime: clock.now().toISOString(),
    });
    // Asking changes nothing: the undo a minute later still puts the dates back.
    expect((await undo(user, plan.id, result.undoToken)).statusCode).toBe(200);
    // Spent, it is no longer offered: an answer, not an error, since the card asks whenever the plan changes.
    const spent = await undoWindow(user, plan.id, result.undoToken);
    expect(spent.statusCode).toBe(200);
    expect(spent.json<RecoveryUndoWindow>().undoExpiresAt).toBeNull();
  });

  it('answers null after ten minutes, 400 for a forged token, 404 for another learner, 401 without a token', async () => {
    const { user, plan } = await missedThreeDays(NO_BUFFERS);
    const token = (await recover(user, plan.id, 'EXTEND')).json<RecoveryResult>().undoToken ?? '';
    expect((await undoWindow(user, plan.id, `${token.slice(0, -2)}xx`)).statusCode).toBe(400);
    expect((await undoWindow(user, 'not-a-uuid', token)).statusCode).toBe(400);
    expect((await undoWindow(user, plan.id, '')).statusCode).toBe(400);
    const stranger = await onboardedUser(app);
    expect((await undoWindow(stranger, plan.id, token)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/study-plans/${plan.id}/recovery/undo-window`,
      payload: { undoToken: token },
    });
    expect(anonymous.statusCode).toBe(401);

    clock.advance(10 * 60 * 1000 + 1);
    await refreshSignedIn(app, user);
    const late = await undoWindow(user, plan.id, token);
    expect(late.statusCode).toBe(200);
    expect(late.json<RecoveryUndoWindow>()).toEqual({
      undoExpiresAt: null,
      serverTime: clock.now().toISOString(),
    });
  });
});
