import type { UserProfile } from '@molip/domain/user';
import { Avatar } from '@/components/ui/avatar';
import {
  PAGE_COLUMN_CLASS,
  PAGE_HEADER_CLASS,
  SIDE_NAVIGATION_SPACE_CLASS,
} from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { useWideScreen } from '@/lib/use-wide-screen';
import { returningLearnerOpensDashboard } from './guards/access-store';

/**
 * The learner this device keeps, when the dashboard opens for them as a returning learner: their first paint
 * can greet them. Null anywhere else, or for a visitor, who sees the loading screen.
 */
export function returningLearnerOnDashboard(): UserProfile | null {
  return returningLearnerOpensDashboard() ? useAuthStore.getState().user : null;
}

/**
 * A returning learner's dashboard while the app's code is on its way: the page frame with their greeting and
 * avatar, from the profile this device kept, and the wait where the cards will be. The app then draws the
 * same header in the same place, with the cards under it.
 */
export function DashboardFirstPaint({ user }: { user: UserProfile }) {
  const wide = useWideScreen();
  const page = (
    // Still the first screen arriving, as the loading screen it replaces (lib/first-screen.ts).
    <div data-loading-screen="" className={PAGE_COLUMN_CLASS}>
      <header className={PAGE_HEADER_CLASS}>
        <DashboardGreeting displayName={user.displayName} timeZone={user.timezone}>
          {wide ? null : <Avatar name={user.displayName} src={user.photoURL} size="medium" />}
        </DashboardGreeting>
      </header>
      <div className="flex flex-1 items-center justify-center pb-24">
        <Spinner size="md" label="불러오는 중" className="text-primary" />
      </div>
    </div>
  );
  if (!wide) return page;
  return (
    <div className="flex">
      <div className={SIDE_NAVIGATION_SPACE_CLASS} />
      <div className="min-w-0 flex-1">{page}</div>
    </div>
  );
}
