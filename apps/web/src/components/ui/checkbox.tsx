import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { CheckIcon } from './icons';

type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  size?: 'md' | 'lg';
  className?: string;
  id?: string;
};

export function Checkbox({
  checked,
  onCheckedChange,
  label,
  description,
  disabled,
  size = 'md',
  className,
  id,
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={cn('flex items-start gap-3', disabled && 'opacity-50', className)}>
      <CheckboxPrimitive.Root
        id={boxId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className={cn(
          'mt-0.5 flex shrink-0 items-center justify-center rounded-md border-2 transition-colors',
          'border-line-strong bg-surface data-[state=checked]:border-primary data-[state=checked]:bg-primary',
          size === 'lg' ? 'size-6' : 'size-5',
        )}
      >
        <CheckboxPrimitive.Indicator className="text-on-primary">
          <CheckIcon size={size === 'lg' ? 16 : 14} strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={boxId} className="flex min-w-0 flex-1 cursor-pointer flex-col gap-0.5">
        <span className={cn('text-ink', size === 'lg' ? 'text-base font-bold' : 'text-[0.9375rem]')}>
          {label}
        </span>
        {description ? <span className="text-[0.8125rem] text-ink-muted">{description}</span> : null}
      </label>
    </div>
  );
}
