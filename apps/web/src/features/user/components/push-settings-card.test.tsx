import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { PushSettingsCard } from './push-settings-card';

type Settings = { dailyReminderTime: string | null };

/** The push settings endpoint, remembering what was saved; anything else answers 204. */
function serveSettings(initial: Settings) {
  let settings = initial;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input).endsWith('/api/push/settings')) {
      if (init?.method === 'PUT') settings = JSON.parse(String(init.body)) as Settings;
      return jsonResponse(settings);
    }
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const putBodies = (fetchMock: ReturnType<typeof serveSettings>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Settings);

describe('PushSettingsCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('turns the daily reminder on at 21:00 by default, then off', async () => {
    const fetchMock = serveSettings({ dailyReminderTime: null });
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsCard />);
    const reminder = await screen.findByRole('switch', { name: '매일 21:00에 오늘 할 일 알려 주기' });
    await waitFor(() => expect(reminder).toBeEnabled());
    expect(reminder).toHaveAttribute('aria-checked', 'false');

    await user.click(reminder);
    await waitFor(() => expect(reminder).toHaveAttribute('aria-checked', 'true'));
    expect(putBodies(fetchMock)).toEqual([{ dailyReminderTime: '21:00' }]);
    expect(useAlertsStore.getState().alerts[0]?.description).toBe('매일 21:00에 오늘 할 일을 알려 드릴게요.');
    expect(screen.getByLabelText('알림 시각')).toHaveValue('21:00');

    await waitFor(() => expect(reminder).toBeEnabled());
    await user.click(reminder);
    await waitFor(() => expect(reminder).toHaveAttribute('aria-checked', 'false'));
    expect(putBodies(fetchMock).at(-1)).toEqual({ dailyReminderTime: null });
    expect(screen.queryByLabelText('알림 시각')).toBeNull();
  });

  it('saves a new time once the field is left, and names it in the switch', async () => {
    const fetchMock = serveSettings({ dailyReminderTime: '21:00' });
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsCard />);
    const time = await screen.findByLabelText('알림 시각');
    // jsdom's time field takes no typing: the value is set as a picker would.
    fireEvent.change(time, { target: { value: '07:30' } });
    await user.click(time);
    await user.tab();
    await waitFor(() => expect(putBodies(fetchMock)).toEqual([{ dailyReminderTime: '07:30' }]));
    expect(await screen.findByRole('switch', { name: '매일 07:30에 오늘 할 일 알려 주기' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('tells an iPhone learner in Safari that it works after 홈 화면에 추가', async () => {
    serveSettings({ dailyReminderTime: null });
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    });
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderWithProviders(<PushSettingsCard />);
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' });
    expect(device).toBeDisabled();
    expect(device).toHaveAccessibleDescription(
      /‘홈 화면에 추가’를 누른 뒤, 홈 화면의 몰입에서 알림을 켤 수 있어요/,
    );
  });
});
