import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { MissingState } from '@/components/ui/missing-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError, type ErrorCatalogue } from '@/lib/error-messages';
import { isMissing } from '@/lib/http-error';
import { useIsOffline } from '@/lib/online-status';

/** What the focus screens need from a TanStack query answering "the thing, or null when there is none". */
export type FocusQuery<T> = {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The spinner while loading and the error box with retry on failure; null once there is an answer. A
 * session or block asked for by id that is not the learner's says so with `missingTitle` and the way home:
 * asking again would not find it.
 */
export function FocusQueryFallback({
  query,
  loadingLabel,
  catalogue,
  missingTitle,
}: {
  query: FocusQuery<unknown>;
  loadingLabel: string;
  catalogue?: ErrorCatalogue;
  missingTitle?: string;
}) {
  if (query.isPending)
    return <Spinner size="lg" label={loadingLabel} className="mx-auto my-10 text-primary" />;
  if (!query.isError) return null;
  if (missingTitle && isMissing(query.error)) {
    return (
      <MissingState
        title={missingTitle}
        description="홈에서 오늘 할 일을 이어서 해 보세요."
        backTo={paths.home}
        backLabel="홈으로"
      />
    );
  }
  return (
    <ErrorBox
      {...describeError(query.error, catalogue)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A refetch failed while the last answer is still shown: the timer keeps running from it, quietly noted. */
export function FocusStaleNotice({
  query,
  catalogue,
}: {
  query: FocusQuery<unknown>;
  catalogue?: ErrorCatalogue;
}) {
  if (!query.isError || query.data === undefined) return null;
  const { message, detail } = describeError(query.error, catalogue);
  return (
    <Alert variant="info" title={message} description={detail ?? undefined} className="mb-4">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void query.refetch()}
        loading={query.isFetching}
        className="mt-1 -ml-3"
      >
        다시 시도
      </Button>
    </Alert>
  );
}

/**
 * Says that the running block on screen is the last one the server sent, shown because it cannot be asked
 * now; its clock runs from that answer. Offline nothing can be done about it; otherwise asking again can.
 */
export function LastKnownBlockNotice({ query }: { query: FocusQuery<unknown> }) {
  const offline = useIsOffline();
  return (
    <Alert
      variant="info"
      title="마지막으로 불러온 블록이에요"
      description={
        offline ? '오프라인이라도 타이머는 그대로 흘러가요.' : '서버에 연결되면 최신 기록으로 맞출게요.'
      }
    >
      {offline ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          className="mt-1 -ml-3"
        >
          다시 시도
        </Button>
      )}
    </Alert>
  );
}
