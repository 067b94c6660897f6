import { describe, expect, it } from 'vitest';
import {
  createPlanThroughApi,
  joinStudyRoom,
  todayTodos,
  appOnManualClock,
  PLAN_DAY_TEN_AM,
} from '../../../test/fixtures.ts';
import {
  bearer,
  onboardedUser,
  refreshSignedIn,
  signInLocally,
  type SignedIn,
} from '../../../test/test-app.ts';
import { csvCell } from '../../queries/record-export.ts';
import { EXPORT_PAGE_SIZE } from '../../repositories/my-records.ts';

// 10:00 on Saturday 2026-11-21 in Seoul.
const { app, clock } = await appOnManualClock(PLAN_DAY_TEN_AM);

const call = (user: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(user.accessToken), ...(payload ? { payload } : {}) });

type Export = {
  exportedAt: string;
  profile: { id: string; email: string };
  agreements: { termsType: string; agreed: boolean }[];
  studyGroups: { groupId: number }[];
  studyPlans: { id: string; title: string }[];
  dailyTodoUnits: { id: string; studyPlanId: string; status: string }[];
  focusSessions: { id: string }[];
  focusBlocks: { id: string; dailyTodoUnitIds: string[] }[];
  focusLogs: { id: string; seconds: number; dailyTodoUnitId: string }[];
};

/** A learner with a plan, a study room and one focus log of 25 minutes. */
async function learnerWithRecords(planShape = { chapters: 2, sectionsPerChapter: 2 }, studySpeed = 2) {
  const learner = await onboardedUser(app);
  await createPlanThroughApi(app, learner, planShape, { studySpeed });
  await joinStudyRoom(app, learner);
  const [todo] = (await todayTodos(app, learner.accessToken)).flatMap(
    (group) => group.dailyTodoUnitResponses,
  );
  if (!todo) throw new Error('no to-do today');
  expect(
    (
      await call(learner, 'POST', '/api/focus-sessions', {
        startTime: '10:00',
        endTime: '12:00',
        focusTime: 60,
        sessionType: '집중 학습',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call(learner, 'POST', '/api/focus-blocks', {
        intendedDailyTodoUnitIds: [todo.id],
        plannedDurationMinutes: 50,
        startTime: '10:00',
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await call(learner, 'POST', '/api/focus-logs/start', { dailyTodoUnitId: todo.id })).statusCode,
  ).toBe(200);
  clock.advance(5 * 60_000);
  expect(
    (await call(learner, 'POST', '/api/focus-logs/pause', { dailyTodoUnitId: todo.id })).statusCode,
  ).toBe(200);
  return { learner, todoId: todo.id };
}

describe('GET /api/user/me/export', () => {
  it('refuses strangers and a bad format', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/me/export' })).statusCode).toBe(401);
    const learner = await onboardedUser(app);
    const response = await call(learner, 'GET', '/api/user/me/export?format=xml');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('json 또는 csv');
  });

  it('is open before the service gate, so anyone leaving can take their records', async () => {
    const newcomer = await signInLocally(app, { passGate: false });
    const response = await call(newcomer, 'GET', '/api/user/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.json<Export>().profile.id).toBe(newcomer.userId);
  });

  it('sends all of my records as one JSON file, and nothing of anyone else', async () => {
    const { learner, todoId } = await learnerWithRecords();
    const other = await learnerWithRecords();
    await refreshSignedIn(app, learner);

    const response = await call(learner, 'GET', '/api/user/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="molip-records-2026-11-21.json"',
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const records = response.json<Export>();
    expect(records.profile).toMatchObject({ id: learner.userId, email: learner.email });
    expect(records.agreements.every((agreement) => agreement.agreed)).toBe(true);
    expect(records.studyGroups.map((group) => group.groupId)).toEqual([1]);
    expect(records.studyPlans).toHaveLength(1);
    expect(records.dailyTodoUnits).toHaveLength(4);
    expect(records.focusSessions).toHaveLength(1);
    expect(records.focusBlocks).toEqual([expect.objectContaining({ dailyTodoUnitIds: [todoId] })]);
    expect(records.focusLogs).toEqual([expect.objectContaining({ seconds: 300, dailyTodoUnitId: todoId })]);

    expect(response.body).not.toContain(other.learner.userId);
    expect(response.body).not.toContain(other.learner.email);
    expect(response.body).not.toContain(other.todoId);
  });

  it('reads a long history page by page without losing or repeating a row', async () => {
    const { learner } = await learnerWithRecords(
      { chapters: 3, sectionsPerChapter: EXPORT_PAGE_SIZE / 2 + 7 },
      10,
    );
    const records = (await call(learner, 'GET', '/api/user/me/export')).json<Export>();
    const ids = records.dailyTodoUnits.map((todo) => todo.id);
    expect(ids).toHaveLength(3 * (EXPORT_PAGE_SIZE / 2 + 7));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends my focus logs as CSV on my own clock, with a byte-order mark for spreadsheets', async () => {
    const { learner } = await learnerWithRecords();
    const response = await call(learner, 'GET', '/api/user/me/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="molip-focus-logs-2026-11-21.csv"',
    );
    const [header, row, ...rest] = response.body.split('\r\n');
    expect(header).toBe(
      '\uFEFF시작 (Asia/Seoul),끝 (Asia/Seoul),집중 시간(분),집중 시간(초),할 일 날짜,계획,단원,완료 여부',
    );
    expect(row).toMatch(/^2026-11-21 1\d:\d\d:00,2026-11-21 1\d:\d\d:00,5,300,2026-11-21,/);
    expect(rest).toEqual(['']);
  });
});

describe('csvCell', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('수학, 1단원')).toBe('"수학, 1단원"');
    expect(csvCell('그는 "몰입"')).toBe('"그는 ""몰입"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
  });
});
