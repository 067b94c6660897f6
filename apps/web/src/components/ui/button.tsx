import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useServerActionBlocked } from './offline-reason';
import { Spinner } from './spinner';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'kakao'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  loading?: boolean;
  /** Text shown next to the spinner while `loading` (e.g. "로그인 중..."). */
  loadingText?: string;
  icon?: ReactNode;
  /** Its action is a change the server makes: off while offline, described by the offline notice. */
  needsServer?: boolean;
};

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary hover:bg-primary-strong shadow-sm',
  secondary: 'bg-primary-soft text-primary hover:brightness-95',
  outline: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
  danger: 'bg-danger text-white hover:brightness-95 dark:text-on-primary',
  // Kakao's login button guide: its yellow container, the label in black at 85%, in light and dark alike.
  kakao: 'bg-[#FEE500] text-black/85 hover:brightness-95',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm gap-1.5 rounded-lg',
  md: 'h-11 px-4 text-[0.9375rem] gap-2 rounded-xl',
  lg: 'h-14 px-5 text-base gap-2 rounded-2xl',
};

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  icon,
  className,
  children,
  disabled,
  needsServer = false,
  type = 'button',
  'aria-describedby': describedBy,
  ...props
}: ButtonProps) {
  const server = useServerActionBlocked(needsServer);
  return (
    <button
      type={type}
      disabled={disabled || loading || server.blocked}
      aria-busy={loading || undefined}
      aria-describedby={[describedBy, server.describedBy].filter(Boolean).join(' ') || undefined}
      className={cn(
        'inline-flex items-center justify-center font-semibold whitespace-nowrap transition-[background-color,filter,color] select-none',
        // Disabled stays solid and readable (a muted fill), never faded to near-invisibility.
        'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-muted disabled:text-ink-subtle disabled:shadow-none disabled:hover:brightness-100',
        variantClasses[variant],
        sizeClasses[size],
        fullWidth && 'w-full',
        className,
      )}
      {...props}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
