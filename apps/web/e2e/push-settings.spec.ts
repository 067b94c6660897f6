import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test, themedScreenshots } from './fixtures';
import { MyPage } from './pages/my-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

test('a learner sets the daily reminder on the my-page, and it stays after a reload', async ({ page }) => {
  await signUp(page, newLearner('pushset'));
  const myPage = new MyPage(page);
  await myPage.goto();
  const card = page.getByRole('region', { name: '알림 설정' });
  const device = card.getByRole('switch', { name: '이 기기에서 알림 받기' });
  const reminder = card.getByRole('switch', { name: /^매일 \d\d:\d\d에 오늘 할 일 알려 주기$/ });

  await test.step('both switches start off; the device switch says what it sends', async () => {
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await expect(device).toHaveAccessibleDescription(/블록이 5분 남았을 때와 끝났을 때/);
    await expect(reminder).toHaveAccessibleName('매일 21:00에 오늘 할 일 알려 주기');
    await expect(reminder).toHaveAttribute('aria-checked', 'false');
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'mypage-push-off');
  });

  await test.step('the reminder turns on at 21:00, moves to 07:30 and stays so after a reload', async () => {
    await reminder.click();
    await expect(
      page.getByRole('status').filter({ hasText: '매일 21:00에 오늘 할 일을 알려 드릴게요.' }),
    ).toBeVisible();
    await expect(reminder).toHaveAttribute('aria-checked', 'true');
    const time = card.getByLabel('알림 시각');
    await time.fill('07:30');
    await time.blur();
    await expect(
      page.getByRole('status').filter({ hasText: '매일 07:30에 오늘 할 일을 알려 드릴게요.' }),
    ).toBeVisible();
    await page.reload();
    await expect(card.getByRole('switch', { name: '매일 07:30에 오늘 할 일 알려 주기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'mypage-push-reminder-on');
    await expectAccessible(page);
  });

  await test.step('and off again', async () => {
    await card.getByRole('switch', { name: '매일 07:30에 오늘 할 일 알려 주기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '매일 알림을 껐어요.' })).toBeVisible();
    await expect(card.getByLabel('알림 시각')).toHaveCount(0);
  });
});
