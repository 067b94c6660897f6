import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldControlClassName, type FieldProps } from './field';

type InputProps = InputHTMLAttributes<HTMLInputElement> & Omit<FieldProps, 'children'>;

export function Input({ label, hideLabel, hint, error, className, id, ...props }: InputProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {(control) => <input {...control} className={cn(fieldControlClassName(error), 'h-12')} {...props} />}
    </Field>
  );
}
