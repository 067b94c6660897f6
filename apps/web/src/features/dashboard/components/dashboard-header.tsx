import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ShieldIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useWideScreen } from '@/lib/use-wide-screen';
import { DashboardGreeting } from './dashboard-greeting';

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
    <DashboardGreeting displayName={displayName} timeZone={timeZone} now={now}>
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
    </DashboardGreeting>
  );
}
