import type { ReactNode } from 'react';

type SectionProps = { title: string; action?: ReactNode; children: ReactNode; id?: string };

/** A titled block of a page; the heading labels the region for assistive technology. */
export function Section({ title, action, children, id }: SectionProps) {
  const headingId = `${id ?? title.replace(/\s+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
