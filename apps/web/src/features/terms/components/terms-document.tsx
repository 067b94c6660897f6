import { TERMS_KIND_LABEL } from '@molip/domain/terms';
import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/error-messages';
import { useTerms } from '../api/get-terms';
import { TermsText } from './terms-text';

/** One terms text on its own page (linked from my-page). */
export function TermsDocument({ termsId }: { termsId: number }) {
  const terms = useTerms(termsId);
  if (terms.isPending) return <Spinner label="약관을 불러오는 중" />;
  if (terms.isError) {
    const { message, detail } = describeError(terms.error);
    return <ErrorBox message={message} detail={detail} onRetry={() => void terms.refetch()} />;
  }
  return (
    <article className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card">
      <header>
        <h2 className="text-lg font-bold text-ink">{terms.data.title}</h2>
        <p className="mt-1 text-[0.8125rem] text-ink-muted">
          버전 {terms.data.version} · {TERMS_KIND_LABEL[terms.data.kind]}
        </p>
      </header>
      <TermsText content={terms.data.content} />
    </article>
  );
}
