import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { describeError } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { useDeleteLearningContent } from '../api/delete-learning-content';

type DeleteContentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: { id: string; title: string };
  onDeleted: () => void;
};

const isInUse = (error: unknown) => isHttpError(error) && error.kind === 'http' && error.status === 409;

/** Asks before deleting a content; a content some plan uses is refused, and the dialog says why. */
export function DeleteContentDialog({ open, onOpenChange, content, onDeleted }: DeleteContentDialogProps) {
  const remove = useDeleteLearningContent();
  const refusal = remove.error ? describeError(remove.error, 'learningContent') : null;
  const close = (next: boolean) => {
    if (!next) remove.reset();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="sm"
      title={`‘${content.title}’ 학습 자료를 삭제할까요?`}
      description="단원도 함께 사라지고, 되돌릴 수 없어요. 이 자료로 만든 학습 계획이 있으면 삭제할 수 없어요."
      footer={
        <>
          <Button variant="outline" fullWidth onClick={() => close(false)}>
            취소
          </Button>
          <Button
            needsServer
            variant="danger"
            fullWidth
            loading={remove.isPending}
            loadingText="삭제하는 중..."
            disabled={isInUse(remove.error)}
            onClick={() => remove.mutate(content.id, { onSuccess: onDeleted })}
          >
            삭제
          </Button>
        </>
      }
    >
      {refusal ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {refusal.detail ? `${refusal.message} ${refusal.detail}` : refusal.message}
        </p>
      ) : null}
    </Modal>
  );
}
