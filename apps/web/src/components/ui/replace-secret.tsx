import { useState } from 'react';
import { Button } from './button';

type ReplaceSecretProps = {
  /** The button that asks first ("주소 바꾸기"); the confirmation is named after it. */
  label: string;
  /** What stops working once the secret is replaced. */
  consequence: string;
  /** The button that replaces it ("새 주소 만들기"). */
  confirmLabel: string;
  /** The replacement is on its way to the server. */
  pending: boolean;
  /** Replaces the secret and calls `replaced` once it is, which closes the confirmation. */
  onReplace: (replaced: () => void) => void;
};

/** Replacing a shared secret (an address, an invite code) breaks the old one: the button asks first, inline. */
export function ReplaceSecret({ label, consequence, confirmLabel, pending, onReplace }: ReplaceSecretProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button
        variant="ghost"
        size="sm"
        // The label lines up with the content above it; the padding stays for the tap area.
        className="-ml-3 self-start"
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`${label} 확인`}
      className="flex flex-col gap-2 rounded-xl bg-surface-muted p-3"
    >
      <p className="text-sm text-ink">{consequence}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
          취소
        </Button>
        <Button needsServer size="sm" loading={pending} onClick={() => onReplace(() => setConfirming(false))}>
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
