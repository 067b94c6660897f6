import { TERMS_KIND_LABEL, type AgreementItem } from '@molip/domain/terms';
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
import {
  canSubmitTerms,
  pendingAgeItem,
  tickableItems,
  useTermsSelection,
  type AgeAnswer,
} from '../hooks/use-terms-selection';
import { TermsText } from './terms-text';

type TermsModalProps = {
  open: boolean;
  agreements: AgreementItem[];
  /** After a successful submission (the app then goes to `/`, replacing history). */
  onCompleted: () => void;
  onSignOut?: () => void;
  /** "만 14세 미만이에요" and 다음: the account goes and the under-14 screen explains why. */
  onUnder14?: () => void;
  /** While the account of an under-14 answer is being deleted. */
  leaving?: boolean;
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
                [{TERMS_KIND_LABEL[item.kind]}]
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

function AgeQuestion({ answer, onAnswer }: { answer: AgeAnswer; onAnswer: (answer: AgeAnswer) => void }) {
  const choices = [
    { value: 'over-14', label: '만 14세 이상이에요' },
    { value: 'under-14', label: '만 14세 미만이에요' },
  ] as const;
  return (
    <div className="flex flex-col gap-2">
      <p id="age-question-title" className="text-[0.9375rem] font-semibold text-ink">
        <span className="mr-1 text-primary">[필수]</span>나이 확인
      </p>
      {/* Buttons in the radio role: a two-way answer every browser and driver can tap, not a hidden input. */}
      <div role="radiogroup" aria-labelledby="age-question-title" className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={answer === choice.value}
            onClick={() => onAnswer(choice.value)}
            className={cn(
              'flex min-h-12 items-center justify-center rounded-xl border px-2 text-center text-[0.875rem] font-semibold focus-visible:outline-2 focus-visible:outline-primary',
              answer === choice.value
                ? 'border-primary bg-primary-soft text-primary'
                : 'border-line bg-surface text-ink-muted',
            )}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the service needs to work: read here, not ticked (no consent is asked for it). */
function ProcessingNotice({ notices }: { notices: AgreementItem[] }) {
  if (notices.length === 0) return null;
  return (
    <section
      aria-labelledby="processing-notice-title"
      className="mt-2 rounded-2xl bg-surface-muted px-4 py-3"
    >
      <h3 id="processing-notice-title" className="text-[0.875rem] font-semibold text-ink">
        개인정보 처리 안내
      </h3>
      <p className="mt-1 text-[0.8125rem] text-ink-muted">
        로그인 정보와 학습 기록처럼 몰입이 동작하는 데 꼭 필요한 정보만 처리해요. 따로 동의하지 않아도 되고,
        자세한 내용은 아래에서 읽을 수 있어요.
      </p>
      <ul className="mt-1 divide-y divide-line" aria-label="안내 문서">
        {notices.map((item) => (
          <NoticeRow key={item.termsId} item={item} />
        ))}
      </ul>
    </section>
  );
}

function NoticeRow({ item }: { item: AgreementItem }) {
  const [expanded, setExpanded] = useState(false);
  const terms = useTerms(item.termsId, { enabled: expanded });
  const panelId = `terms-panel-${item.termsId}`;
  return (
    <li className="flex flex-col gap-2 py-2">
      <button
        type="button"
        onClick={() => setExpanded((value) => !value)}
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={`${item.title} ${expanded ? '내용 접기' : '내용 보기'}`}
        className="flex min-h-9 items-center justify-between gap-2 rounded-lg text-left text-[0.8125rem] font-medium text-ink-muted hover:text-ink"
      >
        {item.title}
        <ChevronRightIcon
          size={14}
          className={cn('shrink-0 transition-transform', expanded && 'rotate-90')}
        />
      </button>
      {expanded ? (
        <div id={panelId} className="max-h-48 overflow-y-auto rounded-xl bg-surface px-4 py-3">
          {terms.isPending ? <Spinner size="sm" label="내용을 불러오는 중" /> : null}
          {terms.data ? <TermsText content={terms.data.content} /> : null}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The sign-up's terms step in the app shell (docs/product-rules.md#who-may-use-the-service): the 만 14세 answer,
 * the required terms of service, the [선택] items, and the processing notice to read. It cannot be dismissed.
 */
export function TermsModal({
  open,
  agreements,
  onCompleted,
  onSignOut,
  onUnder14,
  leaving = false,
}: TermsModalProps) {
  const selection = useTermsSelection(agreements);
  const bulkAgree = useBulkAgree();
  const asksAge = pendingAgeItem(agreements) !== undefined;
  const under14 = asksAge && selection.age === 'under-14';
  const canSubmit = canSubmitTerms(agreements, selection.ticked, selection.age, bulkAgree.isPending);
  const notices = orderAgreements(agreements).filter((item) => item.kind === 'NOTICE');

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
      description={
        asksAge ? '나이를 확인하고 약관에 동의해 주세요.' : '몰입을 이용하려면 필수 약관에 동의해 주세요.'
      }
      footer={
        <div className="flex w-full flex-col gap-2">
          {under14 ? (
            <Button needsServer fullWidth size="lg" loading={leaving} onClick={onUnder14}>
              다음
            </Button>
          ) : (
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
          )}
          {onSignOut ? (
            <Button variant="ghost" size="sm" onClick={onSignOut}>
              다음에 할게요 (로그아웃)
            </Button>
          ) : null}
        </div>
      }
    >
      {asksAge ? (
        <div className="mb-4">
          <AgeQuestion answer={selection.age} onAnswer={selection.setAge} />
        </div>
      ) : null}
      {under14 ? (
        <p role="status" className="rounded-2xl bg-surface-muted px-4 py-3 text-[0.875rem] text-ink">
          만 14세 미만은 보호자의 동의가 있어야 가입할 수 있어요. 다음을 누르면 로그인하며 받은 정보를 바로
          지우고, 자세한 안내를 보여 드려요.
        </p>
      ) : (
        <>
          <div className="rounded-2xl border border-line bg-surface-muted p-4">
            <Checkbox
              size="lg"
              checked={selection.isAllTicked}
              onCheckedChange={selection.setAll}
              label="전체 동의"
              description="[필수]와 [선택] 항목에 모두 동의해요. [선택] 항목은 마이페이지에서 언제든 바꿀 수 있어요."
            />
          </div>
          <ul className="mt-1 divide-y divide-line" aria-label="약관 목록">
            {orderAgreements(tickableItems(agreements)).map((item) => (
              <TermsRow
                key={item.termsId}
                item={item}
                checked={selection.ticked.has(item.termsId)}
                onCheckedChange={(value) => selection.toggle(item.termsId, value)}
              />
            ))}
          </ul>
          <ProcessingNotice notices={notices} />
        </>
      )}
    </Modal>
  );
}
