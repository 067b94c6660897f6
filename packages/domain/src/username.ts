import { todayInZone } from './calendar-date.ts';
import { monthDayWithWeekday } from './korean-date.ts';
import { z } from './zod.ts';
import { USERNAME_CHANGE_INTERVAL_DAYS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants.ts';

/** Korean messages of the username rules, shared by the modal and the server. */
export const usernameMessages = {
  required: '사용자명을 입력해 주세요.',
  tooShort: `사용자명은 ${USERNAME_MIN_LENGTH}자 이상이어야 해요.`,
  tooLong: `사용자명은 ${USERNAME_MAX_LENGTH}자 이하여야 해요.`,
  invalidCharacters: '사용자명은 영문, 숫자, 한글, 밑줄(_), 점(.)만 사용할 수 있어요.',
  taken: '이미 사용 중인 사용자명이에요. 다른 이름을 입력해 주세요.',
  alreadySet: '사용자명은 이미 정했어요. 마이페이지에서 바꿀 수 있어요.',
  notSet: '먼저 사용자명을 정해 주세요.',
  unchanged: '지금 쓰는 사용자명과 같아요. 다른 이름을 입력해 주세요.',
} as const;

/** Why a change is refused until `nextChangeAt`, with that day in the learner's zone: `12월 29일 (화)부터 …`. */
export const usernameTooSoonMessage = (nextChangeAt: Date, timeZone: string): string =>
  `사용자명은 ${USERNAME_CHANGE_INTERVAL_DAYS}일에 한 번만 바꿀 수 있어요. ${monthDayWithWeekday(
    todayInZone(nextChangeAt, timeZone),
  )}부터 다시 바꿀 수 있어요.`;

const DAY_MS = 86_400_000;

/** When a learner whose username last changed at `changedAt` may change it again; null: right away. */
export function nextUsernameChangeAt(changedAt: Date | null, now: Date): Date | null {
  if (changedAt === null) return null;
  const next = new Date(changedAt.getTime() + USERNAME_CHANGE_INTERVAL_DAYS * DAY_MS);
  return next.getTime() > now.getTime() ? next : null;
}

// Hangul syllables and compatibility jamo; the rule says "Hangul" without narrowing it further.
const ALLOWED_USERNAME = /^[A-Za-z0-9_.\uAC00-\uD7A3\u3131-\u318E]+$/;

/** Returns the first rule the (untrimmed) input breaks, or null when it is a valid username. */
export function usernameError(input: string): string | null {
  const name = input.trim();
  if (name.length === 0) return usernameMessages.required;
  if (name.length < USERNAME_MIN_LENGTH) return usernameMessages.tooShort;
  if (name.length > USERNAME_MAX_LENGTH) return usernameMessages.tooLong;
  if (!ALLOWED_USERNAME.test(name)) return usernameMessages.invalidCharacters;
  return null;
}

export const usernameSchema = z
  .pipe(
    z.string({ error: usernameMessages.required }),
    z.transform((value: string) => value.trim()),
  )
  .check(
    z.superRefine((value, ctx) => {
      const message = usernameError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

export const updateUsernameBody = z.object({ userName: usernameSchema });
export type UpdateUsernameBody = z.input<typeof updateUsernameBody>;
export const nameChangedStatus = z.object({ hasNameChanged: z.boolean() });
/** The learner's username and when it may change next (`GET /api/user/username`); null: it may change now. */
export const usernameChangeStatus = z.object({
  username: z.nullable(z.string()),
  nextChangeAt: z.nullable(z.string()),
});
export type UsernameChangeStatus = z.infer<typeof usernameChangeStatus>;
export type NameChangedStatus = z.infer<typeof nameChangedStatus>;
