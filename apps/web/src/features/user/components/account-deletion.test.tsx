import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { AccountDeletion } from './account-deletion';

const profile = userProfile();

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: '회원 탈퇴' }));
  return screen.findByRole('dialog', { name: '회원 탈퇴' });
};
const deleteButton = () => screen.getByRole('button', { name: '탈퇴하기' });

describe('AccountDeletion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('explains what is deleted and enables "탈퇴하기" only for the exact username', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderWithProviders(<AccountDeletion profile={profile} onDeleted={vi.fn()} />);
    const dialog = await openDialog();
    expect(dialog).toHaveTextContent('학습 계획, 할 일, 집중 기록, 약관 동의 기록이 모두 지워지고');
    expect(dialog).toHaveTextContent('작성자 정보 없이 남아요');
    expect(dialog).toHaveTextContent('로그인 정보도 지워져');

    const input = screen.getByLabelText('확인을 위해 사용자명(molip_kim)을 입력해 주세요.');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(input, 'molip_ki');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(input, 'mm');
    expect(deleteButton()).toBeDisabled();
    await userEvent.type(input, '{Backspace}');
    expect(deleteButton()).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the word "탈퇴" when no username is set', async () => {
    renderWithProviders(<AccountDeletion profile={{ ...profile, username: null }} onDeleted={vi.fn()} />);
    await openDialog();
    await userEvent.type(screen.getByLabelText('확인을 위해 ‘탈퇴’를 입력해 주세요.'), '탈퇴');
    expect(deleteButton()).toBeEnabled();
  });

  it('calls DELETE /api/user/me without a body, thanks the user and hands over to the sign-out', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const onDeleted = vi.fn();
    renderWithProviders(<AccountDeletion profile={profile} onDeleted={onDeleted} />);
    await openDialog();
    await userEvent.type(screen.getByRole('textbox'), 'molip_kim');
    await userEvent.click(deleteButton());

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/me');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(useAlertsStore.getState().alerts).toEqual([
      expect.objectContaining({
        variant: 'info',
        description: '탈퇴했어요. 그동안 몰입을 이용해 주셔서 고마워요.',
      }),
    ]);
  });

  it('keeps the dialog open with the Korean error when the deletion fails, without retrying', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The shared client remembers the previous test's DELETE and warns about a duplicate.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onDeleted = vi.fn();
    renderWithProviders(<AccountDeletion profile={profile} onDeleted={onDeleted} />);
    const dialog = await openDialog();
    await userEvent.type(screen.getByRole('textbox'), 'molip_kim');
    await userEvent.click(deleteButton());

    expect(
      await screen.findByText('서버 오류가 발생했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('탈퇴하지 못했어요.')).toBeInTheDocument();
    expect(deleteButton()).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onDeleted).not.toHaveBeenCalled();
    expect(useAlertsStore.getState().alerts).toEqual([]);
  });

  it('closes on Escape, forgets the typed text and returns focus to the trigger', async () => {
    renderWithProviders(<AccountDeletion profile={profile} onDeleted={vi.fn()} />);
    const trigger = screen.getByRole('button', { name: '회원 탈퇴' });
    await openDialog();
    await userEvent.type(screen.getByRole('textbox'), 'molip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await openDialog();
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});
