import { ALERT_DEFAULT_DURATION_MS } from '@/config/ui-constants';
import { create } from 'zustand';
import { errorSentence } from '@/lib/error-messages';

export const alertVariants = ['error', 'success', 'warning', 'info'] as const;
export type AlertVariant = (typeof alertVariants)[number];
export const alertStyles = ['soft', 'solid', 'outline'] as const;
export type AlertStyle = (typeof alertStyles)[number];

/** One short title per situation an alert reports; `default` is used when a caller names none. */
export const alertTitles = {
  error: {
    focusBlockEnd: '블록을 끝내지 못했어요',
    focusStart: '집중을 시작하지 못했어요',
    focusComplete: '완료하지 못했어요',
    sessionEnd: '세션을 끝내지 못했어요',
    sessionCreate: '세션을 시작하지 못했어요',
    blockCreate: '블록을 만들지 못했어요',
    planCreate: '계획을 만들지 못했어요',
    validation: '입력을 확인해 주세요',
    network: '연결이 끊겼어요',
    api: '요청을 처리하지 못했어요',
    default: '문제가 생겼어요',
  },
  success: {
    sessionCreate: '세션을 시작했어요',
    planCreate: '계획을 만들었어요',
    saved: '저장했어요',
    default: '완료했어요',
  },
  warning: {
    autoEnd: '세션이 끝났어요',
    time: '남은 시간',
    permission: '들어갈 수 없어요',
    default: '확인해 주세요',
  },
  info: {
    notice: '알려 드려요',
    default: '알려 드려요',
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

/** A failed request's alert: the default error title and the sentence the error's kind calls for. */
export const showErrorAlert = (error: unknown) =>
  showAlert({ variant: 'error', title: alertTitles.error.default, description: errorSentence(error) });
