import type { GroupDetail } from '@molip/domain/study-group';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { JoinByCodeModal } from './join-by-code-modal';

const joined: GroupDetail = {
  id: 7,
  name: '토익 스터디',
  memberCount: 2,
  myRole: 'MEMBER',
  isRoom: false,
  inviteCode: null,
  members: [],
};

function renderModal() {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(joined));
  vi.stubGlobal('fetch', fetchMock);
  const onJoined = vi.fn();
  renderWithProviders(<JoinByCodeModal open onOpenChange={() => {}} onJoined={onJoined} />);
  return { fetchMock, onJoined, field: screen.getByLabelText('초대 코드') };
}

describe('JoinByCodeModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a code pasted with a space, dashes or small letters as the code itself', async () => {
    const { fetchMock, onJoined, field } = renderModal();
    await userEvent.click(field);
    await userEvent.paste(' y7zg-2g3j ');
    expect(field).toHaveValue('Y7ZG2G3J');

    await userEvent.click(screen.getByRole('button', { name: '참여' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(7));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ inviteCode: 'Y7ZG2G3J' });
  });

  it('says which look-alike characters a code never has, before asking the server', async () => {
    const { fetchMock, field } = renderModal();
    await userEvent.type(field, 'wrong123');
    await userEvent.click(screen.getByRole('button', { name: '참여' }));
    expect(await screen.findByText(/헷갈리기 쉬운 0, O, 1, I, L은 들어 있지 않아요/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
