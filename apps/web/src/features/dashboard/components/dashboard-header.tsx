import { dayOfWeek, todayInZone } from '@molip/domain/calendar-date';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

type DashboardHeaderProps = {
  displayName: string;
  photoURL: string | null;
  isAdmin: boolean;
  timeZone: string;
  now?: Date;
};

const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** `M월 D일 요일` in the learner's zone, without building a Korean Intl formatter on the first render. */
function formatToday(now: Date, timeZone: string): string {
  const date = todayInZone(now, timeZone);
  const [, month, day] = date.split('-').map(Number);
  return `${month}월 ${day}일 ${WEEKDAY_NAMES[dayOfWeek(date)]}`;
}

/** Greeting, today's date, the admin button (role ADMIN only) and the avatar that opens my-page. */
export function DashboardHeader({
  displayName,
  photoURL,
  isAdmin,
  timeZone,
  now = new Date(),
}: DashboardHeaderProps) {
  return (
    <div className="flex items-center gap-3 py-1">
      <div className="min-w-0 flex-1">
        <p className="text-[0.8125rem] font-medium text-ink-muted">{formatToday(now, timeZone)}</p>
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
      <Link to={paths.myPage} aria-label="마이페이지" className="rounded-full">
        <Avatar name={displayName} src={photoURL} size="medium" />
      </Link>
    </div>
  );
}
