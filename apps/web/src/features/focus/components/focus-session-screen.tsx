import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ClockIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { useCurrentFocusSession, type ReceivedSession } from '../api/get-current-focus-session';
import { useFocusSession } from '../api/get-focus-session';
import { FocusSessionView } from './focus-session-view';

type SessionQuery = {
  data: ReceivedSession | null | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

function SessionScreen({ query, timeZone }: { query: SessionQuery; timeZone: string }) {
  const navigate = useNavigate();
  if (query.isPending)
    return <Spinner size="lg" label="세션을 불러오는 중" className="mx-auto my-10 text-primary" />;
  if (query.isError) {
    const { message, detail } = describeError(query.error, 'focusSession');
    return (
      <ErrorBox
        message={message}
        detail={detail}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <EmptyState
        icon={<ClockIcon />}
        title="진행 중인 학습 세션이 없어요"
        description="세션을 만들고 오늘의 할 일에 집중해보세요."
        action={<Button onClick={() => navigate(paths.focusSessionCreate)}>오늘의 할 일 공부하기</Button>}
      />
    );
  }
  // Keyed by session so alert and auto-end bookkeeping never carries over to another session.
  return <FocusSessionView key={query.data.session.id} received={query.data} timeZone={timeZone} />;
}

/** `/focus-session/current`. */
export function CurrentFocusSessionScreen({ timeZone }: { timeZone: string }) {
  return <SessionScreen query={useCurrentFocusSession()} timeZone={timeZone} />;
}

/** `/focus-session/{id}`. */
export function FocusSessionDetailScreen({ id, timeZone }: { id: string; timeZone: string }) {
  return <SessionScreen query={useFocusSession(id)} timeZone={timeZone} />;
}
