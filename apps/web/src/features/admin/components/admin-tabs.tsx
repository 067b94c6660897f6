import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export const adminSections = ['overview', 'users', 'terms', 'audit'] as const;
export type AdminSection = (typeof adminSections)[number];

export const adminSectionNames = {
  overview: '개요',
  users: '사용자',
  terms: '약관',
  audit: '감사 기록',
} as const satisfies Record<AdminSection, string>;

export const tabId = (section: AdminSection) => `admin-tab-${section}`;
export const panelId = (section: AdminSection) => `admin-panel-${section}`;

type AdminTabsProps = { current: AdminSection; onChange: (section: AdminSection) => void };

/** The console's four sections as a segmented tab list; arrow keys move between tabs. */
export function AdminTabs({ current, onChange }: AdminTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = adminSections.indexOf(current);
    const last = adminSections.length - 1;
    const target =
      event.key === 'ArrowLeft'
        ? (index + last) % adminSections.length
        : event.key === 'ArrowRight'
          ? (index + 1) % adminSections.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const section = target === null ? undefined : adminSections[target];
    if (!section) return;
    event.preventDefault();
    onChange(section);
    listRef.current?.querySelector<HTMLButtonElement>(`#${tabId(section)}`)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="관리 메뉴"
      onKeyDown={moveFocus}
      className="grid grid-cols-4 gap-1 rounded-xl bg-surface-muted p-1 lg:max-w-xl"
    >
      {adminSections.map((section) => {
        const selected = section === current;
        return (
          <button
            key={section}
            id={tabId(section)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId(section)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(section)}
            className={cn(
              'h-9 rounded-lg px-2 text-sm font-semibold whitespace-nowrap transition-colors',
              selected ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {adminSectionNames[section]}
          </button>
        );
      })}
    </div>
  );
}
