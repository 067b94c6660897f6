import type { Page } from '@playwright/test';
import { clockInZone } from '@molip/domain/zoned-time';
import { learnerWhoseBlockRanOut } from './block-ran-out';
import { CONSOLE_RULE, expect, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { retiredSpellingsIn } from './glossary-terms';
import { FocusBlockPage } from './pages/focus-pages';
import { LoginPage } from './pages/login-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

type CurrentBlock = { id: string };

const UNIT_A = '수열의 극한';
const UNIT_B = '급수';

/** What a screen says: its text (screen-reader-only lines included) and every accessible label. */
function screenWords(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')),
    ].join('\n'),
  );
}

/** The screen, once `ready` shows, spells every glossary term one way; its pictures go beside the run's. */
async function expectOneSpelling(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  expect(retiredSpellingsIn(await screenWords(page)), `${name} uses a retired spelling`).toEqual([]);
  await themedScreenshots(page, test.info().outputPath('glossary-shots'), name);
}

test('every screen spells each glossary term one way, in its text and its accessible names', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const block = new FocusBlockPage(page);
  await signUp(page, newLearner('glossary'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  const planId = await api.createPlanWithTwoTodosToday([UNIT_A, UNIT_B]);
  const ids = await api.todayTodoIds();
  const a = ids[UNIT_A] ?? '';
  const b = ids[UNIT_B] ?? '';
  await api.post('/group/rooms/join', {});
  const { timeZone } = await api.today();
  const blockNow = async (todoIds: string[], minutes: number) => {
    await api.post('/focus-blocks', {
      intendedDailyTodoUnitIds: todoIds,
      plannedDurationMinutes: minutes,
      startTime: clockInZone(new Date(), timeZone),
    });
    return ((await api.get('/focus-blocks/current')) as CurrentBlock).id;
  };

  // A finished block: one to-do completed, the other still focused on when the block ended.
  await api.startBlockNow([a, b]);
  const finished = ((await api.get('/focus-blocks/current')) as CurrentBlock).id;
  await api.post('/focus-logs/start', { dailyTodoUnitId: a });
  await api.post('/focus-logs/complete', { dailyTodoUnitId: a, completed: true });
  await api.post('/focus-logs/start', { dailyTodoUnitId: b });
  await api.patch('/focus-blocks/end', { focusBlockId: finished });

  await test.step('the finished block lists why each log ended', async () => {
    await page.goto(`/focus-block/${finished}`);
    await expectOneSpelling(page, 'block-summary', async () => {
      const logs = page.getByRole('list', { name: '집중 기록' });
      await expect(logs.getByText(/ · 완료$/)).toHaveCount(1);
      await expect(logs.getByText(/ · 블록 종료$/)).toHaveCount(1);
    });
  });

  // A running block with its to-do paused: the dashboard, the block and the group see it.
  await blockNow([b], 40);
  await api.post('/focus-logs/start', { dailyTodoUnitId: b });
  await api.post('/focus-logs/pause', { dailyTodoUnitId: b });

  await test.step('the running block, paused: 집중 시작 resumes, its name is its text plus context', async () => {
    await page.goto('/focus-block/current');
    await expectOneSpelling(page, 'block-paused', async () => {
      await expect(block.paused()).toContainText(UNIT_B);
      await expect(page.getByRole('button', { name: '지금 할 일 집중 시작' })).toHaveText('집중 시작');
      await expect(block.todoRow(UNIT_B)).toContainText('일시 정지');
    });
  });

  await test.step('the dashboard: the paused to-do reads 일시 정지, and the plan card opens its plan', async () => {
    await page.goto('/');
    await expectOneSpelling(page, 'dashboard', async () => {
      await expect(page.getByTestId('today-study-time')).toBeVisible();
      await expect(page.getByText(/^\d+일 연속$/)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: new RegExp(UNIT_B) })).toHaveAccessibleDescription(
        /일시 정지/,
      );
    });
    await page
      .getByRole('link', { name: /미적분 집중 계획/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/study-plan/${planId}$`));
  });

  // Focusing again: every other screen is read while the learner focuses.
  await api.post('/focus-logs/start', { dailyTodoUnitId: b });
  const screens: { name: string; path: string; ready: () => Promise<void> }[] = [
    {
      name: 'plan-detail',
      path: `/study-plan/${planId}`,
      ready: () => expect(page.getByText(/^단원 \d+\/\d+$/)).toBeVisible(),
    },
    {
      name: 'plan-list',
      path: '/study-plans',
      ready: () => expect(page.getByText(/· 단원 \d+\/\d+$/)).toBeVisible(),
    },
    {
      name: 'wizard-content',
      path: '/study-plans/create',
      ready: () => expect(page.getByRole('heading', { name: '무엇을 공부할까요?' })).toBeVisible(),
    },
    {
      name: 'focus-session',
      path: '/focus-session/current',
      ready: () => expect(page.getByRole('list', { name: '집중 블록 목록' })).toBeVisible(),
    },
    {
      name: 'focus-session-create',
      path: '/focus-session/create',
      ready: () => expect(page.getByText('이미 진행 중인 세션이 있어요')).toBeVisible(),
    },
    {
      name: 'statistics',
      path: '/statistics',
      ready: () => expect(page.getByRole('region', { name: '연속 공부' })).toContainText(/\d+일/),
    },
    {
      name: 'study-group',
      path: '/study-group',
      ready: async () => {
        const ranking = page.getByRole('list', { name: '주간 순위' });
        const mine = ranking.getByRole('listitem').filter({ has: page.getByText('나', { exact: true }) });
        await expect(mine).toContainText(/할 일 \d+\/\d+/);
        // The day bars stay while the learner focuses, and say which days they cover.
        await expect(mine.getByText(/^최근 [1-7]일/)).toHaveCount(1);
        await expect(ranking.getByText(/최근 0일/)).toHaveCount(0);
      },
    },
    {
      name: 'my-page',
      path: '/my-page',
      ready: () =>
        expect(page.getByRole('link', { name: /^이번 주 공부 .+, 연속 공부 \d+일/ })).toBeVisible(),
    },
  ];
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await expectOneSpelling(page, screen.name, screen.ready);
    });
  }

  await test.step('a new content: the wizard starts with all its units selected', async () => {
    const content = (await api.post('/learning-contents', {
      title: `용어 교재 ${Date.now()}`,
      author: '몰입 출판',
      type: 'BOOK',
      category: '수학',
      contentUnits: [{ title: '집합' }, { title: '명제' }, { title: '함수' }],
    })) as { id: string };
    await page.goto(`/study-plans/create/content-selection/${content.id}`);
    await expectOneSpelling(page, 'wizard-units', async () => {
      await expect(page.getByRole('button', { name: '단원 3개 선택 · 다음' })).toBeEnabled();
      await expect(page.getByRole('checkbox', { name: '전체 선택' })).toHaveAttribute('aria-checked', 'true');
    });
  });

  await test.step('the sign-in page of a local trial names the trial sign-in, not Google', async () => {
    const signedOut = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      serviceWorkers: 'block',
    });
    const visitor = await signedOut.newPage();
    await visitor.goto('/login');
    await expectOneSpelling(visitor, 'login', async () => {
      await new LoginPage(visitor).expectShown();
      await expect(visitor.getByText('로컬 체험 모드예요. 아무 이메일로 로그인해요.')).toBeVisible();
    });
    await signedOut.close();
  });

  // The study room is shared with the journeys after this one: nobody is left focusing in it.
  await api.patch('/focus-sessions/end');
});

/* A block whose minute ran out, on a server of its own started again a minute on (e2e/block-ran-out.ts). */
test('a block whose time is up and its summary spell each term one way: 시간 종료, 블록 종료', async ({
  browser,
  contextOptions,
}) => {
  test.setTimeout(120_000);
  const ranOut = await learnerWhoseBlockRanOut(browser, contextOptions, {
    name: 'glossup',
    units: [UNIT_A, UNIT_B],
    focused: UNIT_B,
  });
  try {
    const { page } = ranOut;
    const block = new FocusBlockPage(page);
    await page.goto('/focus-block/current');
    await expectOneSpelling(page, 'block-time-up', async () => {
      await expect(page.getByText('이 블록은 여기까지예요')).toBeVisible();
      await expect(block.todoRow(UNIT_B)).toContainText('시간 종료');
      await expect(block.todoRow(UNIT_B).getByRole('button', { name: '일시 정지' })).toHaveCount(0);
    });
    await page.getByRole('button', { name: '블록 종료' }).first().click();
    await expectOneSpelling(page, 'block-summary-time-up', async () => {
      await expect(page.getByRole('list', { name: '집중 기록' })).toContainText('시간 종료');
    });
    expect(ranOut.contextConsole, CONSOLE_RULE).toEqual([]);
  } finally {
    await ranOut.close();
  }
});
