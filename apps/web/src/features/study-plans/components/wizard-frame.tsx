import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { PageLayout } from '@/components/ui/page-layout';
import { StepHeader } from '@/components/ui/step-header';
import { PlanPreview, type PreviewSummary } from './plan-preview';

type WizardFrameProps = {
  step: number;
  stepLabel: string;
  title: string;
  backTo: string;
  heading: string;
  description?: string;
  /** Shown above the step header (step 1's "작성 중인 학습 계획이 있어요"). */
  notice?: ReactNode;
  children: ReactNode;
  preview: { summary: PreviewSummary | null; error: string | null };
  next?: {
    label: string;
    onClick: () => void;
    disabled?: boolean;
    loading?: boolean;
    loadingText?: string;
    /** The last step's button saves the plan: off while offline. */
    needsServer?: boolean;
  };
};

/**
 * One step of the 5-step plan wizard: the step, its controls, the live preview, and the next button. The
 * steps replace one another in history (their next and back buttons navigate with `replace`), so the whole
 * wizard is one entry: the finished plan's back button, and the phone's, lead to where the wizard began
 * instead of into its emptied steps.
 */
export function WizardFrame({
  step,
  stepLabel,
  title,
  backTo,
  heading,
  description,
  notice,
  children,
  preview,
  next,
}: WizardFrameProps) {
  return (
    <PageLayout
      title={title}
      backTo={backTo}
      backReplaces={step > 1}
      bottomAction={
        next ? (
          <Button
            size="lg"
            fullWidth
            onClick={next.onClick}
            disabled={next.disabled}
            needsServer={next.needsServer}
            loading={next.loading}
            loadingText={next.loadingText}
          >
            {next.label}
          </Button>
        ) : undefined
      }
    >
      {/* From 1024 px the live preview stays in view beside the step. */}
      <DesktopColumns layout="narrow-last">
        <DesktopColumn>
          {notice}
          <StepHeader current={step} total={5} label={stepLabel} />
          <div className="flex flex-col gap-1">
            <h2 className="text-xl font-bold text-ink">{heading}</h2>
            {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
          </div>
          {children}
        </DesktopColumn>
        <DesktopColumn sticky>
          <PlanPreview summary={preview.summary} error={preview.error} />
        </DesktopColumn>
      </DesktopColumns>
    </PageLayout>
  );
}
