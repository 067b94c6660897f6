import { TERMS_KIND_LABEL } from '@molip/domain/terms';
import { List } from '@/components/ui/list';
import { DocumentIcon } from '@/components/ui/icons';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { termsMessages } from '@/lib/error-messages';
import { useAgreementStatus } from '../api/get-agreement-status';
import { orderAgreements } from '../hooks/order-agreements';

type TermsStatusListProps = { termsHref: (termsId: number) => string; showStatus?: boolean };

/** The user's terms with their agreement state; each row opens the full text. */
export function TermsStatusList({ termsHref, showStatus = true }: TermsStatusListProps) {
  const status = useAgreementStatus();
  if (status.isPending) return <Spinner label="약관 목록을 불러오는 중" />;
  if (status.isError)
    return <ErrorBox message={termsMessages.checkFailed} onRetry={() => void status.refetch()} />;
  return (
    <List
      aria-label="약관 목록"
      items={orderAgreements(status.data.agreements).map((item) => ({
        id: String(item.termsId),
        title: item.title,
        description: `${TERMS_KIND_LABEL[item.kind]} · 버전 ${item.termsVersion}`,
        leading: <DocumentIcon />,
        // A notice is read, never agreed to: it has no agreement to show.
        trailing: showStatus && item.kind !== 'NOTICE' ? (item.isAgreed ? '동의함' : '미동의') : undefined,
        href: termsHref(item.termsId),
      }))}
    />
  );
}
