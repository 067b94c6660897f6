import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { useState } from 'react';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { Section } from '@/components/ui/section';
import { usePlanManagement } from '../hooks/use-plan-management';
import { PlanCalendar } from './plan-calendar';
import { PlanMenu } from './plan-menu';
import { PlanReviewSection } from './plan-review-section';
import { PlanSchedule } from './plan-schedule';
import { PlanSummary } from './plan-summary';

type PlanDetailProps = {
  plan: StudyPlanDetail;
  today: string;
  /** The to-do a focus log is open on now: its row reads 집중 중, another started one 일시 정지. */
  focusingTodoId?: string | null | undefined;
};

/** `/study-plan/{id}`: progress, the management actions in a "⋯" menu (with confirmation), the schedule by day. */
export function PlanDetail({ plan, today, focusingTodoId = null }: PlanDetailProps) {
  const management = usePlanManagement(plan.id);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      {/* From 1024 px the plan, its calendar and its reviews stand beside the day-by-day units. */}
      <DesktopColumns layout="narrow-first">
        <DesktopColumn>
          <PlanSummary plan={plan} onOpenMenu={() => setMenuOpen(true)} menuDisabled={management.busy} />

          {/* The phone has the day-by-day list alone; a desktop has room for the month at a glance too. */}
          <div className="hidden lg:block">
            <Section title="달력" id="plan-calendar">
              <div className="rounded-card border border-line bg-surface p-4 shadow-card">
                <PlanCalendar
                  startDate={plan.startDate}
                  endDate={plan.endDate}
                  days={plan.days.map((day) => ({
                    date: day.date,
                    kind: day.kind,
                    unitCount: day.units.length,
                  }))}
                  today={today}
                />
              </div>
            </Section>
          </div>

          {/* A completed plan's reviews still come back, so it keeps the setting; an archived plan shows nowhere. */}
          {plan.status !== 'ARCHIVED' ? <PlanReviewSection plan={plan} /> : null}
        </DesktopColumn>

        <DesktopColumn>
          <PlanSchedule days={plan.days} today={today} focusingTodoId={focusingTodoId} />
        </DesktopColumn>
      </DesktopColumns>

      <PlanMenu plan={plan} open={menuOpen} onOpenChange={setMenuOpen} management={management} />
    </div>
  );
}
