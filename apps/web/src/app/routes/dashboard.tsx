import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { PageLayout } from '@/components/ui/page-layout';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { RecoveryOffers } from '@/features/dashboard/components/recovery-offers';
import { TodaySummary } from '@/features/dashboard/components/today-summary';
import { FocusStartButton } from '@/features/focus/components/focus-start-button';
import { FreeFocusButton } from '@/features/focus/components/free-focus-button';
import { QuickStartButton } from '@/features/focus/components/quick-start-button';
import { useFocusingTodoId } from '@/features/focus/hooks/use-focusing-todo-id';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { StudyPlanStrip } from '@/features/study-plans/components/study-plan-strip';
import { TodayTodos } from '@/features/todos/components/today-todos';
import { mainTabs } from '../navigation';

// Shown only while someone in the reader's group is focusing, and followed live: loaded after the first screen.
const FocusingNowStrip = lazy(async () => ({
  default: (await import('@/features/study-group/components/focusing-now-strip')).FocusingNowStrip,
}));

/**
 * Home dashboard: today's study time, to-dos and streak, who in the reader's group is focusing now,
 * in-progress plans, an offer to catch up on each plan's missed days, today's to-dos per plan and the
 * focus button; on a desktop-wide screen the button, figures and plans stand beside the to-dos.
 */
export function DashboardRoute() {
  const user = useAuthStore((state) => state.user);
  const [searchParams] = useSearchParams();
  const alerted = useRef(false);
  const focusingTodoId = useFocusingTodoId();
  const adminRequired = searchParams.get('error') === 'admin_required';

  useEffect(() => {
    if (!adminRequired || alerted.current) return;
    alerted.current = true;
    showAlert({
      variant: 'warning',
      title: alertTitles.warning.permission,
      description: '관리자만 들어갈 수 있는 페이지예요.',
    });
  }, [adminRequired]);

  return (
    <PageLayout
      title="대시보드"
      header={
        <DashboardHeader
          displayName={user?.displayName ?? ''}
          photoURL={user?.photoURL ?? null}
          isAdmin={user?.role === 'ADMIN'}
          timeZone={user?.timezone ?? DEFAULT_TIMEZONE}
        />
      }
      tabs={mainTabs}
      bottomAction={<FocusStartButton learnerId={user?.id ?? null} />}
      aside={
        <>
          <TodaySummary
            clock={{ timeZone: user?.timezone ?? DEFAULT_TIMEZONE, dayStartHour: user?.dayStartHour ?? 0 }}
          />
          <Suspense fallback={null}>
            <FocusingNowStrip />
          </Suspense>
          <StudyPlanStrip />
        </>
      }
    >
      <RecoveryOffers />
      <TodayTodos
        todoAction={(todo) => <QuickStartButton todo={todo} />}
        allDoneAction={<FreeFocusButton />}
        focusingTodoId={focusingTodoId}
      />
    </PageLayout>
  );
}
