import { PageLayout } from '@/components/ui/page-layout';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { StudyGroupScreen } from '@/features/study-group/components/study-group-screen';
import { mainTabs } from '../navigation';
import { useLearnerToday } from '../use-learner-today';

/** `/study-group`: the reader's groups, their ranking and who is focusing now. */
export function StudyGroupRoute() {
  const myUserId = useAuthStore((state) => state.user?.id ?? null);
  const today = useLearnerToday();
  return (
    <PageLayout title="스터디 그룹" tabs={mainTabs}>
      <StudyGroupScreen myUserId={myUserId} today={today} consentHref={paths.myPage} />
    </PageLayout>
  );
}
