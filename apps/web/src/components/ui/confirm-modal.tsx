import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

type ConfirmModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  /** A step that removes or ends something: the confirming button is red. */
  danger?: boolean;
  /** The step asks the server: off while it cannot be reached, with the reason. */
  needsServer?: boolean;
};

/** A step named with its object and consequence: 취소, or the button that does it. */
export function ConfirmModal({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  danger = true,
  needsServer = true,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" fullWidth disabled={pending} onClick={() => onOpenChange(false)}>
            취소
          </Button>
          <Button
            needsServer={needsServer}
            variant={danger ? 'danger' : 'primary'}
            fullWidth
            loading={pending}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
