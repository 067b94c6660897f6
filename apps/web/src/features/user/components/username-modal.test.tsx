import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { UsernameModal } from './username-modal';

const profile = userProfile();

describe('UsernameModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates as the user types and keeps confirm disabled while invalid', async () => {
    renderWithProviders(<UsernameModal open onCompleted={vi.fn()} />);
    const input = screen.getByLabelText('사용자명');
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(input).toHaveAttribute('placeholder', '2~20자로 입력해 주세요');
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'a');
    expect(screen.getByText('사용자명은 2자 이상이어야 해요.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'b!');
    expect(
      screen.getByText('사용자명은 영문, 숫자, 한글, 밑줄(_), 점(.)만 사용할 수 있어요.'),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    expect(screen.getByText('사용자명을 입력해 주세요.')).toBeInTheDocument();
    await userEvent.type(input, 'x'.repeat(21));
    expect(screen.getByText('사용자명은 20자 이하여야 해요.')).toBeInTheDocument();
    expect(screen.getByText('사용자명은 30일에 한 번 바꿀 수 있어요.')).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape and has no cancel button', async () => {
    renderWithProviders(<UsernameModal open onCompleted={vi.fn()} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '사용자명 설정' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /취소|닫기/ })).not.toBeInTheDocument();
  });

  it('stays open with the server message when the name is taken, then succeeds and resets', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(
          {
            statusCode: 409,
            code: 'USERNAME_TAKEN',
            error: 'Conflict',
            message: '이미 사용 중인 사용자명이에요.',
          },
          409,
        ),
      )
      .mockResolvedValueOnce(jsonResponse(profile));
    vi.stubGlobal('fetch', fetchMock);
    const onCompleted = vi.fn();
    renderWithProviders(<UsernameModal open onCompleted={onCompleted} />);
    const input = screen.getByLabelText('사용자명');
    await userEvent.type(input, '  molip_kim ');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('이미 사용 중인 사용자명이에요.')).toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ userName: 'molip_kim' });

    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledWith(profile));
    expect(input).toHaveValue('');
  });

  it('shows the network message and stays open when the request cannot be sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<UsernameModal open onCompleted={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('사용자명'), '몰입러');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('네트워크 오류가 발생했어요. 다시 시도해 주세요.')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
