import type { AgreementItem } from '@molip/domain/terms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { serverMessage, termsMessages } from '@/lib/error-messages';
import { buildBulkAgreement, useBulkAgree } from '../api/bulk-agree';
import { useTerms } from '../api/get-terms';
import { orderAgreements } from '../hooks/order-agreements';
import { canSubmitTerms, useTermsSelection } from '../hooks/use-terms-selection';
import { TermsText } from './terms-text';

type TermsModalProps = {
  open: boolean;
  agreements: AgreementItem[];
  /** After a successful submission (the app then goes to `/`, replacing history). */
  onCompleted: () => void;
  onSignOut?: () => void;
};

function TermsRow({
  item,
  checked,
  onCheckedChange,
}: {
  item: AgreementItem;
  checked: boolean;
  onCheckedChange: (value: boolean) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const terms = useTerms(item.termsId, { enabled: expanded });
  const panelId = `terms-panel-${item.termsId}`;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex items-start gap-2">
        <Checkbox
          className="flex-1"
          checked={checked}
          onCheckedChange={onCheckedChange}
          label={
            <>
              <span
                className={cn('mr-1 font-semibold', item.isRequired ? 'text-primary' : 'text-ink-subtle')}
              >
                [{item.isRequired ? '필수' : '선택'}]
              </span>
              {item.title}
            </>
          }
        />
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={`${item.title} ${expanded ? '내용 접기' : '내용 보기'}`}
          className="flex shrink-0 items-center gap-0.5 rounded-lg px-2 py-1 text-[0.8125rem] font-medium text-ink-muted hover:bg-surface-muted"
        >
          {expanded ? '접기' : '보기'}
          <ChevronRightIcon size={14} className={cn('transition-transform', expanded && 'rotate-90')} />
        </button>
      </div>
      {expanded ? (
        <div id={panelId} className="max-h-48 overflow-y-auto rounded-xl bg-surface-muted px-4 py-3">
          {terms.isPending ? <Spinner size="sm" label="약관 내용을 불러오는 중" /> : null}
          {/* When the text cannot be loaded the term is shown without content; agreeing still works. */}
          {terms.data ? <TermsText content={terms.data.content} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The terms agreement modal of the app shell (docs/product-rules.md#who-may-use-the-service). It cannot be
 * dismissed: agreeing is required.
 */
export function TermsModal({ open, agreements, onCompleted, onSignOut }: TermsModalProps) {
  const selection = useTermsSelection(agreements);
  const bulkAgree = useBulkAgree();
  const canSubmit = canSubmitTerms(agreements, selection.ticked, bulkAgree.isPending);

  const submit = () => {
    bulkAgree.mutate(buildBulkAgreement(agreements, selection.ticked), {
      onSuccess: (status) => {
        if (status.hasAgreedToAllRequired) onCompleted();
        else window.alert(termsMessages.submitFailed);
      },
      // A browser alert, so the failure cannot go unnoticed behind the modal; the server's reason when it gave one.
      onError: (error) => window.alert(serverMessage(error) ?? termsMessages.submitFailed),
    });
  };

  return (
    <Modal
      open={open}
      dismissible={false}
      title="서비스 이용 약관 동의"
      description="몰입을 이용하려면 필수 약관에 동의해 주세요."
      footer={
        <div className="flex w-full flex-col gap-2">
          <Button
            needsServer
            fullWidth
            size="lg"
            disabled={!canSubmit}
            loading={bulkAgree.isPending}
            onClick={submit}
          >
            동의하고 시작하기
          </Button>
          {onSignOut ? (
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              다음에 할게요 (로그아웃)
            </Button>
          ) : null}
        </div>
      }
    >
      <div className="rounded-2xl border border-line bg-surface-muted p-4">
        <Checkbox
          size="lg"
          checked={selection.isAllTicked}
          onCheckedChange={selection.setAll}
          label="전체 동의"
          description="필수 및 선택 약관에 모두 동의해요."
        />
      </div>
      <ul className="mt-1 divide-y divide-line" aria-label="약관 목록">
        {orderAgreements(agreements).map((item) => (
          <TermsRow
            key={item.termsId}
            item={item}
            checked={selection.ticked.has(item.termsId)}
            onCheckedChange={(value) => selection.toggle(item.termsId, value)}
          />
        ))}
      </ul>
    </Modal>
  );
}
