import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { Section } from '@/components/ui/section';
import { Switch } from '@/components/ui/switch';
import { errorSentence } from '@/lib/error-messages';
import { userKeys } from '@/lib/user-query-keys';
import { usePushSettings, useUpdatePushSettings } from '../api/push';
import {
  DevicePushError,
  currentDeviceSubscription,
  devicePushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '@/lib/device-push';

/** The reminder time a learner gets when they first turn it on. */
export const DEFAULT_REMINDER_TIME = '21:00';

const supportHints = {
  'ios-needs-home-screen':
    'iPhone·iPad에서는 Safari의 공유 버튼에서 ‘홈 화면에 추가’를 누른 뒤, 홈 화면의 몰입에서 알림을 켤 수 있어요.',
  unsupported:
    '이 브라우저에서는 알림을 받을 수 없어요. 최신 Chrome, Edge, Firefox나 Safari에서 열어 주세요.',
} as const;

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

/** "이 기기에서 알림 받기": this browser's push subscription. */
function DeviceSwitch() {
  const queryClient = useQueryClient();
  const server = useServerActionBlocked();
  const support = devicePushSupport();
  const device = useQuery({
    queryKey: userKeys.pushDevice(),
    queryFn: async () => (await currentDeviceSubscription()) !== null,
    enabled: support === 'supported',
  });
  const change = useMutation({
    mutationFn: async (on: boolean) =>
      on ? subscribeThisDevice() : (await unsubscribeThisDevice(), 'off' as const),
    onSuccess: (outcome) => {
      queryClient.setQueryData(userKeys.pushDevice(), outcome === 'subscribed');
      if (outcome === 'denied') {
        showAlert({
          variant: 'error',
          description: '알림이 차단되어 있어요. 브라우저 설정에서 몰입의 알림을 허용해 주세요.',
        });
      } else {
        showAlert({
          variant: 'success',
          title: alertTitles.success.saved,
          description:
            outcome === 'subscribed' ? '이 기기에서 알림을 받아요.' : '이 기기에서는 알림을 받지 않아요.',
        });
      }
    },
    onError: (error) =>
      showAlert({
        variant: 'error',
        description: error instanceof DevicePushError ? error.message : errorSentence(error, 'profile'),
      }),
  });
  const on = change.isPending ? change.variables : device.data === true;

  return (
    <SwitchRow
      label="이 기기에서 알림 받기"
      description={
        support === 'supported'
          ? '탭을 닫거나 화면이 꺼져 있어도 블록이 5분 남았을 때와 끝났을 때 알려 드려요.'
          : supportHints[support]
      }
      checked={on}
      busy={change.isPending || (device.isPending && support === 'supported')}
      disabled={support !== 'supported' || server.blocked}
      describedBy={server.describedBy}
      onToggle={() => change.mutate(!on)}
    />
  );
}

/** "매일 21:00에 오늘 할 일 알려 주기": the daily reminder, off by default, at a time the learner picks. */
function DailyReminderSwitch() {
  const settings = usePushSettings();
  const update = useUpdatePushSettings();
  const server = useServerActionBlocked();
  const timeId = useId();
  const saved = settings.data?.dailyReminderTime ?? null;
  const [time, setTime] = useState<string | null>(null);
  const shownTime = time ?? saved ?? DEFAULT_REMINDER_TIME;
  const pending = update.isPending ? update.variables.dailyReminderTime : undefined;
  const on = pending !== undefined ? pending !== null : saved !== null;

  const save = (dailyReminderTime: string | null) =>
    update.mutate(
      { dailyReminderTime },
      {
        onSuccess: () =>
          showAlert({
            variant: 'success',
            title: alertTitles.success.saved,
            description:
              dailyReminderTime === null
                ? '매일 알림을 껐어요.'
                : `매일 ${dailyReminderTime}에 오늘 할 일을 알려 드릴게요.`,
          }),
        onError: (error) => showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
      },
    );

  return (
    <SwitchRow
      label={`매일 ${shownTime}에 오늘 할 일 알려 주기`}
      description="그날 남은 할 일이 있을 때만, 알림을 켠 기기로 보내요."
      checked={on}
      busy={update.isPending || settings.isPending}
      disabled={settings.isError || server.blocked}
      describedBy={server.describedBy}
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

/** The my-page's notification settings: this device's pushes and the daily reminder. */
export function PushSettingsCard() {
  return (
    <Section title="알림 설정">
      <div className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        <DeviceSwitch />
        <DailyReminderSwitch />
      </div>
    </Section>
  );
}
