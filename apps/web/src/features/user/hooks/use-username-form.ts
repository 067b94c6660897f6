import { usernameError } from '@molip/domain/username';
import { useState, type FormEvent } from 'react';
import { usernameUpdateError } from '@/lib/error-messages';

/** A mutation that sets the username: the sign-up's first one or a later change. */
type UsernameMutation<Saved> = {
  isPending: boolean;
  mutate(
    variables: { userName: string },
    options: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
  ): void;
};

/**
 * A username form's state, as sign-up and the my-page share it: validated as the learner types (shown once
 * they have typed or tried to send), sent trimmed, the server's refusal in Korean until the next keystroke.
 */
export function useUsernameForm<Saved>(mutation: UsernameMutation<Saved>, onSaved: (saved: Saved) => void) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const validationError = usernameError(value);
  const canConfirm = value.trim().length > 0 && validationError === null && !mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!canConfirm) return;
    setServerError(null);
    mutation.mutate(
      { userName: value.trim() },
      {
        onSuccess: (saved) => {
          setValue('');
          setTouched(false);
          onSaved(saved);
        },
        onError: (error) => setServerError(usernameUpdateError(error)),
      },
    );
  };

  const onChange = (typed: string) => {
    setValue(typed);
    setTouched(true);
    setServerError(null);
  };

  return {
    field: { value, onChange, error: touched ? validationError : null },
    serverError,
    canConfirm,
    submit,
  };
}
