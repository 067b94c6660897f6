import type { Page, Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  docsScreenshotDir,
  docsScreenshots,
  expect,
  expectAccessible,
  expectPretendardLoaded,
  inWebFont,
  screenshot,
  test,
  themedScreenshots,
} from './fixtures';
import { FocusApi } from './focus-api';
import { DashboardPage } from './pages/dashboard-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * Seeding. The server measures focus with its own clock and refuses plans that start in the past, and the
 * e2e server's embedded database is locked by its process, so a week behind the learner cannot be made
 * through the API or written beside it. The learner, their plans and today are real (made through the API);
 * the statistics answer is then taken from the server and only its past is filled in — the six days before
 * today, scattered days of the year, the hours and streak they imply, and the first plan's measured pace —
 * so the screen is exercised against one answer the contract accepts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdays = ['일', '월', '화', '수', '목', '금', '토'];
/** `M월 D일 (요일)`, with the year in front when it is not today's (a forecast in January, seen in November). */
const koreanDate = (date: string, today: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  const year = date.slice(0, 4) === today.slice(0, 4) ? '' : `${at.getUTCFullYear()}년 `;
  return `${year}${at.getUTCMonth() + 1}월 ${at.getUTCDate()}일 (${weekdays[at.getUTCDay()]})`;
};
/** `koreanDate` without the weekday, as a span of end dates writes it. */
const koreanDay = (date: string, today: string) => koreanDate(date, today).replace(/ \(.\)$/, '');

/** Minutes on each of the six days before today, oldest first: every one extends the streak. */
const LAST_WEEK_MINUTES = [52, 84, 31, 125, 66, 97];
/** A twelve-day run earlier in the year: the longest streak. */
const LONGEST_RUN = { from: -90, days: 12 };
const PLAN_WITH_PACE = '수학의 정석 기본편';
const PLAN_STARTED_TODAY = '영단어 3000';
/** The daily focus time the first plan's pace stands on, as the forecast says it. */
const PACE = '요즘 하루 평균 50분 공부하고 있어요.';

type StatsDay = {
  date: string;
  studySeconds: number;
  studyMinutes: number;
  completedTodos: number;
  plannedTodos: number;
};
type PlanStats = {
  id: string;
  title: string;
  endDate: string;
  totalUnits: number;
  completedUnits: number;
  progress: number;
  expectedProgress: number;
  unitsBehind: number;
  secondsPerUnit: number | null;
  minutesPerUnit: number | null;
  forecastEndDate: string | null;
  forecastRange?: { earliest: string; latest: string } | null;
  paceSecondsPerDay?: number | null;
};
type Stats = {
  today: { date: string };
  totals: { studySeconds: number; studyMinutes: number; completedTodos: number; plannedTodos: number };
  streak: { current: number; longest: number; todayCounts: boolean };
  daily: StatsDay[];
  secondsByHour: number[];
  byHour: number[];
  plans: PlanStats[];
};

/** Scattered days of the year (about one in three), 5–154 minutes each. */
const scatteredMinutes = (index: number) => ((index * 7) % 11 < 4 ? ((index * 37) % 150) + 5 : 0);

function withPastActivity(stats: Stats): Stats {
  const today = stats.today.date;
  const count = stats.daily.length;
  const daily = stats.daily.map((day, index): StatsDay => {
    const back = index - (count - 1);
    if (back === 0) return day;
    const inLastWeek = back >= -LAST_WEEK_MINUTES.length;
    const inRun = back >= LONGEST_RUN.from && back < LONGEST_RUN.from + LONGEST_RUN.days;
    const minutes = inLastWeek
      ? (LAST_WEEK_MINUTES[LAST_WEEK_MINUTES.length + back] ?? 0)
      : inRun
        ? 40 + ((index * 13) % 60)
        : // A gap on each side of the run keeps it the longest.
          back > LONGEST_RUN.from - 3 && back < LONGEST_RUN.from + LONGEST_RUN.days + 3
          ? 0
          : scatteredMinutes(index);
    return minutes > 0
      ? {
          date: day.date,
          studySeconds: minutes * 60,
          studyMinutes: minutes,
          completedTodos: 2,
          plannedTodos: 3,
        }
      : day;
  });
  const sum = (pick: (day: StatsDay) => number) => daily.reduce((total, day) => total + pick(day), 0);
  const totalMinutes = sum((day) => day.studyMinutes);
  // Evenings first, a smaller morning peak; the shares add up to the year's minutes (rounded down).
  const weights = Array.from({ length: 24 }, (_, hour): number =>
    hour === 21 ? 10 : hour === 22 || hour === 20 ? 6 : hour === 9 ? 5 : hour >= 7 && hour <= 23 ? 2 : 0,
  );
  const weightSum = weights.reduce((total, weight) => total + weight, 0);
  const [paced, ...rest] = stats.plans;
  return {
    ...stats,
    daily,
    totals: {
      studySeconds: totalMinutes * 60,
      studyMinutes: totalMinutes,
      completedTodos: sum((day) => day.completedTodos),
      plannedTodos: sum((day) => day.plannedTodos),
    },
    streak: { current: LAST_WEEK_MINUTES.length, longest: LONGEST_RUN.days, todayCounts: false },
    secondsByHour: weights.map((weight) => Math.floor((totalMinutes * weight) / weightSum) * 60),
    byHour: weights.map((weight) => Math.floor((totalMinutes * weight) / weightSum)),
    plans: paced
      ? [
          {
            ...paced,
            endDate: addDays(today, 20),
            totalUnits: 24,
            completedUnits: 10,
            progress: 10 / 24,
            expectedProgress: 13 / 24,
            unitsBehind: 3,
            secondsPerUnit: 25 * 60,
            minutesPerUnit: 25,
            forecastEndDate: addDays(today, 38),
            forecastRange: { earliest: addDays(today, 33), latest: addDays(today, 45) },
            paceSecondsPerDay: 50 * 60,
          },
          ...rest,
        ]
      : rest,
  };
}

async function fillInThePast(route: Route): Promise<void> {
  const response = await route.fetch();
  const stats = (await response.json()) as Stats;
  await route.fulfill({ response, json: withPastActivity(stats) });
}

/** A book with two units and a plan named `title` studying both today. */
async function createPlan(api: FocusApi, title: string): Promise<void> {
  const content = (await api.post('/learning-contents', {
    title: `${title} ${Date.now()}`,
    author: '몰입 출판',
    type: 'BOOK',
    category: '수학',
    contentUnits: [{ title: '1단원' }, { title: '2단원' }],
  })) as { id: string };
  const units = (await api.get(`/learning-contents/${content.id}/content-units`)) as { id: string }[];
  const { date } = await api.today();
  await api.post('/study-plans', {
    title,
    learningContentId: content.id,
    contentUnitIds: units.map((unit) => unit.id),
    startDate: date,
    restDays: [],
    studySpeed: 2,
    bufferDayInterval: 0,
  });
}

class StatisticsPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: '학습 통계' });
  readonly streak = () => this.page.getByRole('region', { name: '연속 공부' });
  readonly studyTime = () => this.page.getByRole('region', { name: '공부 시간' });
  readonly bars = (label: string) => this.studyTime().getByRole('group', { name: `${label} 공부 시간` });
  readonly heatmap = () => this.page.getByRole('region', { name: '1년 공부 기록' });
  readonly focusHours = () => this.page.getByRole('region', { name: '가장 집중이 잘 되는 시간' });
  readonly plans = () => this.page.getByRole('region', { name: '계획별 진행' });
  readonly plan = (title: string) => this.plans().getByRole('listitem').filter({ hasText: title });

  /** The whole page, light then dark, into docs/screenshots. */
  async screenshots(name: string): Promise<void> {
    mkdirSync(docsScreenshotDir, { recursive: true });
    await inWebFont(this.page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await this.page.emulateMedia({ colorScheme });
      await this.page.screenshot({
        path: join(docsScreenshotDir, `${name}-${colorScheme}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }
    await this.page.emulateMedia({ colorScheme: 'light' });
  }
}

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of viewports) {
  test.describe(`statistics on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a learner with a week behind them sees their streak, days, year, best hour and plan forecasts', async ({
      page,
      baseURL,
    }) => {
      await signUp(page, newLearner('stats'));
      const api = await FocusApi.signedIn(page.request, baseURL ?? '');
      await createPlan(api, PLAN_WITH_PACE);
      await createPlan(api, PLAN_STARTED_TODAY);
      const { date: today } = await api.today();
      await page.route('**/api/user/stats?days=366', fillInThePast);

      await page.goto('/statistics');
      const statistics = new StatisticsPage(page);
      await expect(statistics.heading()).toBeVisible();

      // Six days behind, today not yet: the flame waits for today.
      await expect(statistics.streak().getByText('6일', { exact: true })).toBeVisible();
      await expect(statistics.streak()).toContainText('7일 연속이 돼요');
      await expect(statistics.streak().getByText('12일', { exact: true })).toBeVisible();

      // 52 + 84 + 31 + 125 + 66 + 97 = 455 minutes = 7 h 35 min over the week, 65 minutes a day.
      await expect(statistics.studyTime()).toContainText('7시간 35분');
      await expect(statistics.studyTime()).toContainText('하루 평균 1시간 5분');
      await expect(statistics.bars('최근 7일').getByRole('button')).toHaveCount(7);
      const busiest = addDays(today, -3);
      await statistics
        .bars('최근 7일')
        .getByRole('button', { name: `${koreanDate(busiest, today)} 2시간 5분` })
        .click();
      await expect(statistics.studyTime()).toContainText('2시간 5분');

      await expect(statistics.heatmap().getByRole('img')).toHaveAccessibleName(
        /최근 1년 동안 \d+일 공부했어요/,
      );
      await expect(statistics.focusHours()).toContainText('21시~22시에 가장 많이 집중했어요');

      const paced = statistics.plan(PLAN_WITH_PACE);
      await expect(paced).toContainText('3단원 밀림');
      await expect(paced).toContainText('단원당 평균 25분');
      const span = `${koreanDay(addDays(today, 33), today)} ~ ${koreanDay(addDays(today, 45), today)}`;
      await expect(paced).toContainText(`지금 속도라면 ${span}쯤 끝나요`);
      await expect(paced).toContainText(PACE);
      await expect(paced).toContainText('18일 늦어요');
      const fresh = statistics.plan(PLAN_STARTED_TODAY);
      await expect(fresh).toContainText('계획대로 가고 있어요');
      await expect(fresh).toContainText('아직 기록이 부족해서 끝나는 날을 예상하기 어려워요');

      await expectPretendardLoaded(page);
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectAccessible(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await statistics.screenshots(`statistics-${viewport.name}`);
      if (viewport.name === 'phone') {
        // The narrowest phone we support: nothing but the heatmap's own scroller may overflow.
        await page.setViewportSize({ width: 360, height: 780 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, 'statistics-360', true);
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
      }

      await statistics.studyTime().getByRole('button', { name: '최근 30일' }).click();
      await expect(statistics.bars('최근 30일').getByRole('button')).toHaveCount(30);
      await screenshot(page, `statistics-month-${viewport.name}`, true);

      // One tap re-lays the plan's remaining units from today on the real server.
      await paced.getByRole('button', { name: '남은 일정 다시 짜기' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: `‘${PLAN_WITH_PACE}’ 남은 일정을 오늘부터 다시 짰어요.` }),
      ).toBeVisible();

      // Opened directly, back leads to the dashboard.
      await page.getByRole('button', { name: '뒤로 가기' }).click();
      await new DashboardPage(page).expectShown();

      // The plan page says the same forecast, from the week's statistics.
      await page.route('**/api/user/stats?days=7', fillInThePast);
      await page.goto('/statistics');
      await statistics.plan(PLAN_WITH_PACE).getByRole('link', { name: PLAN_WITH_PACE }).click();
      await expect(page.getByText(`지금 속도라면 ${span}쯤 끝나요`)).toBeVisible();
      await expect(page.getByText(PACE)).toBeVisible();
      await themedScreenshots(
        page,
        join(import.meta.dirname, 'screenshots'),
        `plan-forecast-${viewport.name}`,
      );
      await page.emulateMedia({ colorScheme: 'light' });
    });
  });
}

test('a brand-new learner is shown the way to their first record', async ({ page }) => {
  await signUp(page, newLearner('statsnew'));
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: '아직 쌓인 기록이 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '학습 계획 만들기' })).toBeVisible();
  await expectAccessible(page);
  await docsScreenshots(page, 'statistics-empty');
  await page.getByRole('link', { name: '집중 시작하기' }).click();
  await expect(page).toHaveURL(/\/focus-session\/create$/);
});
