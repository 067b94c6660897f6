import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
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
    <Modal
      open={text !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={text?.title ?? ''}
      description={text?.description}
      size="sm"
      footer={
        <>
          <Button variant="outline" fullWidth onClick={onCancel}>
            취소
          </Button>
          <Button
            needsServer
            variant={text?.danger ? 'danger' : 'primary'}
            fullWidth
            loading={busy}
            onClick={onConfirm}
          >
            {text?.confirm}
          </Button>
        </>
      }
    />
  );
}
