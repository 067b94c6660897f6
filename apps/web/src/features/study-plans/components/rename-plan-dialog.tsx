import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

type RenamePlanDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The name the field starts from each time the dialog opens. */
  currentName: string;
  saving: boolean;
  /** The trimmed new name; an empty one is refused in the field instead. */
  onSave: (title: string) => void;
};

/** Asks for the plan's new name, refusing an empty one. */
export function RenamePlanDialog({ open, onOpenChange, currentName, saving, onSave }: RenamePlanDialogProps) {
  const [name, setName] = useState(currentName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(currentName);
      setNameError(null);
    }
  }
  const save = () => {
    const title = name.trim();
    if (title) onSave(title);
    else setNameError('계획 이름을 입력해 주세요.');
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="계획 이름 바꾸기"
      size="sm"
      footer={
        <>
          <Button variant="outline" fullWidth onClick={() => onOpenChange(false)}>
            취소
          </Button>
          <Button needsServer fullWidth loading={saving} onClick={save}>
            저장
          </Button>
        </>
      }
    >
      <Input
        label="계획 이름"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        error={nameError}
        maxLength={200}
      />
    </Modal>
  );
}
