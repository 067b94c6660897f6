import type { PushSettings } from '@molip/domain/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { Section } from '@/components/ui/section';
import { Switch } from '@/components/ui/switch';
import { errorSentence } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { userKeys } from '@/entities/learner/user-query-keys';
import {
  DevicePushError,
  currentDeviceSubscription,
  devicePushSupport,
  notificationPermission,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/entities/learner/device-push';
import { usePushSettings, useUpdatePushSettings } from '../api/push';
import { canSetAppBadge } from '../hooks/use-app-badge';
import { IosInstallGuide } from './ios-install-guide';

/*
 * My page's notification settings, self-contained: the card reads and writes its own queries, so it can sit
 * wherever the account's optional settings are shown. Each row says what will happen in its current state,
 * and none promises a reminder that has no device to go to.
 */

/** The reminder time a learner gets when they first turn it on. */
export const DEFAULT_REMINDER_TIME = '21:00';

const BLOCK_ALERTS = '블록이 5분 남았을 때와 끝났을 때, 탭을 닫거나 화면이 꺼져 있어도 알려 드려요.';

/** How to allow notifications again where the learner blocked them, per browser. */
const allowAgainSteps = [
  { where: 'Chrome', how: '주소창 왼쪽의 사이트 정보 아이콘 → 권한 → 알림을 ‘허용’으로 바꿔요.' },
  { where: '삼성 인터넷', how: '메뉴(≡) → 설정 → 사이트 및 다운로드 → 알림에서 몰입을 허용해요.' },
  { where: 'iPhone', how: '설정 앱 → 알림 → 몰입에서 ‘알림 허용’을 켜요.' },
] as const;

const dismissedSentence = '알림 허용을 고르지 않아 켜지 않았어요. 다시 켜고 ‘허용’을 눌러 주세요.';

/** Why turning this device's pushes on or off failed, in Korean: never a bare "unknown error". */
function devicePushFailure(error: unknown): string {
  if (error instanceof DevicePushError) return error.message;
  if (isHttpError(error)) return errorSentence(error, 'profile');
  return '브라우저가 알림 설정을 바꾸지 못했어요. 페이지를 새로 고친 뒤 다시 시도해 주세요.';
}

type SwitchRowProps = {
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
  describedBy?: string | undefined;
  children?: ReactNode;
};

function SwitchRow({
  label,
  description,
  checked,
  busy,
  disabled,
  onToggle,
  describedBy,
  children,
}: SwitchRowProps) {
  const switchId = useId();
  const descriptionId = `${switchId}-description`;
  return (
    <div className="flex flex-col gap-3 px-4 py-3.5">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={switchId} className="cursor-pointer text-[0.9375rem] font-medium text-ink">
            {label}
          </label>
          <p id={descriptionId} className="text-[0.8125rem] text-ink-muted">
            {description}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={checked}
          busy={busy}
          disabled={disabled}
          describedBy={[descriptionId, describedBy].filter(Boolean).join(' ')}
          onToggle={onToggle}
        />
      </div>
      {children}
    </div>
  );
}

/** A row with no switch: this device cannot take pushes, and why. */
function NoticeRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3.5">
      <h3 className="text-[0.9375rem] font-medium text-ink">{title}</h3>
      <p className="text-[0.8125rem] text-ink-muted">{children}</p>
    </div>
  );
}

/** The browser's notification permission, read again whenever the learner comes back from its settings. */
function useNotificationPermission() {
  const [permission, setPermission] = useState(notificationPermission);
  useEffect(() => {
    const refresh = () => setPermission(notificationPermission());
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, []);
  return [permission, setPermission] as const;
}

/** What this device's row says in its state: subscribed here (and on N others) or not, and what that means. */
function deviceDescription(subscribedHere: boolean, subscribedDevices: number | undefined): string {
  if (subscribedDevices === undefined) return BLOCK_ALERTS;
  if (subscribedHere) {
    const others = Math.max(0, subscribedDevices - 1);
    const where = others > 0 ? `이 기기와 다른 기기 ${others}대에서` : '이 기기에서';
    return `${where} 알림을 받아요. ${BLOCK_ALERTS}`;
  }
  return subscribedDevices > 0
    ? `이 기기는 알림을 받지 않아요. 다른 기기 ${subscribedDevices}대에서 받고 있어요.`
    : `알림을 받는 기기가 아직 없어요. 켜면 ${BLOCK_ALERTS}`;
}

/** "이 기기에서 알림 받기": this browser's push subscription, or why it cannot have one. */
function DeviceRow({ settings, offlineId }: { settings: PushSettings | undefined; offlineId: string }) {
  const queryClient = useQueryClient();
  const server = useServerActionBlocked();
  const support = devicePushSupport();
  const [permission, setPermission] = useNotificationPermission();
  const [failure, setFailure] = useState<string | null>(null);
  const device = useQuery({
    queryKey: userKeys.pushDevice(),
    queryFn: async () => (await currentDeviceSubscription()) !== null,
    enabled: support === 'supported',
  });
  const change = useMutation({
    mutationFn: async (on: boolean) =>
      on ? subscribeThisDevice() : (await unsubscribeThisDevice(), 'off' as const),
    onMutate: () => setFailure(null),
    onSuccess: (outcome) => {
      setPermission(notificationPermission());
      queryClient.setQueryData(userKeys.pushDevice(), outcome === 'subscribed');
      void queryClient.invalidateQueries({ queryKey: userKeys.pushSettings() });
      if (outcome === 'dismissed') setFailure(dismissedSentence);
      if (outcome === 'subscribed' || outcome === 'off')
        showAlert({
          variant: 'success',
          title: alertTitles.success.saved,
          description:
            outcome === 'subscribed' ? '이 기기에서 알림을 받아요.' : '이 기기에서는 알림을 받지 않아요.',
        });
    },
    onError: (error) => {
      setPermission(notificationPermission());
      setFailure(devicePushFailure(error));
    },
  });
  const failureId = useId();

  if (support === 'ios-needs-home-screen') return <IosInstallGuide />;
  if (support === 'ios-needs-update')
    return (
      <NoticeRow title="iOS를 업데이트하면 알림을 받을 수 있어요">
        iPhone·iPad는 iOS 16.4부터 홈 화면의 몰입으로 알림을 받아요. 설정 앱 → 일반 → 소프트웨어 업데이트에서
        업데이트해 주세요.
      </NoticeRow>
    );
  if (support === 'unsupported')
    return (
      <NoticeRow title="이 브라우저에서는 알림을 받을 수 없어요">
        최신 Chrome, 삼성 인터넷, Edge, Firefox나 Safari에서 열어 주세요.
      </NoticeRow>
    );

  if (permission === 'denied') {
    return (
      <SwitchRow
        label="이 기기에서 알림 받기"
        description="이 기기에서 몰입의 알림이 차단되어 있어 알림을 보낼 수 없어요. 아래처럼 허용한 뒤 이 화면으로 돌아와 켜 주세요."
        checked={false}
        busy={false}
        disabled
        onToggle={() => undefined}
      >
        <ul className="flex flex-col gap-2 rounded-xl bg-surface-muted px-3 py-2.5 text-[0.8125rem] text-ink">
          {allowAgainSteps.map((step) => (
            <li key={step.where}>
              <span className="font-semibold">{step.where}</span>{' '}
              <span className="text-ink-muted">{step.how}</span>
            </li>
          ))}
        </ul>
      </SwitchRow>
    );
  }

  const on = change.isPending ? change.variables : device.data === true;
  return (
    <SwitchRow
      label="이 기기에서 알림 받기"
      description={deviceDescription(device.data === true, settings?.subscribedDevices)}
      checked={on}
      busy={change.isPending || device.isPending}
      disabled={server.blocked}
      describedBy={[server.blocked ? offlineId : undefined, failure ? failureId : undefined]
        .filter(Boolean)
        .join(' ')}
      onToggle={() => change.mutate(!on)}
    >
      {failure ? (
        <p id={failureId} role="alert" className="text-[0.8125rem] font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </SwitchRow>
  );
}

/** "매일 21:00에 오늘 할 일 알려 주기": the daily reminder, off by default, at a time the learner picks. */
function DailyReminderRow({
  settings,
  offlineId,
}: {
  settings: PushSettings | undefined;
  offlineId: string;
}) {
  const query = usePushSettings();
  const update = useUpdatePushSettings();
  const server = useServerActionBlocked();
  const timeId = useId();
  const saved = settings?.dailyReminderTime ?? null;
  const devices = settings?.subscribedDevices ?? 0;
  const [time, setTime] = useState<string | null>(null);
  const shownTime = time ?? saved ?? DEFAULT_REMINDER_TIME;
  const pending = update.isPending ? update.variables.dailyReminderTime : undefined;
  const on = pending !== undefined ? pending !== null : saved !== null;
  const nowhereToGo = settings !== undefined && devices === 0;

  const save = (dailyReminderTime: string | null) =>
    update.mutate(
      { dailyReminderTime },
      {
        onSuccess: (answer) =>
          showAlert({
            variant: 'success',
            title: alertTitles.success.saved,
            description:
              dailyReminderTime === null
                ? '매일 알림을 껐어요.'
                : answer.subscribedDevices === 0
                  ? `알림 시각을 ${dailyReminderTime}로 바꿨어요. 알림을 받을 기기가 없어 아직은 보내지 못해요.`
                  : `매일 ${dailyReminderTime}에 오늘 할 일을 알려 드릴게요.`,
          }),
        onError: (error) => showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
      },
    );

  const description = nowhereToGo
    ? on
      ? '알림을 받을 기기가 없어 지금은 보내지 못해요. 위에서 이 기기의 알림을 켜 주세요.'
      : '알림을 받을 기기가 없어요. 먼저 위에서 이 기기의 알림을 켜 주세요.'
    : `그날 남은 할 일이 있을 때만, 알림을 켠 기기${devices > 0 ? ` ${devices}대` : ''}로 보내요.`;

  return (
    <SwitchRow
      label={`매일 ${shownTime}에 오늘 할 일 알려 주기`}
      description={description}
      checked={on}
      busy={update.isPending || query.isPending}
      // Off with nowhere to send it, it cannot be turned on; on, it can always be turned off.
      disabled={query.isError || server.blocked || (nowhereToGo && !on)}
      describedBy={server.blocked ? offlineId : undefined}
      onToggle={() => save(on ? null : shownTime)}
    >
      {on ? (
        <div className="flex items-center gap-2">
          <label htmlFor={timeId} className="text-[0.8125rem] text-ink-muted">
            알림 시각
          </label>
          <input
            id={timeId}
            type="time"
            step={60}
            value={shownTime}
            disabled={update.isPending || server.blocked}
            onChange={(event) => setTime(event.target.value || null)}
            onBlur={() => {
              if (time !== null && time !== saved) save(time);
            }}
            className="h-10 rounded-xl border border-line bg-surface px-3 text-[0.9375rem] text-ink"
          />
        </div>
      ) : null}
    </SwitchRow>
  );
}

/** "앱 아이콘에 남은 할 일 수 표시": the badge on the app icon, on by default. */
function AppBadgeRow({ settings, offlineId }: { settings: PushSettings | undefined; offlineId: string }) {
  const query = usePushSettings();
  const update = useUpdatePushSettings();
  const server = useServerActionBlocked();
  const pending = update.isPending ? update.variables.appBadge : undefined;
  const on = pending ?? settings?.appBadge ?? true;

  return (
    <SwitchRow
      label="앱 아이콘에 남은 할 일 수 표시"
      description={
        canSetAppBadge()
          ? '홈 화면의 몰입 아이콘에 오늘 남은 할 일 수를 보여 줘요. 모두 끝내면 사라져요.'
          : '홈 화면에 추가한 몰입 아이콘에 오늘 남은 할 일 수를 보여 줘요. 알림이 올 때도 함께 바뀌어요.'
      }
      checked={on}
      busy={update.isPending || query.isPending}
      disabled={query.isError || server.blocked}
      describedBy={server.blocked ? offlineId : undefined}
      onToggle={() =>
        update.mutate(
          { appBadge: !on },
          {
            onSuccess: (answer) =>
              showAlert({
                variant: 'success',
                title: alertTitles.success.saved,
                description: answer.appBadge
                  ? '앱 아이콘에 남은 할 일 수를 보여 줘요.'
                  : '앱 아이콘에 숫자를 보여 주지 않아요.',
              }),
            onError: (error) => showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
          },
        )
      }
    />
  );
}

/** The notification settings: this device's pushes, the daily reminder and the app badge. */
export function PushSettingsCard() {
  const settings = usePushSettings();
  const server = useServerActionBlocked();
  const offlineId = useId();
  return (
    <Section title="알림 설정">
      <div className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        {server.blocked ? (
          <p id={offlineId} className="px-4 py-3 text-[0.8125rem] font-medium text-warning">
            오프라인이라 지금은 알림 설정을 바꿀 수 없어요. 인터넷에 연결되면 다시 바꿀 수 있어요.
          </p>
        ) : null}
        <DeviceRow settings={settings.data} offlineId={offlineId} />
        <DailyReminderRow settings={settings.data} offlineId={offlineId} />
        <AppBadgeRow settings={settings.data} offlineId={offlineId} />
      </div>
    </Section>
  );
}
