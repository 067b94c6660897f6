import type { ReactNode } from 'react';
import { PageLayout } from '@/components/ui/page-layout';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LogoMark } from '@/components/ui/logo';
import { mainTabs } from '../navigation';
import type { PlannedPage } from '../planned-pages';

/** The frame of a page whose feature arrives later: title, back button and what the page is for. */
export function PlannedRoute({ page, children }: { page: PlannedPage; children?: ReactNode }) {
  return (
    <PageLayout title={page.title} backTo={page.backTo} tabs={page.showTabs ? mainTabs : undefined}>
      {page.step ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-primary">
            {page.step.current} / {page.step.total} 단계
          </p>
          <ProgressBar
            value={(page.step.current / page.step.total) * 100}
            segments={page.step.total}
            size="sm"
            label={`${page.step.total}단계 중 ${page.step.current}단계`}
          />
        </div>
      ) : null}
      <section className="flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-10 text-center shadow-card">
        <LogoMark size={48} />
        <h2 className="text-lg font-bold text-ink">{page.title}</h2>
        <p className="text-[0.9375rem] leading-6 text-ink-muted">{page.description}</p>
        {children}
      </section>
    </PageLayout>
  );
}
