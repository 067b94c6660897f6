import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { UsernameChange } from './username-change';

const profile = userProfile();

describe('UsernameChange', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says from which day the name may change again and keeps 바꾸기 off until then', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ username: 'molip_kim', nextChangeAt: '2026-12-21T03:00:00.000Z' })),
    );
    renderWithProviders(<UsernameChange profile={profile} />);
    expect(
      await screen.findByText(
        '사용자명은 30일에 한 번만 바꿀 수 있어요. 12월 21일 (월)부터 다시 바꿀 수 있어요.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '바꾸기' })).toBeDisabled();
  });

  // Typing through user-event takes seconds on a loaded machine.
  it(
    "changes the name with the sign-up's rules and shows the server's refusal in the dialog",
    { timeout: 30_000 },
    async () => {
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(jsonResponse({ username: 'molip_kim', nextChangeAt: null }))
        .mockResolvedValueOnce(
          jsonResponse(
            {
              statusCode: 409,
              code: 'USERNAME_TAKEN',
              error: 'Conflict',
              message: '이미 사용 중인 사용자명이에요. 다른 이름을 입력해 주세요.',
            },
            409,
          ),
        )
        .mockResolvedValueOnce(jsonResponse({ ...profile, username: 'molip_new' }))
        .mockResolvedValue(jsonResponse({ username: 'molip_new', nextChangeAt: '2026-12-21T03:00:00.000Z' }));
      vi.stubGlobal('fetch', fetchMock);
      renderWithProviders(<UsernameChange profile={profile} />);
      const open = screen.getByRole('button', { name: '바꾸기' });
      await waitFor(() => expect(open).toBeEnabled());
      await userEvent.click(open);
      const dialog = screen.getByRole('dialog', { name: '사용자명 바꾸기' });
      const field = screen.getByLabelText('새 사용자명');
      await userEvent.type(field, 'a');
      expect(screen.getByText('사용자명은 2자 이상이어야 해요.')).toBeInTheDocument();
      await userEvent.clear(field);
      await userEvent.type(field, 'taken_name');
      const confirm = screen.getAllByRole('button', { name: '바꾸기' }).at(-1);
      if (!confirm) throw new Error('no confirm button');
      await userEvent.click(confirm);
      expect(
        await screen.findByText('이미 사용 중인 사용자명이에요. 다른 이름을 입력해 주세요.'),
      ).toBeInTheDocument();
      expect(dialog).toBeInTheDocument();

      await userEvent.clear(field);
      await userEvent.type(field, 'molip_new');
      await userEvent.click(confirm);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: '사용자명 바꾸기' })).not.toBeInTheDocument(),
      );
      const [url, init] = fetchMock.mock.calls[2] ?? [];
      expect(url).toBe('/api/user/username');
      expect(init?.method).toBe('PATCH');
      expect(JSON.parse(String(init?.body))).toEqual({ userName: 'molip_new' });
    },
  );
});
