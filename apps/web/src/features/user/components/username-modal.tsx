import type { UserProfile } from '@molip/domain/user';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Alert } from '@/components/ui/alert';
import { useUpdateUsername } from '../api/update-username';
import { useUsernameForm } from '../hooks/use-username-form';
import { UsernameInput } from './username-input';

type UsernameModalProps = { open: boolean; onCompleted: (profile: UserProfile) => void };

/**
 * Username setup (docs/product-rules.md#who-may-use-the-service): cannot be dismissed (no cancel, backdrop
 * and Escape ignored), validates as the user types, and stays open on server or network errors.
 */
export function UsernameModal({ open, onCompleted }: UsernameModalProps) {
  const updateUsername = useUpdateUsername();
  const form = useUsernameForm(updateUsername, onCompleted);

  return (
    <Modal
      open={open}
      dismissible={false}
      size="sm"
      title="사용자명 설정"
      description="스터디 그룹에서 다른 멤버에게 보이는 이름이에요."
    >
      <form id="username-form" onSubmit={form.submit} className="flex flex-col gap-4" noValidate>
        <UsernameInput label="사용자명" {...form.field} />
        <Alert
          variant="warning"
          title="사용자명은 30일에 한 번 바꿀 수 있어요."
          description="정한 뒤에는 마이페이지에서 바꿀 수 있어요."
        />
        {form.serverError ? (
          <Alert variant="error" title="사용자명 설정 실패" description={form.serverError} />
        ) : null}
        <Button
          needsServer
          type="submit"
          size="lg"
          fullWidth
          disabled={!form.canConfirm}
          loading={updateUsername.isPending}
        >
          확인
        </Button>
      </form>
    </Modal>
  );
}
