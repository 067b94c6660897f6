import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@molip/domain/constants';
import { Input } from '@/components/ui/input';

/** The username field of sign-up and of a change: the same rules, hint and length either way. */
export function UsernameInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      label={label}
      name="userName"
      autoComplete="nickname"
      autoFocus
      value={value}
      placeholder={`${USERNAME_MIN_LENGTH}~${USERNAME_MAX_LENGTH}자로 입력해 주세요`}
      // A few characters past the limit, so the format message explains rather than the field going silent.
      maxLength={USERNAME_MAX_LENGTH + 10}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint="영문, 숫자, 한글, 밑줄(_), 점(.)을 쓸 수 있어요."
    />
  );
}
