import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useGroupPresenceStream } from '../api/follow-group-presence';
import { useGroupPresence } from '../api/get-group-presence';
import { useMyGroups } from '../api/get-my-groups';
import { memberName } from './member-name';

/** How many faces the strip shows before "+N". */
const STRIP_MAX_AVATARS = 5;

/**
 * The dashboard's "지금 집중 중": who in the reader's first group is focusing now, followed live. Nothing
 * at all when nobody is, when the reader has no group, or when the group cannot be read.
 */
export function FocusingNowStrip() {
  const groups = useMyGroups();
  const first = groups.data?.[0];
  const presence = useGroupPresence(first?.id);
  // Live like the group tab: a friend's desk light turns on here without a reload.
  useGroupPresenceStream(first?.id, presence.data !== undefined);
  const focusing = presence.data?.members.filter((member) => member.status === 'FOCUSING') ?? [];
  if (!first || focusing.length === 0) return null;

  const shown = focusing.slice(0, STRIP_MAX_AVATARS);
  const more = focusing.length - shown.length;
  return (
    <Link
      to={paths.studyGroup}
      className="flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-card hover:border-line-strong"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-center gap-1.5 text-sm font-bold text-ink">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-danger" />
          지금 집중 중 {focusing.length}명
        </span>
        <span className="truncate text-[0.8125rem] text-ink-muted">{first.name}</span>
      </span>
      <span className="flex shrink-0 items-center -space-x-2">
        {shown.map((member) => (
          <Avatar
            key={member.id}
            name={memberName(member.username)}
            mode="initial"
            size="small"
            className="rounded-full ring-2 ring-surface"
          />
        ))}
        {more > 0 ? (
          <span className="flex size-8 items-center justify-center rounded-full bg-surface-muted text-xs font-bold text-ink-muted ring-2 ring-surface">
            +{more}
          </span>
        ) : null}
      </span>
      <ChevronRightIcon size={18} className="shrink-0 text-ink-subtle" />
    </Link>
  );
}
