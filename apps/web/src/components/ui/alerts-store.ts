import { ALERT_DEFAULT_DURATION_MS } from '@/config/ui-constants';
import { create } from 'zustand';

export const alertVariants = ['error', 'success', 'warning', 'info'] as const;
export type AlertVariant = (typeof alertVariants)[number];
export const alertStyles = ['soft', 'solid', 'outline'] as const;
export type AlertStyle = (typeof alertStyles)[number];

/** One short title per situation an alert reports; `default` is used when a caller names none. */
export const alertTitles = {
  error: {
    focusBlockEnd: '집중 블록 종료 실패',
    focusStart: '집중 시작 실패',
    focusComplete: '집중 완료 실패',
    sessionEnd: '세션 종료 실패',
    sessionCreate: '세션 생성 실패',
    blockCreate: '블록 생성 실패',
    planCreate: '학습 계획 생성 실패',
    validation: '입력 확인',
    network: '네트워크 오류',
    api: 'API 오류',
    default: '오류 발생',
  },
  success: {
    sessionCreate: '세션 생성 완료',
    planCreate: '학습 계획 생성 완료',
    saved: '저장 완료',
    default: '완료',
  },
  warning: {
    autoEnd: '자동 종료 알림',
    time: '시간 알림',
    permission: '권한 없음',
    default: '주의',
  },
  info: {
    notice: '안내',
    default: '정보',
  },
} as const satisfies Record<AlertVariant, Record<string, string> & { default: string }>;

export type AlertItem = {
  id: string;
  variant: AlertVariant;
  alertStyle: AlertStyle;
  title: string;
  description: string | null;
  closable: boolean;
};

export type ShowAlertInput = {
  variant: AlertVariant;
  title?: string;
  description?: string | null;
  alertStyle?: AlertStyle;
  closable?: boolean;
  /** Milliseconds before it disappears by itself; 0 keeps it until closed. Default 3000 (3 s). */
  duration?: number;
};

type AlertsState = {
  alerts: AlertItem[];
  show: (input: ShowAlertInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  clearVariant: (variant: AlertVariant) => void;
};

let nextId = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useAlertsStore = create<AlertsState>()((set, get) => ({
  alerts: [],
  show: (input) => {
    nextId += 1;
    const id = `alert-${nextId}`;
    const alert: AlertItem = {
      id,
      variant: input.variant,
      alertStyle: input.alertStyle ?? 'soft',
      title: input.title ?? alertTitles[input.variant].default,
      description: input.description ?? null,
      closable: input.closable ?? true,
    };
    set((state) => ({ alerts: [...state.alerts, alert] }));
    const duration = input.duration ?? ALERT_DEFAULT_DURATION_MS;
    if (duration > 0)
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), duration),
      );
    return id;
  },
  dismiss: (id) => {
    stopTimer(id);
    set((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) }));
  },
  clear: () => {
    for (const id of timers.keys()) stopTimer(id);
    set({ alerts: [] });
  },
  clearVariant: (variant) => {
    for (const alert of get().alerts) if (alert.variant === variant) stopTimer(alert.id);
    set((state) => ({ alerts: state.alerts.filter((alert) => alert.variant !== variant) }));
  },
}));

/** For code outside React (mutations' onError etc.). */
export const showAlert = (input: ShowAlertInput) => useAlertsStore.getState().show(input);
