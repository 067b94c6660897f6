import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePlanDraftStore } from '../stores/plan-draft-store';
import { resumePath, wizardStepRoutes } from './wizard-steps';

/**
 * Step 1's offer to pick up a draft kept in session storage: where it stopped, "이어서 만들기" to go
 * there, "새로 시작" to clear it. Renders nothing until a content has been chosen.
 */
export function ResumeDraftCard() {
  const navigate = useNavigate();
  const titleId = useId();
  const content = usePlanDraftStore((state) => state.selectedContent);
  const step = usePlanDraftStore((state) => state.step);
  const unitCount = usePlanDraftStore((state) => state.selectedUnits.length);
  const reset = usePlanDraftStore((state) => state.reset);
  if (!content) return null;
  const saved = wizardStepRoutes[step];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-primary bg-primary-soft px-4 py-3.5"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 id={titleId} className="text-sm font-semibold text-primary">
          작성 중인 학습 계획이 있어요
        </h3>
        <p className="truncate text-[0.9375rem] font-bold text-ink">{content.title}</p>
        <p className="text-[0.8125rem] text-ink-muted">
          {saved.number}단계 {saved.label}에서 멈췄어요{unitCount > 0 ? ` · 단원 ${unitCount}개` : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1"
          onClick={() => navigate(resumePath(step, content.id), { replace: true })}
        >
          이어서 만들기
        </Button>
        <Button size="sm" variant="outline" className="flex-1" onClick={reset}>
          새로 시작
        </Button>
      </div>
    </section>
  );
}
