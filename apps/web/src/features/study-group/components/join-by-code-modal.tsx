import { INVITE_CODE_LENGTH, joinByCodeBody, normalizeInviteCode } from '@molip/domain/study-group';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorSentence } from '@/lib/error-messages';
import { useJoinGroupByCode } from '../api/join-group-by-code';

type JoinByCodeModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onJoined: (groupId: number) => void;
};

export function JoinByCodeModal({ open, onOpenChange, onJoined }: JoinByCodeModalProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const join = useJoinGroupByCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinByCodeBody.safeParse({ inviteCode: code });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    join.mutate(parsed.data.inviteCode, {
      onSuccess: (group) => {
        setCode('');
        onOpenChange(false);
        onJoined(group.id);
      },
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) join.reset();
        onOpenChange(next);
      }}
      title="초대 코드로 참여"
      description="그룹장에게 받은 8자리 코드를 입력해 주세요."
      size="sm"
      footer={
        <>
          <Button variant="outline" fullWidth onClick={() => onOpenChange(false)}>
            취소
          </Button>
          <Button needsServer type="submit" form="join-by-code" fullWidth loading={join.isPending}>
            참여
          </Button>
        </>
      }
    >
      <form id="join-by-code" onSubmit={submit} noValidate>
        <Input
          label="초대 코드"
          value={code}
          // No maxLength: it would cut a pasted " Y7ZG2G3J" before the space is dropped.
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD2345"
          className="[&_input]:font-mono [&_input]:tracking-[0.2em] [&_input]:uppercase"
          onChange={(event) => setCode(normalizeInviteCode(event.target.value).slice(0, INVITE_CODE_LENGTH))}
          error={fieldError ?? (join.isError ? errorSentence(join.error, 'studyGroup') : null)}
        />
      </form>
    </Modal>
  );
}
