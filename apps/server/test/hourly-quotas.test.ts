import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FOCUS_SESSIONS_STARTED_PER_HOUR_MAX,
  STUDY_GROUPS_CREATED_PER_HOUR_MAX,
  UNIT_TREES_REPLACED_PER_HOUR_MAX,
} from '@molip/domain/constants';
import { unitEditMessages } from '@molip/domain/content-unit-edit';
import { focusMessages } from '@molip/domain/focus';
import { studyGroupMessages } from '@molip/domain/study-group';
import {
  bearer,
  createTestApp,
  manualClock,
  onboardedUser,
  refreshSignedIn,
  type SignedIn,
} from './test-app.ts';

// Hourly quotas counted from the rows a learner created (lib/write-quota.ts); contents and plans have theirs
// in their own route tests.
// Writes 5 s apart: sixty of them fit inside one access token’s ten minutes.
const STEP_MS = 5_000;
let clock: ReturnType<typeof manualClock>;
let app: FastifyInstance;
beforeEach(async () => {
  // 10:00 in Seoul, so sessions of the day have hours ahead of them.
  clock = manualClock(new Date('2026-11-21T01:00:00Z'));
  app = await createTestApp({ clock });
});
afterEach(() => app.close());

type Method = 'POST' | 'PATCH' | 'PUT';
const call = (user: SignedIn, method: Method, url: string, payload: object = {}) =>
  app.inject({ method, url, headers: bearer(user.accessToken), payload });

/** Makes `limit` writes a step apart, then expects the next to be refused until the first leaves the hour. */
async function expectHourlyQuota(
  user: SignedIn,
  limit: number,
  write: (index: number) => Promise<LightMyRequestResponse>,
  message: (minutesToWait: number) => string,
) {
  for (let index = 0; index < limit; index += 1) {
    clock.advance(STEP_MS);
    const accepted = await write(index);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
  }
  const refused = await write(limit);
  expect(refused.statusCode).toBe(429);
  // The first write was made (limit - 1) steps ago: its place frees up when the hour since then is over.
  const waitSeconds = 3600 - ((limit - 1) * STEP_MS) / 1000;
  expect(Number(refused.headers['retry-after'])).toBe(waitSeconds);
  expect(refused.json()).toEqual({
    statusCode: 429,
    code: 'QUOTA_EXCEEDED',
    error: 'Too Many Requests',
    message: message(Math.ceil(waitSeconds / 60)),
  });
  expect(refused.json<{ message: string }>().message).toMatch(/분 뒤에 다시 시도해 주세요\.$/);
  clock.advance(waitSeconds * 1000);
  await refreshSignedIn(app, user);
  const again = await write(limit + 1);
  expect(again.statusCode, again.body).toBeLessThan(300);
}

describe('the hourly quota on creating study groups', () => {
  it(`refuses group number ${STUDY_GROUPS_CREATED_PER_HOUR_MAX + 1} within an hour with 429, Retry-After and a Korean message`, async () => {
    const learner = await onboardedUser(app);
    await expectHourlyQuota(
      learner,
      STUDY_GROUPS_CREATED_PER_HOUR_MAX,
      (index) => call(learner, 'POST', '/api/group', { name: `스터디 ${index}` }),
      studyGroupMessages.quotaExceeded,
    );
  });
});

describe('the hourly quota on starting focus sessions', () => {
  it(`refuses session number ${FOCUS_SESSIONS_STARTED_PER_HOUR_MAX + 1} within an hour, started by hand or by a free focus`, async () => {
    const learner = await onboardedUser(app);
    await expectHourlyQuota(
      learner,
      FOCUS_SESSIONS_STARTED_PER_HOUR_MAX,
      async (index) => {
        await call(learner, 'PATCH', '/api/focus-sessions/end');
        // Both ways of opening a session count against one quota.
        return index % 2 === 0
          ? call(learner, 'POST', '/api/focus-sessions', {
              startTime: '10:00',
              endTime: '23:00',
              focusTime: 60,
            })
          : call(learner, 'POST', '/api/focus-logs/free/start');
      },
      focusMessages.sessionQuotaExceeded,
    );
  });
});

describe('the hourly quota on saving a content’s unit tree', () => {
  it(`refuses save number ${UNIT_TREES_REPLACED_PER_HOUR_MAX + 1} within an hour, whichever content it is`, async () => {
    const editor = await onboardedUser(app);
    const created = await Promise.all(
      ['가', '나'].map((mark) =>
        call(editor, 'POST', '/api/learning-contents', {
          title: `단원 저장 ${mark} ${editor.userId}`,
          type: 'BOOK',
          contentUnits: [{ title: '1장' }],
        }),
      ),
    );
    const contentIds = created.map((response) => response.json<{ id: string }>().id);
    await expectHourlyQuota(
      editor,
      UNIT_TREES_REPLACED_PER_HOUR_MAX,
      (index) =>
        call(editor, 'PUT', `/api/learning-contents/${contentIds[index % 2]}/content-units`, {
          contentUnits: [{ title: `${index + 1}장` }],
        }),
      unitEditMessages.quotaExceeded,
    );
  });
});
