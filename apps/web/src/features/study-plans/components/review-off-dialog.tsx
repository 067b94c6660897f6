import { ConfirmModal } from '@/components/ui/confirm-modal';

type ReviewOffDialogProps = {
  planName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  onConfirm: () => void;
};

/** Confirms turning a plan's reviews off, which clears its review to-dos still to come. */
export function ReviewOffDialog({ planName, open, onOpenChange, saving, onConfirm }: ReviewOffDialogProps) {
  return (
    <ConfirmModal
      open={open}
      onOpenChange={onOpenChange}
      title={`‘${planName}’ 계획의 복습을 끌까요?`}
      description="남은 복습 할 일은 지워져요. 이미 마친 복습 기록은 그대로예요."
      confirmLabel="끄기"
      danger={false}
      pending={saving}
      onConfirm={onConfirm}
    />
  );
}
