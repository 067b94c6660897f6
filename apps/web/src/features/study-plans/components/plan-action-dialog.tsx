import { ConfirmModal } from '@/components/ui/confirm-modal';
import type { ConfirmationText } from './plan-actions';

type PlanActionDialogProps = {
  /** The action being confirmed, none while the dialog is closed. */
  text: ConfirmationText | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
};

/** Confirms one of the plan menu's actions, naming the plan and the consequence. */
export function PlanActionDialog({ text, onCancel, onConfirm, busy }: PlanActionDialogProps) {
  return (
    <ConfirmModal
      open={text !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={text?.title ?? ''}
      description={text?.description}
      confirmLabel={text?.confirm}
      danger={text?.danger ?? false}
      pending={busy}
      onConfirm={onConfirm}
    />
  );
}
