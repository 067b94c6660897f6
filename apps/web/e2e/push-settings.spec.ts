import { createECDH, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { FAKE_SUBSCRIPTION_KEY, installFakePushService } from './fake-push-service';
import { expect, expectAccessible, test, themedScreenshots, warmGlyphs } from './fixtures';
import { FocusApi } from './focus-api';
import { MyPage } from './pages/my-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** Safari on an iPhone, as WebKit names itself: the app's iOS detection reads only this. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1';

/** My page's notification card and its three switches. */
function pushCard(page: Page) {
  const card = page.getByRole('region', { name: '알림 설정' });
  return {
    card,
    device: card.getByRole('switch', { name: '이 기기에서 알림 받기' }),
    reminder: card.getByRole('switch', { name: /^매일 \d\d:\d\d에 오늘 할 일 알려 주기$/ }),
    badge: card.getByRole('switch', { name: '앱 아이콘에 남은 할 일 수 표시' }),
  };
}

/** Another device of the learner subscribed over the API: its own P-256 key and auth secret. */
function anotherDevice() {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-other-${Date.now()}`,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

test('with notifications allowed, the card says where reminders go: nowhere yet, this device, this and one other', async ({
  page,
  context,
  baseURL,
}) => {
  // Six steps, each with pictures in two themes.
  test.setTimeout(180_000);
  await context.grantPermissions(['notifications']);
  await installFakePushService(context);
  await signUp(page, newLearner('pushon'));
  await new MyPage(page).goto();
  const { card, device, reminder, badge } = pushCard(page);

  await test.step('no device yet: the daily reminder cannot be promised', async () => {
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await expect(device).toHaveAccessibleDescription(/^알림을 받는 기기가 아직 없어요/);
    await expect(reminder).toBeDisabled();
    await expect(reminder).toHaveAccessibleDescription(
      '알림을 받을 기기가 없어요. 먼저 위에서 이 기기의 알림을 켜 주세요.',
    );
    await expect(badge).toHaveAttribute('aria-checked', 'true');
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'push-no-device');
    await expectAccessible(page);
  });

  await test.step('this device on, then the reminder at 21:00', async () => {
    await device.click();
    await expect(page.getByRole('status').filter({ hasText: '이 기기에서 알림을 받아요.' })).toBeVisible();
    await expect(device).toHaveAttribute('aria-checked', 'true');
    await expect(device).toHaveAccessibleDescription(/^이 기기에서 알림을 받아요\./);
    await expect(reminder).toBeEnabled();
    await reminder.click();
    await expect(
      page.getByRole('status').filter({ hasText: '매일 21:00에 오늘 할 일을 알려 드릴게요.' }),
    ).toBeVisible();
    await expect(reminder).toHaveAccessibleDescription(
      '그날 남은 할 일이 있을 때만, 알림을 켠 기기 1대로 보내요.',
    );
  });

  const api = await FocusApi.signedIn(page.request, baseURL ?? '');
  await test.step('a second device of the learner is counted', async () => {
    await api.post('/push/subscriptions', anotherDevice());
    await page.reload();
    await expect(device).toHaveAccessibleDescription(/^이 기기와 다른 기기 1대에서 알림을 받아요\./);
    await expect(reminder).toHaveAccessibleDescription(
      '그날 남은 할 일이 있을 때만, 알림을 켠 기기 2대로 보내요.',
    );
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'push-this-and-others');
  });

  await test.step('the server forgets this device; the next app open hands it back', async () => {
    const stored = await page.evaluate((key) => localStorage.getItem(key), FAKE_SUBSCRIPTION_KEY);
    const { endpoint } = JSON.parse(stored ?? '{}') as { endpoint: string };
    await api.delete('/push/subscriptions', { endpoint });
    const settings = (await api.get('/push/settings')) as { subscribedDevices: number };
    expect(settings.subscribedDevices).toBe(1);
    await page.reload();
    await expect(device).toHaveAccessibleDescription(/^이 기기와 다른 기기 1대에서 알림을 받아요\./);
    await expect
      .poll(async () => ((await api.get('/push/settings')) as typeof settings).subscribedDevices)
      .toBe(2);
  });

  await test.step('offline, nothing can be changed, and the card says why', async () => {
    await warmGlyphs(page, '오프라인이라 지금은 알림 설정을 바꿀 수 없어요.');
    await context.setOffline(true);
    await expect(
      card.getByText('오프라인이라 지금은 알림 설정을 바꿀 수 없어요.', { exact: false }),
    ).toBeVisible();
    for (const control of [device, reminder, badge]) await expect(control).toBeDisabled();
    await card.scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'push-offline');
    await context.setOffline(false);
    await expect(device).toBeEnabled();
  });

  await test.step('the app badge turns off', async () => {
    await badge.click();
    await expect(
      page.getByRole('status').filter({ hasText: '앱 아이콘에 숫자를 보여 주지 않아요.' }),
    ).toBeVisible();
    await expect(badge).toHaveAttribute('aria-checked', 'false');
  });
});

test('with notifications blocked, the card says how to allow them in Chrome, 삼성 인터넷 and iPhone', async ({
  page,
  context,
  baseURL,
}) => {
  // Chromium's own "blocked" setting for this context, as a learner who answered 차단 has it.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL ?? '',
    ...(targetInfo.browserContextId ? { browserContextId: targetInfo.browserContextId } : {}),
  });
  await signUp(page, newLearner('pushdenied'));
  await new MyPage(page).goto();
  const { card, device } = pushCard(page);
  await expect(device).toBeDisabled();
  await expect(device).toHaveAccessibleDescription(/알림이 차단되어 있어 알림을 보낼 수 없어요/);
  for (const where of ['Chrome', '삼성 인터넷', 'iPhone'])
    await expect(card.getByText(where, { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await themedScreenshots(page, screenshotDir, 'push-denied');
  await expectAccessible(page);
});

test('a subscribe that fails says why in Korean under the switch', async ({ page, context }) => {
  // Allowed, but no service worker to subscribe with (the journeys block it): the browser cannot subscribe.
  await context.grantPermissions(['notifications']);
  await signUp(page, newLearner('pushfail'));
  await new MyPage(page).goto();
  const { card, device } = pushCard(page);
  await device.click();
  await expect(card.getByRole('alert')).toHaveText(
    '알림을 준비하지 못했어요. 페이지를 새로 고친 뒤 다시 켜 주세요.',
  );
  await expect(device).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('알 수 없는 오류가 발생했어요')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await themedScreenshots(page, screenshotDir, 'push-failed');
});

test.describe('in Safari on an iPhone, not added to the Home Screen', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the card shows how to add the app to the Home Screen instead of a switch', async ({ page }) => {
    await signUp(page, newLearner('pushios'));
    await new MyPage(page).goto();
    const { card, device } = pushCard(page);
    await expect(card.getByRole('heading', { name: '먼저 홈 화면에 추가해 주세요' })).toBeVisible();
    await expect(card.getByRole('img', { name: /공유 버튼을 누르고/ })).toBeVisible();
    await expect(device).toHaveCount(0);
    await card.getByTestId('ios-install-guide').scrollIntoViewIfNeeded();
    await themedScreenshots(page, screenshotDir, 'push-iphone-install-guide');
    await expectAccessible(page);
  });
});
