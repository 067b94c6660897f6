import type { UserProfile } from '@molip/domain/user';
import { Avatar } from '@/components/ui/avatar';

export function ProfileSummary({ profile }: { profile: UserProfile }) {
  return (
    <section
      aria-label="내 프로필"
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-5 py-7 shadow-card"
    >
      <Avatar name={profile.displayName} src={profile.photoURL} size="xl" />
      <div className="text-center">
        <p className="text-xl font-bold text-ink">{profile.displayName}</p>
        <p className="mt-0.5 text-[0.9375rem] font-medium text-primary">
          {profile.username ? `@${profile.username}` : '사용자명 미설정'}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{profile.email}</p>
      </div>
      {profile.role === 'ADMIN' ? (
        <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-bold text-accent">관리자</span>
      ) : null}
    </section>
  );
}
