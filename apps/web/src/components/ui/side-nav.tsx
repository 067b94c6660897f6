import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { LogoMark } from './logo';
import { MAIN_CONTENT_ID } from './page-layout';
import type { NavItem } from './tab-bar';

/**
 * The desktop's navigation, from 1024 px in place of the phone's tab bar: a column at the window's left
 * that stays while the page scrolls, after a skip link that is the Tab key's first stop. NavLink marks the
 * current destination with aria-current.
 */
export function SideNav({ items }: { items: NavItem[] }) {
  return (
    <>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Focus only: a hash in the address would reach the router as a navigation.
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80] focus:rounded-xl focus:bg-surface focus:px-4 focus:py-3 focus:text-sm focus:font-semibold focus:text-primary focus:shadow-float"
      >
        본문으로 건너뛰기
      </a>
      <nav
        aria-label="주요 메뉴"
        className="sticky top-0 flex h-dvh w-60 shrink-0 flex-col gap-8 overflow-y-auto border-r border-line bg-surface px-4 py-6"
      >
        <p className="flex items-center gap-2.5 px-2 text-lg font-bold text-ink">
          <LogoMark size={32} />
          몰입
        </p>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.to}
                // The home page is current only at `/`; every other destination also for the pages below it.
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
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
    </>
  );
}
