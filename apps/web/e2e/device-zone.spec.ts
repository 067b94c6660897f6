import { todayInZone } from '@molip/domain/calendar-date';
import { CONSOLE_RULE, expect, test } from './fixtures';
import { FocusApi } from './focus-api';
import { phoneOnOwnServer } from './own-server';
import { DashboardPage } from './pages/dashboard-page';
import { TodayTodosSection } from './pages/today-todos-section';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

/*
 * A phone whose zone is not the account's: the app reports the phone's zone, and "today" moves with it
 * (docs/product-rules.md#time-and-the-study-day). The dashboard read today's list before the report; it must
 * read it again, so its rows belong to the day the page shows.
 */

const SEOUL = 'Asia/Seoul';
/** A zone a day behind Seoul's date for 20 hours of the day, and one a day ahead for the other 4 (and more). */
const ZONES_ANOTHER_DAY = ['Pacific/Pago_Pago', 'Pacific/Kiritimati'] as const;

/** One whose date differs from Seoul's now and still in two minutes, whatever the hour the journey runs. */
function zoneOnAnotherDay(now = Date.now()): (typeof ZONES_ANOTHER_DAY)[number] {
  const differs = (zone: string, at: number) =>
    todayInZone(new Date(at), zone) !== todayInZone(new Date(at), SEOUL);
  const zone = ZONES_ANOTHER_DAY.find(
    (candidate) => differs(candidate, now) && differs(candidate, now + 120_000),
  );
  if (!zone) throw new Error('No zone on another day than Seoul’s');
  return zone;
}

test('a phone on another day than the account’s zone shows that day’s to-dos, not the ones read before', async ({
  browser,
  contextOptions,
  baseURL,
}) => {
  const units: [string, string] = ['극한', '미분'];

  // Signed up on a phone in Seoul, the account's zone: a plan whose first day is Seoul's today.
  const { context: home, contextConsole: homeConsole } = await phoneOnOwnServer(
    browser,
    contextOptions,
    baseURL ?? '',
    SEOUL,
  );
  await signUp(await home.newPage(), newLearner('zone'));
  const api = await FocusApi.signedIn(home.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(units);
  const storageState = await home.storageState();
  await home.close();
  expect(homeConsole, CONSOLE_RULE).toEqual([]);

  // The same phone, its clock now in a zone on another day.
  const zone = zoneOnAnotherDay();
  const { context: away, contextConsole: awayConsole } = await phoneOnOwnServer(
    browser,
    { ...contextOptions, storageState },
    baseURL ?? '',
    zone,
  );
  try {
    const page = await away.newPage();
    await page.goto('/');
    await new DashboardPage(page).expectShown();
    const traveller = await FocusApi.signedIn(away.request, baseURL ?? '');
    await expect.poll(async () => (await traveller.today()).date).toBe(todayInZone(new Date(), zone));

    const firstTodo = new TodayTodosSection(page).row(`1 ${units[0]}`);
    if (zone === 'Pacific/Pago_Pago') {
      // A day behind: the plan starts tomorrow.
      await expect(page.getByText('오늘은 할 일이 없어요')).toBeVisible();
      await expect(firstTodo).toHaveCount(0);
    } else {
      // A day ahead: the plan's first day has passed, and its to-dos wait as overdue.
      await expect(firstTodo).toBeVisible();
      await expect(firstTodo).toHaveAccessibleDescription(/밀린 할 일/);
    }
    expect(awayConsole, CONSOLE_RULE).toEqual([]);
  } finally {
    await away.close();
  }
});
