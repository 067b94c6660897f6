import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { CalendarFeedCard } from './calendar-feed-card';

const FIRST = `https://molip.example/api/calendar/${'a'.repeat(43)}.ics`;
const SECOND = `https://molip.example/api/calendar/${'b'.repeat(43)}.ics`;

function serveFeed() {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    jsonResponse({ url: init?.method === 'POST' && String(input).endsWith('/rotate') ? SECOND : FIRST }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CalendarFeedCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('shows the private address with a Google Calendar link to its webcal form', async () => {
    serveFeed();
    renderWithProviders(<CalendarFeedCard />);
    const address = await screen.findByLabelText('내 캘린더 주소');
    expect(address).toHaveValue(FIRST);
    expect(address).toHaveAccessibleDescription(/누구나 내 학습 계획을 볼 수 있어요/);
    const google = screen.getByRole('link', { name: '구글 캘린더에 추가' });
    expect(google).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(FIRST.replace('https://', 'webcal://'))}`,
    );
    expect(google).toHaveAttribute('target', '_blank');
  });

  it('copies the address and says so', async () => {
    serveFeed();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<CalendarFeedCard />);
    await user.click(await screen.findByRole('button', { name: '캘린더 주소 복사' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(useAlertsStore.getState().alerts[0]).toMatchObject({
      variant: 'success',
      description: expect.stringMatching(/^캘린더 주소를 복사했어요/),
    });
  });

  it('replaces the address only after a confirmation that the old one stops working', async () => {
    const fetchMock = serveFeed();
    const user = userEvent.setup();
    renderWithProviders(<CalendarFeedCard />);
    await user.click(await screen.findByRole('button', { name: '주소 바꾸기' }));
    expect(screen.getByRole('group', { name: '주소 바꾸기 확인' })).toHaveTextContent(
      '지금 주소는 더 이상 열리지 않아요',
    );
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/rotate'))).toBe(false);

    await user.click(screen.getByRole('button', { name: '주소 바꾸기' }));
    await user.click(screen.getByRole('button', { name: '새 주소 만들기' }));
    await waitFor(() => expect(screen.getByLabelText('내 캘린더 주소')).toHaveValue(SECOND));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/calendar-feed/rotate',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('group', { name: '주소 바꾸기 확인' })).toBeNull();
  });

  it('offers a retry when the address cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            error: 'Bad Request',
            message: '이 주소로는 캘린더 주소를 만들 수 없어요.',
          },
          400,
        ),
      ),
    );
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByRole('button', { name: /다시/ })).toBeInTheDocument();
  });
});
