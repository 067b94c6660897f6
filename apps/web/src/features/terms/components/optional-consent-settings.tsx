import type { AgreementItem, TermsType } from '@molip/domain/terms';
import { useId } from 'react';
import { Link } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { ErrorBox } from '@/components/ui/error-box';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorSentence, termsMessages } from '@/lib/error-messages';
import { useAgreementStatus } from '../api/get-agreement-status';
import { useUpdateAgreement } from '../api/update-agreement';

type OptionalConsentSettingsProps = { termsHref: (termsId: number) => string };

const consentMessages = {
  agreed: '동의했어요.',
  withdrawn: '동의를 철회했어요.',
  failedTitle: '동의 설정 변경 실패',
} as const;

/** What an optional item changes, said beside its switch; an item without a line here shows its title only. */
const CONSENT_COPY: Partial<Record<TermsType, { label: string; description: string; withdrawn: string }>> = {
  STATISTICS_AND_RANKING: {
    label: '학습 통계 및 랭킹 참여',
    description:
      '집중 시간과 완료한 할 일로 스터디 그룹 랭킹에 참여해요. 동의하지 않아도 다른 기능은 모두 쓸 수 있어요.',
    withdrawn: '동의를 철회했어요. 스터디 그룹 랭킹에서 빠져요.',
  },
};

function ConsentSwitch({ item, termsHref }: { item: AgreementItem; termsHref: string }) {
  const update = useUpdateAgreement();
  const server = useServerActionBlocked();
  const switchId = useId();
  const descriptionId = `${switchId}-description`;
  // While the request runs the switch shows the requested state; on failure the cached answer (the
  // previous state) is shown again without any rollback bookkeeping.
  const checked = update.isPending ? update.variables.agreed : item.isAgreed;
  const copy = CONSENT_COPY[item.termsType];

  const toggle = () => {
    const agreed = !item.isAgreed;
    update.mutate(
      { termsId: item.termsId, agreed, agreedAt: agreed ? new Date().toISOString() : null },
      {
        onSuccess: () =>
          showAlert({
            variant: 'success',
            title: alertTitles.success.saved,
            description: agreed ? consentMessages.agreed : (copy?.withdrawn ?? consentMessages.withdrawn),
          }),
        onError: (error) =>
          showAlert({
            variant: 'error',
            title: consentMessages.failedTitle,
            description: errorSentence(error, 'general'),
          }),
      },
    );
  };

  return (
    <div className="flex items-start gap-3 rounded-card border border-line bg-surface px-4 py-3.5 shadow-card">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={switchId} className="cursor-pointer text-[0.9375rem] font-medium text-ink">
          {copy?.label ?? item.title}
          <span className="ml-1 text-[0.8125rem] font-semibold text-ink-subtle">[선택]</span>
        </label>
        {copy ? (
          <p id={descriptionId} className="text-[0.8125rem] text-ink-muted">
            {copy.description}
          </p>
        ) : null}
        <Link
          to={termsHref}
          className="self-start py-1 text-[0.8125rem] font-semibold text-primary underline underline-offset-2"
        >
          {`${item.title} 전문 보기`}
        </Link>
      </div>
      {/* One change at a time: a second tap before the answer would race the first on the server. */}
      <Switch
        id={switchId}
        checked={checked}
        busy={update.isPending}
        disabled={server.blocked}
        describedBy={[copy ? descriptionId : null, server.describedBy].filter(Boolean).join(' ')}
        onToggle={toggle}
      />
    </div>
  );
}

/**
 * Every [선택] item on the my-page, each refusable and changeable here at any time, immediately and without
 * further confirmation, as their texts promise.
 */
export function OptionalConsentSettings({ termsHref }: OptionalConsentSettingsProps) {
  const status = useAgreementStatus();
  if (status.isPending) return <Spinner label="동의 설정을 불러오는 중" />;
  if (status.isError)
    return (
      <ErrorBox
        message={termsMessages.checkFailed}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  const optional = status.data.agreements.filter((agreement) => agreement.kind === 'OPTIONAL');
  // A catalogue without optional items (not seeded) has nothing to consent to.
  if (optional.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {optional.map((item) => (
        <ConsentSwitch key={item.termsId} item={item} termsHref={termsHref(item.termsId)} />
      ))}
    </div>
  );
}
