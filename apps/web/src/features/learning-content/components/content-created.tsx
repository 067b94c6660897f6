import { contentTypeLabels, type LearningContentSummary } from '@molip/domain/learning-content';
import { CheckCircleIcon } from '@/components/ui/icons';

/** The creation flow's last step: what was saved, before the learner picks where to go next. */
export function ContentCreated({ content }: { content: LearningContentSummary }) {
  return (
    <section
      aria-labelledby="content-created-heading"
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-8 text-center shadow-card"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CheckCircleIcon size={30} />
      </div>
      <h2 id="content-created-heading" className="text-lg font-bold text-ink">
        학습 자료를 등록했어요
      </h2>
      <p className="text-[0.9375rem] font-semibold text-ink">{content.title}</p>
      <p className="text-sm text-ink-muted">
        {[contentTypeLabels[content.type], content.category, content.author].filter(Boolean).join(' · ')} ·
        단원 {content.unitCount}개
      </p>
    </section>
  );
}
