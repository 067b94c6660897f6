import { reminderTimeOf, type PushSettings } from '@molip/domain/push';
import type { PushSettingsRow } from '../repositories/push-alerts.ts';

export function toPushSettings(row: PushSettingsRow | undefined, subscribedDevices: number): PushSettings {
  const minute = row?.dailyReminderMinute ?? null;
  return {
    dailyReminderTime: minute === null ? null : reminderTimeOf(minute),
    appBadge: row?.appBadge ?? true,
    subscribedDevices,
  };
}
