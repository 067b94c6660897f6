import { todayInZone } from '@molip/domain/calendar-date';
import { monthDayFullWeekday } from '@molip/domain/korean-date';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useWideScreen } from '@/lib/use-wide-screen';

type DashboardHeaderProps = {
  displayName: string;
  photoURL: string | null;
  isAdmin: boolean;
  timeZone: string;
  now?: Date;
};

/**
 * Greeting, today's date, the admin button (role ADMIN only) and, on a phone, the avatar that opens my-page
 * (a desktop-wide window has its 마이페이지 in the side navigation: one link, not two).
 */
export function DashboardHeader({
  displayName,
  photoURL,
  isAdmin,
  timeZone,
  now = new Date(),
}: DashboardHeaderProps) {
  const wide = useWideScreen();
  return (
    <div className="flex items-center gap-3 py-1">
      <div className="min-w-0 flex-1">
        {/* Today in the learner's zone, without building a Korean Intl formatter on the first render. */}
        <p className="text-[0.8125rem] font-medium text-ink-muted">
          {monthDayFullWeekday(todayInZone(now, timeZone))}
        </p>
        <h1 className="truncate text-xl font-bold text-ink">
          {displayName}님, 오늘도 <span className="text-primary">몰입</span>해 볼까요?
        </h1>
      </div>
      {isAdmin ? (
        <Link
          to={paths.admin}
          className="flex h-10 items-center gap-1.5 rounded-xl bg-accent-soft px-3 text-sm font-semibold text-accent"
        >
          <ShieldIcon size={18} />
          관리자
        </Link>
      ) : null}
      {wide ? null : (
        <Link to={paths.myPage} aria-label="마이페이지" className="rounded-full">
          <Avatar name={displayName} src={photoURL} size="medium" />
        </Link>
      )}
    </div>
  );
}
