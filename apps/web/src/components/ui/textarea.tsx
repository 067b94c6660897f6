import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldControlClassName, type FieldProps } from './field';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<FieldProps, 'children'>;

export function Textarea({ label, hideLabel, hint, error, className, id, ...props }: TextareaProps) {
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} className={className}>
      {(control) => <textarea {...control} className={cn(fieldControlClassName(error), 'py-3')} {...props} />}
    </Field>
  );
}
