import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { clockInZone } from '@molip/domain/zoned-time';

import { isLearnerZone } from './learner-time-zone';

/**
 * Test set-up through the API with the learner's own session: the focus journey needs a study plan with
 * two to-dos today, and must not depend on the planning pages (another suite covers those); `signUp`
 * passes the terms and username gates with it.
 */
export class FocusApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  /** Takes a fresh access token with the refresh cookie the sign-in left in the browser context. */
  static async signedIn(request: APIRequestContext, baseURL: string): Promise<FocusApi> {
    const response = await request.post('/api/auth/refresh', {
      headers: { 'x-requested-with': 'molip', origin: baseURL },
    });
    const body = (await json(response)) as { accessToken: string };
    return new FocusApi(request, body.accessToken);
  }

  /** Once the client has reported the browser's zone after sign-in, so "today" is the learner's day. */
  static async inLearnerZone(request: APIRequestContext, baseURL: string): Promise<FocusApi> {
    await expect
      .poll(async () => isLearnerZone((await (await FocusApi.signedIn(request, baseURL)).today()).timeZone))
      .toBe(true);
    return FocusApi.signedIn(request, baseURL);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get(path: string): Promise<unknown> {
    return json(await this.request.get(`/api${path}`, { headers: this.headers() }));
  }

  async post(path: string, data: unknown): Promise<unknown> {
    return json(await this.request.post(`/api${path}`, { headers: this.headers(), data }));
  }

  async put(path: string, data: unknown): Promise<unknown> {
    return json(await this.request.put(`/api${path}`, { headers: this.headers(), data }));
  }

  async delete(path: string, data?: unknown): Promise<void> {
    const response = await this.request.delete(`/api${path}`, { headers: this.headers(), data });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }

  async patch(path: string, data?: unknown): Promise<unknown> {
    return json(await this.request.patch(`/api${path}`, { headers: this.headers(), data }));
  }

  /** Today's to-do ids by their titles, over every plan. */
  async todayTodoIds(): Promise<Record<string, string>> {
    const groups = (await this.get('/daily-todos/today')) as {
      dailyTodoUnitResponses: { id: string; title: string }[];
    }[];
    return Object.fromEntries(
      groups.flatMap((group) => group.dailyTodoUnitResponses).map((todo) => [todo.title, todo.id]),
    );
  }

  /** The learner's study day in their zone (day-start hour 0 for a new learner). */
  async today(): Promise<{ date: string; timeZone: string }> {
    const me = (await this.get('/user/me')) as { timezone: string };
    const date = new Intl.DateTimeFormat('en-CA', {
      timeZone: me.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    return { date, timeZone: me.timezone };
  }

  /** A two-hour session from now and a block in it planned with `todoIds`, ready for a focus log to start. */
  async startBlockNow(todoIds: string[], plannedDurationMinutes = 40): Promise<void> {
    const { timeZone } = await this.today();
    const now = new Date();
    await this.post('/focus-sessions', {
      startTime: clockInZone(now, timeZone),
      endTime: clockInZone(new Date(now.getTime() + 2 * 60 * 60 * 1000), timeZone),
      focusTime: 60,
    });
    await this.post('/focus-blocks', {
      intendedDailyTodoUnitIds: todoIds,
      plannedDurationMinutes,
      startTime: clockInZone(now, timeZone),
    });
  }

  /** A book with two units and a plan studying both today. */
  async createPlanWithTwoTodosToday(unitTitles: [string, string]): Promise<string> {
    const content = (await this.post('/learning-contents', {
      title: `집중 여정 교재 ${Date.now()}`,
      author: '몰입 출판',
      type: 'BOOK',
      category: '수학',
      contentUnits: unitTitles.map((title) => ({ title })),
    })) as { id: string };
    const units = (await this.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
    const { date } = await this.today();
    const plan = (await this.post('/study-plans', {
      title: '미적분 집중 계획',
      learningContentId: content.id,
      contentUnitIds: units.map((unit) => unit.id),
      startDate: date,
      restDays: [],
      studySpeed: 2,
      bufferDayInterval: 0,
    })) as { id: string };
    return plan.id;
  }
}

async function json(response: APIResponse): Promise<unknown> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return response.json();
}
