import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCurrentFocusSession, type ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { useFocusSession } from '../api/get-focus-session';
import { FocusQueryFallback, FocusStaleNotice, type FocusQuery } from './focus-query-fallback';
import { FocusSessionView } from './focus-session-view';

type SessionScreenProps = {
  query: FocusQuery<ReceivedSession>;
  timeZone: string;
  /** Said when the session asked for by id is not the learner's. */
  missingTitle?: string;
};

function SessionScreen({ query, timeZone, missingTitle }: SessionScreenProps) {
  const navigate = useNavigate();
  // A failed refetch keeps the last answer (TanStack Query holds it): only a screen without one falls back.
  if (query.data === undefined) {
    return (
      <FocusQueryFallback
        query={query}
        loadingLabel="세션을 불러오는 중"
        catalogue="focusSession"
        missingTitle={missingTitle}
      />
    );
  }
  if (!query.data) {
    return (
      <EmptyState
        icon={<ClockIcon />}
        title="진행 중인 집중 세션이 없어요"
        description="세션을 만들고 오늘의 할 일에 집중해 보세요."
        action={<Button onClick={() => navigate(paths.focusSessionCreate)}>오늘의 할 일 공부하기</Button>}
      />
    );
  }
  return (
    <>
      <FocusStaleNotice query={query} catalogue="focusSession" />
      {/* Keyed by session so alert and auto-end bookkeeping never carries over to another session. */}
      <FocusSessionView key={query.data.session.id} received={query.data} timeZone={timeZone} />
    </>
  );
}

/** `/focus-session/current`. */
export function CurrentFocusSessionScreen({ timeZone }: { timeZone: string }) {
  return <SessionScreen query={useCurrentFocusSession()} timeZone={timeZone} />;
}

/** `/focus-session/{id}`. */
export function FocusSessionDetailScreen({ id, timeZone }: { id: string; timeZone: string }) {
  return (
    <SessionScreen
      query={useFocusSession(id)}
      timeZone={timeZone}
      missingTitle="끝났거나 없는 집중 세션이에요"
    />
  );
}
