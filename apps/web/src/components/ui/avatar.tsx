import { useState } from 'react';
import { cn } from '@/lib/cn';
import { UserIcon } from './icons';

export const avatarSizes = ['small', 'medium', 'large', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export const avatarPresences = ['online', 'offline', 'away', 'busy'] as const;
export type AvatarPresence = (typeof avatarPresences)[number];

type AvatarProps = {
  /** Accessible name, also the source of the initial. */
  name: string;
  src?: string | null;
  /** `image` falls back to `initial` when the image is missing or fails to load; `icon` shows a person glyph. */
  mode?: 'image' | 'initial' | 'icon';
  size?: AvatarSize;
  presence?: AvatarPresence;
  /** What the dot means on this screen, when the generic label does not say it ("집중 중"). */
  presenceLabel?: string;
  className?: string;
};

const sizeClasses: Record<AvatarSize, string> = {
  small: 'size-8 text-xs',
  medium: 'size-10 text-sm',
  large: 'size-14 text-lg',
  xl: 'size-20 text-2xl',
};
const iconSizes: Record<AvatarSize, number> = { small: 16, medium: 20, large: 28, xl: 38 };
const dotSizes: Record<AvatarSize, string> = {
  small: 'size-2.5',
  medium: 'size-3',
  large: 'size-3.5',
  xl: 'size-4.5',
};
const presenceColours: Record<AvatarPresence, string> = {
  online: 'bg-success',
  offline: 'bg-ink-subtle',
  away: 'bg-warning',
  busy: 'bg-danger',
};
const presenceLabels: Record<AvatarPresence, string> = {
  online: '온라인',
  offline: '오프라인',
  away: '자리 비움',
  busy: '다른 용무 중',
};

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toUpperCase() : '?';
}

export function Avatar({
  name,
  src,
  mode = 'image',
  size = 'medium',
  presence,
  presenceLabel,
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = mode === 'image' && src && failedSrc !== src;
  const label = presence ? `${name} (${presenceLabel ?? presenceLabels[presence]})` : name;
  return (
    <span role="img" aria-label={label} className={cn('relative inline-flex shrink-0', className)}>
      <span
        className={cn(
          'inline-flex items-center justify-center overflow-hidden rounded-full font-bold select-none',
          'bg-gradient-to-br from-primary to-accent text-white dark:text-on-primary',
          sizeClasses[size],
        )}
      >
        {showImage ? (
          <img
            src={src}
            alt=""
            className="size-full object-cover"
            referrerPolicy="no-referrer"
            onError={() => setFailedSrc(src)}
          />
        ) : mode === 'icon' ? (
          <UserIcon size={iconSizes[size]} />
        ) : (
          <span aria-hidden="true">{initialOf(name)}</span>
        )}
      </span>
      {presence ? (
        <span
          aria-hidden="true"
          className={cn(
            'absolute right-0 bottom-0 rounded-full ring-2 ring-surface',
            dotSizes[size],
            presenceColours[presence],
          )}
        />
      ) : null}
    </span>
  );
}
