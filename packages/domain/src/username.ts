import { z } from './zod.ts';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './constants.ts';

/** Korean messages of the username rules, shared by the modal and the server. */
export const usernameMessages = {
  required: '사용자명을 입력해 주세요.',
  tooShort: `사용자명은 ${USERNAME_MIN_LENGTH}자 이상이어야 해요.`,
  tooLong: `사용자명은 ${USERNAME_MAX_LENGTH}자 이하여야 해요.`,
  invalidCharacters: '사용자명은 영문, 숫자, 한글, 밑줄(_), 점(.)만 사용할 수 있어요.',
  taken: '이미 사용 중인 사용자명이에요. 다른 이름을 입력해 주세요.',
  alreadySet: '사용자명은 한 번만 설정할 수 있어요.',
} as const;

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
export type NameChangedStatus = z.infer<typeof nameChangedStatus>;
