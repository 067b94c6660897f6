import type { Locator, Page } from '@playwright/test';
import { docsScreenshots, expect, expectAccessible, expectPretendardLoaded, test } from './fixtures';
import { DashboardPage } from './pages/dashboard-page';
import { signUp } from './sign-up';
import { newLearner } from './test-users';

const INVITE_CODE = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

async function openStudyGroupTab(page: Page): Promise<void> {
  await new DashboardPage(page).tabBar().getByRole('link', { name: '스터디 그룹' }).click();
}

async function inviteCodeIn(scope: Locator): Promise<string> {
  const code = scope.getByText(INVITE_CODE);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}

test('a learner creates a group and shares its code; a friend joins by code; the leader renames it, rotates the code and removes the friend', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const leader = newLearner('ldr');
  const friend = newLearner('mem');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  let inviteCode = '';

  await test.step('create a group from the empty state', async () => {
    await signUp(page, leader);
    await openStudyGroupTab(page);
    await expect(page.getByRole('heading', { name: '아직 참여한 그룹이 없어요' })).toBeVisible();
    await expectPretendardLoaded(page);
    await docsScreenshots(page, 'study-group-empty');
    await page.getByRole('button', { name: '그룹 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '그룹 만들기' });
    await dialog.getByLabel('그룹 이름').fill('토익 900 같이 가요');
    await docsScreenshots(page, 'study-group-create');
    await dialog.getByRole('button', { name: '만들기' }).click();
  });

  await test.step('see the invite code and copy it', async () => {
    const dialog = page.getByRole('dialog', { name: '그룹을 만들었어요' });
    inviteCode = await inviteCodeIn(dialog);
    await expectAccessible(page);
    await docsScreenshots(page, 'study-group-invite');
    await dialog.getByRole('button', { name: '초대 코드 복사' }).click();
    await expect(page.getByText('초대 코드를 복사했어요.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteCode);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: '토익 900 같이 가요' })).toBeVisible();
    await expect(page.getByRole('region', { name: '친구 초대' }).getByText(inviteCode)).toBeVisible();
  });

  const friendContext = await browser.newContext({
    baseURL: baseURL ?? '',
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const friendPage = await friendContext.newPage();

  await test.step('a friend in another browser joins by the code', async () => {
    await signUp(friendPage, friend);
    await openStudyGroupTab(friendPage);
    await friendPage.getByRole('button', { name: '초대 코드로 참여' }).click();
    const dialog = friendPage.getByRole('dialog', { name: '초대 코드로 참여' });
    // Lower case is accepted: the code is compared in capitals.
    await dialog.getByLabel('초대 코드').fill(inviteCode.toLowerCase());
    await docsScreenshots(friendPage, 'study-group-join');
    await dialog.getByRole('button', { name: '참여', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(friendPage.getByRole('heading', { name: '토익 900 같이 가요' })).toBeVisible();
    await expect(
      friendPage.getByRole('list', { name: '주간 순위' }).getByText(friend.username),
    ).toBeVisible();
    // Only the leader sees the code.
    await expect(friendPage.getByRole('region', { name: '친구 초대' })).toHaveCount(0);
  });

  await test.step('the leader sees the friend in the ranking and the member list', async () => {
    // The group answer is cached for five minutes; coming back to the page asks again.
    await page.reload();
    await expect(page.getByRole('list', { name: '주간 순위' }).getByText(friend.username)).toBeVisible();
    const members = page.getByRole('list', { name: '멤버' });
    await expect(members.getByText(friend.username)).toBeVisible();
    await expect(members.getByText('그룹장')).toBeVisible();
    await expect(page.getByText('멤버 2명').first()).toBeVisible();
    await expectAccessible(page);
    await docsScreenshots(page, 'study-group-leader');
  });

  await test.step('the leader renames the group', async () => {
    await page.getByRole('button', { name: '그룹 이름 바꾸기' }).click();
    const dialog = page.getByRole('dialog', { name: '그룹 이름 바꾸기' });
    await dialog.getByLabel('그룹 이름').fill('토익 950 도전');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('그룹 이름을 바꿨어요.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '토익 950 도전' })).toBeVisible();
  });

  await test.step('the leader makes a new code: the old one stops working', async () => {
    const invite = page.getByRole('region', { name: '친구 초대' });
    await invite.getByRole('button', { name: '초대 코드 새로 만들기' }).click();
    await invite.getByRole('button', { name: '새 코드 만들기' }).click();
    await expect(page.getByText('새 초대 코드를 만들었어요.')).toBeVisible();
    await expect(invite.getByText(inviteCode)).toHaveCount(0);
    const newCode = await inviteCodeIn(invite);
    expect(newCode).not.toBe(inviteCode);
    inviteCode = newCode;
  });

  await test.step('the leader removes the friend', async () => {
    await page.getByRole('button', { name: `${friend.username} 내보내기` }).click();
    const dialog = page.getByRole('dialog', { name: `‘${friend.username}’ 님을 내보낼까요?` });
    await dialog.getByRole('button', { name: '내보내기' }).click();
    await expect(page.getByText('멤버를 내보냈어요.')).toBeVisible();
    await expect(page.getByRole('list', { name: '멤버' }).getByText(friend.username)).toHaveCount(0);
    await expect(page.getByRole('list', { name: '주간 순위' }).getByText(friend.username)).toHaveCount(0);
  });

  await friendContext.close();
});
