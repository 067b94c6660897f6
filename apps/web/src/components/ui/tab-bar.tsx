import { TAB_BAR_MAX_ITEMS, TAB_BAR_MIN_ITEMS } from '@/config/ui-constants';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

/** One destination of the app's navigation: the phone's tab bar and the desktop's side navigation draw the same items. */
export type NavItem = { id: string; label: string; icon: ReactNode; to: string };

type TabBarProps = { items: NavItem[]; 'aria-label'?: string; className?: string };

/** Bottom tab bar of 2–5 items; the current tab is marked with aria-current by NavLink. */
export function TabBar({ items, className, ...aria }: TabBarProps) {
  const visible = items.slice(0, TAB_BAR_MAX_ITEMS);
  if (visible.length < TAB_BAR_MIN_ITEMS) return null;
  return (
    <nav
      aria-label={aria['aria-label'] ?? '주요 메뉴'}
      className={cn('border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]', className)}
    >
      <ul className="flex">
        {visible.map((item) => (
          <li key={item.id} className="flex-1">
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
                  isActive ? 'text-primary' : 'text-ink-subtle hover:text-ink',
                )
              }
            >
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
