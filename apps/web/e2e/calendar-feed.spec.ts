import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test, themedScreenshots } from './fixtures';
import { FocusApi } from './focus-api';
import { MyPage } from './pages/my-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

test('a learner subscribes to their plans from the my-page, copies the address and replaces it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await signUp(page, newLearner('calfeed'));
  const api = await FocusApi.inLearnerZone(page.request, baseURL ?? '');
  await api.createPlanWithTwoTodosToday(['수열의 극한', '급수']);
  const myPage = new MyPage(page);
  await myPage.goto();
  const card = page.getByRole('region', { name: '캘린더 구독' });
  const address = card.getByLabel('내 캘린더 주소');
  await expect(address).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const first = await address.inputValue();

  await test.step('the address opens the plan as a calendar, and Google Calendar subscribes to it', async () => {
    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toContain('SUMMARY:미적분 집중 계획 · 할 일 2개');
    expect(text).toMatch(/- 수열의 극한\\n- 급수/);
    await expect(card.getByRole('link', { name: '구글 캘린더에 추가' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(first.replace(/^https?:/, 'webcal:'))}`,
    );
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'mypage-calendar-feed');
    await expectAccessible(page);
  });

  await test.step('복사 puts the address on the clipboard and says so', async () => {
    await card.getByRole('button', { name: '캘린더 주소 복사' }).click();
    await expect(page.getByRole('status').filter({ hasText: '캘린더 주소를 복사했어요.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  });

  await test.step('주소 바꾸기 warns first, then the old address stops working', async () => {
    await card.getByRole('button', { name: '주소 바꾸기' }).click();
    const confirm = card.getByRole('group', { name: '주소 바꾸기 확인' });
    await expect(confirm).toContainText('지금 주소는 더 이상 열리지 않아요');
    await themedScreenshots(page, screenshotDir, 'mypage-calendar-feed-rotate');
    await confirm.getByRole('button', { name: '새 주소 만들기' }).click();
    await expect(address).not.toHaveValue(first);
    await expect(page.getByRole('status').filter({ hasText: '새 주소를 만들었어요.' })).toBeVisible();
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(await address.inputValue())).status()).toBe(200);
  });
});
