import { createGroupBody, GROUP_NAME_MAX_LENGTH } from '@molip/domain/study-group';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

type GroupNameModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  /** The server's sentence when the save failed. */
  error: string | null;
  onSubmit: (name: string) => void;
};

/** The group name form, for creating a group and for a leader renaming one. */
export function GroupNameModal({
  open,
  onOpenChange,
  title,
  submitLabel,
  initialName = '',
  pending,
  error,
  onSubmit,
}: GroupNameModalProps) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const formId = `group-name-${submitLabel}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createGroupBody.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    onSubmit(parsed.data.name);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setName(initialName);
        onOpenChange(next);
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" fullWidth onClick={() => onOpenChange(false)}>
            취소
          </Button>
          <Button needsServer type="submit" form={formId} fullWidth loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Input
          label="그룹 이름"
          value={name}
          maxLength={GROUP_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder="예: 토픽 II 함께 준비"
          onChange={(event) => setName(event.target.value)}
          hint={`${GROUP_NAME_MAX_LENGTH}자까지 쓸 수 있어요.`}
          error={fieldError ?? error}
        />
      </form>
    </Modal>
  );
}
