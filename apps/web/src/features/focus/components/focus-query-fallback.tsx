import { ErrorBox } from '@/components/ui/error-box';
import { Spinner } from '@/components/ui/spinner';
import { describeError, type ErrorCatalogue } from '@/lib/error-messages';

/** What the focus screens need from a TanStack query answering "the thing, or null when there is none". */
export type FocusQuery<T> = {
  data: T | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/** The spinner while loading and the error box with retry on failure; null once there is an answer. */
export function FocusQueryFallback({
  query,
  loadingLabel,
  catalogue,
}: {
  query: FocusQuery<unknown>;
  loadingLabel: string;
  catalogue?: ErrorCatalogue;
}) {
  if (query.isPending)
    return <Spinner size="lg" label={loadingLabel} className="mx-auto my-10 text-primary" />;
  if (!query.isError) return null;
  const { message, detail } = describeError(query.error, catalogue);
  return (
    <ErrorBox
      message={message}
      detail={detail}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
