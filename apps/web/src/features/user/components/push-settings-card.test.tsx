import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { PushSettingsCard } from './push-settings-card';

type Settings = { dailyReminderTime: string | null; appBadge: boolean; subscribedDevices: number };

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-device';
// A real P-256 application server key, so the browser stand-in can compare it.
const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** The push settings endpoint, remembering what was saved; anything else answers 204. */
function serveSettings(initial: Partial<Settings>) {
  let settings: Settings = { dailyReminderTime: null, appBadge: true, subscribedDevices: 1, ...initial };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/push/settings')) {
      if (init?.method === 'PUT') settings = { ...settings, ...(JSON.parse(String(init.body)) as object) };
      return jsonResponse(settings);
    }
    if (url.endsWith('/api/push/vapid-public-key')) return jsonResponse({ publicKey: VAPID_KEY });
    if (url.endsWith('/api/push/subscriptions')) return jsonResponse({ endpoint: ENDPOINT }, 201);
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const putBodies = (fetchMock: ReturnType<typeof serveSettings>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as Partial<Settings>);

/** A browser that can take pushes: a service worker, the permission given, and a subscription or none. */
function stubPushBrowser(options: {
  permission: NotificationPermission;
  subscribed?: boolean;
  subscribe?: () => Promise<unknown>;
  onLine?: boolean;
}) {
  let subscription: object | null = options.subscribed
    ? { endpoint: ENDPOINT, options: { applicationServerKey: null }, unsubscribe: async () => true }
    : null;
  vi.stubGlobal(
    'Notification',
    Object.assign(vi.fn(), {
      permission: options.permission,
      requestPermission: async () => options.permission,
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('navigator', {
    ...navigator,
    // A desktop browser: the spread leaves out what the prototype holds.
    userAgent: navigator.userAgent,
    maxTouchPoints: 0,
    onLine: options.onLine ?? true,
    serviceWorker: {
      getRegistration: async () => ({
        pushManager: {
          getSubscription: async () => subscription,
          subscribe:
            options.subscribe ??
            (async () => {
              subscription = {
                endpoint: ENDPOINT,
                options: { applicationServerKey: null },
                toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
                unsubscribe: async () => true,
              };
              return subscription;
            }),
        },
      }),
    },
  });
}

describe('PushSettingsCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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
    expect(reminder).toHaveAccessibleDescription('그날 남은 할 일이 있을 때만, 알림을 켠 기기 1대로 보내요.');

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

  it('never promises a daily reminder with no device to send it to', async () => {
    serveSettings({ dailyReminderTime: null, subscribedDevices: 0 });
    renderWithProviders(<PushSettingsCard />);
    const reminder = await screen.findByRole('switch', { name: '매일 21:00에 오늘 할 일 알려 주기' });
    await waitFor(() =>
      expect(reminder).toHaveAccessibleDescription(
        '알림을 받을 기기가 없어요. 먼저 위에서 이 기기의 알림을 켜 주세요.',
      ),
    );
    expect(reminder).toBeDisabled();
  });

  it('says a reminder left on with no device cannot go out, and still lets it be turned off', async () => {
    serveSettings({ dailyReminderTime: '21:00', subscribedDevices: 0 });
    renderWithProviders(<PushSettingsCard />);
    const reminder = await screen.findByRole('switch', { name: '매일 21:00에 오늘 할 일 알려 주기' });
    await waitFor(() => expect(reminder).toBeEnabled());
    expect(reminder).toHaveAccessibleDescription(/알림을 받을 기기가 없어 지금은 보내지 못해요/);
  });

  it('shows an iPhone learner in Safari how to add the app to the Home Screen instead of a switch', async () => {
    serveSettings({});
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 Version/18.4 Mobile/15E148 Safari/604.1',
    });
    renderWithProviders(<PushSettingsCard />);
    expect(screen.getByRole('heading', { name: '먼저 홈 화면에 추가해 주세요' })).toBeVisible();
    expect(screen.getByRole('img', { name: /공유 버튼을 누르고/ })).toBeVisible();
    expect(screen.getByText(/목록에서 ‘홈 화면에 추가’/)).toBeVisible();
    expect(screen.queryByRole('switch', { name: '이 기기에서 알림 받기' })).toBeNull();
  });

  it('on an iPhone opened from the Home Screen, shows the switch again, or asks for iOS 16.4 where push is missing', async () => {
    serveSettings({});
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4 like Mac OS X) AppleWebKit/605.1.15 Version/18.4 Mobile/15E148 Safari/604.1';
    stubPushBrowser({ permission: 'default' });
    vi.stubGlobal('navigator', { ...navigator, userAgent: iphone, standalone: true });
    const { unmount } = renderWithProviders(<PushSettingsCard />);
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' });
    await waitFor(() => expect(device).toBeEnabled());
    unmount();

    Reflect.deleteProperty(window, 'PushManager');
    renderWithProviders(<PushSettingsCard />);
    expect(screen.getByRole('heading', { name: 'iOS를 업데이트하면 알림을 받을 수 있어요' })).toBeVisible();
  });

  it('explains a blocked permission with how to allow it in Chrome, 삼성 인터넷 and iPhone', async () => {
    serveSettings({});
    stubPushBrowser({ permission: 'denied' });
    renderWithProviders(<PushSettingsCard />);
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' });
    expect(device).toBeDisabled();
    expect(device).toHaveAccessibleDescription(/알림이 차단되어 있어 알림을 보낼 수 없어요/);
    for (const where of ['Chrome', '삼성 인터넷', 'iPhone']) expect(screen.getByText(where)).toBeVisible();
  });

  it('says this device and how many others get the alerts', async () => {
    serveSettings({ subscribedDevices: 3 });
    stubPushBrowser({ permission: 'granted', subscribed: true });
    renderWithProviders(<PushSettingsCard />);
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' });
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    await waitFor(() =>
      expect(device).toHaveAccessibleDescription(/^이 기기와 다른 기기 2대에서 알림을 받아요/),
    );
  });

  it('says why in Korean when the push service cannot be reached, under the switch', async () => {
    serveSettings({ subscribedDevices: 0 });
    stubPushBrowser({
      permission: 'granted',
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsCard />);
    const device = screen.getByRole('switch', { name: '이 기기에서 알림 받기' });
    await waitFor(() => expect(device).toBeEnabled());
    await user.click(device);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '브라우저의 알림 서비스에 연결하지 못했어요. 인터넷 연결을 확인하고 잠시 뒤 다시 켜 주세요.',
    );
    expect(device).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(/알 수 없는 오류/)).toBeNull();
  });

  it('turns the app badge off', async () => {
    const fetchMock = serveSettings({});
    const user = userEvent.setup();
    renderWithProviders(<PushSettingsCard />);
    const badge = await screen.findByRole('switch', { name: '앱 아이콘에 남은 할 일 수 표시' });
    await waitFor(() => expect(badge).toBeEnabled());
    expect(badge).toHaveAttribute('aria-checked', 'true');
    await user.click(badge);
    await waitFor(() => expect(badge).toHaveAttribute('aria-checked', 'false'));
    expect(putBodies(fetchMock)).toEqual([{ appBadge: false }]);
  });

  it('is off while offline, and says why', async () => {
    serveSettings({ dailyReminderTime: '21:00' });
    stubPushBrowser({ permission: 'granted', onLine: false });
    renderWithProviders(<PushSettingsCard />);
    const reason = '오프라인이라 지금은 알림 설정을 바꿀 수 없어요. 인터넷에 연결되면 다시 바꿀 수 있어요.';
    expect(await screen.findByText(reason)).toBeVisible();
    for (const name of [
      '이 기기에서 알림 받기',
      '매일 21:00에 오늘 할 일 알려 주기',
      '앱 아이콘에 남은 할 일 수 표시',
    ]) {
      const control = await screen.findByRole('switch', { name });
      await waitFor(() => expect(control).toBeDisabled());
      expect(control).toHaveAccessibleDescription(new RegExp(reason.slice(0, 20)));
    }
  });
});
