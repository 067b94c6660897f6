import { isKnownTimeZone } from './time-zone.ts';
import { z } from './zod.ts';

export const userRoles = ['USER', 'ADMIN'] as const;
export const userRole = z.enum(userRoles);
export type UserRole = z.infer<typeof userRole>;

const timezone = z.pipe(
  z.string().check(z.refine(isKnownTimeZone, { message: '올바른 시간대가 아니에요.' })),
  // Stored in its canonical spelling ('asia/seoul' → 'Asia/Seoul'), so one zone is one value.
  z.transform((zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone),
);

/** The signed-in user's own profile (`GET /api/user/me`, and `user` in auth answers). */
export const userProfile = z.object({
  id: z.string(),
  /** None when no sign-in provider shared one (Kakao without the e-mail consent). */
  email: z.nullable(z.string()),
  displayName: z.string(),
  photoURL: z.nullable(z.string()),
  emailVerified: z.boolean(),
  username: z.nullable(z.string()),
  role: userRole,
  timezone: z.string(),
  dayStartHour: z.int(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const updateProfileBody = z.partial(
  z.strictObject({
    displayName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '이름을 입력해 주세요.'),
        z.maxLength(50, '이름은 50자 이하여야 해요.'),
      ),
    timezone,
    dayStartHour: z
      .int()
      .check(
        z.minimum(0, '하루 시작 시각은 0~6시여야 해요.'),
        z.maximum(6, '하루 시작 시각은 0~6시여야 해요.'),
      ),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Korean messages about the account itself. */
export const accountMessages = {
  notFound: '사용자를 찾을 수 없어요.',
  disabled: '비활성화된 계정이에요. 관리자에게 문의해 주세요.',
} as const;
