import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { useState } from 'react';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { Section } from '@/components/ui/section';
import { usePlanReviewSettings } from '../hooks/use-plan-review-settings';
import { PlanReviewForecast } from './plan-review-forecast';
import { ReviewOffDialog } from './review-off-dialog';
import { ReviewSetting } from './review-setting';

/** The plan's review settings, saved as they change; turning reviews off is confirmed first. */
export function PlanReviewSection({ plan }: { plan: StudyPlanDetail }) {
  const server = useServerActionBlocked();
  const [confirmingOff, setConfirmingOff] = useState(false);
  const settings = usePlanReviewSettings(plan, () => setConfirmingOff(false));
  return (
    <Section title="복습" id="plan-review">
      <ReviewSetting
        reviewsPerDay={settings.shownReviewsPerDay}
        onChange={(reviewsPerDay) =>
          reviewsPerDay === null ? setConfirmingOff(true) : settings.changeReviews(reviewsPerDay)
        }
        targetRetentionPercent={settings.shownRetention}
        onRetentionChange={settings.changeRetention}
        reviewMinutesPerDay={settings.shownMinutes}
        onMinutesChange={settings.changeMinutes}
        forecast={
          <PlanReviewForecast
            planId={plan.id}
            retentionPercent={settings.shownRetention}
            // Asked again once the plan's own answer arrives, not while the change is on its way.
            enabled={plan.reviewsPerDay !== null}
          />
        }
        busy={settings.saving}
        disabled={server.blocked}
        describedBy={server.describedBy}
      />
      <ReviewOffDialog
        planName={plan.studyPlanName}
        open={confirmingOff}
        onOpenChange={setConfirmingOff}
        saving={settings.saving}
        onConfirm={() => settings.changeReviews(null)}
      />
    </Section>
  );
}
